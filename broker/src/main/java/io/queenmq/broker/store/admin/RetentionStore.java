package io.queenmq.broker.store.admin;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * The SQL of the retention, eviction and inactive-partition jobs (docs/semantics.md §12, docs/decisions.md §D9). The
 * finders only read; every deletion runs in its own short transaction that first tries the
 * cluster-wide job lock, so at most one broker deletes at a time and no transaction holds many
 * rows. Blocking: call from the job thread, never an event loop.
 */
public final class RetentionStore {
    /** Upstream's key of the transaction-scoped advisory lock shared by retention and eviction. */
    private static final long JOB_LOCK_KEY = 737001;
    /** Upstream's cap of partitions removed by one cleanup pass. */
    private static final int MAX_PARTITIONS_PER_PASS = 1000;

    /**
     * Partitions of queues with retentionEnabled and retentionSeconds whose oldest message is past
     * the cutoff: everything old goes, consumed or not.
     */
    private static final String EXPIRED = """
            SELECT q.name AS queue, p.id AS partition_id, 0::int8 AS after_seq, p.head_seq AS through_seq, c.cutoff,
                   false AS only_passed_by_all
            FROM queen.queues q
            CROSS JOIN LATERAL (SELECT now() - q.retention_seconds * interval '1 second' AS cutoff) c
            JOIN queen.partitions p ON p.queue_id = q.id
            WHERE q.retention_enabled AND q.retention_seconds > 0
              AND (SELECT m.created_at FROM queen.messages m
                   WHERE m.partition_id = p.id ORDER BY m.seq LIMIT 1) < c.cutoff
            ORDER BY q.name, p.id""";

    /**
     * Partitions of queues with retentionEnabled and completedRetentionSeconds where every consumer
     * row (queue mode and each group) is positioned and an old message lies at or below the
     * lowest cursor. A partition without consumer rows has no completed messages.
     */
    private static final String COMPLETED = """
            SELECT q.name AS queue, p.id AS partition_id, 0::int8 AS after_seq, k.passed AS through_seq, c.cutoff,
                   true AS only_passed_by_all
            FROM queen.queues q
            CROSS JOIN LATERAL (SELECT now() - q.completed_retention_seconds * interval '1 second' AS cutoff) c
            JOIN queen.partitions p ON p.queue_id = q.id
            CROSS JOIN LATERAL (
                SELECT CASE WHEN bool_and(pc.cursor_seq IS NOT NULL) THEN min(pc.cursor_seq) END AS passed
                FROM queen.partition_consumers pc WHERE pc.partition_id = p.id) k
            WHERE q.retention_enabled AND q.completed_retention_seconds > 0 AND k.passed > 0
              AND (SELECT m.created_at FROM queen.messages m
                   WHERE m.partition_id = p.id AND m.seq <= k.passed ORDER BY m.seq LIMIT 1) < c.cutoff
            ORDER BY q.name, p.id""";

    /**
     * Partitions of queues with maxWaitTimeSeconds holding an old message that some consumer row has
     * not passed: above the lowest cursor, or anywhere when a row is unpositioned or there is
     * none. Messages every row has passed are not this job's business.
     */
    private static final String EVICTABLE = """
            SELECT q.name AS queue, p.id AS partition_id, k.passed AS after_seq, p.head_seq AS through_seq, c.cutoff,
                   false AS only_passed_by_all
            FROM queen.queues q
            CROSS JOIN LATERAL (SELECT now() - q.max_wait_time_seconds * interval '1 second' AS cutoff) c
            JOIN queen.partitions p ON p.queue_id = q.id
            CROSS JOIN LATERAL (
                SELECT CASE WHEN bool_and(pc.cursor_seq IS NOT NULL) THEN min(pc.cursor_seq) ELSE 0 END AS passed
                FROM queen.partition_consumers pc WHERE pc.partition_id = p.id) k
            WHERE q.max_wait_time_seconds > 0 AND p.head_seq > k.passed
              AND (SELECT m.created_at FROM queen.messages m
                   WHERE m.partition_id = p.id AND m.seq > k.passed ORDER BY m.seq LIMIT 1) < c.cutoff
            ORDER BY q.name, p.id""";

