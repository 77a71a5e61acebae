package io.queenmq.broker.api.status;

import static io.queenmq.broker.api.status.Json.object;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.ListParams;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.QueryParams;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.stats.BrokerSampleStore;
import io.queenmq.broker.store.stats.HistoryStore;
import io.queenmq.broker.store.stats.QueueStatusStore;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code GET /api/v1/status} (docs/http-api.md §4.7): the fleet's throughput per bucket from the brokers' samples, lag
 * from the queue history, and the current counts, leases, dead letters and brokers. With {@code queue}, {@code
 * namespace} or {@code task}, messages pushed and consumed per bucket are those queues' own (from the history).
 */
final class StatusRoute implements RouteHandler {
    private static final int MAX_QUEUES = 100_000;

    private final QueueStatusStore status;
    private final HistoryStore history;
    private final BrokerSampleStore samples;
    private final BlockingWork blocking;

    StatusRoute(QueueStatusStore status, HistoryStore history, BrokerSampleStore samples, BlockingWork blocking) {
        this.status = status;
        this.history = history;
        this.samples = samples;
        this.blocking = blocking;
    }

    @Override
    public void handle(HttpExchange exchange) {
        QueryParams query = exchange.query();
        Window window = Window.read(query, Duration.ofHours(1));
        String queue = ListParams.text(query, "queue");
        String namespace = ListParams.text(query, "namespace");
        String task = ListParams.text(query, "task");
        boolean filtered = queue != null || namespace != null || task != null;
        blocking.submit(exchange, () -> {
            AnalyticsRoutes.requireQueue(status, queue);
            List<QueueStatusStore.QueueSummary> queues = new ArrayList<>();
            for (QueueStatusStore.QueueSummary q : status.queues(namespace, task, MAX_QUEUES, 0).items()) {
                if (queue == null || q.name().equals(queue)) {
                    queues.add(q);
                }
            }
            Set<String> names = new HashSet<>();
            queues.forEach(q -> names.add(q.name()));
            List<BrokerSampleStore.Bucket> buckets = samples.buckets(window.fromTimestamp(), window.toTimestamp(),
                    window.bucketSeconds(), null);
            Map<Long, FleetSeries.Point> fleet = FleetSeries.of(window, buckets);
            Map<Long, long[]> perQueue = queueTotals(window, filtered ? names : null);
            List<Map<String, Object>> throughput = new ArrayList<>();
            long push = 0;
            long pop = 0;
            long ack = 0;
            long pushed = 0;
            long popped = 0;
            long acked = 0;
            long dbErrors = 0;
            long ackFailed = 0;
            long dlq = 0;
            for (FleetSeries.Point p : fleet.values()) {
                long[] q = perQueue.getOrDefault(p.bucketEpochSeconds(), new long[4]);
                long ingested = filtered ? q[0] : p.count("push_messages");
                long processed = filtered ? q[1] : p.count("ack_messages");
                long popMessages = filtered ? q[1] : p.count("pop_messages");
                throughput.add(object("timestamp", Json.seconds(p.bucketEpochSeconds()),
                        "ingested", ingested, "processed", processed, "popMessages", popMessages,
                        "ingestedPerSecond", Json.perSecond(ingested, window.bucketSeconds()),
                        "processedPerSecond", Json.perSecond(processed, window.bucketSeconds()),
                        "popPerSecond", Json.perSecond(popMessages, window.bucketSeconds()),
                        "avgLagMs", q[2], "maxLagMs", q[3],
                        "avgEventLoopLagMs", null, "maxEventLoopLagMs", null, "minFreeSlots", null,
                        "dbErrors", p.count("server_errors"), "ackFailed", p.count("ack_failed"),
                        "dlqCount", p.count("dead_lettered"),
                        "queenCpuUserPct", p.cpuPercent("cpu_user_us"), "queenCpuSysPct", p.cpuPercent("cpu_system_us"),
                        "queenRssMb", p.gauge("rss_bytes") / (1024 * 1024),
                        "dbPoolActive", p.gauge("pool_active"), "dbPoolIdle", p.gauge("pool_idle"),
                        "dbPoolSize", p.gauge("pool_size")));
                push += p.count("push_requests");
                pop += p.count("pop_requests");
                ack += p.count("ack_requests");
                pushed += p.count("push_messages");
                popped += p.count("pop_messages");
                acked += p.count("ack_messages");
                dbErrors += p.count("server_errors");
                ackFailed += p.count("ack_failed");
                dlq += p.count("dead_lettered");
            }
            Map<String, Object> messages = ResourceSummaryRoutes.totals(queues);
            messages.put("requests", object("push", push, "pop", pop, "ack", ack));
            messages.put("batchEfficiency", object("push", ratio(pushed, push), "pop", ratio(popped, pop),
                    "ack", ratio(acked, ack)));
            QueueStatusStore.Leases leases = status.leases();
            QueueStatusStore.DeadLetters dead = status.deadLetters();
            List<Map<String, Object>> topErrors = new ArrayList<>();
            dead.topErrors().forEach((error, count) -> topErrors.add(object("error", error, "count", count)));
            List<Map<String, Object>> queueList = new ArrayList<>();
            for (QueueStatusStore.QueueSummary q : queues) {
                queueList.add(object("id", q.id().toString(), "name", q.name(), "namespace", q.namespace(),
                        "task", q.task(), "partitions", q.partitions(), "totalConsumed", q.consumed()));
            }
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("timeRange", window.range());
            out.put("bucketMinutes", window.bucketMinutes());
            out.put("pointCount", throughput.size());
            out.put("throughput", throughput);
            out.put("queues", queueList);
            out.put("messages", messages);
            out.put("leases", object("active", leases.active(), "partitionsWithLeases", leases.partitions(),
                    "totalBatchSize", leases.messages(), "totalAcked", leases.consumed()));
            out.put("deadLetterQueue", object("totalMessages", dead.messages(),
                    "affectedPartitions", dead.partitions(), "topErrors", topErrors));
            out.put("workers", Brokers.workers(buckets));
            out.put("errors", object("dbErrors", dbErrors, "ackFailed", ackFailed, "dlqMessages", dlq));
            out.put("statsAge", statsAge(status));
            exchange.respond(200, out);
        });
    }

    /** Per bucket: pushed, consumed, average and maximum lag of the queues named (all queues when null). */
    private Map<Long, long[]> queueTotals(Window window, Set<String> names) throws SQLException {
        Map<Long, long[]> out = new HashMap<>();
        for (HistoryStore.QueueBucket b : history.queueSeries(window.fromTimestamp(), window.toTimestamp(),
                window.bucketSeconds(), null)) {
            if (names != null && !names.contains(b.queue())) {
                continue;
            }
            long[] t = out.computeIfAbsent(b.bucketEpochSeconds(), k -> new long[4]);
            t[0] += b.pushed();
            t[1] += b.consumed();
            t[2] = Math.max(t[2], b.avgLagMs());
            t[3] = Math.max(t[3], b.maxLagMs());
        }
        return out;
    }

    private static double ratio(long messages, long requests) {
        return requests == 0 ? 0 : Math.round(messages * 100.0 / requests) / 100.0;
    }

    /** Seconds since the statistics were refreshed, -1 if never. */
    static long statsAge(QueueStatusStore status) throws SQLException {
        Long refreshed = status.refreshedAtMillis();
        return refreshed == null ? -1 : Math.max(0, (System.currentTimeMillis() - refreshed) / 1000);
    }
}
