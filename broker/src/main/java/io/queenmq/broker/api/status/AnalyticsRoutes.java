package io.queenmq.broker.api.status;

import static io.queenmq.broker.api.status.Json.object;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.ListParams;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.QueryParams;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.stats.BrokerSampleStore;
import io.queenmq.broker.store.stats.HistoryStore;
import io.queenmq.broker.store.stats.QueueStatusStore;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * The analytics routes (docs/http-api.md §4.7): brokers' samples ({@code system-metrics}, {@code worker-metrics}, {@code
 * queue-parked-replicas}), the per-minute queue history ({@code queue-lag}, {@code queue-ops}), deletions ({@code
 * retention}) and messages created per bucket ({@code status/analytics}). Counts this broker does not keep per queue
 * (requests, empty pops, failed acks per queue) are null rather than a made-up zero.
 */
final class AnalyticsRoutes {
    private static final Duration HOUR = Duration.ofHours(1);
    private static final Map<String, Integer> INTERVALS = Map.of("minute", 60, "hour", 3600, "day", 86400);

    private AnalyticsRoutes() {}

    /** Messages created per bucket ({@code interval} minute, hour or day), every bucket present. */
    static RouteHandler messagesCreated(HistoryStore history, QueueStatusStore status, BlockingWork blocking) {
        return exchange -> {
            QueryParams query = exchange.query();
            String interval = query.get("interval") == null ? "hour" : query.get("interval");
            Integer seconds = INTERVALS.get(interval);
            if (seconds == null) {
                throw ApiException.badRequest("interval must be one of minute, hour, day: " + interval);
            }
            Window window = Window.read(query, Duration.ofHours(24), seconds);
            String queue = queue(query);
            String namespace = ListParams.text(query, "namespace");
            String task = ListParams.text(query, "task");
            blocking.submit(exchange, () -> {
                requireQueue(status, queue);
                List<Map<String, Object>> points = new ArrayList<>();
                for (HistoryStore.CountBucket b : history.created(window.fromTimestamp(), window.toTimestamp(),
                        seconds, queue, namespace, task)) {
                    points.add(object("timestamp", Json.millis(Instant.ofEpochMilli(b.bucketEpochMillis())),
                            "messages", b.count()));
                }
                Map<String, Object> out = object("dataPoints", points, "interval", interval);
                out.putAll(window.range());
                exchange.respond(200, out);
            });
        };
    }

    /** Per broker, per bucket: CPU, memory and pool statistics. */
    static RouteHandler systemMetrics(BrokerSampleStore samples, BlockingWork blocking) {
        return exchange -> {
            QueryParams query = exchange.query();
            Window window = Window.read(query, HOUR);
            String hostname = ListParams.text(query, "hostname");
            String workerId = ListParams.text(query, "workerId");
            blocking.submit(exchange, () -> {
                Map<String, Map<String, Object>> replicas = new LinkedHashMap<>();
                for (BrokerSampleStore.Bucket b : samples.buckets(window.fromTimestamp(), window.toTimestamp(),
                        window.bucketSeconds(), hostname)) {
                    if (workerId != null && !workerId.equals(b.workerId())) {
                        continue;
                    }
                    Map<String, Object> replica = replicas.computeIfAbsent(b.hostname() + ":" + b.port(),
                            k -> object("hostname", b.hostname(), "port", b.port(), "workerId", b.workerId(),
                                    "timeSeries", new ArrayList<Map<String, Object>>()));
                    @SuppressWarnings("unchecked")
                    List<Map<String, Object>> series = (List<Map<String, Object>>) replica.get("timeSeries");
                    series.add(object("timestamp", Json.millis(Instant.ofEpochSecond(b.bucketEpochSeconds())),
                            "sampleCount", b.samples(), "metrics", systemMetrics(b)));
                }
                exchange.respond(200, object("timeRange", window.range(), "replicas", new ArrayList<>(replicas.values()),
                        "replicaCount", replicas.size(), "bucketMinutes", window.bucketMinutes(),
                        "pointCount", window.points()));
            });
        };
    }