    private static final String TRY_LOCK = "SELECT pg_try_advisory_xact_lock(" + JOB_LOCK_KEY + ")";

    /**
     * One batch: the partition's next {@code limit} messages by offset, of which those older than the
     * cutoff are deleted (their DLQ and trace rows cascade). For completed retention the lowest
     * cursor is read again here, so a cursor moved back (seek) since the partition was found is respected.
     */
    private static final String DELETE_BATCH = """
            WITH batch AS (
                SELECT seq, created_at FROM queen.messages
                WHERE partition_id = ? AND seq > ? AND seq <= ?
                ORDER BY seq LIMIT ?),
            deleted AS (
                DELETE FROM queen.messages m USING batch b
                WHERE m.partition_id = ? AND m.seq = b.seq AND b.created_at < ?
                  AND (NOT ? OR b.seq <= (
                      SELECT CASE WHEN bool_and(pc.cursor_seq IS NOT NULL) THEN min(pc.cursor_seq) END
                      FROM queen.partition_consumers pc WHERE pc.partition_id = ?))
                RETURNING 1)
            SELECT (SELECT count(*) FROM batch) AS scanned, (SELECT count(*) FROM deleted) AS deleted,
                   (SELECT max(seq) FROM batch) AS last_seq""";

    /**
     * Partitions without messages or live dedup tombstones whose creation, last push, consumer rows and last
     * consumption are all older than the cutoff; their cursors cascade. The last-push check is repeated on the row
     * being deleted, so a push that committed while we waited for its lock keeps the partition.
     */
    private static final String DELETE_INACTIVE_PARTITIONS = """
            WITH cutoff AS (SELECT now() - ? * interval '1 day' AS at),
            idle AS (
                SELECT p.id FROM queen.partitions p, cutoff
                WHERE p.created_at < cutoff.at AND p.updated_at < cutoff.at
                  AND NOT EXISTS (SELECT 1 FROM queen.messages m WHERE m.partition_id = p.id)
                  AND NOT EXISTS (SELECT 1 FROM queen.dedup_tombstones t
                                  WHERE t.partition_id = p.id AND t.expires_at > now())
                  AND NOT EXISTS (SELECT 1 FROM queen.partition_consumers pc
                                  WHERE pc.partition_id = p.id
                                    AND (pc.created_at >= cutoff.at OR pc.last_consumed_at >= cutoff.at))
                LIMIT ?),
            deleted AS (
                DELETE FROM queen.partitions p USING idle, cutoff
                WHERE p.id = idle.id AND p.updated_at < cutoff.at
                RETURNING p.queue_id)
            SELECT q.name AS queue, count(*) AS partitions FROM deleted d JOIN queen.queues q ON q.id = d.queue_id
            GROUP BY q.name ORDER BY q.name""";

    /** Dedup tombstones whose window has ended (docs/semantics.md §3.4). */
    private static final String DELETE_EXPIRED_TOMBSTONES = """
            DELETE FROM queen.dedup_tombstones WHERE expires_at <= now()""";

    /**
     * Messages of one partition a job may delete: offsets in {@code (afterSeq, throughSeq]} created
     * before {@code cutoff}; with {@code onlyPassedByAll}, also at or below every consumer row's cursor.
     */
    public record Range(String queue, UUID partitionId, long afterSeq, long throughSeq, OffsetDateTime cutoff,
                        boolean onlyPassedByAll) {}

    /**
     * What one batch did: how many messages it looked at, how many it deleted and the last offset
     * it looked at (meaningful when {@code scanned > 0}).
     */
    public record Batch(long scanned, long deleted, long lastSeq) {}

    private final DataSource dataSource;

