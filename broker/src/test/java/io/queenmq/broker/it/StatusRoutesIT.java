package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The status, analytics and summary routes (docs/http-api.md §4.3, §4.7
 * and §4.8: namespaces, tasks, overview, status, analytics, stats refresh)
 * over HTTP: their shapes, their numbers after traffic, their bad-input answers, and two brokers on one database.
 */
@Timeout(90)
class StatusRoutesIT {
    private final QueenClient queen = new QueenClient();

    /**
     * A queue in its own namespace and task (configure adds its "Default" partition) with 3 messages on "a" (one
     * consumed) and 1 on "b".
     */
    private String queueWithTraffic() {
        String queue = TestBroker.uniqueName("status");
        queen.api.post("/api/v1/configure", obj("queue", queue, "namespace", queue + "-ns", "task", queue + "-task"));
        queen.pushMany(queue, "a", "m", 3);
        queen.pushMany(queue, "b", "n", 1);
        List<JsonNode> popped = messages(queen.popPartition(queue, "a", "batch", 1, "wait", false));
        queen.ack(popped.get(0), "completed");
        refresh();
        return queue;
    }

    private JsonNode refresh() {
        Api.Response response = queen.api.post("/api/v1/stats/refresh", obj());
        assertThat(response.status()).isEqualTo(200);
        return response.json();
    }

    private JsonNode get(String path) {
        Api.Response response = queen.api.get(path);
        assertThat(response.status()).as(path + ": " + response.text()).isEqualTo(200);
        return response.json();
    }

    @Test
    void statsRefreshReportsEachStep() {
        JsonNode report = refresh();
        for (String step : List.of("partition", "queue", "namespace", "task", "system", "cleanup")) {
            assertThat(report.has(step)).as(step).isTrue();
        }
        assertThat(report.get("system").get("durationMs").asLong()).isNotNegative();
    }

    @Test
    void queueDetailPagesAndSortsPartitionsWithTheirCounts() {
        String queue = queueWithTraffic();
        JsonNode detail = get("/api/v1/status/queues/" + queue);

        assertThat(detail.get("queue").get("name").asText()).isEqualTo(queue);
        assertThat(detail.get("queue").get("config").get("leaseTime").asInt()).isPositive();
        assertThat(detail.get("totals").get("total").asLong()).isEqualTo(4);
        assertThat(detail.get("totals").get("completed").asLong()).isEqualTo(1);
        assertThat(detail.get("totals").get("pending").asLong()).isEqualTo(3);
        assertThat(detail.get("totals").get("messages").get("total").asLong()).isEqualTo(4);
        assertThat(names(detail.get("partitions"))).containsExactly("Default", "a", "b");
        JsonNode a = detail.get("partitions").get(1);
        assertThat(a.get("messages").get("total").asLong()).isEqualTo(3);
        assertThat(a.get("stats").get("completed").asLong()).isEqualTo(1);
        assertThat(a.get("cursor").get("totalConsumed").asLong()).isEqualTo(1);
        assertThat(a.get("oldestMessage").asText()).endsWith("Z");
        assertThat(detail.get("pagination").get("total").asInt()).isEqualTo(3);

        JsonNode page = get("/api/v1/status/queues/" + queue + "?sort=total&limit=1&offset=1");
        assertThat(names(page.get("partitions"))).containsExactly("b");
        assertThat(page.get("totals").get("total").asLong()).as("totals cover every partition").isEqualTo(4);
    }

