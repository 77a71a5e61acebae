package io.queenmq.broker.metrics;

import io.queenmq.broker.service.JobScheduler;
import io.queenmq.broker.store.stats.BrokerSample;
import io.queenmq.broker.store.stats.BrokerSampleStore;
import java.lang.management.ManagementFactory;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Writes this broker's row of {@code queen.broker_samples} each interval: what it did since the last row (differences
 * of its meters' totals) and its state now. Runs on the job thread; the meters are read, never reset, so a scrape sees
 * the same totals.
 */
final class BrokerSampler implements JobScheduler.Job {
    private final BrokerMetrics metrics;
    private final BrokerSampleStore store;
    private final String hostname;
    private final int port;
    private final String workerId;
    private Map<String, Long> previous = new LinkedHashMap<>();
    private long previousNanos = System.nanoTime();

    BrokerSampler(BrokerMetrics metrics, BrokerSampleStore store, String hostname, int port, String workerId) {
        this.metrics = metrics;
        this.store = store;
        this.hostname = hostname;
        this.port = port;
        this.workerId = workerId;
    }

    @Override
    public void runPass() throws SQLException {
        long now = System.nanoTime();
        Map<String, Long> totals = totals();
        Map<String, Long> counts = new LinkedHashMap<>();
        totals.forEach((column, total) -> counts.put(column, Math.max(0, total - previous.getOrDefault(column, 0L))));
        store.insert(new BrokerSample(hostname, port, workerId, (now - previousNanos) / 1_000_000, counts, gauges()));
        // Only once written: a failed insert folds its interval into the next row.
        previous = totals;
        previousNanos = now;
    }

    /** The totals since start behind each counter column of the sample. */
    private Map<String, Long> totals() {
        Map<String, Long> t = new LinkedHashMap<>();
        t.put("push_requests", sum("queen.lane.requests", "operation", "push"));
        t.put("push_messages", sum("queen.lane.rows", "operation", "push"));
        t.put("pop_requests", sum("queen.lane.requests", "operation", "pop"));
        t.put("pop_messages", sum("queen.pop.messages"));
        t.put("pop_empty", sum("queen.pop.empty"));
        t.put("ack_requests", sum("queen.lane.requests", "operation", "ack"));
        t.put("ack_messages", sum("queen.ack.succeeded"));
        t.put("ack_failed", sum("queen.ack.refused"));
        t.put("dead_lettered", sum("queen.ack.dead.lettered"));
        t.put("transactions", sum("queen.lane.requests", "operation", "transaction"));
        t.put("server_errors", sum("queen.http.responses", "status", "5xx"));
        t.put("client_errors", sum("queen.http.responses", "status", "4xx"));
        t.put("cpu_user_us", ProcessStats.userCpuMicros());
        t.put("cpu_system_us", ProcessStats.systemCpuMicros());
        return t;
    }

    private Map<String, Long> gauges() {
        Map<String, Long> g = new LinkedHashMap<>();
        g.put("rss_bytes", ProcessStats.residentBytes());
        g.put("virtual_bytes", ProcessStats.virtualBytes());
        g.put("heap_used_bytes", ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        g.put("pool_size", sum("hikaricp.connections"));
        g.put("pool_idle", sum("hikaricp.connections.idle"));
        g.put("pool_active", sum("hikaricp.connections.active"));
        g.put("pool_pending", sum("hikaricp.connections.pending"));
        g.put("parked_pops", sum("queen.long.polls.parked"));
        g.put("lane_depth", sum("queen.lane.depth"));
        return g;
    }

    private long sum(String name, String... tags) {
        return Math.round(metrics.sum(name, tags));
    }
}
