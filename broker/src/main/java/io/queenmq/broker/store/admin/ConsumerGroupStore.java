package io.queenmq.broker.store.admin;

import io.queenmq.broker.store.core.OffsetAtTime;
import io.queenmq.broker.store.CommitListener;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * Consumer-group management and views (docs/semantics.md §10, §11, §17). Lag is read off the partitions:
 * a group is {@code head_seq − cursor_seq} offsets behind on a partition, so every count is exact and
 * nothing is counted row by row. Seeks and deletions lock consumer rows in partition order, as
 * pop and ack do, and wake this broker's parked pops of the partitions they reopen.
 * Blocking: call from a worker thread, never an event loop.
 */
public final class ConsumerGroupStore {
    private static final String QUEUE_ID = "SELECT id FROM queen.queues WHERE name = ?";

    /** One row per (group, queue) with consumer rows; the queue-wide anchor is preferred over a partition's. */
    private static final String SUMMARIES = """
            WITH partitions AS (
                SELECT c.consumer_group, q.name AS queue_name, count(*) AS members,
                       count(*) FILTER (WHERE p.head_seq > coalesce(c.cursor_seq, 0)) AS lagging,
                       sum(greatest(p.head_seq - coalesce(c.cursor_seq, 0), 0))::int8 AS total_lag,
                       max(greatest(floor(extract(epoch FROM now() - p.head_created_at)), 0))
                           FILTER (WHERE p.head_seq > coalesce(c.cursor_seq, 0)) AS max_time_lag,
                       bool_or(c.last_consumed_at IS NOT NULL) AS consumed
                FROM queen.partition_consumers c
                JOIN queen.partitions p ON p.id = c.partition_id
                JOIN queen.queues q ON q.id = p.queue_id
                GROUP BY c.consumer_group, q.name)
            SELECT l.consumer_group, l.queue_name, l.members, l.lagging, l.total_lag,
                   coalesce(l.max_time_lag, 0)::int8 AS max_time_lag, l.consumed, s.subscription_mode,
                   (extract(epoch FROM s.subscription_timestamp) * 1000000)::int8 AS subscription_us,
                   (extract(epoch FROM s.created_at) * 1000000)::int8 AS subscribed_at_us
            FROM partitions l
            LEFT JOIN LATERAL (SELECT * FROM queen.consumer_groups_metadata m
                               WHERE m.consumer_group = l.consumer_group AND m.queue_name = l.queue_name
                               ORDER BY m.partition_name LIMIT 1) s ON true
            ORDER BY l.consumer_group, l.queue_name""";

    /** Per consumer row: lag in offsets and the age of the oldest unconsumed message (a primary-key probe). */
    private static final String PARTITION_LAGS = """
            SELECT c.consumer_group, q.name AS queue_name, p.name AS partition_name, p.id AS partition_id,
                   CASE WHEN c.lease_expires_at > now() THEN c.lease_id END AS lease_owner,
                   (extract(epoch FROM c.last_consumed_at) * 1000000)::int8 AS last_consumed_us, c.total_consumed,
                   greatest(p.head_seq - coalesce(c.cursor_seq, 0), 0) AS offset_lag,
                   (extract(epoch FROM o.created_at) * 1000000)::int8 AS oldest_unconsumed_us,
                   coalesce(greatest(floor(extract(epoch FROM now() - o.created_at)), 0), 0)::int8 AS time_lag
            FROM queen.partition_consumers c
            JOIN queen.partitions p ON p.id = c.partition_id
            JOIN queen.queues q ON q.id = p.queue_id
            LEFT JOIN LATERAL (SELECT m.created_at FROM queen.messages m
                               WHERE m.partition_id = c.partition_id AND m.seq > coalesce(c.cursor_seq, 0)
                               ORDER BY m.seq LIMIT 1) o ON true
            %s""";
    private static final String GROUP_LAGS = PARTITION_LAGS.formatted(
            "WHERE c.consumer_group = ? ORDER BY q.name, p.name");
    private static final String LAGGING = PARTITION_LAGS.formatted("""
            WHERE o.created_at <= now() - ? * interval '1 second'
            ORDER BY o.created_at, c.consumer_group, q.name, p.name""");