    public RetentionStore(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Ranges for {@code retentionSeconds} (docs/semantics.md §12.1). */
    public List<Range> expired() throws SQLException {
        return ranges(EXPIRED);
    }

    /** Ranges for {@code completedRetentionSeconds} (docs/semantics.md §12.2). */
    public List<Range> completed() throws SQLException {
        return ranges(COMPLETED);
    }

    /** Ranges for {@code maxWaitTimeSeconds} (docs/semantics.md §12.3). */
    public List<Range> evictable() throws SQLException {
        return ranges(EVICTABLE);
    }

    /**
     * Deletes from {@code range} among the first {@code limit} messages after {@code afterSeq}.
     *
     * @return what the batch did, or null when another broker holds the job lock
     */
    public Batch deleteBatch(Range range, long afterSeq, int limit) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            return inLockedTransaction(c, () -> {
                try (PreparedStatement st = c.prepareStatement(DELETE_BATCH)) {
                    int i = 1;
                    st.setObject(i++, range.partitionId());
                    st.setLong(i++, afterSeq);
                    st.setLong(i++, range.throughSeq());
                    st.setInt(i++, limit);
                    st.setObject(i++, range.partitionId());
                    st.setObject(i++, range.cutoff());
                    st.setBoolean(i++, range.onlyPassedByAll());
                    st.setObject(i, range.partitionId());
                    try (ResultSet rs = st.executeQuery()) {
                        rs.next();
                        return new Batch(rs.getLong("scanned"), rs.getLong("deleted"), rs.getLong("last_seq"));
                    }
                }
            });
        }
    }

    /**
     * Deletes up to 1000 inactive partitions (docs/semantics.md §12.4).
     *
     * @return deleted partitions per queue name, or null when another broker holds the job lock
     */
    public Map<String, Long> deleteInactivePartitions(int idleDays) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            return inLockedTransaction(c, () -> {
                Map<String, Long> deleted = new LinkedHashMap<>();
                try (PreparedStatement st = c.prepareStatement(DELETE_INACTIVE_PARTITIONS)) {
                    st.setInt(1, idleDays);
                    st.setInt(2, MAX_PARTITIONS_PER_PASS);
                    try (ResultSet rs = st.executeQuery()) {
                        while (rs.next()) {
                            deleted.put(rs.getString("queue"), rs.getLong("partitions"));
                        }
                    }
                }
                return deleted;
            });
        }
    }

    /**
     * Deletes the dedup tombstones whose window has ended.
     *
     * @return how many, or null when another broker holds the job lock
     */
    public Long deleteExpiredTombstones() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            return inLockedTransaction(c, () -> {
                try (PreparedStatement st = c.prepareStatement(DELETE_EXPIRED_TOMBSTONES)) {
                    return (long) st.executeUpdate();
                }
            });
        }
    }

    private List<Range> ranges(String sql) throws SQLException {
        List<Range> ranges = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(sql);
             ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                ranges.add(new Range(rs.getString("queue"), rs.getObject("partition_id", UUID.class),
                        rs.getLong("after_seq"), rs.getLong("through_seq"), rs.getObject("cutoff", OffsetDateTime.class),
                        rs.getBoolean("only_passed_by_all")));
            }
        }
        return ranges;
    }

    /** Work done inside the locked transaction. */
    @FunctionalInterface
    private interface LockedWork<T> {
        T run() throws SQLException;
    }

    /** Runs {@code work} in one transaction holding the job lock; null, without running it, when the lock is taken. */
    private static <T> T inLockedTransaction(Connection c, LockedWork<T> work) throws SQLException {
        c.setAutoCommit(false);
        try {
            try (PreparedStatement st = c.prepareStatement(TRY_LOCK); ResultSet rs = st.executeQuery()) {
                rs.next();
                if (!rs.getBoolean(1)) {
                    c.rollback();
                    return null;
                }
            }
            T result = work.run();
            c.commit();
            return result;
        } catch (SQLException | RuntimeException e) {
            c.rollback();
            throw e;
        } finally {
            c.setAutoCommit(true);
        }
    }
}
