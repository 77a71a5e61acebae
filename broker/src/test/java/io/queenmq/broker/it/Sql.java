package io.queenmq.broker.it;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * SQL against the test broker's database: reads for assertions on what the broker stored, and
 * {@link #execute} for preconditions the API cannot arrange (such as the age of a message).
 */
final class Sql {
    private Sql() {}

    /** Every row of {@code sql}, each as column label → value, in result order. */
    static List<Map<String, Object>> rows(String sql, Object... params) {
        try (Connection c = DriverManager.getConnection(TestBroker.jdbcUrl(), "postgres", "postgres");
             PreparedStatement st = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                st.setObject(i + 1, params[i]);
            }
            try (ResultSet rs = st.executeQuery()) {
                ResultSetMetaData meta = rs.getMetaData();
                List<Map<String, Object>> out = new ArrayList<>();
                while (rs.next()) {
                    Map<String, Object> row = new LinkedHashMap<>();
                    for (int col = 1; col <= meta.getColumnCount(); col++) {
                        row.put(meta.getColumnLabel(col), rs.getObject(col));
                    }
                    out.add(row);
                }
                return out;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("SQL failed: " + sql, e);
        }
    }

    /** The single row of {@code sql}; fails unless there is exactly one. */
    static Map<String, Object> row(String sql, Object... params) {
        List<Map<String, Object>> rows = rows(sql, params);
        if (rows.size() != 1) {
            throw new AssertionError("expected exactly one row, got " + rows.size() + ": " + sql + " " + rows);
        }
        return rows.get(0);
    }

    /** The first column of the single row of {@code sql}. */
    static Object value(String sql, Object... params) {
        return row(sql, params).values().iterator().next();
    }

    static long count(String sql, Object... params) {
        return ((Number) value(sql, params)).longValue();
    }

    /** Runs one data-changing statement; returns the number of rows it changed. */
    static int execute(String sql, Object... params) {
        try (Connection c = DriverManager.getConnection(TestBroker.jdbcUrl(), "postgres", "postgres");
             PreparedStatement st = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                st.setObject(i + 1, params[i]);
            }
            return st.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("SQL failed: " + sql, e);
        }
    }
}
