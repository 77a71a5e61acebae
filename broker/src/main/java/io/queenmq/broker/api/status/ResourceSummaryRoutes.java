package io.queenmq.broker.api.status;

import static io.queenmq.broker.api.status.Json.object;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.stats.BrokerSampleStore;
import io.queenmq.broker.store.stats.QueueStatusStore;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * {@code GET /api/v1/resources/namespaces}, {@code /resources/tasks} and {@code /resources/overview} (docs/http-api.md
 * §4.3), from the statistics tables and the brokers' samples.
 */
final class ResourceSummaryRoutes {
    /** Every queue fits one read for the overview; beyond this many the totals cover the newest ones. */
    private static final int MAX_QUEUES = 100_000;
    private static final Duration THROUGHPUT_WINDOW = Duration.ofMinutes(5);

    private ResourceSummaryRoutes() {}

    static RouteHandler namespaces(QueueStatusStore store, BlockingWork blocking) {
        return exchange -> blocking.submit(exchange,
                () -> exchange.respond(200, object("namespaces", groups(store.namespaces(), "namespace"))));
    }

    static RouteHandler tasks(QueueStatusStore store, BlockingWork blocking) {
        return exchange -> blocking.submit(exchange,
                () -> exchange.respond(200, object("tasks", groups(store.tasks(), "task"))));
    }

    /** Counts, lag over every group, throughput over the last five minutes and the age of the statistics. */
    static RouteHandler overview(QueueStatusStore store, BrokerSampleStore samples, BlockingWork blocking) {
        return exchange -> blocking.submit(exchange, () -> {
            List<QueueStatusStore.QueueSummary> queues = store.queues(null, null, MAX_QUEUES, 0).items();
            long partitions = queues.stream().mapToLong(QueueStatusStore.QueueSummary::partitions).sum();
            List<QueueStatusStore.GroupLag> lags = store.groupLags();
            Map<String, Object> out = object("queues", queues.size(), "partitions", partitions,
                    "namespaces", store.namespaces().size(), "tasks", store.tasks().size(),
                    "messages", totals(queues),
                    "lag", object("time", spread(lags, l -> l.maxTimeLagMs() / 1000),
                            "offset", spread(lags, QueueStatusStore.GroupLag::offsetLag)),
                    "throughput", throughput(samples),
                    "timestamp", Json.millis(Instant.now()),
                    "statsAge", StatusRoute.statsAge(store));
            exchange.respond(200, out);
        });
    }

    private static List<Map<String, Object>> groups(List<QueueStatusStore.Group> groups, String key) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (QueueStatusStore.Group g : groups) {
            out.add(object(key, g.name(), "queues", g.queues(), "partitions", g.partitions(),
                    "messages", object("total", g.total(), "pending", g.pending())));
        }
        return out;
    }

    static Map<String, Object> totals(List<QueueStatusStore.QueueSummary> queues) {
        long total = 0;
        long pending = 0;
        long processing = 0;
        long completed = 0;
        long dead = 0;
        for (QueueStatusStore.QueueSummary q : queues) {
            total += q.counts().total();
            pending += q.counts().pending();
            processing += q.counts().processing();
            completed += q.counts().completed();
            dead += q.counts().deadLetter();
        }
        return object("total", total, "pending", pending, "processing", processing, "completed", completed,
                "failed", 0, "deadLetter", dead);
    }

    /** avg, median, min and max of a value over the groups; all 0 without groups. */
    private static Map<String, Object> spread(List<QueueStatusStore.GroupLag> lags,
                                              ToLongFunction<QueueStatusStore.GroupLag> value) {
        long[] values = lags.stream().mapToLong(value).sorted().toArray();
        if (values.length == 0) {
            return object("avg", 0, "median", 0, "min", 0, "max", 0);
        }
        return object("avg", Math.round(Arrays.stream(values).average().orElse(0)), "median", values[values.length / 2],
                "min", values[0], "max", values[values.length - 1]);
    }

    private static Map<String, Object> throughput(BrokerSampleStore samples) throws SQLException {
        Instant now = Instant.now();
        long pushed = 0;
        long acked = 0;
        int seconds = (int) THROUGHPUT_WINDOW.toSeconds();
        for (BrokerSampleStore.Bucket b : samples.buckets(Timestamp.from(now.minus(THROUGHPUT_WINDOW)),
                Timestamp.from(now), seconds, null)) {
            pushed += b.counts().get("push_messages");
            acked += b.counts().get("ack_messages");
        }
        return object("ingestedPerSecond", Json.perSecond(pushed, seconds),
                "processedPerSecond", Json.perSecond(acked, seconds));
    }
}
