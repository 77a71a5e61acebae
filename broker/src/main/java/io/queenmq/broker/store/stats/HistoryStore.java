package io.queenmq.broker.store.stats;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/**
 * Time series over the stored history: per-queue pushes, consumption and lag per bucket (from the refresher's
 * per-minute rows), messages created per bucket, and what retention and eviction deleted. Every query is bounded by
 * its window; callers bound the window. Blocking: call from a worker thread.
 */
public final class HistoryStore {
    /**
     * Per-minute differences of the cumulative counts (a drop, from a deleted partition, counts as zero), summed per
     * bucket; the minute before the window is read so that the window's first minute has a difference. A queue's
     * first row counts from zero when the queue is new, and as no difference when earlier rows are missing.
     */
    private static final String QUEUE_SERIES = """
            WITH minutes AS (
                SELECT h.queue_id, h.bucket, h.partitions, h.avg_lag_ms, h.max_lag_ms, h.unconsumed,
                       greatest(h.pushed - coalesce(lag(h.pushed) OVER w, fresh.zero), 0) AS pushed,
                       greatest(h.consumed - coalesce(lag(h.consumed) OVER w, fresh.zero), 0) AS consumed
                FROM queen.queue_stats_history h
                JOIN queen.queues q ON q.id = h.queue_id
                CROSS JOIN LATERAL (SELECT CASE WHEN q.created_at >= h.bucket - interval '1 minute' THEN 0 END AS zero) fresh
                WHERE h.bucket >= ?::timestamptz - interval '1 minute' AND h.bucket < ? AND q.name = coalesce(?, q.name)
                WINDOW w AS (PARTITION BY h.queue_id ORDER BY h.bucket))
            SELECT q.name AS queue_name, (floor(extract(epoch FROM m.bucket) / ?) * ?)::int8 AS bucket_s,
                   sum(m.pushed)::int8 AS pushed, sum(m.consumed)::int8 AS consumed, max(m.partitions) AS partitions,
                   avg(m.avg_lag_ms)::int8 AS avg_lag_ms, max(m.max_lag_ms) AS max_lag_ms,
                   (array_agg(m.unconsumed ORDER BY m.bucket DESC))[1] AS unconsumed, count(*) AS minutes
            FROM minutes m JOIN queen.queues q ON q.id = m.queue_id
            WHERE m.bucket >= ?
            GROUP BY q.name, bucket_s
            ORDER BY bucket_s, q.name""";

    /** Messages created per bucket, every bucket of the window present (zero when empty). */
    private static final String CREATED = """
            WITH counted AS (
                SELECT date_bin(?::interval, m.created_at, 'epoch'::timestamptz) AS b, count(*) AS n
                FROM queen.messages m
                JOIN queen.partitions p ON p.id = m.partition_id
                JOIN queen.queues q ON q.id = p.queue_id
                WHERE m.created_at >= ? AND m.created_at < ? AND q.name = coalesce(?, q.name)
                  AND q.namespace = coalesce(?, q.namespace) AND q.task = coalesce(?, q.task)
                GROUP BY 1)
            SELECT (extract(epoch FROM s.b) * 1000)::int8 AS bucket_ms, coalesce(c.n, 0) AS created
            FROM generate_series(date_bin(?::interval, ?::timestamptz, 'epoch'::timestamptz), ?::timestamptz - interval '1 microsecond', ?::interval) s(b)
            LEFT JOIN counted c ON c.b = s.b
            ORDER BY s.b""";

    private static final String RETENTION = """
            SELECT (floor(extract(epoch FROM at) / ?) * ?)::int8 AS bucket_s,
                   coalesce(sum(deleted) FILTER (WHERE kind = 'retention'), 0)::int8 AS retention,
                   coalesce(sum(deleted) FILTER (WHERE kind = 'completed_retention'), 0)::int8 AS completed_retention,
                   coalesce(sum(deleted) FILTER (WHERE kind = 'eviction'), 0)::int8 AS eviction,
                   sum(deleted)::int8 AS total, count(*) AS events
            FROM queen.retention_history
            WHERE at >= ? AND at < ? AND queue_name = coalesce(?, queue_name)
            GROUP BY bucket_s ORDER BY bucket_s""";

