package io.queenmq.broker.store.admin;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * The message browser (docs/http-api.md §4.4, docs/semantics.md §18): list, read and delete single messages. A message has
 * no delivery state of its own; its status is derived from the cursors and leases of its partition. Blocking: call
 * from a worker thread, never an event loop.
 */
public final class MessageStore {
    private static final String QUEUE_MODE = "'__QUEUE_MODE__'";

    /**
     * The status of message {@code m}, derived as docs/semantics.md §18 says: {@code dead_letter} if any group dead-lettered
     * it; else, when queue mode consumes the partition, from the queue-mode cursor ({@code completed}), its live lease
     * ({@code processing}, the message was delivered under it) or {@code pending}; else {@code completed} once every
     * named group's cursor passed it. Also yields the counts behind {@code busStatus} and {@code mode}.
     */
    private static final String DERIVED_STATUS = """
            CROSS JOIN LATERAL (
                SELECT coalesce(bool_or(c.consumer_group = %1$s), false) AS has_queue_mode,
                       count(*) FILTER (WHERE c.consumer_group <> %1$s) AS total_groups,
                       count(*) FILTER (WHERE c.consumer_group <> %1$s AND c.cursor_seq >= m.seq) AS consumed_by,
                       coalesce(bool_or(c.consumer_group = %1$s AND c.cursor_seq >= m.seq), false) AS queue_consumed,
                       max(c.lease_expires_at) FILTER (WHERE c.consumer_group = %1$s AND c.lease_expires_at > now()
                           AND m.seq > coalesce(c.cursor_seq, 0) AND m.seq <= c.lease_max_seq) AS lease_expires_at
                FROM queen.partition_consumers c WHERE c.partition_id = m.partition_id) g
            CROSS JOIN LATERAL (
                SELECT EXISTS (SELECT 1 FROM queen.dead_letter_queue d
                               WHERE d.partition_id = m.partition_id AND d.seq = m.seq) AS dead) dl
            CROSS JOIN LATERAL (
                SELECT CASE WHEN dl.dead THEN 'dead_letter'
                            WHEN g.queue_consumed THEN 'completed'
                            WHEN g.lease_expires_at IS NOT NULL THEN 'processing'
                            ELSE 'pending' END AS queue_status) qs
            CROSS JOIN LATERAL (
                SELECT CASE WHEN dl.dead OR g.has_queue_mode THEN qs.queue_status
                            WHEN g.total_groups > 0 AND g.consumed_by = g.total_groups THEN 'completed'
                            ELSE 'pending' END AS status) s
            """.formatted(QUEUE_MODE);

    /** The partitions a listing looks at; a null filter matches everything. */
    private static final String SCOPE = """
            scope AS (
                SELECT p.id, p.name AS partition, q.name AS queue, q.namespace, q.task, q.priority
                FROM queen.partitions p JOIN queen.queues q ON q.id = p.queue_id
                WHERE q.name = coalesce(?, q.name) AND p.name = coalesce(?, p.name)
                  AND q.namespace = coalesce(?, q.namespace) AND q.task = coalesce(?, q.task))""";

    /** Newest first; {@code from} defaults to an hour ago, {@code to} to no bound. */
    private static final String LIST = """
            WITH %s
            SELECT m.id, m.transaction_id, m.partition_id, sc.queue, sc.partition, sc.namespace, sc.task,
                   s.status, qs.queue_status, g.consumed_by, g.total_groups, m.trace_id, m.producer_sub, sc.priority,
                   (extract(epoch FROM m.created_at) * 1000000)::int8,
                   (extract(epoch FROM g.lease_expires_at) * 1000000)::int8
            FROM scope sc
            JOIN queen.messages m ON m.partition_id = sc.id
            %s
            WHERE m.created_at >= coalesce('epoch'::timestamptz + ?::int8 * interval '1 microsecond', now() - interval '1 hour')
              AND m.created_at <= coalesce('epoch'::timestamptz + ?::int8 * interval '1 microsecond', 'infinity')
              AND s.status = coalesce(?, s.status)
            ORDER BY m.created_at DESC, m.id DESC
            LIMIT ? OFFSET ?""".formatted(SCOPE, DERIVED_STATUS);

