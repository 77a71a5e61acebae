package io.queenmq.broker.store.stats;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * Reads the statistics tables the refresher writes: queues with their partition counts (paged and sorted in SQL, so a
 * queue with 10,000 partitions is read a page at a time), namespaces, tasks, group lag and the refresh time. Counts are as
 * of the last refresh, at most {@code STATS_INTERVAL_MS} old. Blocking: call from a worker thread.
 */
public final class QueueStatusStore {
    /** Message counts as the routes report them: {@code pending} excludes {@code processing}. */
    public record Counts(long total, long pending, long processing, long completed, long deadLetter) {
        /** From the columns {@code total}, {@code unconsumed}, {@code processing} and {@code dead_letter}. */
        static Counts read(ResultSet rs) throws SQLException {
            long total = rs.getLong("total");
            long unconsumed = rs.getLong("unconsumed");
            long processing = rs.getLong("processing");
            return new Counts(total, unconsumed - processing, processing, total - unconsumed,
                    rs.getLong("dead_letter"));
        }
    }

    /** A queue with its partition count, summed counts and total consumption (every group's acks). */
    public record QueueSummary(UUID id, String name, String namespace, String task, Timestamp createdAt,
                               int partitions, Counts counts, long consumed) {}

    /** The settings the queue-detail view shows. */
    public record QueueConfig(int leaseTime, int retryLimit, int retryDelay, int ttl, int maxQueueSize,
                              boolean deadLetterQueue, int priority) {}

    /** One partition with its counts. */
    public record PartitionStatus(UUID id, String name, Timestamp createdAt, Counts counts, long consumed,
                                  Timestamp lastActivity, Timestamp oldest, Timestamp newest) {}

    /** One page of a queue's partitions; {@code partitionCount} and {@code totals} cover all of them. */
    public record QueueDetail(QueueSummary queue, QueueConfig config, List<PartitionStatus> partitions) {}

    /** A namespace or task with its queues, partitions and counts. */
    public record Group(String name, int queues, int partitions, long total, long pending) {}

    /** Lag of one consumer group (or queue mode) on one queue. */
    public record GroupLag(String queue, String group, int partitions, int laggingPartitions, long offsetLag,
                           long maxTimeLagMs, long avgTimeLagMs, long consumed) {}

    /** Sort orders of a queue's partitions: the name a client sends and the SQL it stands for. */
    public static final Map<String, String> PARTITION_ORDERS = Map.of(
            "name", "p.name COLLATE \"C\"",
            "pending", "(coalesce(s.unconsumed, 0) - coalesce(s.processing, 0)) DESC, p.name COLLATE \"C\"",
            "total", "coalesce(s.total, 0) DESC, p.name COLLATE \"C\"",
            "processing", "coalesce(s.processing, 0) DESC, p.name COLLATE \"C\"",
            "deadLetter", "coalesce(s.dead_letter, 0) DESC, p.name COLLATE \"C\"",
            "lastActivity", "s.last_activity DESC NULLS LAST, p.name COLLATE \"C\"");

    private static final String QUEUES = """
            SELECT q.id, q.name, q.namespace, q.task, q.created_at, coalesce(pc.n, 0) AS partitions,
                   coalesce(s.total, 0) AS total, coalesce(s.unconsumed, 0) AS unconsumed,
                   coalesce(s.processing, 0) AS processing, coalesce(s.dead, 0) AS dead_letter,
                   coalesce(s.consumed, 0) AS consumed, count(*) OVER () AS matching
            FROM queen.queues q
            LEFT JOIN (SELECT queue_id, count(*) AS n FROM queen.partitions GROUP BY queue_id) pc ON pc.queue_id = q.id
            LEFT JOIN (SELECT queue_id, sum(total)::int8 AS total, sum(unconsumed)::int8 AS unconsumed,
                              sum(processing)::int8 AS processing, sum(dead_letter)::int8 AS dead,
                              sum(consumed)::int8 AS consumed
                       FROM queen.partition_stats GROUP BY queue_id) s ON s.queue_id = q.id
            WHERE q.name = coalesce(?, q.name) AND q.namespace = coalesce(?, q.namespace) AND q.task = coalesce(?, q.task)
            ORDER BY q.created_at DESC, q.name
            LIMIT ? OFFSET ?""";

    private static final String CONFIG = """
            SELECT lease_time, retry_limit, retry_delay, ttl, max_queue_size, dead_letter_queue, priority
            FROM queen.queues WHERE id = ?""";

