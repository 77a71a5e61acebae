package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.messages;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code GET /metrics} and {@code GET /metrics/prometheus} (docs/http-api.md §4.1, §4.2) over HTTP. */
@Timeout(60)
class MetricsIT {
    private static final Pattern SAMPLE = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{[^}]*})? (\\S+)$",
            Pattern.MULTILINE);

    private final QueenClient queen = new QueenClient();

    @Test
    void prometheusServesTheBrokersFamiliesAsText() {
        HttpResponse<String> response = queen.api.raw("GET", "/metrics/prometheus", null);

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type")).hasValue("text/plain; version=0.0.4; charset=utf-8");
        assertThat(response.headers().firstValue("cache-control")).hasValue("no-cache");
        assertThat(response.headers().firstValue("access-control-allow-origin")).as("no CORS").isEmpty();
        String text = response.body();
        for (String family : List.of("queen_uptime_seconds", "queen_cpu_user_microseconds_total",
                "queen_cpu_system_microseconds_total", "queen_process_resident_memory_bytes",
                "queen_process_virtual_memory_bytes", "hikaricp_connections", "hikaricp_connections_idle",
                "hikaricp_connections_active", "hikaricp_connections_pending", "hikaricp_connections_timeout_total",
                "hikaricp_connections_acquire_seconds_count", "hikaricp_connections_usage_seconds_count",
                "hikaricp_connections_creation_seconds_count", "queen_lane_requests_total", "queen_lane_rows_total",
                "queen_lane_batches_total", "queen_lane_failed_batches_total", "queen_lane_depth",
                "queen_lane_batch_rows", "queen_lane_drain_seconds", "queen_request_seconds",
                "queen_pop_messages_total", "queen_pop_empty_total", "queen_pop_cache_served_total",
                "queen_ack_succeeded_total",
                "queen_ack_refused_total", "queen_ack_dead_lettered_total",
                "queen_long_polls_parked", "queen_maintenance_mode_enabled", "queen_maintenance_pop_enabled",
                "queen_file_buffer_pending", "queen_file_buffer_failed", "queen_file_buffer_db_healthy",
                "jvm_memory_used_bytes", "jvm_threads_live_threads", "jvm_classes_loaded_classes",
                "process_cpu_usage", "process_uptime_seconds")) {
            assertThat(sum(text, family, "")).as(family).isNotNull();
        }
        assertThat(sum(text, "queen_process_resident_memory_bytes", "")).isPositive();
        assertThat(sum(text, "hikaricp_connections", "pool=\"queen-store\"")).isPositive();
        assertThat(sum(text, "hikaricp_connections", "pool=\"queen-general\"")).isPositive();
    }

    @Test
    void laneCountersMoveWithTraffic() {
        String queue = TestBroker.uniqueName("metrics");
        String before = scrape();

        queen.pushMany(queue, "p", "m", 3);
        List<JsonNode> popped = messages(queen.popPartition(queue, "p", "batch", 3, "wait", false));
        assertThat(popped).hasSize(3);
        queen.ack(popped.get(0), "completed");
        queen.ack(popped.get(1), "dlq", "broken");
        ObjectNode unknown = popped.get(2).deepCopy();
        unknown.put("transactionId", "no-such-message");
        assertThat(queen.ack(unknown, "completed", null).get("success").asBoolean()).isFalse();
        assertThat(queen.pop(TestBroker.uniqueName("metrics-empty"), "wait", false).status()).isEqualTo(204);

        // A lane counts its batch just after answering it.
        String after = Eventually.until(Duration.ofSeconds(5), this::scrape,
                t -> delta(before, t, "queen_lane_requests_total", "operation=\"ack\"") >= 3
                        && delta(before, t, "queen_pop_empty_total", "") >= 1, "the acks and the empty pop counted");
        assertThat(delta(before, after, "queen_lane_requests_total", "operation=\"push\"")).isGreaterThanOrEqualTo(1);
        assertThat(delta(before, after, "queen_lane_rows_total", "operation=\"push\"")).isGreaterThanOrEqualTo(3);
        assertThat(delta(before, after, "queen_lane_batches_total", "operation=\"push\"")).isGreaterThanOrEqualTo(1);
        assertThat(delta(before, after, "queen_lane_requests_total", "operation=\"pop\"")).isGreaterThanOrEqualTo(1);
        assertThat(delta(before, after, "queen_lane_requests_total", "operation=\"ack\"")).isGreaterThanOrEqualTo(1);
        assertThat(delta(before, after, "queen_pop_messages_total", "")).isGreaterThanOrEqualTo(3);
        assertThat(delta(before, after, "queen_pop_empty_total", "")).isGreaterThanOrEqualTo(1);
        assertThat(delta(before, after, "queen_ack_succeeded_total", "")).isGreaterThanOrEqualTo(2);
        assertThat(delta(before, after, "queen_ack_dead_lettered_total", "")).isGreaterThanOrEqualTo(1);
        assertThat(delta(before, after, "queen_ack_refused_total", "")).isGreaterThanOrEqualTo(1);
        assertThat(delta(before, after, "queen_cpu_user_microseconds_total", "")).isPositive();
    }

    @Test
    void laneAndRequestDistributionsFollowTheSampledTraffic() {
        queen.pushMany(TestBroker.uniqueName("metrics-dist"), "p", "m", 5);
        // Sampled every 10 s: the first sample after the push reports its batch.
        String text = Eventually.until(Duration.ofSeconds(25), this::scrape,
                t -> sum(t, "queen_lane_drain_seconds", "quantile=\"1.0\"") > 0
                        && sum(t, "queen_request_seconds", "operation=\"push\",quantile=\"1.0\"") > 0,
                "a sampled drain time and push answer time");
        assertThat(sum(text, "queen_lane_batch_rows", "quantile=\"1.0\"")).isGreaterThanOrEqualTo(1);
    }

    @Test
    void theJsonSnapshotHasQueensShapeAndCountsPushes() {
        JsonNode before = queen.api.get("/metrics").json();
        queen.pushMany(TestBroker.uniqueName("metrics-json"), "p", "m", 2);
        // A lane counts its batch just after answering it.
        Api.Response response = Eventually.until(Duration.ofSeconds(5), () -> queen.api.get("/metrics"),
                r -> r.json().get("messages").get("total").asLong()
                        >= before.get("messages").get("total").asLong() + 2, "the pushes counted");

        assertThat(response.status()).isEqualTo(200);
        JsonNode after = response.json();
        assertThat(after.get("uptime").asDouble()).isPositive();
        assertThat(after.get("requests").get("total").asLong() - before.get("requests").get("total").asLong())
                .isGreaterThanOrEqualTo(1);
        assertThat(after.get("messages").get("total").asLong() - before.get("messages").get("total").asLong())
                .isGreaterThanOrEqualTo(2);
        assertThat(after.get("requests").has("rate")).isTrue();
        assertThat(after.get("database").get("poolSize").asInt()).isPositive();
        assertThat(after.get("database").has("idleConnections")).isTrue();
        assertThat(after.get("database").has("waitingRequests")).isTrue();
        assertThat(after.get("memory").get("rss").asLong()).isPositive();
        assertThat(after.get("memory").get("heapUsed").asLong()).isPositive();
        assertThat(after.get("memory").has("heapTotal")).isTrue();
        assertThat(after.get("cpu").get("user").asLong()).isPositive();
        assertThat(after.get("cpu").has("system")).isTrue();
    }

    /**
     * docs/operations.md lists every {@code queen_*} and {@code hikaricp_*} family between its metrics markers,
     * generated from a scrape; when the list is stale this writes the current one to
     * broker/target/operations-metrics.md to paste in.
     */
    @Test
    void theOperationsGuideListsEveryQueenFamily() throws IOException {
        // Per-queue and per-group families exist once the statistics have a queue with a consumer.
        String queue = TestBroker.uniqueName("metrics-doc");
        queen.pushMany(queue, "p", "m", 2);
        queen.ack(messages(queen.popPartition(queue, "p", "batch", 1, "wait", false)).get(0), "completed");
        String text = Eventually.until(Duration.ofSeconds(10), this::scrape,
                t -> t.contains("queen_consumer_group_lag_seconds{") && t.contains("queen_queue_pending{"),
                "the per-queue families");
        Map<String, String[]> families = new TreeMap<>();
        Matcher help = Pattern.compile("^# HELP ((?:queen|hikaricp)_\\S+) (.*)$", Pattern.MULTILINE).matcher(text);
        while (help.find()) {
            families.put(help.group(1), new String[] {help.group(2), "", ""});
        }
        Matcher type = Pattern.compile("^# TYPE ((?:queen|hikaricp)_\\S+) (\\S+)$", Pattern.MULTILINE).matcher(text);
        while (type.find()) {
            families.get(type.group(1))[1] = type.group(2);
        }
        for (Map.Entry<String, String[]> family : families.entrySet()) {
            TreeSet<String> labels = new TreeSet<>();
            Matcher m = SAMPLE.matcher(text);
            while (m.find()) {
                // A summary's labels are on its _count and _sum samples.
                boolean ofFamily = m.group(1).equals(family.getKey()) || m.group(1).equals(family.getKey() + "_count");
                if (ofFamily && m.group(2) != null) {
                    for (String pair : m.group(2).substring(1, m.group(2).length() - 1).split(",")) {
                        labels.add("`" + pair.substring(0, pair.indexOf('=')) + "`");
                    }
                }
            }
            family.getValue()[2] = String.join(", ", labels);
        }
        StringBuilder table = new StringBuilder("| Metric | Type | Labels | Meaning |\n|--------|------|--------|---------|\n");
        families.forEach((name, f) -> table.append("| `").append(name).append("` | ").append(f[1]).append(" | ")
                .append(f[2]).append(" | ").append(f[0]).append(" |\n"));

        String doc = Files.readString(Path.of("..", "docs", "operations.md"));
        String begin = "<!-- metrics:begin -->\n";
        String listed = doc.substring(doc.indexOf(begin) + begin.length(), doc.indexOf("<!-- metrics:end -->"));
        if (!listed.equals(table.toString())) {
            Files.writeString(Path.of("target", "operations-metrics.md"), table);
        }
        assertThat(listed).as("docs/operations.md's metric list; the current one is in broker/target/operations-metrics.md")
                .isEqualTo(table.toString());
    }

    private String scrape() {
        HttpResponse<String> response = queen.api.raw("GET", "/metrics/prometheus", null);
        assertThat(response.statusCode()).isEqualTo(200);
        return response.body();
    }

    private static double delta(String before, String after, String family, String label) {
        Double was = sum(before, family, label);
        Double is = sum(after, family, label);
        assertThat(is).as(family + " " + label).isNotNull();
        return is - (was == null ? 0 : was);
    }

    /** The sum of a family's samples whose labels contain {@code label}; null when it has none. */
    private static Double sum(String text, String family, String label) {
        Double sum = null;
        Matcher m = SAMPLE.matcher(text);
        while (m.find()) {
            String labels = m.group(2) == null ? "" : m.group(2);
            if (m.group(1).equals(family) && labels.contains(label)) {
                sum = (sum == null ? 0 : sum) + Double.parseDouble(m.group(3));
            }
        }
        return sum;
    }
}
