package io.queenmq.broker.store.stats;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import javax.sql.DataSource;

/**
 * Recomputes the statistics tables (partition counts, group lag, the per-minute queue history) from the partitions, cursors
 * and DLQ in one transaction. Partitions are read by their head offset and one index probe for their oldest message, never
 * by counting messages, so a pass costs about the same with a thousand messages per partition as with one. One broker of a
 * deployment refreshes at a time (an advisory lock); the others skip. Blocking: call from a job or worker thread.
 */
public final class StatsRefreshStore {
    private static final long LOCK_KEY = 737002;
    private static final String TRY_LOCK = "SELECT pg_try_advisory_xact_lock(" + LOCK_KEY + ") AS locked";
    private static final String LOCK = "SELECT pg_advisory_xact_lock(" + LOCK_KEY + ") IS NULL AS locked";

    /**
     * A partition's total is its offsets from the oldest retained message to the head (single deleted messages leave holes
     * that still count until retention passes them). Its unconsumed messages are those after the slowest consumer row,
     * the processing ones those under that row's live lease; without consumer rows everything is unconsumed. Rows
     * that did not change are not rewritten.
     */
    private static final String PARTITIONS = """
            WITH dead AS (
                SELECT partition_id, count(DISTINCT seq) AS n FROM queen.dead_letter_queue GROUP BY partition_id),
            slowest AS (
                SELECT DISTINCT ON (c.partition_id) c.partition_id, coalesce(c.cursor_seq, 0) AS cursor,
                       CASE WHEN c.lease_expires_at > now()
                            THEN greatest(c.lease_max_seq - coalesce(c.cursor_seq, 0), 0) ELSE 0 END AS leased
                FROM queen.partition_consumers c
                ORDER BY c.partition_id, coalesce(c.cursor_seq, 0), c.lease_expires_at > now() DESC),
            consumers AS (
                SELECT partition_id, sum(total_consumed) AS consumed, max(last_consumed_at) AS last_consumed
                FROM queen.partition_consumers GROUP BY partition_id),
            fresh AS (
                SELECT p.id, p.queue_id, t.total,
                       CASE WHEN s.partition_id IS NULL THEN t.total
                            ELSE least(t.total, greatest(p.head_seq - s.cursor, 0)) END AS unconsumed,
                       coalesce(s.leased, 0) AS leased, coalesce(d.n, 0) AS dead, coalesce(k.consumed, 0) AS consumed,
                       low.created_at AS oldest, CASE WHEN t.total > 0 THEN p.head_created_at END AS newest,
                       greatest(p.updated_at, k.last_consumed) AS last_activity
                FROM queen.partitions p
                LEFT JOIN LATERAL (SELECT m.seq, m.created_at FROM queen.messages m
                                   WHERE m.partition_id = p.id ORDER BY m.seq LIMIT 1) low ON true
                CROSS JOIN LATERAL (SELECT CASE WHEN low.seq IS NULL THEN 0 ELSE p.head_seq - low.seq + 1 END AS total) t
                LEFT JOIN slowest s ON s.partition_id = p.id
                LEFT JOIN consumers k ON k.partition_id = p.id
                LEFT JOIN dead d ON d.partition_id = p.id)
            INSERT INTO queen.partition_stats AS ps (partition_id, queue_id, total, unconsumed, processing, dead_letter,
                                                     consumed, oldest_at, newest_at, last_activity, refreshed_at)
            SELECT id, queue_id, total, unconsumed, least(leased, unconsumed), dead, consumed, oldest, newest,
                   last_activity, now()
            FROM fresh
            ON CONFLICT (partition_id) DO UPDATE SET
                total = excluded.total, unconsumed = excluded.unconsumed, processing = excluded.processing,
                dead_letter = excluded.dead_letter, consumed = excluded.consumed, oldest_at = excluded.oldest_at,
                newest_at = excluded.newest_at, last_activity = excluded.last_activity,
                refreshed_at = excluded.refreshed_at
            WHERE (ps.total, ps.unconsumed, ps.processing, ps.dead_letter, ps.consumed, ps.oldest_at, ps.newest_at,
                   ps.last_activity)
                  IS DISTINCT FROM (excluded.total, excluded.unconsumed, excluded.processing, excluded.dead_letter,
                                    excluded.consumed, excluded.oldest_at, excluded.newest_at, excluded.last_activity)
            """;

    /** Per (queue, group): partitions, lagging partitions, offset lag and the age of the oldest unconsumed message (a probe). */
    private static final String GROUPS = """
            INSERT INTO queen.group_lag_stats AS g (queue_id, consumer_group, partitions, lagging_partitions, offset_lag,
                                                    max_time_lag_ms, avg_time_lag_ms, consumed, refreshed_at)
            SELECT p.queue_id, c.consumer_group, count(*),
                   count(*) FILTER (WHERE p.head_seq > coalesce(c.cursor_seq, 0)),
                   sum(greatest(p.head_seq - coalesce(c.cursor_seq, 0), 0))::int8,
                   coalesce(max(lag.ms), 0)::int8, coalesce(avg(lag.ms), 0)::int8, sum(c.total_consumed)::int8, now()
            FROM queen.partition_consumers c
            JOIN queen.partitions p ON p.id = c.partition_id
            LEFT JOIN LATERAL (
                SELECT (extract(epoch FROM now() - m.created_at) * 1000)::int8 AS ms FROM queen.messages m
                WHERE m.partition_id = c.partition_id AND m.seq > coalesce(c.cursor_seq, 0)
                ORDER BY m.seq LIMIT 1) lag ON p.head_seq > coalesce(c.cursor_seq, 0)
            GROUP BY p.queue_id, c.consumer_group
            ON CONFLICT (queue_id, consumer_group) DO UPDATE SET
                partitions = excluded.partitions, lagging_partitions = excluded.lagging_partitions,
                offset_lag = excluded.offset_lag, max_time_lag_ms = excluded.max_time_lag_ms,
                avg_time_lag_ms = excluded.avg_time_lag_ms, consumed = excluded.consumed,
                refreshed_at = excluded.refreshed_at
            """;

