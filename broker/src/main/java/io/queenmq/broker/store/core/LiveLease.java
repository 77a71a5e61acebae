package io.queenmq.broker.store.core;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.UUID;

/**
 * Whether a group holds a live lease on a partition, asked inside the caller's transaction. The group's consumer row
 * stays locked until the caller commits, so no pop can start a lease on the partition in between: a pop that wants one
 * waits for the commit and its consumer then reads what the caller wrote. Store drain threads only.
 */
public final class LiveLease {
    private static final String LOCK = """
            SELECT coalesce(lease_id IS NOT NULL AND lease_expires_at > now(), false) AS live
            FROM queen.partition_consumers WHERE partition_id = ? AND consumer_group = ?
            FOR UPDATE""";

    private LiveLease() {}

    /** True when {@code group} has a live lease on {@code partitionId}; false as well when it has no consumer row. */
    public static boolean held(Connection c, UUID partitionId, String group) throws SQLException {
        try (PreparedStatement st = c.prepareStatement(LOCK)) {
            st.setObject(1, partitionId);
            st.setString(2, group);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() && rs.getBoolean("live");
            }
        }
    }
}