    private static final String ANCHORED_QUEUES = """
            SELECT DISTINCT queue_name FROM queen.consumer_groups_metadata WHERE consumer_group = ?""";

    /**
     * Positions the group on every partition of a queue (or one partition), creating the rows it lacks:
     * the cursor moves, the lease and the retry counter start afresh.
     */
    private static final String SEEK = """
            WITH moved AS (
                INSERT INTO queen.partition_consumers AS c (partition_id, consumer_group, cursor_seq)
                SELECT p.id, ?, %s FROM queen.partitions p WHERE p.queue_id = ? %s ORDER BY p.id
                ON CONFLICT (partition_id, consumer_group) DO UPDATE
                SET cursor_seq = excluded.cursor_seq, lease_id = NULL, lease_acquired_at = NULL,
                    lease_expires_at = NULL, lease_max_seq = NULL, retry_count = 0
                RETURNING c.partition_id, c.cursor_seq)
            SELECT p.name AS partition_name, (extract(epoch FROM m.created_at) * 1000000)::int8 AS cursor_created_us
            FROM moved JOIN queen.partitions p ON p.id = moved.partition_id
            LEFT JOIN queen.messages m ON m.partition_id = moved.partition_id AND m.seq = moved.cursor_seq
            ORDER BY p.name""";
    private static final String SEEK_QUEUE_TO_HEAD = SEEK.formatted("p.head_seq", "");
    private static final String SEEK_QUEUE_TO_TIME = SEEK.formatted(OffsetAtTime.OF_PARTITION_P, "");
    private static final String SEEK_PARTITION_TO_HEAD = SEEK.formatted("p.head_seq", "AND p.name = ?");
    private static final String SEEK_PARTITION_TO_TIME = SEEK.formatted(OffsetAtTime.OF_PARTITION_P, "AND p.name = ?");

    private static final String DELETE_CONSUMERS = """
            WITH doomed AS (
                SELECT c.partition_id FROM queen.partition_consumers c
                JOIN queen.partitions p ON p.id = c.partition_id
                WHERE c.consumer_group = ? %s
                ORDER BY c.partition_id FOR UPDATE OF c),
            deleted AS (
                DELETE FROM queen.partition_consumers c USING doomed d
                WHERE c.partition_id = d.partition_id AND c.consumer_group = ?
                RETURNING c.partition_id)
            SELECT q.name AS queue_name, p.name AS partition_name FROM deleted d
            JOIN queen.partitions p ON p.id = d.partition_id
            JOIN queen.queues q ON q.id = p.queue_id""";
    private static final String DELETE_ALL_CONSUMERS = DELETE_CONSUMERS.formatted("");
    private static final String DELETE_QUEUE_CONSUMERS = DELETE_CONSUMERS.formatted("AND p.queue_id = ?");
    private static final String DELETE_ALL_ANCHORS = """
            DELETE FROM queen.consumer_groups_metadata WHERE consumer_group = ?""";
    private static final String DELETE_QUEUE_ANCHORS = """
            DELETE FROM queen.consumer_groups_metadata WHERE consumer_group = ? AND queue_name = ?""";

    private static final String REANCHOR = """
            UPDATE queen.consumer_groups_metadata
            SET subscription_mode = 'timestamp',
                subscription_timestamp = 'epoch'::timestamptz + ? * interval '1 microsecond'
            WHERE consumer_group = ?""";

    private final DataSource dataSource;
    private final CommitListener listener;

    public ConsumerGroupStore(DataSource dataSource, CommitListener listener) {
        this.dataSource = dataSource;
        this.listener = listener;
    }

