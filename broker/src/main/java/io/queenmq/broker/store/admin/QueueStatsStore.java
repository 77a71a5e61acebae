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
 * Queues with message counts (docs/http-api.md §4.3), exact at the call and read off offsets (docs/semantics.md §22): a
 * partition's counts cost a few index reads however many messages it holds. Blocking: call from a worker thread,
 * never an event loop.
 */
public final class QueueStatsStore {
    /**
     * Each queue (all, or the one named) with the counts of each of its partitions, in one statement so that both come
     * from one snapshot. A partition owes work to its slowest group (the one with most messages after its cursor,
     * docs/semantics.md §17); messages under that group's live lease are processing, the rest of them pending. With no
     * group at all, every message is pending. The oldest and newest message times (two primary-key probes) are read
     * only when asked for.
     */
    private static final String STATS = """
            SELECT q.id AS queue_id, q.name AS queue_name, q.namespace, q.task,
                   (extract(epoch FROM q.created_at) * 1000000)::int8 AS queue_created_us,
                   ps.id AS partition_id, ps.name AS partition_name, ps.created_us, ps.total,
                   coalesce(ps.unconsumed, ps.total) AS unconsumed, coalesce(ps.processing, 0) AS processing, ps.dead,
                   ps.oldest_us, ps.newest_us
            FROM queen.queues q
            LEFT JOIN LATERAL (
                SELECT p.id, p.name, (extract(epoch FROM p.created_at) * 1000000)::int8 AS created_us,
                       queen.stored_between(p.id, 0, p.head_seq) AS total, slowest.unconsumed, slowest.processing,
                       (SELECT count(DISTINCT d.seq) FROM queen.dead_letter_queue d WHERE d.partition_id = p.id) AS dead,
                       CASE WHEN ? THEN (SELECT (extract(epoch FROM m.created_at) * 1000000)::int8 FROM queen.messages m
                                         WHERE m.partition_id = p.id ORDER BY m.seq LIMIT 1) END AS oldest_us,
                       CASE WHEN ? THEN (SELECT (extract(epoch FROM m.created_at) * 1000000)::int8 FROM queen.messages m
                                         WHERE m.partition_id = p.id ORDER BY m.seq DESC LIMIT 1) END AS newest_us
                FROM queen.partitions p
                LEFT JOIN LATERAL (
                    SELECT queen.stored_between(p.id, coalesce(c.cursor_seq, 0), p.head_seq) AS unconsumed,
                           CASE WHEN c.lease_expires_at > now()
                                THEN queen.stored_between(p.id, coalesce(c.cursor_seq, 0), least(c.lease_max_seq, p.head_seq))
                                ELSE 0 END AS processing
                    FROM queen.partition_consumers c
                    WHERE c.partition_id = p.id
                    ORDER BY 1 DESC, 2 DESC
                    LIMIT 1) slowest ON true
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

    /** Every queue, newest first, without the partitions' oldest and newest message times. */
    public List<QueueStats> list() throws SQLException {
        return load(null, false);
    }

    /** The queue, or null when there is none of that name. */
    public QueueStats find(String queue) throws SQLException {
        List<QueueStats> found = load(queue, true);
        return found.isEmpty() ? null : found.get(0);
    }

    /** Rows come grouped by queue, a queue's partitions by name; a queue without partitions has one null row. */
    private List<QueueStats> load(String queue, boolean messageTimes) throws SQLException {
        List<QueueStats> queues = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(STATS)) {
            st.setBoolean(1, messageTimes);
            st.setBoolean(2, messageTimes);
            st.setString(3, queue);
            try (ResultSet rs = st.executeQuery()) {
                boolean more = rs.next();
                while (more) {
                    UUID id = rs.getObject("queue_id", UUID.class);
                    String name = rs.getString("queue_name");
                    String namespace = rs.getString("namespace");
                    String task = rs.getString("task");
                    long createdUs = rs.getLong("queue_created_us");
                    List<PartitionStats> partitions = new ArrayList<>();
                    Counts totals = Counts.NONE;
                    do {
                        UUID partitionId = rs.getObject("partition_id", UUID.class);
                        if (partitionId != null) {
                            Counts counts = counts(rs.getLong("total"), rs.getLong("unconsumed"), rs.getLong("processing"),
                                    rs.getLong("dead"));
                            partitions.add(new PartitionStats(partitionId, rs.getString("partition_name"),
                                    rs.getLong("created_us"), counts, rs.getObject("oldest_us", Long.class),
                                    rs.getObject("newest_us", Long.class)));
                            totals = totals.plus(counts);
                        }
                        more = rs.next();
                    } while (more && id.equals(rs.getObject("queue_id", UUID.class)));
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
