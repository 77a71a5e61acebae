package io.queenmq.broker.store.stats;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/** Runs one read statement with positional parameters and maps its rows: the reads of this package are all alike. */
final class Rows {
    /** One row to one value. */
    @FunctionalInterface
    interface Mapper<T> {
        T map(ResultSet rs) throws SQLException;
    }

    private Rows() {}

    /** Every row of {@code sql} with {@code params} bound in order; a null parameter is bound as null text. */
    static <T> List<T> list(DataSource dataSource, String sql, Mapper<T> mapper, Object... params) throws SQLException {
        List<T> out = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                if (params[i] == null) {
                    st.setNull(i + 1, Types.VARCHAR);
                } else {
                    st.setObject(i + 1, params[i]);
                }
            }
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(mapper.map(rs));
                }
            }
        }
        return out;
    }
}
