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

    /**
     * A listing (docs/semantics.md §22) costs an index probe per partition in scope and at most {@code n(n+1)/2} rows
     * for {@code n = offset + limit}, however many messages are stored. {@code bounds} holds the parameters; {@code
     * scope} the partitions with a message in the time range (by their newest, {@code head_created_at}) and their
     * consumers; {@code ranged} the offsets (lo, hi] the status filter allows in each, as docs/semantics.md §18
     * derives a status from the cursors (dead letters are filtered row by row); {@code heads} the newest matching
     * message of each and the {@code n} partitions whose newest is newest: the page lies in them, the partition
     * ranked k holding at most {@code n - k + 1} of it.
     */
    private static final String LIST = """
            WITH bounds AS (
                SELECT coalesce('epoch'::timestamptz + ?::int8 * interval '1 microsecond', now() - interval '1 hour') AS from_at,
                       coalesce('epoch'::timestamptz + ?::int8 * interval '1 microsecond', 'infinity') AS to_at,
                       ?::text AS status, 'epoch'::timestamptz + ?::int8 * interval '1 microsecond' AS after_at,
                       ?::uuid AS after_partition, ?::int8 AS after_seq, ?::int8 AS n),
            scope AS (
                SELECT p.id, p.name AS partition_name, q.name AS queue_name, q.namespace, q.task, q.priority, p.head_seq,
                       k.has_queue_mode, k.queue_cursor, k.lease_through, k.lease_expires_at, k.bus_groups, k.bus_floor
                FROM queen.partitions p
                JOIN queen.queues q ON q.id = p.queue_id
                CROSS JOIN bounds b
                CROSS JOIN LATERAL (
                    SELECT coalesce(bool_or(c.consumer_group = %1$s), false) AS has_queue_mode,
                           coalesce(max(c.cursor_seq) FILTER (WHERE c.consumer_group = %1$s), 0) AS queue_cursor,
                           max(c.lease_max_seq) FILTER (WHERE c.consumer_group = %1$s AND c.lease_expires_at > now())
                               AS lease_through,
                           max(c.lease_expires_at) FILTER (WHERE c.consumer_group = %1$s AND c.lease_expires_at > now())
                               AS lease_expires_at,
                           count(*) FILTER (WHERE c.consumer_group <> %1$s) AS bus_groups,
                           coalesce(min(coalesce(c.cursor_seq, 0)) FILTER (WHERE c.consumer_group <> %1$s), 0) AS bus_floor
                    FROM queen.partition_consumers c WHERE c.partition_id = p.id) k
                WHERE q.name = coalesce(?, q.name) AND p.name = coalesce(?, p.name)
                  AND q.namespace = coalesce(?, q.namespace) AND q.task = coalesce(?, q.task)
                  AND p.head_created_at >= b.from_at),
            ranged AS (
                SELECT s.*, r.lo, CASE WHEN s.id = b.after_partition THEN least(r.hi, b.after_seq - 1) ELSE r.hi END AS hi
                FROM scope s
                CROSS JOIN bounds b
                CROSS JOIN LATERAL (
                    SELECT CASE b.status
                               WHEN 'processing' THEN s.queue_cursor
                               WHEN 'pending' THEN CASE WHEN s.has_queue_mode
                                                        THEN greatest(s.queue_cursor, coalesce(s.lease_through, 0))
                                                        ELSE s.bus_floor END
                               ELSE 0 END AS lo,
                           CASE b.status
                               WHEN 'completed' THEN CASE WHEN s.has_queue_mode THEN s.queue_cursor
                                                          WHEN s.bus_groups > 0 THEN s.bus_floor ELSE 0 END
                               WHEN 'processing' THEN CASE WHEN s.has_queue_mode THEN coalesce(s.lease_through, 0) ELSE 0 END
                               ELSE s.head_seq END AS hi) r),
            heads AS (
                SELECT r.*, m.seq AS newest_seq, m.created_at AS newest_at
                FROM ranged r
                CROSS JOIN bounds b
                CROSS JOIN LATERAL (%2$s) m
                WHERE m.created_at >= b.from_at
                ORDER BY m.created_at DESC, r.id DESC, m.seq DESC
                LIMIT (SELECT n FROM bounds)),
            ranked AS (
                SELECT h.*, row_number() OVER (ORDER BY h.newest_at DESC, h.id DESC, h.newest_seq DESC) AS rank
                FROM heads h)
            SELECT m.id, m.transaction_id, r.id AS partition_id, r.queue_name, r.partition_name, r.namespace, r.task,
                   CASE WHEN d.dead OR r.has_queue_mode THEN qs.queue_status
                        WHEN r.bus_groups > 0 AND m.seq <= r.bus_floor THEN 'completed'
                        ELSE 'pending' END AS status,
                   qs.queue_status,
                   (SELECT count(*) FROM queen.partition_consumers c
                    WHERE c.partition_id = r.id AND c.consumer_group <> %1$s AND c.cursor_seq >= m.seq) AS consumed_by,
                   r.bus_groups AS total_groups, m.trace_id, m.producer_sub, r.priority, m.seq,
                   (extract(epoch FROM m.created_at) * 1000000)::int8 AS created_us,
                   CASE WHEN qs.queue_status = 'processing'
                        THEN (extract(epoch FROM r.lease_expires_at) * 1000000)::int8 END AS lease_expires_us
            FROM ranked r
            CROSS JOIN bounds b
            CROSS JOIN LATERAL (%3$s) m
            CROSS JOIN LATERAL (
                SELECT EXISTS (SELECT 1 FROM queen.dead_letter_queue d
                               WHERE d.partition_id = r.id AND d.seq = m.seq) AS dead) d
            CROSS JOIN LATERAL (
                SELECT CASE WHEN d.dead THEN 'dead_letter'
                            WHEN m.seq <= r.queue_cursor THEN 'completed'
                            WHEN m.seq <= r.lease_through THEN 'processing'
                            ELSE 'pending' END AS queue_status) qs
            WHERE m.created_at >= b.from_at
            ORDER BY m.created_at DESC, r.id DESC, m.seq DESC
            LIMIT ? OFFSET ?""".formatted(QUEUE_MODE, newestInPartition("1"), newestInPartition("b.n - r.rank + 1"));

    /**
     * The newest messages of partition {@code r} matching {@code b}, newest first, at most {@code limit}: an index range
     * scan down from {@code r.hi}, or the partition's dead letters. The lower time bound is left to the caller:
     * creation times never decrease along the offsets, so the first message too old ends the partition.
     */
    private static String newestInPartition(String limit) {
        return """
                (SELECT m.seq, m.created_at, m.id, m.transaction_id, m.trace_id, m.producer_sub
                 FROM queen.messages m
                 WHERE b.status IS DISTINCT FROM 'dead_letter' AND m.partition_id = r.id AND m.seq > r.lo AND m.seq <= r.hi
                   AND m.created_at <= b.to_at
                   AND (b.after_at IS NULL
                        OR (m.created_at, m.partition_id, m.seq) < (b.after_at, b.after_partition, b.after_seq))
                   AND (b.status IS NULL OR NOT EXISTS (SELECT 1 FROM queen.dead_letter_queue d
                                                        WHERE d.partition_id = m.partition_id AND d.seq = m.seq))
                 ORDER BY m.seq DESC
                 LIMIT %1$s)
                UNION ALL
                (SELECT m.seq, m.created_at, m.id, m.transaction_id, m.trace_id, m.producer_sub
                 FROM (SELECT DISTINCT d.seq FROM queen.dead_letter_queue d
                       WHERE b.status = 'dead_letter' AND d.partition_id = r.id AND d.seq <= r.hi) d
                 JOIN queen.messages m ON m.partition_id = r.id AND m.seq = d.seq
                 WHERE m.created_at <= b.to_at
                   AND (b.after_at IS NULL
                        OR (m.created_at, m.partition_id, m.seq) < (b.after_at, b.after_partition, b.after_seq))
                 ORDER BY m.seq DESC
                 LIMIT %1$s)""".formatted(limit);
    }

    /** Who consumes the listed partitions: queue mode and how many named groups. */
    private static final String LIST_MODE = """
            WITH %s
            SELECT coalesce(bool_or(c.consumer_group = %s), false) AS has_queue_mode,
                   count(DISTINCT c.consumer_group) FILTER (WHERE c.consumer_group <> %s) AS bus_groups
            FROM scope sc JOIN queen.partition_consumers c ON c.partition_id = sc.id""".formatted(SCOPE, QUEUE_MODE, QUEUE_MODE);

    private static final String FIND = """
            SELECT m.id, m.transaction_id, p.name AS partition_name, q.name AS queue_name, q.namespace, q.task, s.status,
                   m.payload::text AS payload, m.is_encrypted, m.trace_id, m.producer_sub,
                   (extract(epoch FROM m.created_at) * 1000000)::int8 AS created_us,
                   (extract(epoch FROM g.lease_expires_at) * 1000000)::int8 AS lease_expires_us,
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
            WHERE m.partition_id = ? AND m.transaction_id = ?
            ORDER BY m.seq DESC LIMIT 1""".formatted(DERIVED_STATUS);

    /** Each group's position relative to one message; a lease counts only if the message was delivered under it. */
    private static final String GROUPS = """
            SELECT c.consumer_group, coalesce(c.cursor_seq >= ?, false) AS consumed,
                   CASE WHEN c.lease_expires_at > now() AND ? > coalesce(c.cursor_seq, 0) AND ? <= c.lease_max_seq
                        THEN (extract(epoch FROM c.lease_expires_at) * 1000000)::int8 END AS lease_expires_us
            FROM queen.partition_consumers c WHERE c.partition_id = ?
            ORDER BY c.consumer_group""";

    /**
     * The newest message with the transactionId (a windowed queue may hold older ones, docs/semantics.md §3.4);
     * its dead-letter rows go with it (foreign key, on delete cascade).
     */
    private static final String DELETE = """
            DELETE FROM queen.messages WHERE (partition_id, seq) = (
                SELECT partition_id, seq FROM queen.messages WHERE partition_id = ? AND transaction_id = ?
                ORDER BY seq DESC LIMIT 1)""";

    private final DataSource dataSource;

    public MessageStore(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * What a listing selects; null filters match everything.
     *
     * @param status one of pending, processing, completed, dead_letter, or null
     * @param after  where the previous page ended (its last message), or null for the first page
     */
    public record Filter(String queue, String partition, String namespace, String task, String status,
                         Long fromEpochMicros, Long toEpochMicros, Position after, int limit, int offset) {}

    /** A message's place in the listing's order: newest first by creation time, then partition id, then offset. */
    public record Position(long createdEpochMicros, UUID partitionId, long seq) {}

    /** One listed message, without payload. */
    public record Summary(UUID id, String transactionId, UUID partitionId, String queue, String partition,
                          String namespace, String task, String status, String queueStatus, long consumedBy,
                          long totalGroups, UUID traceId, String producerSub, int queuePriority, long createdEpochMicros,
                          Long leaseExpiresEpochMicros, long seq) {
        /** Where this message lies in the listing's order. */
        public Position position() {
            return new Position(createdEpochMicros, partitionId, seq);
        }
    }

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
                Position after = filter.after();
                int i = 1;
                st.setObject(i++, filter.fromEpochMicros(), Types.BIGINT);
                st.setObject(i++, filter.toEpochMicros(), Types.BIGINT);
                st.setString(i++, filter.status());
                st.setObject(i++, after == null ? null : after.createdEpochMicros(), Types.BIGINT);
                st.setObject(i++, after == null ? null : after.partitionId(), Types.OTHER);
                st.setObject(i++, after == null ? null : after.seq(), Types.BIGINT);
                st.setLong(i++, (long) filter.offset() + filter.limit());
                i = bindScope(st, i, filter);
                st.setInt(i++, filter.limit());
                st.setInt(i, filter.offset());
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        messages.add(new Summary(rs.getObject("id", UUID.class), rs.getString("transaction_id"),
                                rs.getObject("partition_id", UUID.class), rs.getString("queue_name"),
                                rs.getString("partition_name"), rs.getString("namespace"), rs.getString("task"),
                                rs.getString("status"), rs.getString("queue_status"), rs.getLong("consumed_by"),
                                rs.getLong("total_groups"), rs.getObject("trace_id", UUID.class),
                                rs.getString("producer_sub"), rs.getInt("priority"), rs.getLong("created_us"),
                                rs.getObject("lease_expires_us", Long.class), rs.getLong("seq")));
                    }
                }
            }
            try (PreparedStatement st = c.prepareStatement(LIST_MODE)) {
                bindScope(st, 1, filter);
                try (ResultSet rs = st.executeQuery()) {
                    rs.next();
                    return new Listing(messages, new Mode(rs.getBoolean("has_queue_mode"), rs.getLong("bus_groups")));
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
                    long seq = rs.getLong("seq");
                    return new Detail(rs.getObject("id", UUID.class), rs.getString("transaction_id"), partitionId,
                            rs.getString("queue_name"), rs.getString("partition_name"), rs.getString("namespace"),
                            rs.getString("task"), rs.getString("status"), rs.getString("payload"),
                            rs.getBoolean("is_encrypted"), rs.getObject("trace_id", UUID.class),
                            rs.getString("producer_sub"), rs.getLong("created_us"),
                            rs.getObject("lease_expires_us", Long.class),
                            rs.getString("error_message"), rs.getObject("retry_count", Integer.class),
                            new QueueSettings(rs.getInt("lease_time"), rs.getInt("retry_limit"), rs.getInt("retry_delay"),
                                    rs.getInt("ttl"), rs.getInt("priority")),
                            new Mode(rs.getBoolean("has_queue_mode"), rs.getLong("total_groups")),
                            rs.getLong("consumed_by"), groups(c, partitionId, seq));
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
                    groups.add(new GroupPosition(rs.getString("consumer_group"), rs.getBoolean("consumed"),
                            rs.getObject("lease_expires_us", Long.class)));
                }
            }
        }
        return groups;
    }

    /** Binds the four scope filters from parameter {@code first} on; returns the next parameter index. */
    private static int bindScope(PreparedStatement st, int first, Filter filter) throws SQLException {
        st.setString(first, filter.queue());
        st.setString(first + 1, filter.partition());
        st.setString(first + 2, filter.namespace());
        st.setString(first + 3, filter.task());
        return first + 4;
    }
}