    private static final String PARTITIONS = """
            SELECT p.id, p.name, p.created_at, coalesce(s.total, 0) AS total, coalesce(s.unconsumed, 0) AS unconsumed,
                   coalesce(s.processing, 0) AS processing, coalesce(s.dead_letter, 0) AS dead_letter,
                   coalesce(s.consumed, 0) AS consumed, s.last_activity, s.oldest_at, s.newest_at
            FROM queen.partitions p
            LEFT JOIN queen.partition_stats s ON s.partition_id = p.id
            WHERE p.queue_id = ?
            ORDER BY %s
            LIMIT ? OFFSET ?""";

    private static final String GROUPED = """
            SELECT q.%1$s AS name, count(DISTINCT q.id) AS queues, coalesce(sum(pc.n), 0)::int8 AS partitions,
                   coalesce(sum(s.total), 0)::int8 AS total, coalesce(sum(s.unconsumed), 0)::int8 AS unconsumed
            FROM queen.queues q
            LEFT JOIN (SELECT queue_id, count(*) AS n FROM queen.partitions GROUP BY queue_id) pc ON pc.queue_id = q.id
            LEFT JOIN (SELECT queue_id, sum(total) AS total, sum(unconsumed) AS unconsumed
                       FROM queen.partition_stats GROUP BY queue_id) s ON s.queue_id = q.id
            WHERE q.%1$s <> ''
            GROUP BY q.%1$s ORDER BY q.%1$s""";

    private static final String GROUP_LAG = """
            SELECT q.name AS queue_name, g.consumer_group, g.partitions, g.lagging_partitions, g.offset_lag,
                   g.max_time_lag_ms, g.avg_time_lag_ms, g.consumed
            FROM queen.group_lag_stats g JOIN queen.queues q ON q.id = g.queue_id
            ORDER BY q.name, g.consumer_group""";

    /** Live leases (read at call time: one pass over the cursor rows, no message reads). */
    private static final String LEASES = """
            SELECT count(*) AS active, count(DISTINCT partition_id) AS partitions,
                   coalesce(sum(greatest(lease_max_seq - coalesce(cursor_seq, 0), 0)), 0)::int8 AS messages,
                   coalesce(sum(total_consumed), 0)::int8 AS consumed
            FROM queen.partition_consumers WHERE lease_expires_at > now()""";

    private static final String DEAD_LETTERS = """
            SELECT count(*) AS messages, count(DISTINCT partition_id) AS partitions FROM queen.dead_letter_queue""";

    private static final String TOP_ERRORS = """
            SELECT coalesce(error_message, '') AS error, count(*) AS occurrences FROM queen.dead_letter_queue
            GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5""";

    private static final String QUEUE_EXISTS = "SELECT 1 FROM queen.queues WHERE name = ?";

    private static final String REFRESHED_AT = """
            SELECT (value->>'refreshedAt')::int8 AS refreshed_at_ms
            FROM queen.system_state WHERE key = 'stats_refresh'""";

    private final DataSource dataSource;