    /** Who consumes the listed partitions: queue mode and how many named groups. */
    private static final String LIST_MODE = """
            WITH %s
            SELECT coalesce(bool_or(c.consumer_group = %s), false),
                   count(DISTINCT c.consumer_group) FILTER (WHERE c.consumer_group <> %s)
            FROM scope sc JOIN queen.partition_consumers c ON c.partition_id = sc.id""".formatted(SCOPE, QUEUE_MODE, QUEUE_MODE);

    private static final String FIND = """
            SELECT m.id, m.transaction_id, p.name, q.name, q.namespace, q.task, s.status, m.payload::text, m.is_encrypted,
                   m.trace_id, m.producer_sub, (extract(epoch FROM m.created_at) * 1000000)::int8,
                   (extract(epoch FROM g.lease_expires_at) * 1000000)::int8,
                   q.lease_time, q.retry_limit, q.retry_delay, q.ttl, q.priority,
                   g.has_queue_mode, g.total_groups, g.consumed_by, m.seq, f.error_message, f.retry_count
            FROM queen.messages m
            JOIN queen.partitions p ON p.id = m.partition_id
            JOIN queen.queues q ON q.id = p.queue_id
            %s
            LEFT JOIN LATERAL (
                SELECT d.error_message, d.retry_count FROM queen.dead_letter_queue d
                WHERE d.partition_id = m.partition_id AND d.seq = m.seq
                ORDER BY d.failed_at DESC LIMIT 1) f ON true
            WHERE m.partition_id = ? AND m.transaction_id = ?""".formatted(DERIVED_STATUS);

    /** Each group's position relative to one message; a lease counts only if the message was delivered under it. */
    private static final String GROUPS = """
            SELECT c.consumer_group, coalesce(c.cursor_seq >= ?, false),
                   CASE WHEN c.lease_expires_at > now() AND ? > coalesce(c.cursor_seq, 0) AND ? <= c.lease_max_seq
                        THEN (extract(epoch FROM c.lease_expires_at) * 1000000)::int8 END
            FROM queen.partition_consumers c WHERE c.partition_id = ?
            ORDER BY c.consumer_group""";

    /** Its dead-letter rows go with it (foreign key, on delete cascade). */
    private static final String DELETE = "DELETE FROM queen.messages WHERE partition_id = ? AND transaction_id = ?";

    private final DataSource dataSource;