    @Test
    void queueListsAndSummariesCountTheQueue() {
        String queue = queueWithTraffic();
        JsonNode list = get("/api/v1/status/queues?namespace=" + queue + "-ns");
        assertThat(list.get("queues")).hasSize(1);
        JsonNode q = list.get("queues").get(0);
        assertThat(q.get("name").asText()).isEqualTo(queue);
        assertThat(q.get("partitions").asInt()).isEqualTo(3);
        assertThat(q.get("messages").get("pending").asLong()).as("pending includes processing here").isEqualTo(3);
        assertThat(q.get("totalConsumed").asLong()).isEqualTo(1);
        assertThat(list.get("pagination").get("limit").asInt()).isEqualTo(100);

        JsonNode namespace = find(get("/api/v1/resources/namespaces").get("namespaces"), "namespace", queue + "-ns");
        assertThat(namespace.get("queues").asInt()).isEqualTo(1);
        assertThat(namespace.get("partitions").asInt()).isEqualTo(3);
        assertThat(namespace.get("messages").get("total").asLong()).isEqualTo(4);
        assertThat(namespace.get("messages").get("pending").asLong()).isEqualTo(3);
        JsonNode task = find(get("/api/v1/resources/tasks").get("tasks"), "task", queue + "-task");
        assertThat(task.get("queues").asInt()).isEqualTo(1);

        JsonNode overview = get("/api/v1/resources/overview");
        assertThat(overview.get("queues").asInt()).isPositive();
        assertThat(overview.get("partitions").asInt()).isGreaterThanOrEqualTo(3);
        assertThat(overview.get("messages").get("total").asLong()).isGreaterThanOrEqualTo(4);
        for (String key : List.of("avg", "median", "min", "max")) {
            assertThat(overview.get("lag").get("time").has(key)).isTrue();
            assertThat(overview.get("lag").get("offset").has(key)).isTrue();
        }
        assertThat(overview.get("throughput").has("ingestedPerSecond")).isTrue();
        assertThat(overview.get("statsAge").asLong()).isBetween(0L, 5L);

        JsonNode newest = get("/api/v1/status/queues/" + queue + "/messages?limit=2");
        assertThat(newest.isArray()).isTrue();
        assertThat(newest).hasSize(2);
        assertThat(newest.get(0).get("queue").asText()).isEqualTo(queue);
        assertThat(newest.get(0).has("status")).isTrue();
    }