    public QueueStatusStore(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** A page of queues (newest first) filtered by namespace and task (null: any), and how many match in all. */
    public Page<QueueSummary> queues(String namespace, String task, int limit, int offset) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            return queues(c, null, namespace, task, limit, offset);
        }
    }

    /**
     * A queue with one page of its partitions in the given order (a key of {@link #PARTITION_ORDERS}); null for an unknown
     * queue.
     */
    public QueueDetail queue(String name, String order, int limit, int offset) throws SQLException {
        String orderSql = PARTITION_ORDERS.get(order);
        if (orderSql == null) {
            throw new IllegalArgumentException("Unknown partition order: " + order);
        }
        try (Connection c = dataSource.getConnection()) {
            Page<QueueSummary> found = queues(c, name, null, null, 1, 0);
            if (found.items().isEmpty()) {
                return null;
            }
            QueueSummary queue = found.items().get(0);
            QueueConfig config;
            try (PreparedStatement st = c.prepareStatement(CONFIG)) {
                st.setObject(1, queue.id());
                try (ResultSet rs = st.executeQuery()) {
                    if (!rs.next()) {
                        return null;
                    }
                    config = new QueueConfig(rs.getInt("lease_time"), rs.getInt("retry_limit"),
                            rs.getInt("retry_delay"), rs.getInt("ttl"), rs.getInt("max_queue_size"),
                            rs.getBoolean("dead_letter_queue"), rs.getInt("priority"));
                }
            }
            List<PartitionStatus> partitions = new ArrayList<>();
            try (PreparedStatement st = c.prepareStatement(PARTITIONS.formatted(orderSql))) {
                st.setObject(1, queue.id());
                st.setInt(2, limit);
                st.setInt(3, offset);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        partitions.add(new PartitionStatus(rs.getObject("id", UUID.class), rs.getString("name"),
                                rs.getTimestamp("created_at"), Counts.read(rs), rs.getLong("consumed"),
                                rs.getTimestamp("last_activity"), rs.getTimestamp("oldest_at"),
                                rs.getTimestamp("newest_at")));
                    }
                }
            }
            return new QueueDetail(queue, config, partitions);
        }
    }

    /** Namespaces that some queue has, with their queues, partitions and counts, by name. */
    public List<Group> namespaces() throws SQLException {
        return grouped("namespace");
    }

    /** Tasks that some queue has, with their queues, partitions and counts, by name. */
    public List<Group> tasks() throws SQLException {
        return grouped("task");
    }

    /** Lag of every consumer group (and queue mode) on every queue, by queue and group. */
    public List<GroupLag> groupLags() throws SQLException {
        return Rows.list(dataSource, GROUP_LAG, rs -> new GroupLag(rs.getString("queue_name"),
                rs.getString("consumer_group"), rs.getInt("partitions"), rs.getInt("lagging_partitions"),
                rs.getLong("offset_lag"), rs.getLong("max_time_lag_ms"), rs.getLong("avg_time_lag_ms"),
                rs.getLong("consumed")));
    }

    /** Leases live now: how many, on how many partitions, the messages they hold, and what their rows consumed so far. */
    public record Leases(long active, long partitions, long messages, long consumed) {}

    /** The dead-letter queue: rows, partitions with any, and the most frequent errors with their counts. */
    public record DeadLetters(long messages, long partitions, Map<String, Long> topErrors) {}

    public Leases leases() throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(LEASES);
             ResultSet rs = st.executeQuery()) {
            rs.next();
            return new Leases(rs.getLong("active"), rs.getLong("partitions"), rs.getLong("messages"),
                    rs.getLong("consumed"));
        }
    }

    public DeadLetters deadLetters() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            long messages;
            long partitions;
            try (PreparedStatement st = c.prepareStatement(DEAD_LETTERS); ResultSet rs = st.executeQuery()) {
                rs.next();
                messages = rs.getLong("messages");
                partitions = rs.getLong("partitions");
            }
            Map<String, Long> top = new LinkedHashMap<>();
            try (PreparedStatement st = c.prepareStatement(TOP_ERRORS); ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    top.put(rs.getString("error"), rs.getLong("occurrences"));
                }
            }
            return new DeadLetters(messages, partitions, top);
        }
    }

    /** Whether a queue of that name exists now. */
    public boolean queueExists(String name) throws SQLException {
        return !Rows.list(dataSource, QUEUE_EXISTS, rs -> true, name).isEmpty();
    }

    /** When the statistics were last refreshed (epoch milliseconds), or null if never. */
    public Long refreshedAtMillis() throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(REFRESHED_AT);
             ResultSet rs = st.executeQuery()) {
            return rs.next() ? rs.getLong("refreshed_at_ms") : null;
        }
    }

    private static Page<QueueSummary> queues(Connection c, String name, String namespace, String task, int limit,
                                             int offset) throws SQLException {
        List<QueueSummary> out = new ArrayList<>();
        long total = 0;
        try (PreparedStatement st = c.prepareStatement(QUEUES)) {
            st.setString(1, name);
            st.setString(2, namespace);
            st.setString(3, task);
            st.setInt(4, limit);
            st.setInt(5, offset);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(new QueueSummary(rs.getObject("id", UUID.class), rs.getString("name"),
                            rs.getString("namespace"), rs.getString("task"), rs.getTimestamp("created_at"),
                            rs.getInt("partitions"), Counts.read(rs), rs.getLong("consumed")));
                    total = rs.getLong("matching");
                }
            }
        }
        return new Page<>(out, total);
    }

    private List<Group> grouped(String column) throws SQLException {
        return Rows.list(dataSource, GROUPED.formatted(column), rs -> new Group(rs.getString("name"),
                rs.getInt("queues"), rs.getInt("partitions"), rs.getLong("total"), rs.getLong("unconsumed")));
    }

    /** One page of a listing and the number of items in all pages. */
    public record Page<T>(List<T> items, long total) {}
}