    /** CPU counters are per sample averages (the interval's CPU time over its samples); gauges are as sampled. */
    private static Map<String, Object> systemMetrics(BrokerSampleStore.Bucket b) {
        return object(
                "cpu", object("user_us", perSample(b, "cpu_user_us"), "system_us", perSample(b, "cpu_system_us")),
                "memory", object("rss_bytes", stat(b, "rss_bytes"), "virtual_bytes", stat(b, "virtual_bytes"),
                        "heap_used_bytes", stat(b, "heap_used_bytes")),
                "database", object("pool_size", stat(b, "pool_size"), "pool_idle", stat(b, "pool_idle"),
                        "pool_active", stat(b, "pool_active")),
                "threadpool", object("db", object("pool_size", stat(b, "pool_size"),
                        "queue_size", stat(b, "pool_pending")), "system", object("queue_size", stat(b, "lane_depth"))),
                "registries", object("response", stat(b, "parked_pops")),
                "shared_state", object());
    }

    private static Map<String, Object> stat(BrokerSampleStore.Bucket b, String column) {
        BrokerSampleStore.Stat s = b.gauges().get(column);
        return object("avg", s.avg(), "min", s.min(), "max", s.max(), "last", s.last());
    }

    private static Map<String, Object> perSample(BrokerSampleStore.Bucket b, String column) {
        long avg = b.samples() == 0 ? 0 : b.counts().get(column) / b.samples();
        return object("avg", avg, "min", avg, "max", avg, "last", avg);
    }

    /** The fleet's operations per bucket, each broker's latest state, lag per queue and totals. */
    static RouteHandler workerMetrics(BrokerSampleStore samples, HistoryStore history, QueueStatusStore status,
                                      BlockingWork blocking) {
        return exchange -> {
            QueryParams query = exchange.query();
            Window window = Window.read(query, HOUR);
            String hostname = ListParams.text(query, "hostname");
            blocking.submit(exchange, () -> {
                List<BrokerSampleStore.Bucket> buckets = samples.buckets(window.fromTimestamp(), window.toTimestamp(),
                        window.bucketSeconds(), hostname);
                Map<Long, long[]> lag = new LinkedHashMap<>();
                Map<String, long[]> byQueue = new LinkedHashMap<>();
                for (HistoryStore.QueueBucket q : history.queueSeries(window.fromTimestamp(), window.toTimestamp(),
                        window.bucketSeconds(), null)) {
                    long[] l = lag.computeIfAbsent(q.bucketEpochSeconds(), k -> new long[3]);
                    l[0] = Math.max(l[0], q.avgLagMs());
                    l[1] = Math.max(l[1], q.maxLagMs());
                    l[2] += q.maxLagMs() > 0 ? 1 : 0;
                    long[] t = byQueue.computeIfAbsent(q.queue(), k -> new long[3]);
                    t[0] += q.consumed();
                    t[1] = Math.max(t[1], q.avgLagMs());
                    t[2] = Math.max(t[2], q.maxLagMs());
                }
                List<Map<String, Object>> series = new ArrayList<>();
                Map<String, Long> totals = new LinkedHashMap<>();
                double step = window.bucketSeconds();
                for (FleetSeries.Point p : FleetSeries.of(window, buckets).values()) {
                    long[] l = lag.getOrDefault(p.bucketEpochSeconds(), new long[3]);
                    series.add(object("timestamp", Json.seconds(p.bucketEpochSeconds()),
                            "pushMessages", p.count("push_messages"), "popMessages", p.count("pop_messages"),
                            "ackMessages", p.count("ack_messages"), "pushRequests", p.count("push_requests"),
                            "popRequests", p.count("pop_requests"), "ackRequests", p.count("ack_requests"),
                            "jobsDone", p.count("transactions"),
                            "pushPerSecond", Json.perSecond(p.count("push_messages"), step),
                            "popPerSecond", Json.perSecond(p.count("pop_messages"), step),
                            "ackPerSecond", Json.perSecond(p.count("ack_messages"), step),
                            "avgEventLoopLagMs", null, "maxEventLoopLagMs", null, "avgFreeSlots", null,
                            "minFreeSlots", null, "dbConnections", p.gauge("pool_active"),
                            "avgJobQueueSize", p.gauge("lane_depth"), "maxJobQueueSize", p.gauge("lane_depth"),
                            "backoffSize", p.gauge("parked_pops"), "avgLagMs", l[0], "maxLagMs", l[1],
                            "lagCount", l[2], "dbErrors", p.count("server_errors"),
                            "ackSuccess", p.count("ack_messages"), "ackFailed", p.count("ack_failed"),
                            "dlqCount", p.count("dead_lettered")));
                    p.counts().forEach((k, v) -> totals.merge(k, v, Long::sum));
                }
                List<Map<String, Object>> queues = new ArrayList<>();
                byQueue.forEach((name, t) -> queues.add(object("queueName", name, "popCount", t[0],
                        "avgLagMs", t[1], "maxLagMs", t[2])));
                long pending = 0;
                for (QueueStatusStore.QueueSummary q : status.queues(null, null, 100_000, 0).items()) {
                    pending += q.counts().pending() + q.counts().processing();
                }
                Map<String, Object> summary = object(
                        "totalPushMessages", totals.getOrDefault("push_messages", 0L),
                        "totalPopMessages", totals.getOrDefault("pop_messages", 0L),
                        "totalAckMessages", totals.getOrDefault("ack_messages", 0L),
                        "totalPushRequests", totals.getOrDefault("push_requests", 0L),
                        "totalPopRequests", totals.getOrDefault("pop_requests", 0L),
                        "totalAckRequests", totals.getOrDefault("ack_requests", 0L),
                        "totalDbErrors", totals.getOrDefault("server_errors", 0L),
                        "totalAckFailed", totals.getOrDefault("ack_failed", 0L),
                        "totalDlq", totals.getOrDefault("dead_lettered", 0L),
                        "pendingMessages", pending);
                exchange.respond(200, object("timeRange", window.range(), "bucketMinutes", window.bucketMinutes(),
                        "pointCount", series.size(), "timeSeries", series, "workers", Brokers.workers(buckets),
                        "queues", queues, "summary", summary));
            });
        };
    }