    @Test
    void statusShowsThePushesInItsThroughputAndTheQueueInItsLists() {
        String queue = queueWithTraffic();
        // One sample row per second (the test broker's METRICS_AGGREGATE_INTERVAL_S).
        JsonNode status = Eventually.until(Duration.ofSeconds(10), () -> get("/api/v1/status?queue=" + queue),
                s -> sum(s.get("throughput"), "ingested") >= 4, "the pushes in /api/v1/status");
        assertThat(status.get("bucketMinutes").asInt()).isEqualTo(1);
        assertThat(status.get("pointCount").asInt()).isEqualTo(status.get("throughput").size());
        JsonNode point = status.get("throughput").get(0);
        for (String key : List.of("timestamp", "ingested", "processed", "popMessages", "ingestedPerSecond",
                "processedPerSecond", "popPerSecond", "avgLagMs", "maxLagMs", "dbErrors", "ackFailed", "dlqCount",
                "queenCpuUserPct", "queenCpuSysPct", "queenRssMb", "dbPoolActive", "dbPoolIdle", "dbPoolSize")) {
            assertThat(point.has(key)).as(key).isTrue();
        }
        assertThat(point.get("timestamp").asText()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:00Z");
        assertThat(names(status.get("queues"))).containsExactly(queue);
        assertThat(status.get("messages").get("total").asLong()).isEqualTo(4);
        assertThat(status.get("messages").get("requests").get("push").asLong()).isPositive();
        assertThat(status.get("leases").has("active")).isTrue();
        assertThat(status.get("deadLetterQueue").get("topErrors").isArray()).isTrue();
        assertThat(status.get("workers").size()).isPositive();
        assertThat(status.get("errors").has("dbErrors")).isTrue();

        JsonNode unfiltered = get("/api/v1/status");
        assertThat(sum(unfiltered.get("throughput"), "queenRssMb")).as("the broker's RSS is sampled").isPositive();
    }

    @Test
    void analyticsSeriesCarryTheQueueAndTheBroker() {
        String queue = queueWithTraffic();
        JsonNode ops = Eventually.until(Duration.ofSeconds(10),
                () -> get("/api/v1/analytics/queue-ops?queue=" + queue),
                o -> sum(o.get("series"), "pushMessages") >= 4, "the pushes in queue-ops");
        assertThat(ops.get("queues")).extracting(JsonNode::asText).containsExactly(queue);
        assertThat(sum(ops.get("series"), "popMessages")).isEqualTo(1);
        assertThat(ops.get("series").get(0).get("partitionCount").asInt()).isEqualTo(3);

        JsonNode lag = get("/api/v1/analytics/queue-lag?queue=" + queue);
        assertThat(lag.isArray()).isTrue();
        assertThat(lag.get(0).get("queueName").asText()).isEqualTo(queue);
        assertThat(lag.get(0).has("bucketTime")).isTrue();

        JsonNode created = get("/api/v1/status/analytics?interval=minute&queue=" + queue);
        assertThat(created.get("interval").asText()).isEqualTo("minute");
        assertThat(created.get("dataPoints").size()).isBetween(1440, 1441);
        assertThat(sum(created.get("dataPoints"), "messages")).isEqualTo(4);

        JsonNode system = get("/api/v1/analytics/system-metrics");
        JsonNode replica = system.get("replicas").get(0);
        assertThat(replica.get("timeSeries").get(0).get("metrics").get("memory").get("rss_bytes").get("last").asLong())
                .isPositive();
        assertThat(system.get("replicaCount").asInt()).isEqualTo(system.get("replicas").size());

        JsonNode workers = Eventually.until(Duration.ofSeconds(10), () -> get("/api/v1/analytics/worker-metrics"),
                w -> sum(w.get("timeSeries"), "pushMessages") >= 4, "the pushes in the brokers' samples");
        assertThat(workers.get("summary").get("totalPushMessages").asLong()).isGreaterThanOrEqualTo(4);
        assertThat(workers.get("workers").get(0).has("lastSeen")).isTrue();

        JsonNode parked = get("/api/v1/analytics/queue-parked-replicas");
        assertThat(parked.get("replicas").size()).isPositive();
        JsonNode retention = get("/api/v1/analytics/retention");
        assertThat(retention.get("totals").has("evictionMsgs")).isTrue();
        assertThat(get("/api/v1/status/buffers").get("dbHealthy").asBoolean()).isTrue();
    }

    @Test
    void prometheusCarriesPerQueueBacklogAndGroupLag() {
        String queue = queueWithTraffic();
        String pending = "queen_queue_pending{queue=\"" + queue + "\"} 3.0";
        String lag = "queen_consumer_group_lag_messages{group=\"__QUEUE_MODE__\",queue=\"" + queue + "\"} 2.0";
        String partitions = "queen_queue_partitions{queue=\"" + queue + "\"} 3.0";
        // Read by each broker once per refresh interval, not per scrape; a scrape during a pass may see some of the
        // gauges of a new queue set and not yet the others.
        String text = Eventually.until(Duration.ofSeconds(10),
                () -> queen.api.raw("GET", "/metrics/prometheus", null).body(),
                t -> t.contains(pending) && t.contains(lag) && t.contains(partitions),
                "the queue's backlog, partitions and its group's lag");
        assertThat(text).contains("queen_http_responses_total{status=\"2xx\"}");
    }

    @Test
    void badParametersAreNamedAndLongWindowsBounded() {
        assertThat(queen.api.get("/api/v1/status?from=yesterday").text()).contains("from");
        assertThat(queen.api.get("/api/v1/status?from=yesterday").status()).isEqualTo(400);
        assertThat(queen.api.get("/api/v1/analytics/queue-ops?to=soon").status()).isEqualTo(400);
        Api.Response reversed = queen.api.get("/api/v1/status?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z");
        assertThat(reversed.status()).isEqualTo(400);
        Api.Response interval = queen.api.get("/api/v1/status/analytics?interval=fortnight");
        assertThat(interval.status()).isEqualTo(400);
        assertThat(interval.json().get("error").asText()).contains("interval");
        Api.Response limit = queen.api.get("/api/v1/status/queues?limit=0");
        assertThat(limit.status()).isEqualTo(400);
        assertThat(limit.json().get("error").asText()).contains("limit");
        Api.Response sort = queen.api.get("/api/v1/status/queues/" + queueWithTraffic() + "?sort=size");
        assertThat(sort.status()).isEqualTo(400);
        String none = TestBroker.uniqueName("none");
        for (String path : List.of("/api/v1/status/queues/" + none, "/api/v1/status?queue=" + none,
                "/api/v1/status/analytics?queue=" + none, "/api/v1/analytics/queue-ops?queue=" + none,
                "/api/v1/analytics/queue-lag?queue=" + none, "/api/v1/analytics/retention?queue=" + none)) {
            Api.Response unknown = queen.api.get(path);
            assertThat(unknown.status()).as(path).isEqualTo(404);
            assertThat(unknown.json().get("error").asText()).isEqualTo("Queue not found");
        }

        JsonNode years = get("/api/v1/status?from=1990-01-01T00:00:00Z");
        assertThat(years.get("bucketMinutes").asInt()).isEqualTo(360);
        assertThat(years.get("pointCount").asInt()).isLessThanOrEqualTo(1500);
        JsonNode minutes = get("/api/v1/status/analytics?interval=minute&from=1990-01-01T00:00:00Z");
        assertThat(minutes.get("dataPoints").size()).isLessThanOrEqualTo(1500);
    }

    @Test
    void twoBrokersOnOneDatabaseSeeTheWholeFleet() throws Exception {
        Map<String, String> env = TestBroker.env();
        try (Broker second = Broker.start(BrokerConfig.fromEnv(env))) {
            Api other = new Api("http://127.0.0.1:" + second.port());
            String queue = TestBroker.uniqueName("status-fleet");
            other.post("/api/v1/push", obj("items", List.of(QueenClient.item(queue, "p", null, obj("n", 1)))));
            other.post("/api/v1/stats/refresh", obj());

            JsonNode replicas = Eventually.until(Duration.ofSeconds(10),
                    () -> get("/api/v1/analytics/system-metrics").get("replicas"),
                    r -> ports(r).contains(second.port()), "the second broker's samples seen by the first");
            assertThat(ports(replicas)).contains(Integer.parseInt(TestBroker.url().replaceAll(".*:", "")));
            JsonNode detail = get("/api/v1/status/queues/" + queue);
            assertThat(detail.get("totals").get("total").asLong()).as("pushed on the second broker").isEqualTo(1);
            JsonNode seenBySecond = other.get("/api/v1/analytics/system-metrics").json().get("replicas");
            assertThat(ports(seenBySecond)).hasSizeGreaterThanOrEqualTo(2);
        }
    }

    private static List<Integer> ports(JsonNode replicas) {
        List<Integer> ports = new ArrayList<>();
        replicas.forEach(r -> ports.add(r.get("port").asInt()));
        return ports;
    }

    private static List<String> names(JsonNode items) {
        List<String> names = new ArrayList<>();
        items.forEach(i -> names.add(i.get("name").asText()));
        return names;
    }

    private static JsonNode find(JsonNode items, String key, String value) {
        for (JsonNode item : items) {
            if (item.get(key).asText().equals(value)) {
                return item;
            }
        }
        throw new AssertionError(key + " " + value + " not in " + items);
    }

    private static long sum(JsonNode items, String field) {
        long total = 0;
        for (JsonNode item : items) {
            total += item.get(field).asLong();
        }
        return total;
    }
}