    public MessageStore(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * What a listing selects; null filters match everything.
     *
     * @param status one of pending, processing, completed, dead_letter, or null
     */
    public record Filter(String queue, String partition, String namespace, String task, String status,
                         Long fromEpochMicros, Long toEpochMicros, int limit, int offset) {}

    /** One listed message, without payload. */
    public record Summary(UUID id, String transactionId, UUID partitionId, String queue, String partition,
                          String namespace, String task, String status, String queueStatus, long consumedBy,
                          long totalGroups, UUID traceId, String producerSub, int queuePriority, long createdEpochMicros,
                          Long leaseExpiresEpochMicros) {}

    /** Who consumes: queue mode and/or named ("bus") groups. */
    public record Mode(boolean hasQueueMode, long busGroups) {
        /** {@code queue}, {@code bus}, {@code hybrid} or {@code none}. */
        public String type() {
            if (hasQueueMode) {
                return busGroups > 0 ? "hybrid" : "queue";
            }
            return busGroups > 0 ? "bus" : "none";
        }
    }

    /** A page of messages and who consumes the partitions it was taken from. */
    public record Listing(List<Summary> messages, Mode mode) {}

    /** A group's position on one message's partition. */
    public record GroupPosition(String name, boolean consumed, Long leaseExpiresEpochMicros) {}

    /** One message with its payload as stored, its queue's settings and every group's position. */
    public record Detail(UUID id, String transactionId, UUID partitionId, String queue, String partition,
                         String namespace, String task, String status, String payloadJson, boolean encrypted,
                         UUID traceId, String producerSub, long createdEpochMicros, Long leaseExpiresEpochMicros,
                         String errorMessage, Integer retryCount, QueueSettings queueSettings, Mode mode,
                         long consumedByGroups, List<GroupPosition> groups) {}

    /** The queue options shown with a message. */
    public record QueueSettings(int leaseTime, int retryLimit, int retryDelay, int ttl, int priority) {}

    public Listing list(Filter filter) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            List<Summary> messages = new ArrayList<>();
            try (PreparedStatement st = c.prepareStatement(LIST)) {
                int i = bindScope(st, filter);
                st.setObject(i++, filter.fromEpochMicros(), Types.BIGINT);
                st.setObject(i++, filter.toEpochMicros(), Types.BIGINT);
                st.setString(i++, filter.status());
                st.setInt(i++, filter.limit());
                st.setInt(i, filter.offset());
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        messages.add(new Summary(rs.getObject(1, UUID.class), rs.getString(2),
                                rs.getObject(3, UUID.class), rs.getString(4), rs.getString(5), rs.getString(6),
                                rs.getString(7), rs.getString(8), rs.getString(9), rs.getLong(10), rs.getLong(11),
                                rs.getObject(12, UUID.class), rs.getString(13), rs.getInt(14), rs.getLong(15),
                                rs.getObject(16, Long.class)));
                    }
                }
            }
            try (PreparedStatement st = c.prepareStatement(LIST_MODE)) {
                bindScope(st, filter);
                try (ResultSet rs = st.executeQuery()) {
                    rs.next();
                    return new Listing(messages, new Mode(rs.getBoolean(1), rs.getLong(2)));
                }
            }
        }
    }

    /** The message, or null when the partition holds no message with that transaction id. */
    public Detail find(UUID partitionId, String transactionId) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            try (PreparedStatement st = c.prepareStatement(FIND)) {
                st.setObject(1, partitionId);
                st.setString(2, transactionId);
                try (ResultSet rs = st.executeQuery()) {
                    if (!rs.next()) {
                        return null;
                    }
                    long seq = rs.getLong(22);
                    return new Detail(rs.getObject(1, UUID.class), rs.getString(2), partitionId, rs.getString(4),
                            rs.getString(3), rs.getString(5), rs.getString(6), rs.getString(7), rs.getString(8),
                            rs.getBoolean(9), rs.getObject(10, UUID.class), rs.getString(11), rs.getLong(12),
                            rs.getObject(13, Long.class),
                            rs.getString(23), rs.getObject(24, Integer.class),
                            new QueueSettings(rs.getInt(14), rs.getInt(15), rs.getInt(16), rs.getInt(17), rs.getInt(18)),
                            new Mode(rs.getBoolean(19), rs.getLong(20)), rs.getLong(21), groups(c, partitionId, seq));
                }
            }
        }
    }

    /** Whether a message was deleted. */
    public boolean delete(UUID partitionId, String transactionId) throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(DELETE)) {
            st.setObject(1, partitionId);
            st.setString(2, transactionId);
            return st.executeUpdate() > 0;
        }
    }

    private static List<GroupPosition> groups(Connection c, UUID partitionId, long seq) throws SQLException {
        List<GroupPosition> groups = new ArrayList<>();
        try (PreparedStatement st = c.prepareStatement(GROUPS)) {
            st.setLong(1, seq);
            st.setLong(2, seq);
            st.setLong(3, seq);
            st.setObject(4, partitionId);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    groups.add(new GroupPosition(rs.getString(1), rs.getBoolean(2), rs.getObject(3, Long.class)));
                }
            }
        }
        return groups;
    }

    /** Binds the four scope filters; returns the next parameter index. */
    private static int bindScope(PreparedStatement st, Filter filter) throws SQLException {
        st.setString(1, filter.queue());
        st.setString(2, filter.partition());
        st.setString(3, filter.namespace());
        st.setString(4, filter.task());
        return 5;
    }
}