    /** JSON array of per-queue, per-bucket consumption and lag, newest bucket first. */
    static RouteHandler queueLag(HistoryStore history, QueueStatusStore status, BlockingWork blocking) {
        return overQueueHistory(history, status, blocking, (window, buckets) -> {
            List<Map<String, Object>> out = new ArrayList<>();
            for (HistoryStore.QueueBucket b : buckets) {
                out.add(object("queueName", b.queue(), "popCount", b.consumed(), "avgLagMs", b.avgLagMs(),
                        "maxLagMs", b.maxLagMs(), "bucketTime", Json.seconds(b.bucketEpochSeconds())));
            }
            Collections.reverse(out);
            return out;
        });
    }

    /** Per queue and bucket: pushes, consumption, partitions and lag. */
    static RouteHandler queueOps(HistoryStore history, QueueStatusStore status, BlockingWork blocking) {
        return overQueueHistory(history, status, blocking, (window, buckets) -> {
            List<Map<String, Object>> series = new ArrayList<>();
            Set<String> queues = new LinkedHashSet<>();
            double step = window.bucketSeconds();
            for (HistoryStore.QueueBucket b : buckets) {
                queues.add(b.queue());
                series.add(object("bucket", Json.seconds(b.bucketEpochSeconds()), "queueName", b.queue(),
                        "pushRequests", null, "pushMessages", b.pushed(), "popMessages", b.consumed(),
                        "popEmpty", null, "ackRequests", null, "ackSuccess", b.consumed(), "ackFailed", null,
                        "transactions", null, "partitionsCreated", null, "partitionsDeleted", null,
                        "partitionCount", b.partitions(), "avgLagMs", b.avgLagMs(), "maxLagMs", b.maxLagMs(),
                        "pushPerSecond", Json.perSecond(b.pushed(), step),
                        "popPerSecond", Json.perSecond(b.consumed(), step),
                        "ackPerSecond", Json.perSecond(b.consumed(), step), "emptyPerSecond", null,
                        "parkedCount", null));
            }
            return object("timeRange", window.range(), "bucketMinutes", window.bucketMinutes(), "series", series,
                    "queues", new ArrayList<>(queues));
        });
    }

