package io.queenmq.broker.store.core;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.UUID;
import javax.sql.DataSource;

/** Lease renewal (docs/semantics.md §8). Blocking: call from a worker thread, never an event loop. */
public final class LeaseStore {
    /** Extends every live lease of the id; never shortens one, never revives an expired one. */
    private static final String EXTEND = """
            WITH extended AS (
                UPDATE queen.partition_consumers
                SET lease_expires_at = greatest(lease_expires_at, now() + ? * interval '1 second')
                WHERE lease_id = ? AND lease_expires_at > now()
                RETURNING lease_expires_at)
            SELECT (SELECT (extract(epoch FROM min(lease_expires_at)) * 1000000)::int8 FROM extended) AS expires_us,
                   (SELECT count(*) FROM queen.partition_consumers WHERE lease_id = ?) AS holders""";

    private final DataSource dataSource;

    public LeaseStore(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Result of a renewal.
     *
     * @param expiresEpochMicros earliest new expiry, or null when nothing was extended
     * @param error null on success, else the upstream error text
     */
    public record Renewal(Long expiresEpochMicros, String error) {}

    public Renewal extend(UUID leaseId, int seconds) throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(EXTEND)) {
            st.setInt(1, seconds);
            st.setObject(2, leaseId);
            st.setObject(3, leaseId);
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                long expires = rs.getLong("expires_us");
                if (!rs.wasNull()) {
                    return new Renewal(expires, null);
                }
                return new Renewal(null, rs.getLong("holders") > 0 ? "Lease already expired" : "Lease not found");
            }
        }
    }
}
