package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.QUEUE_MODE;
import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Tracing (docs/http-api.md §4.6, docs/semantics.md §14): clients record events against a message and read them back per
 * message, per trace name, and as a list of names. An unknown message is 404 here (upstream intends 500).
 */
@Timeout(30)
class TracesIT {
    private static final String TS_MS = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z";

    private final QueenClient queen = new QueenClient();

    @Test
    void recordedEventsFormTheMessageTimelineOldestFirst() {
        String queue = TestBroker.uniqueName("trace-timeline");
        String partitionId = queen.push(queue, "p", "order-7", obj("n", 7)).get("partition_id").asText();

        Api.Response first = trace(obj("transactionId", "order-7", "partitionId", partitionId,
                "consumerGroup", "billing", "eventType", "step", "data", obj("stage", "charged"),
                "traceNames", List.of("tenant-acme", "order-7", "tenant-acme")));
        Api.Response second = trace(obj("transactionId", "order-7", "partitionId", partitionId,
                "data", "done", "traceNames", "tenant-acme"));

        assertThat(first.status()).as(first.text()).isEqualTo(201);
        assertThat(first.json().get("success").asBoolean()).isTrue();
        String firstId = first.json().get("traceId").asText();
        assertThat(UUID.fromString(firstId)).isNotNull();
        assertThat(second.status()).isEqualTo(201);
        JsonNode traces = timeline(partitionId, "order-7");
        assertThat(traces).hasSize(2);
        JsonNode charged = traces.get(0);
        assertThat(fieldNames(charged)).containsExactly("id", "event_type", "data", "consumer_group", "worker_id",
                "created_at", "trace_names");
        assertThat(charged.get("id").asText()).isEqualTo(firstId);
        assertThat(charged.get("event_type").asText()).isEqualTo("step");
        assertThat(charged.get("data")).isEqualTo(Api.parse("{\"stage\":\"charged\"}"));
        assertThat(charged.get("consumer_group").asText()).isEqualTo("billing");
        assertThat(charged.get("worker_id").asText()).isNotEmpty();
        assertThat(charged.get("created_at").asText()).matches(TS_MS);
        assertThat(texts(charged.get("trace_names"))).containsExactly("order-7", "tenant-acme");
        JsonNode done = traces.get(1);
        assertThat(done.get("event_type").asText()).as("default event type").isEqualTo("info");
        assertThat(done.get("consumer_group").asText()).as("default group").isEqualTo(QUEUE_MODE);
        assertThat(done.get("data").asText()).isEqualTo("done");
        assertThat(texts(done.get("trace_names"))).containsExactly("tenant-acme");
    }

    @Test
    void aMessageWithoutEventsHasAnEmptyTimeline() {
        String queue = TestBroker.uniqueName("trace-none");
        String partitionId = queen.push(queue, "p", "quiet", obj("n", 1)).get("partition_id").asText();

        assertThat(timeline(partitionId, "quiet")).isEmpty();
        assertThat(timeline(partitionId, "never-pushed")).isEmpty();
    }

    @Test
    void anEventForAnUnknownMessageIs404WithSuccessFalse() {
        String queue = TestBroker.uniqueName("trace-unknown");
        String partitionId = queen.push(queue, "p", "known", obj("n", 1)).get("partition_id").asText();

        for (String[] message : List.of(new String[] {partitionId, "unknown"},
                new String[] {UUID.randomUUID().toString(), "known"})) {
            Api.Response response = trace(obj("transactionId", message[1], "partitionId", message[0],
                    "data", obj("n", 1)));

            assertThat(response.status()).as(Arrays.toString(message)).isEqualTo(404);
            assertThat(response.json().get("success").asBoolean()).isFalse();
            assertThat(response.json().get("error").asText()).isEqualTo("Message not found");
        }
        assertThat(timeline(partitionId, "known")).isEmpty();
    }

    @Test
    void invalidEventsAre400NamingTheProblem() {
        String queue = TestBroker.uniqueName("trace-invalid");
        String pid = queen.push(queue, "p", "m", obj("n", 1)).get("partition_id").asText();
        Map<Object, String> cases = Map.ofEntries(
                Map.entry(obj("partitionId", pid, "data", 1), "transactionId and partitionId are required"),
                Map.entry(obj("transactionId", "m", "data", 1), "transactionId and partitionId are required"),
                Map.entry(obj("transactionId", "m", "partitionId", pid), "data is required"),
                Map.entry(obj("transactionId", "m", "partitionId", pid, "data", null), "data is required"),
                Map.entry(obj("transactionId", "m", "partitionId", "p-1", "data", 1), "partitionId must be a UUID"),
                Map.entry(obj("transactionId", 7, "partitionId", pid, "data", 1), "transactionId must be a string"),
                Map.entry(obj("transactionId", "m", "partitionId", pid, "data", 1, "consumerGroup", 5),
                        "consumerGroup must be a string"),
                Map.entry(obj("transactionId", "m", "partitionId", pid, "data", 1, "eventType", true),
                        "eventType must be a string"),
                Map.entry(obj("transactionId", "m", "partitionId", pid, "data", 1, "traceNames", 3),
                        "traceNames must be a string or an array of strings"),
                Map.entry(obj("transactionId", "m", "partitionId", pid, "data", 1, "traceNames", List.of("a", 3)),
                        "traceNames must be a string or an array of strings"),
                Map.entry(obj("transactionId", "m", "partitionId", pid, "data", 1, "traceNames", ""),
                        "Trace name must not be empty"),
                Map.entry(obj("transactionId", "m", "partitionId", pid, "data", "a\u0000b"), "NUL"),
                Map.entry("[]", "JSON object"),
                Map.entry("{", "Invalid JSON"));

        cases.forEach((body, error) -> {
            Api.Response response = trace(body);

            assertThat(response.status()).as("%s -> %s", body, response.text()).isEqualTo(400);
            assertThat(response.json().get("error").asText()).as("%s", body).contains(error);
        });
        assertThat(timeline(pid, "m")).as("nothing was recorded").isEmpty();
    }