    private static final String RECORD_DELETIONS = "INSERT INTO queen.retention_history (queue_name, kind, deleted) "
            + "VALUES (?, ?, ?)";

    private static final String PRUNE_HISTORY =
            "DELETE FROM queen.queue_stats_history WHERE bucket < now() - ? * interval '1 day'";
    private static final String PRUNE_RETENTION =
            "DELETE FROM queen.retention_history WHERE at < now() - ? * interval '1 day'";

    /** One queue in one bucket: messages pushed and consumed in it, partitions, lag and the backlog at its end. */
    public record QueueBucket(String queue, long bucketEpochSeconds, long pushed, long consumed, int partitions,
                              long avgLagMs, long maxLagMs, long unconsumed, int minutes) {}

    /** Messages created in one bucket. */
    public record CountBucket(long bucketEpochMillis, long count) {}

    /** What retention and eviction deleted in one bucket, and in how many passes' records. */
    public record RetentionBucket(long bucketEpochSeconds, long retention, long completedRetention, long eviction,
                                  long total, long events) {}

    private final DataSource dataSource;

    public HistoryStore(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Per queue (or the one named) and bucket of {@code bucketSeconds} in {@code [from, to)}, by time then queue. */
    public List<QueueBucket> queueSeries(Timestamp from, Timestamp to, int bucketSeconds, String queue)
            throws SQLException {
        return Rows.list(dataSource, QUEUE_SERIES, rs -> new QueueBucket(rs.getString("queue_name"),
                rs.getLong("bucket_s"), rs.getLong("pushed"), rs.getLong("consumed"), rs.getInt("partitions"),
                rs.getLong("avg_lag_ms"), rs.getLong("max_lag_ms"), rs.getLong("unconsumed"), rs.getInt("minutes")),
                from, to, queue, bucketSeconds, bucketSeconds, from);
    }

    /** Messages created per bucket of {@code bucketSeconds} in {@code [from, to)}, filtered by queue, namespace, task. */
    public List<CountBucket> created(Timestamp from, Timestamp to, int bucketSeconds, String queue, String namespace,
                                     String task) throws SQLException {
        String interval = bucketSeconds + " seconds";
        return Rows.list(dataSource, CREATED, rs -> new CountBucket(rs.getLong("bucket_ms"), rs.getLong("created")),
                interval, from, to, queue, namespace, task, interval, from, to, interval);
    }

    /** Retention and eviction deletions per bucket in {@code [from, to)}, for one queue or all. */
    public List<RetentionBucket> retention(Timestamp from, Timestamp to, int bucketSeconds, String queue)
            throws SQLException {
        return Rows.list(dataSource, RETENTION, rs -> new RetentionBucket(rs.getLong("bucket_s"),
                rs.getLong("retention"), rs.getLong("completed_retention"), rs.getLong("eviction"), rs.getLong("total"),
                rs.getLong("events")), bucketSeconds, bucketSeconds, from, to, queue);
    }

    /** Records one pass's deletions per queue under {@code kind} ({@code retention}, {@code completed_retention}, {@code eviction}). */
    public void recordDeletions(String kind, Map<String, Long> deletedPerQueue) throws SQLException {
        if (deletedPerQueue.isEmpty()) {
            return;
        }
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(RECORD_DELETIONS)) {
            for (Map.Entry<String, Long> e : deletedPerQueue.entrySet()) {
                st.setString(1, e.getKey());
                st.setString(2, kind);
                st.setLong(3, e.getValue());
                st.addBatch();
            }
            st.executeBatch();
        }
    }

    /** Deletes queue history older than {@code historyDays} and deletion records older than {@code retentionDays}. */
    public int prune(int historyDays, int retentionDays) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            int deleted;
            try (PreparedStatement st = c.prepareStatement(PRUNE_HISTORY)) {
                st.setInt(1, historyDays);
                deleted = st.executeUpdate();
            }
            try (PreparedStatement st = c.prepareStatement(PRUNE_RETENTION)) {
                st.setInt(1, retentionDays);
                deleted += st.executeUpdate();
            }
            return deleted;
        }
    }
}
