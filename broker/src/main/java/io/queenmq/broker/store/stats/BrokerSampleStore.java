package io.queenmq.broker.store.stats;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/**
 * The brokers' own samples in {@code queen.broker_samples}: each broker appends one row per interval, and any broker
 * reads the whole fleet's rows back aggregated into time buckets. Blocking: call from a job or worker thread.
 */
public final class BrokerSampleStore {
    /** Columns holding what a broker did in the interval; a bucket sums them. */
    public static final List<String> COUNTERS = List.of("push_requests", "push_messages", "pop_requests",
            "pop_messages", "pop_empty", "ack_requests", "ack_messages", "ack_failed", "dead_lettered", "transactions",
            "server_errors", "client_errors", "cpu_user_us", "cpu_system_us");
    /** Columns holding a broker's state at the end of the interval; a bucket gives avg, min, max and last. */
    public static final List<String> GAUGES = List.of("rss_bytes", "virtual_bytes", "heap_used_bytes", "pool_size",
            "pool_idle", "pool_active", "pool_pending", "parked_pops", "lane_depth");

    private static final String INSERT = "INSERT INTO queen.broker_samples (hostname, port, worker_id, sampled_at, "
            + "interval_ms, " + String.join(", ", COUNTERS) + ", " + String.join(", ", GAUGES) + ") VALUES (?, ?, ?, "
            + "now(), ?" + ", ?".repeat(COUNTERS.size() + GAUGES.size()) + ")";

    private static final String BUCKETS = bucketsSql();

    private static final String PRUNE = "DELETE FROM queen.broker_samples WHERE sampled_at < now() - ? * interval '1 day'";

    /** avg, min, max and the last value of a gauge over a bucket. */
    public record Stat(long avg, long min, long max, long last) {}

    /** One broker's samples in one time bucket. */
    public record Bucket(String hostname, int port, String workerId, long bucketEpochSeconds, int samples,
                         long intervalMs, Timestamp lastSampledAt, Map<String, Long> counts, Map<String, Stat> gauges) {}

    private final DataSource dataSource;

    public BrokerSampleStore(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public void insert(BrokerSample sample) throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(INSERT)) {
            int i = 1;
            st.setString(i++, sample.hostname());
            st.setInt(i++, sample.port());
            st.setString(i++, sample.workerId());
            st.setInt(i++, (int) Math.min(Integer.MAX_VALUE, sample.intervalMs()));
            for (String column : COUNTERS) {
                st.setLong(i++, sample.counts().getOrDefault(column, 0L));
            }
            for (String column : GAUGES) {
                st.setLong(i++, sample.gauges().getOrDefault(column, 0L));
            }
            st.executeUpdate();
        }
    }

    /**
     * Every broker's samples in {@code [from, to)} in buckets of {@code bucketSeconds}, by broker then time; {@code
     * hostname} (null: all) narrows to one host.
     */
    public List<Bucket> buckets(Timestamp from, Timestamp to, int bucketSeconds, String hostname) throws SQLException {
        return Rows.list(dataSource, BUCKETS, BrokerSampleStore::bucket, bucketSeconds, bucketSeconds, from, to,
                hostname);
    }

    private static Bucket bucket(ResultSet rs) throws SQLException {
        Map<String, Long> counts = new LinkedHashMap<>();
        for (String column : COUNTERS) {
            counts.put(column, rs.getLong(column));
        }
        Map<String, Stat> gauges = new LinkedHashMap<>();
        for (String column : GAUGES) {
            gauges.put(column, new Stat(rs.getLong(column + "_avg"), rs.getLong(column + "_min"),
                    rs.getLong(column + "_max"), rs.getLong(column + "_last")));
        }
        return new Bucket(rs.getString("hostname"), rs.getInt("port"), rs.getString("worker_id"), rs.getLong("bucket"),
                rs.getInt("samples"), rs.getLong("interval_ms"), rs.getTimestamp("last_sampled_at"), counts, gauges);
    }

    /** Deletes samples older than {@code days}; how many. */
    public int prune(int days) throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(PRUNE)) {
            st.setInt(1, days);
            return st.executeUpdate();
        }
    }

    private static String bucketsSql() {
        StringBuilder sql = new StringBuilder("SELECT hostname, port, worker_id, b.bucket, count(*) AS samples, "
                + "sum(interval_ms) AS interval_ms, max(sampled_at) AS last_sampled_at");
        // A counter's sum keeps the counter's name; a gauge's four figures are named <gauge>_avg, _min, _max, _last.
        for (String column : COUNTERS) {
            sql.append(", sum(%1$s)::int8 AS %1$s".formatted(column));
        }
        for (String column : GAUGES) {
            sql.append((", avg(%1$s)::int8 AS %1$s_avg, min(%1$s)::int8 AS %1$s_min, max(%1$s)::int8 AS %1$s_max, "
                    + "(array_agg(%1$s ORDER BY sampled_at DESC))[1]::int8 AS %1$s_last").formatted(column));
        }
        return sql.append("""
                 FROM queen.broker_samples
                CROSS JOIN LATERAL (SELECT (floor(extract(epoch FROM sampled_at) / ?) * ?)::int8 AS bucket) b
                WHERE sampled_at >= ? AND sampled_at < ? AND hostname = coalesce(?, hostname)
                GROUP BY hostname, port, worker_id, b.bucket
                ORDER BY hostname, port, b.bucket""").toString();
    }
}