    @Test
    void eventsOfATraceNameComeNewestFirstWithTheirMessageAndArePaged() {
        String queue = TestBroker.uniqueName("trace-by-name");
        String name = TestBroker.uniqueName("tenant acme/42");
        List<String> partitionIds = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            String partitionId = queen.push(queue, "p" + i, "m-" + i, obj("n", i)).get("partition_id").asText();
            partitionIds.add(partitionId);
            assertThat(trace(obj("transactionId", "m-" + i, "partitionId", partitionId, "data", obj("event", i),
                    "traceNames", name)).status()).isEqualTo(201);
        }

        JsonNode firstPage = queen.api.get("/api/v1/traces/by-name/" + pathSegment(name) + "?limit=2").json();
        JsonNode lastPage = queen.api.get("/api/v1/traces/by-name/" + pathSegment(name) + "?limit=2&offset=2").json();

        assertThat(firstPage.get("total").asLong()).isEqualTo(3);
        assertThat(firstPage.get("pagination")).isEqualTo(Api.parse("{\"limit\":2,\"offset\":0}"));
        JsonNode newest = firstPage.get("traces").get(0);
        assertThat(fieldNames(newest)).containsExactly("id", "transaction_id", "partition_id", "event_type", "data",
                "consumer_group", "worker_id", "created_at", "queue_name", "partition_name", "message_payload",
                "trace_names");
        assertThat(newest.get("transaction_id").asText()).isEqualTo("m-2");
        assertThat(newest.get("partition_id").asText()).isEqualTo(partitionIds.get(2));
        assertThat(newest.get("queue_name").asText()).isEqualTo(queue);
        assertThat(newest.get("partition_name").asText()).isEqualTo("p2");
        assertThat(newest.get("message_payload")).isEqualTo(Api.parse("{\"n\":2}"));
        assertThat(newest.get("data")).isEqualTo(Api.parse("{\"event\":2}"));
        assertThat(texts(newest.get("trace_names"))).containsExactly(name);
        assertThat(firstPage.get("traces").get(1).get("transaction_id").asText()).isEqualTo("m-1");
        assertThat(lastPage.get("traces")).hasSize(1);
        assertThat(lastPage.get("traces").get(0).get("transaction_id").asText()).isEqualTo("m-0");
        assertThat(lastPage.get("total").asLong()).isEqualTo(3);
    }

    @Test
    void namesAreListedMostRecentlyUsedFirstWithEventAndMessageCounts() {
        String queue = TestBroker.uniqueName("trace-names");
        String older = TestBroker.uniqueName("older");
        String newer = TestBroker.uniqueName("newer");
        String a = queen.push(queue, "p", "a", obj("n", 1)).get("partition_id").asText();
        String b = queen.push(queue, "p", "b", obj("n", 2)).get("partition_id").asText();
        trace(obj("transactionId", "a", "partitionId", a, "data", 1, "traceNames", older));
        trace(obj("transactionId", "a", "partitionId", a, "data", 2, "traceNames", older));
        trace(obj("transactionId", "b", "partitionId", b, "data", 3, "traceNames", older));
        trace(obj("transactionId", "b", "partitionId", b, "data", 4, "traceNames", newer));

        JsonNode body = queen.api.get("/api/v1/traces/names?limit=2").json();

        assertThat(body.get("pagination")).isEqualTo(Api.parse("{\"limit\":2,\"offset\":0}"));
        assertThat(body.get("total").asLong()).isGreaterThanOrEqualTo(2);
        JsonNode names = body.get("trace_names");
        assertThat(names).hasSize(2);
        assertThat(fieldNames(names.get(0))).containsExactly("trace_name", "trace_count", "message_count", "last_seen");
        assertThat(names.get(0).get("trace_name").asText()).isEqualTo(newer);
        assertThat(names.get(1).get("trace_name").asText()).isEqualTo(older);
        assertThat(names.get(1).get("trace_count").asLong()).isEqualTo(3);
        assertThat(names.get(1).get("message_count").asLong()).isEqualTo(2);
        assertThat(names.get(1).get("last_seen").asText()).matches(TS_MS);
    }

    @Test
    void readsRejectMalformedParameters() {
        assertThat(queen.api.get("/api/v1/traces/not-a-uuid/m").status()).isEqualTo(400);
        assertThat(queen.api.get("/api/v1/traces/names?limit=0").status()).isEqualTo(400);
        assertThat(queen.api.get("/api/v1/traces/names?limit=1001").status()).isEqualTo(400);
        assertThat(queen.api.get("/api/v1/traces/by-name/x?offset=-1").json().get("error").asText())
                .isEqualTo("offset must not be negative: -1");
        assertThat(queen.api.get("/api/v1/traces/by-name/x?limit=abc").status())
                .as("an unparsable number means the default (docs/http-api.md §2.5)").isEqualTo(200);
    }

    // ---- helpers

    private Api.Response trace(Object body) {
        return queen.api.post("/api/v1/traces", body);
    }

    private JsonNode timeline(String partitionId, String transactionId) {
        Api.Response response = queen.api.get("/api/v1/traces/" + partitionId + "/" + pathSegment(transactionId));
        assertThat(response.status()).as(response.text()).isEqualTo(200);
        return response.json().get("traces");
    }

    private static String pathSegment(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private static List<String> fieldNames(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }
}
