package io.queenmq.broker.store.admin;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * Queues with message counts (docs/http-api.md §4.3). Counted live, from the cursors, at every call: exact, but each call
 * reads the index entries of every message it counts. Blocking: call from a worker thread, never an event loop.
 */
public final class QueueStatsStore {
    /**
     * Each queue (all, or the one named) with the counts of each of its partitions, in one statement so that both come
     * from one snapshot. A partition owes work to its slowest group (the one with most messages after its cursor,
     * docs/semantics.md §17); messages under that group's live lease are processing, the rest of them pending. With no group
     * at all, every message is pending.
     */
    private static final String STATS = """
            SELECT q.id, q.name, q.namespace, q.task, (extract(epoch FROM q.created_at) * 1000000)::int8,
                   ps.id, ps.name, ps.created_us, ps.total, ps.unconsumed, ps.processing, ps.dead, ps.oldest_us, ps.newest_us
            FROM queen.queues q
            LEFT JOIN LATERAL (
                SELECT p.id, p.name, (extract(epoch FROM p.created_at) * 1000000)::int8 AS created_us, t.total,
                       coalesce(slowest.unconsumed, t.total) AS unconsumed, coalesce(slowest.processing, 0) AS processing,
                       dl.dead, (extract(epoch FROM t.oldest) * 1000000)::int8 AS oldest_us,
                       (extract(epoch FROM t.newest) * 1000000)::int8 AS newest_us
                FROM queen.partitions p
                CROSS JOIN LATERAL (
                    SELECT count(*) AS total, min(m.created_at) AS oldest, max(m.created_at) AS newest
                    FROM queen.messages m WHERE m.partition_id = p.id) t
                LEFT JOIN LATERAL (
                    SELECT count(m.seq) AS unconsumed,
                           count(m.seq) FILTER (WHERE c.lease_expires_at > now() AND m.seq <= c.lease_max_seq) AS processing
                    FROM queen.partition_consumers c
                    LEFT JOIN queen.messages m ON m.partition_id = c.partition_id AND m.seq > coalesce(c.cursor_seq, 0)
                    WHERE c.partition_id = p.id
                    GROUP BY c.consumer_group
                    ORDER BY 1 DESC, 2 DESC
                    LIMIT 1) slowest ON true
                CROSS JOIN LATERAL (
                    SELECT count(DISTINCT d.seq) AS dead FROM queen.dead_letter_queue d WHERE d.partition_id = p.id) dl
                WHERE p.queue_id = q.id) ps ON true
            WHERE q.name = coalesce(?, q.name)
            ORDER BY q.created_at DESC, q.name, ps.name COLLATE "C"
            """;

    private final DataSource dataSource;

    public QueueStatsStore(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Message counts of a partition or queue; {@code failed} is always 0 (failures are retried or dead-lettered). */
    public record Counts(long total, long pending, long processing, long completed, long deadLetter) {
        static final Counts NONE = new Counts(0, 0, 0, 0, 0);

        Counts plus(Counts o) {
            return new Counts(total + o.total, pending + o.pending, processing + o.processing,
                    completed + o.completed, deadLetter + o.deadLetter);
        }
    }

    /** One partition and its counts; the oldest and newest message times are null for an empty partition. */
    public record PartitionStats(UUID id, String name, long createdEpochMicros, Counts counts,
                                 Long oldestEpochMicros, Long newestEpochMicros) {}

    /** One queue with its partitions (sorted by name) and their summed counts. */
    public record QueueStats(UUID id, String name, String namespace, String task, long createdEpochMicros,
                             List<PartitionStats> partitions, Counts totals) {}

    /** Every queue, newest first. */
    public List<QueueStats> list() throws SQLException {
        return load(null);
    }

    /** The queue, or null when there is none of that name. */
    public QueueStats find(String queue) throws SQLException {
        List<QueueStats> found = load(queue);
        return found.isEmpty() ? null : found.get(0);
    }

    /** Rows come grouped by queue, a queue's partitions by name; a queue without partitions has one null row. */
    private List<QueueStats> load(String queue) throws SQLException {
        List<QueueStats> queues = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(STATS)) {
            st.setString(1, queue);
            try (ResultSet rs = st.executeQuery()) {
                boolean more = rs.next();
                while (more) {
                    UUID id = rs.getObject(1, UUID.class);
                    String name = rs.getString(2);
                    String namespace = rs.getString(3);
                    String task = rs.getString(4);
                    long createdUs = rs.getLong(5);
                    List<PartitionStats> partitions = new ArrayList<>();
                    Counts totals = Counts.NONE;
                    do {
                        UUID partitionId = rs.getObject(6, UUID.class);
                        if (partitionId != null) {
                            Counts counts = counts(rs.getLong(9), rs.getLong(10), rs.getLong(11), rs.getLong(12));
                            partitions.add(new PartitionStats(partitionId, rs.getString(7), rs.getLong(8), counts,
                                    rs.getObject(13, Long.class), rs.getObject(14, Long.class)));
                            totals = totals.plus(counts);
                        }
                        more = rs.next();
                    } while (more && id.equals(rs.getObject(1, UUID.class)));
                    queues.add(new QueueStats(id, name, namespace, task, createdUs, List.copyOf(partitions), totals));
                }
            }
        }
        return queues;
    }

    /** Dead-lettered messages are behind the cursor, so they are taken out of the completed ones. */
    private static Counts counts(long total, long unconsumed, long processing, long dead) {
        return new Counts(total, unconsumed - processing, processing, Math.max(0, total - unconsumed - dead), dead);
    }
}