    /**
     * A group on one queue (docs/semantics.md §17).
     *
     * @param partitionsWithLag consumer rows whose partition head is past the cursor
     * @param totalLag offsets after the cursors, summed over the rows
     * @param maxTimeLagSeconds age of the newest message of the most behind lagging partition; 0 when none lags
     * @param everConsumed some row has consumed a message
     * @param subscriptionMode the group's anchor on the queue ({@code new} or {@code timestamp}), or null
     */
    public record GroupSummary(String group, String queue, int members, int partitionsWithLag, long totalLag,
                               long maxTimeLagSeconds, boolean everConsumed, String subscriptionMode,
                               Long subscriptionEpochMicros, Long subscribedAtEpochMicros) {}

    /**
     * A group on one partition.
     *
     * @param leaseOwner the live lease's id, or null
     * @param offsetLag messages after the cursor
     * @param timeLagSeconds age of the oldest message after the cursor; 0 when there is none
     */
    public record PartitionLag(String group, String queue, String partition, UUID partitionId, UUID leaseOwner,
                               Long lastConsumedEpochMicros, long totalConsumed, long offsetLag,
                               Long oldestUnconsumedEpochMicros, long timeLagSeconds) {}

    /**
     * Where a seek left the group on one partition.
     *
     * @param cursorCreatedEpochMicros creation time of the last message before the cursor, null when there is none
     */
    public record Position(String partition, Long cursorCreatedEpochMicros) {}