    /**
     * A route over the queue history of the request's window and {@code queue} filter (404 when it names no queue):
     * {@code answer} makes the 200 body from the buckets.
     */
    private static RouteHandler overQueueHistory(HistoryStore history, QueueStatusStore status, BlockingWork blocking,
                                                 BiFunction<Window, List<HistoryStore.QueueBucket>, Object> answer) {
        return exchange -> {
            Window window = Window.read(exchange.query(), HOUR);
            String queue = queue(exchange.query());
            blocking.submit(exchange, () -> {
                requireQueue(status, queue);
                exchange.respond(200, answer.apply(window, history.queueSeries(window.fromTimestamp(),
                        window.toTimestamp(), window.bucketSeconds(), queue)));
            });
        };
    }

    /**
     * Long-poll pops parked per broker and bucket (the most seen in a sample). Brokers count them per broker, not per
     * queue, so {@code queueName} is {@code "*"}.
     */
    static RouteHandler parkedReplicas(BrokerSampleStore samples, BlockingWork blocking) {
        return exchange -> {
            Window window = Window.read(exchange.query(), HOUR);
            blocking.submit(exchange, () -> {
                List<Map<String, Object>> series = new ArrayList<>();
                Map<String, Map<String, Object>> replicas = new LinkedHashMap<>();
                for (BrokerSampleStore.Bucket b : samples.buckets(window.fromTimestamp(), window.toTimestamp(),
                        window.bucketSeconds(), null)) {
                    series.add(object("bucket", Json.seconds(b.bucketEpochSeconds()), "queueName", "*",
                            "hostname", b.hostname(), "port", b.port(), "workerId", b.workerId(),
                            "parkedCount", b.gauges().get("parked_pops").max()));
                    replicas.putIfAbsent(b.hostname() + ":" + b.port(),
                            object("hostname", b.hostname(), "port", b.port(), "workerId", b.workerId()));
                }
                exchange.respond(200, object("timeRange", window.range(), "bucketMinutes", window.bucketMinutes(),
                        "series", series, "replicas", new ArrayList<>(replicas.values())));
            });
        };
    }

    /** Messages deleted by retention, completed retention and eviction per bucket, and their totals. */
    static RouteHandler retention(HistoryStore history, QueueStatusStore status, BlockingWork blocking) {
        return exchange -> {
            Window window = Window.read(exchange.query(), HOUR);
            String queue = queue(exchange.query());
            blocking.submit(exchange, () -> {
                requireQueue(status, queue);
                List<Map<String, Object>> series = new ArrayList<>();
                long[] totals = new long[5];
                for (HistoryStore.RetentionBucket b : history.retention(window.fromTimestamp(), window.toTimestamp(),
                        window.bucketSeconds(), queue)) {
                    series.add(object("bucket", Json.seconds(b.bucketEpochSeconds()), "retentionMsgs", b.retention(),
                            "completedRetentionMsgs", b.completedRetention(), "evictionMsgs", b.eviction(),
                            "totalMsgs", b.total(), "eventCount", b.events()));
                    totals[0] += b.retention();
                    totals[1] += b.completedRetention();
                    totals[2] += b.eviction();
                    totals[3] += b.total();
                    totals[4] += b.events();
                }
                exchange.respond(200, object("timeRange", window.range(), "bucketMinutes", window.bucketMinutes(),
                        "series", series, "totals", object("retentionMsgs", totals[0],
                                "completedRetentionMsgs", totals[1], "evictionMsgs", totals[2],
                                "totalMsgs", totals[3], "eventCount", totals[4])));
            });
        };
    }

    /** 404 for a {@code queue} filter naming no queue; nothing to check without one. */
    static void requireQueue(QueueStatusStore status, String queue) throws SQLException {
        if (queue != null && !status.queueExists(queue)) {
            throw ApiException.notFound("Queue not found");
        }
    }

    private static String queue(QueryParams query) {
        String queue = ListParams.text(query, "queue");
        return queue == null ? null : Names.queue(queue);
    }
}
