package io.queenmq.broker.store.admin;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * The cluster-wide switches and facts kept in {@code queen.system_state} (docs/semantics.md §13.1): the two maintenance
 * flags, stored as upstream does ({@code {"enabled": bool}}), and this database's identity. Blocking: call from a
 * worker thread.
 */
public final class SystemState {
    private static final String PUSH_MAINTENANCE = "maintenance_mode";
    private static final String POP_MAINTENANCE = "pop_maintenance_mode";
    private static final String DATABASE_ID = "database_id";

    private static final String ENABLED_FLAGS =
            "SELECT key FROM queen.system_state WHERE key IN (?, ?) AND value->'enabled' = 'true'::jsonb";
    private static final String WRITE_FLAG = """
            INSERT INTO queen.system_state (key, value) VALUES (?, jsonb_build_object('enabled', ?::boolean))
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()""";
    private static final String CLAIM_DATABASE_ID = """
            INSERT INTO queen.system_state (key, value) VALUES (?, jsonb_build_object('id', ?::text))
            ON CONFLICT (key) DO NOTHING""";
    private static final String READ_DATABASE_ID = "SELECT value->>'id' AS id FROM queen.system_state WHERE key = ?";

    /** Both maintenance flags as stored. */
    public record MaintenanceFlags(boolean push, boolean pop) {}

    private final DataSource dataSource;

    public SystemState(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public MaintenanceFlags maintenanceFlags() throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(ENABLED_FLAGS)) {
            st.setString(1, PUSH_MAINTENANCE);
            st.setString(2, POP_MAINTENANCE);
            boolean push = false;
            boolean pop = false;
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    String key = rs.getString("key");
                    push |= key.equals(PUSH_MAINTENANCE);
                    pop |= key.equals(POP_MAINTENANCE);
                }
            }
            return new MaintenanceFlags(push, pop);
        }
    }

    public void setPushMaintenance(boolean enabled) throws SQLException {
        writeFlag(PUSH_MAINTENANCE, enabled);
    }

    public void setPopMaintenance(boolean enabled) throws SQLException {
        writeFlag(POP_MAINTENANCE, enabled);
    }

    /**
     * A random id given to this database by the first broker that asked, the same for every broker afterwards. The
     * spool names its files with it, so that brokers sharing a spool directory never replay into another database.
     */
    public String databaseId() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            try (PreparedStatement st = c.prepareStatement(CLAIM_DATABASE_ID)) {
                st.setString(1, DATABASE_ID);
                st.setString(2, UUID.randomUUID().toString());
                st.executeUpdate();
            }
            try (PreparedStatement st = c.prepareStatement(READ_DATABASE_ID)) {
                st.setString(1, DATABASE_ID);
                try (ResultSet rs = st.executeQuery()) {
                    rs.next();
                    return rs.getString("id");
                }
            }
        }
    }

    private void writeFlag(String key, boolean enabled) throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(WRITE_FLAG)) {
            st.setString(1, key);
            st.setBoolean(2, enabled);
            st.executeUpdate();
        }
    }
}