    public UUID queueId(String queue) throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(QUEUE_ID)) {
            st.setString(1, queue);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? rs.getObject(1, UUID.class) : null;
            }
        }
    }

    /** Every (group, queue) with consumer rows, queue mode included, by group then queue. */
    public List<GroupSummary> summaries() throws SQLException {
        List<GroupSummary> out = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(SUMMARIES);
             ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                out.add(new GroupSummary(rs.getString("consumer_group"), rs.getString("queue_name"),
                        rs.getInt("members"), rs.getInt("lagging"), rs.getLong("total_lag"), rs.getLong("max_time_lag"),
                        rs.getBoolean("consumed"), rs.getString("subscription_mode"),
                        rs.getObject("subscription_us", Long.class), rs.getObject("subscribed_at_us", Long.class)));
            }
        }
        return out;
    }

    /**
     * The group's partitions by queue name: every queue where it has consumer rows or an anchor (the latter
     * possibly with no partitions). Empty when the group is unknown.
     */
    public Map<String, List<PartitionLag>> group(String group) throws SQLException {
        Map<String, List<PartitionLag>> byQueue = new TreeMap<>();
        try (Connection c = dataSource.getConnection()) {
            try (PreparedStatement st = c.prepareStatement(GROUP_LAGS)) {
                st.setString(1, group);
                for (PartitionLag lag : readLags(st)) {
                    byQueue.computeIfAbsent(lag.queue(), q -> new ArrayList<>()).add(lag);
                }
            }
            try (PreparedStatement st = c.prepareStatement(ANCHORED_QUEUES)) {
                st.setString(1, group);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        byQueue.putIfAbsent(rs.getString(1), List.of());
                    }
                }
            }
        }
        return byQueue;
    }

    /** Partitions whose oldest unconsumed message is at least {@code minLagSeconds} old, most behind first. */
    public List<PartitionLag> lagging(int minLagSeconds) throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(LAGGING)) {
            st.setInt(1, minLagSeconds);
            return readLags(st);
        }
    }

    private static List<PartitionLag> readLags(PreparedStatement st) throws SQLException {
        List<PartitionLag> out = new ArrayList<>();
        try (ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                out.add(new PartitionLag(rs.getString("consumer_group"), rs.getString("queue_name"),
                        rs.getString("partition_name"), rs.getObject("partition_id", UUID.class),
                        rs.getObject("lease_owner", UUID.class), rs.getObject("last_consumed_us", Long.class),
                        rs.getLong("total_consumed"), rs.getLong("offset_lag"),
                        rs.getObject("oldest_unconsumed_us", Long.class), rs.getLong("time_lag")));
            }
        }
        return out;
    }

    /**
     * Moves the group's cursor on every partition of the queue, or on the partition {@code partition} only, to the
     * last message created at or before {@code atEpochMicros} (null: to the partition's head). Partitions the group
     * never consumed get a row too, so delivery resumes with exactly the messages after that point on
     * every partition. Returns the partitions positioned, by name; none when {@code partition} does not exist.
     */
    public List<Position> seek(String group, UUID queueId, String queue, String partition, Long atEpochMicros)
            throws SQLException {
        String sql = partition == null
                ? atEpochMicros == null ? SEEK_QUEUE_TO_HEAD : SEEK_QUEUE_TO_TIME
                : atEpochMicros == null ? SEEK_PARTITION_TO_HEAD : SEEK_PARTITION_TO_TIME;
        List<Position> out = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(sql)) {
            int i = 1;
            st.setString(i++, group);
            if (atEpochMicros != null) {
                st.setLong(i++, atEpochMicros);
                st.setLong(i++, atEpochMicros);
            }
            st.setObject(i++, queueId);
            if (partition != null) {
                st.setString(i, partition);
            }
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(new Position(rs.getString("partition_name"),
                            rs.getObject("cursor_created_us", Long.class)));
                }
            }
        }
        for (Position position : out) {
            listener.messagesAvailable(queue, position.partition());
        }
        return out;
    }

    /**
     * Deletes the group's consumer rows on every queue, and with {@code deleteAnchors} its subscription
     * anchors: its next pop starts afresh (at its kept anchor, or as a new group). Returns how many
     * consumer rows were deleted.
     */
    public int deleteEverywhere(String group, boolean deleteAnchors) throws SQLException {
        return delete(group, null, null, deleteAnchors);
    }

    /** Like {@link #deleteEverywhere} on one queue only. */
    public int deleteOnQueue(String group, UUID queueId, String queue, boolean deleteAnchors) throws SQLException {
        return delete(group, queueId, queue, deleteAnchors);
    }

    private record QueuePartition(String queue, String partition) {}

    private int delete(String group, UUID queueId, String queue, boolean deleteAnchors) throws SQLException {
        List<QueuePartition> partitions = new ArrayList<>();
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            try {
                try (PreparedStatement st = c.prepareStatement(
                        queueId == null ? DELETE_ALL_CONSUMERS : DELETE_QUEUE_CONSUMERS)) {
                    int i = 1;
                    st.setString(i++, group);
                    if (queueId != null) {
                        st.setObject(i++, queueId);
                    }
                    st.setString(i, group);
                    try (ResultSet rs = st.executeQuery()) {
                        while (rs.next()) {
                            partitions.add(new QueuePartition(rs.getString("queue_name"),
                                    rs.getString("partition_name")));
                        }
                    }
                }
                if (deleteAnchors) {
                    try (PreparedStatement st = c.prepareStatement(
                            queueId == null ? DELETE_ALL_ANCHORS : DELETE_QUEUE_ANCHORS)) {
                        st.setString(1, group);
                        if (queueId != null) {
                            st.setString(2, queue);
                        }
                        st.executeUpdate();
                    }
                }
                c.commit();
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(true);
            }
        }
        for (QueuePartition reopened : partitions) {
            listener.messagesAvailable(reopened.queue(), reopened.partition());
        }
        return partitions.size();
    }

    /**
     * Moves every subscription anchor of the group (all queues) to {@code atEpochMicros}. Cursors are
     * not touched: the anchor decides only where the group starts on partitions it has no position on yet.
     * Returns how many anchors were rewritten.
     */
    public int reanchor(String group, long atEpochMicros) throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(REANCHOR)) {
            st.setLong(1, atEpochMicros);
            st.setString(2, group);
            return st.executeUpdate();
        }
    }
}