    /** Groups that no longer have cursor rows: every live one was just stamped with this transaction's now(). */
    private static final String GONE_GROUPS = "DELETE FROM queen.group_lag_stats WHERE refreshed_at < now()";

    /** This minute's row per queue: cumulative pushes (sum of heads) and consumption, backlog and lag. */
    private static final String HISTORY = """
            INSERT INTO queen.queue_stats_history AS h (queue_id, bucket, pushed, consumed, unconsumed, dead_letter,
                                                        partitions, avg_lag_ms, max_lag_ms)
            SELECT q.id, date_trunc('minute', now()), coalesce(p.pushed, 0), coalesce(s.consumed, 0),
                   coalesce(s.unconsumed, 0), coalesce(s.dead, 0), coalesce(p.n, 0), coalesce(g.avg_ms, 0),
                   coalesce(g.max_ms, 0)
            FROM queen.queues q
            LEFT JOIN (SELECT queue_id, sum(head_seq)::int8 AS pushed, count(*) AS n
                       FROM queen.partitions GROUP BY queue_id) p ON p.queue_id = q.id
            LEFT JOIN (SELECT queue_id, sum(consumed)::int8 AS consumed, sum(unconsumed)::int8 AS unconsumed,
                              sum(dead_letter)::int8 AS dead
                       FROM queen.partition_stats GROUP BY queue_id) s ON s.queue_id = q.id
            LEFT JOIN (SELECT queue_id, avg(avg_time_lag_ms)::int8 AS avg_ms, max(max_time_lag_ms) AS max_ms
                       FROM queen.group_lag_stats GROUP BY queue_id) g ON g.queue_id = q.id
            ON CONFLICT (queue_id, bucket) DO UPDATE SET
                pushed = excluded.pushed, consumed = excluded.consumed, unconsumed = excluded.unconsumed,
                dead_letter = excluded.dead_letter, partitions = excluded.partitions,
                avg_lag_ms = excluded.avg_lag_ms, max_lag_ms = excluded.max_lag_ms
            """;

    private static final String STAMP = """
            INSERT INTO queen.system_state (key, value)
            VALUES ('stats_refresh', jsonb_build_object('refreshedAt', (extract(epoch FROM now()) * 1000)::int8,
                                                        'durationMs', ?::int8))
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()""";

    /**
     * What one refresh did: partition rows rewritten (unchanged ones are skipped), group rows written and removed, queue
     * history rows written, and how long it took.
     */
    public record Report(int partitionsUpdated, int groups, int groupsRemoved, int queues, long durationMs) {}

    private static final String FOREIGN_KEY_VIOLATION = "23503";
    private static final int ATTEMPTS = 5;

    private final DataSource dataSource;

    public StatsRefreshStore(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Refreshes every statistics table. While another broker is refreshing, {@code wait} waits for it to finish and
     * then refreshes; otherwise nothing is done and the answer is null.
     */
    public Report refresh(boolean wait) throws SQLException {
        long started = System.nanoTime();
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            try {
                if (!lock(c, wait)) {
                    c.rollback();
                    return null;
                }
                int partitions = update(c, PARTITIONS);
                int groups = update(c, GROUPS);
                int removed = update(c, GONE_GROUPS);
                int queues = update(c, HISTORY);
                long durationMs = (System.nanoTime() - started) / 1_000_000;
                try (PreparedStatement st = c.prepareStatement(STAMP)) {
                    st.setLong(1, durationMs);
                    st.executeUpdate();
                }
                c.commit();
                return new Report(partitions, groups, removed, queues, durationMs);
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(true);
            }
        }
    }

    /**
     * Runs one statement of the pass. A queue or partition deleted after the statement took its snapshot fails the
     * statement on its foreign key (the row it read is gone when it writes); the statement is then run again from a
     * savepoint, and its new snapshot no longer holds the deleted row. Only a deletion committing during each of
     * {@link #ATTEMPTS} runs can fail the pass.
     */
    private static int update(Connection c, String sql) throws SQLException {
        for (int attempt = 1; ; attempt++) {
            Savepoint before = c.setSavepoint();
            try (Statement st = c.createStatement()) {
                int rows = st.executeUpdate(sql);
                c.releaseSavepoint(before);
                return rows;
            } catch (SQLException e) {
                if (!FOREIGN_KEY_VIOLATION.equals(e.getSQLState()) || attempt == ATTEMPTS) {
                    throw e;
                }
                c.rollback(before);
            }
        }
    }

    /** Takes the refresh lock; without {@code wait}, false when another transaction holds it. */
    private static boolean lock(Connection c, boolean wait) throws SQLException {
        try (PreparedStatement st = c.prepareStatement(wait ? LOCK : TRY_LOCK); ResultSet rs = st.executeQuery()) {
            rs.next();
            return wait || rs.getBoolean("locked");
        }
    }
}
