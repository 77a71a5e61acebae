package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code POST /api/v1/push}: docs/http-api.md §3.3, docs/semantics.md §3. */
@Timeout(30)
class PushIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final QueenClient queen = new QueenClient();
    private final Api api = Api.shared();

    @Test
    void payloadNumbersKeepTheirExactValue() {
        String queue = TestBroker.uniqueName("push-numbers");
        Api.Response pushed = api.post("/api/v1/push", "{\"items\":[{\"queue\":\"" + queue + "\",\"payload\":"
                + "{\"big\":12345678901234567.5,\"wide\":123456789012345678901234567890}}]}");
        assertThat(pushed.status()).isEqualTo(201);

        String popped = api.get("/api/v1/pop/queue/" + queue + "?batch=1").text();

        assertThat(popped).contains("12345678901234567.5").contains("123456789012345678901234567890");
    }

    @Test
    void unpairedSurrogatesAreRefusedBecauseTheyCannotBeStoredAsSent() {
        String queue = TestBroker.uniqueName("push-surrogate");
        String lone = "\\ud800";
        for (String body : List.of(
                "{\"items\":[{\"queue\":\"" + queue + lone + "\"}]}",
                "{\"items\":[{\"queue\":\"" + queue + "\",\"transactionId\":\"t" + lone + "\"}]}",
                "{\"items\":[{\"queue\":\"" + queue + "\",\"payload\":{\"s\":\"x" + lone + "\"}}]}")) {
            Api.Response response = api.post("/api/v1/push", body);
            assertThat(response.status()).as(body).isEqualTo(400);
            assertThat(response.json().get("error").asText()).contains("surrogate");
        }
        Api.Response paired = api.post("/api/v1/push", "{\"items\":[{\"queue\":\"" + queue
                + "\",\"payload\":{\"s\":\"\\ud83d\\ude00\"}}]}");
        assertThat(paired.status()).isEqualTo(201);
        assertThat(messages(api.get("/api/v1/pop/queue/" + queue + "?batch=1")).get(0).get("data").get("s").asText())
                .isEqualTo("\ud83d\ude00");
    }

    @Test
    void answers201WithOneSnakeCaseResultPerItemInItemOrder() {
        String queue = TestBroker.uniqueName("push-shape");
        String traceId = "0196b7a2-4c1d-7e3f-9a10-55aa66bb77cc";
        List<Map<String, Object>> items = List.of(
                item(queue, "p", "tx-a", obj("n", 0)),
                obj("queue", queue, "partition", "p", "transactionId", "tx-b", "payload", 1, "traceId", traceId),
                item(queue, "p", "tx-c", "two"));

        JsonNode results = queen.push(items);

        assertThat(results).hasSize(3);
        for (int i = 0; i < 3; i++) {
            JsonNode r = results.get(i);
            assertThat(fieldNames(r)).containsExactlyInAnyOrder(
                    "index", "transaction_id", "status", "message_id", "partition_id", "trace_id", "queueName");
            assertThat(r.get("index").asInt()).isEqualTo(i);
            assertThat(r.get("status").asText()).isEqualTo("queued");
            assertThat(r.get("queueName").asText()).isEqualTo(queue);
            assertThat(UUID.fromString(r.get("message_id").asText()).version()).isEqualTo(7);
        }
        assertThat(results.findValuesAsText("transaction_id")).containsExactly("tx-a", "tx-b", "tx-c");
        assertThat(results.get(0).get("trace_id").isNull()).isTrue();
        assertThat(results.get(1).get("trace_id").asText()).isEqualTo(traceId);
        String partitionId = (String) Sql.value("""
                SELECT p.id::text FROM queen.partitions p JOIN queen.queues q ON q.id = p.queue_id
                WHERE q.name = ? AND p.name = 'p'""", queue);
        assertThat(results.findValuesAsText("partition_id")).containsOnly(partitionId);
    }

    @Test
    void aTraceIdIsStoredAndAnEmptyOneMeansNone() {
        String queue = TestBroker.uniqueName("push-trace");
        String traceId = "0196b7a2-4c1d-7e3f-9a10-55aa66bb77cc";
        JsonNode results = queen.push(List.of(
                obj("queue", queue, "transactionId", "traced", "payload", 1, "traceId", traceId),
                obj("queue", queue, "transactionId", "blank", "payload", 2, "traceId", "")));

        assertThat(results.get(0).get("trace_id").asText()).isEqualTo(traceId);
        assertThat(results.get(1).get("trace_id").isNull()).isTrue();
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 2));
        assertThat(popped.get(0).get("traceId").asText()).isEqualTo(traceId);
        assertThat(popped.get(1).get("traceId").isNull()).isTrue();
    }

    @Test
    void oneRequestMayPushToSeveralQueues() {
        String first = TestBroker.uniqueName("push-multi-a");
        String second = TestBroker.uniqueName("push-multi-b");

        JsonNode results = queen.push(List.of(item(first, null, "x", 1), item(second, "p", "y", 2),
                item(first, null, "z", 3)));

        assertThat(results.findValuesAsText("queueName")).containsExactly(first, second, first);
        assertThat(QueenClient.transactionIds(messages(queen.pop(first, "batch", 10)))).containsExactly("x", "z");
        assertThat(QueenClient.transactionIds(messages(queen.pop(second, "batch", 10)))).containsExactly("y");
    }

    @Test
    void maxSizeIsNotEnforcedOnPush() {
        // docs/decisions.md §D10: maxSize is stored and echoed, not enforced by the push route.
        String queue = TestBroker.uniqueName("push-max-size");
        queen.configure(queue, obj("maxSize", 2));

        JsonNode results = queen.pushMany(queue, "p", "m", 5);

        assertThat(results.findValuesAsText("status")).containsOnly("queued").hasSize(5);
    }

    @Test
    void anEmptyItemsArrayAnswers201WithAnEmptyArray() {
        Api.Response response = queen.api.post("/api/v1/push", obj("items", List.of()));

        assertThat(response.status()).isEqualTo(201);
        assertThat(response.json().isArray()).isTrue();
        assertThat(response.json()).isEmpty();
    }

    @Test
    void autoCreatedQueueTakesNamespaceAndTaskFromItsDottedName() {
        String namespace = TestBroker.uniqueName("ns");
        String dotted = namespace + ".billing.eu";
        String plain = TestBroker.uniqueName("plain");
        String twoParts = namespace + ".reports";

        queen.push(List.of(item(dotted, null, null, 1), item(plain, null, null, 2), item(twoParts, null, null, 3)));

        assertThat(Sql.row("SELECT namespace, task FROM queen.queues WHERE name = ?", dotted))
                .containsEntry("namespace", namespace).containsEntry("task", "billing");
        assertThat(Sql.row("SELECT namespace, task FROM queen.queues WHERE name = ?", plain))
                .containsEntry("namespace", plain).containsEntry("task", "");
        assertThat(Sql.row("SELECT namespace, task FROM queen.queues WHERE name = ?", twoParts))
                .containsEntry("namespace", namespace).containsEntry("task", "reports");
    }

    @Test
    void autoCreatedQueueGetsTheDefaultOptions() {
        String queue = TestBroker.uniqueName("push-auto-defaults");
        queen.push(queue, null, null, 1);

        assertThat(Sql.row("SELECT lease_time, retry_limit, delayed_processing, window_buffer FROM queen.queues "
                + "WHERE name = ?", queue))
                .containsEntry("lease_time", 300).containsEntry("retry_limit", 3)
                .containsEntry("delayed_processing", 0).containsEntry("window_buffer", 0);
    }

    @Test
    void pushCreatesAMissingPartitionOfAnExistingQueue() {
        String queue = TestBroker.uniqueName("push-new-partition");
        queen.configure(queue, obj());

        JsonNode result = queen.push(queue, "customer-42", "tx", obj());

        Map<String, Object> partition = Sql.row("""
                SELECT p.id::text AS id FROM queen.partitions p JOIN queen.queues q ON q.id = p.queue_id
                WHERE q.name = ? AND p.name = 'customer-42'""", queue);
        assertThat(result.get("partition_id").asText()).isEqualTo(partition.get("id"));
        assertThat(Sql.count("""
                SELECT count(*) FROM queen.partitions p JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ?""",
                queue)).isEqualTo(2); // Default (from configure) and customer-42
    }

    @Test
    void anItemWithoutPartitionGoesToTheDefaultPartition() {
        String queue = TestBroker.uniqueName("push-default");
        JsonNode result = queen.push(queue, null, "tx", obj());

        assertThat(Sql.value("SELECT name FROM queen.partitions WHERE id = ?::uuid",
                result.get("partition_id").asText())).isEqualTo("Default");
        JsonNode message = messages(queen.pop(queue)).get(0);
        assertThat(message.get("partition").asText()).isEqualTo("Default");
    }

    @Test
    void everyKindOfJsonPayloadRoundTripsUnchanged() {
        String queue = TestBroker.uniqueName("push-payloads");
        List<Object> payloads = Arrays.asList(
                null, obj(), List.of(), List.of(1, "two", obj("three", 3)), "text", "", 42, -7.25, true, false,
                obj("nested", obj("deeper", List.of(obj("k", null))), "unicode", "żółw ✓ \u00e9"));
        List<Map<String, Object>> items = new ArrayList<>();
        for (int i = 0; i < payloads.size(); i++) {
            items.add(item(queue, "p", "tx-" + i, payloads.get(i)));
        }
        items.add(obj("queue", queue, "partition", "p", "transactionId", "no-payload-key"));
        queen.push(items);

        List<JsonNode> popped = messages(queen.pop(queue, "batch", 100));

        assertThat(popped).hasSize(payloads.size() + 1);
        for (int i = 0; i < payloads.size(); i++) {
            JsonNode expected = Api.parse(json(payloads.get(i)));
            assertThat(popped.get(i).get("data")).as("payload %d", i).isEqualTo(expected);
        }
        assertThat(popped.get(payloads.size()).has("data")).isTrue();
        assertThat(popped.get(payloads.size()).get("data").isNull()).as("absent payload is null").isTrue();
    }

    @Test
    void anEscapedBackslashBeforeU0000IsOrdinaryText() {
        // The JSON text "\\u0000" is a backslash and five letters, not a NUL character: it must be stored.
        String queue = TestBroker.uniqueName("push-backslash-u");
        String text = "\\u0000 is not NUL";
        queen.push(queue, null, "tx", obj(text, text));

        JsonNode data = messages(queen.pop(queue)).get(0).get("data");

        assertThat(data.get(text).asText()).isEqualTo(text);
    }

    @Test
    void aTwoMegabytePayloadRoundTripsThroughPop() {
        String queue = TestBroker.uniqueName("push-large");
        StringBuilder big = new StringBuilder(2 * 1024 * 1024);
        for (int i = 0; big.length() < 2 * 1024 * 1024; i++) {
            big.append("chunk-").append(i).append(';');
        }
        Map<String, Object> payload = obj("blob", big.toString(), "list", List.of(1, 2, 3));

        queen.push(queue, null, "big", payload);
        JsonNode message = messages(queen.pop(queue)).get(0);

        assertThat(message.get("data").get("blob").asText()).isEqualTo(big.toString());
        assertThat(message.get("data").get("list")).isEqualTo(Api.parse("[1,2,3]"));
    }

    @Test
    void anOmittedOrEmptyTransactionIdIsGeneratedByTheServer() {
        String queue = TestBroker.uniqueName("push-generated-tx");
        JsonNode results = queen.push(List.of(
                item(queue, null, null, 1), item(queue, null, "", 2), item(queue, null, null, 3)));

        Set<String> ids = new HashSet<>(results.findValuesAsText("transaction_id"));
        assertThat(ids).hasSize(3).doesNotContain("");
        assertThat(results.findValuesAsText("status")).containsOnly("queued");
        assertThat(QueenClient.transactionIds(messages(queen.pop(queue, "batch", 10))))
                .containsExactlyElementsOf(results.findValuesAsText("transaction_id"));
    }

    @Test
    void aRepeatedTransactionIdInOneRequestIsADuplicateOfTheFirst() {
        String queue = TestBroker.uniqueName("push-dup-inline");
        JsonNode results = queen.push(List.of(
                item(queue, "p", "same", obj("v", 1)), item(queue, "p", "other", 0), item(queue, "p", "same", obj("v", 2))));

        assertThat(results.findValuesAsText("status")).containsExactly("queued", "queued", "duplicate");
        JsonNode duplicate = results.get(2);
        assertThat(duplicate.get("message_id")).isEqualTo(results.get(0).get("message_id"));
        assertThat(duplicate.get("transaction_id").asText()).isEqualTo("same");
        assertThat(duplicate.get("index").asInt()).isEqualTo(2);
        assertThat(duplicate.has("partition_id")).as("duplicates carry no partition_id").isFalse();
        assertThat(duplicate.has("trace_id")).as("duplicates carry no trace_id").isFalse();
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 10));
        assertThat(QueenClient.transactionIds(popped)).containsExactly("same", "other");
        assertThat(popped.get(0).get("data").get("v").asInt()).as("the first item wins").isEqualTo(1);
    }

    @Test
    void aTransactionIdAlreadyStoredInThePartitionIsADuplicate() {
        String queue = TestBroker.uniqueName("push-dup-stored");
        JsonNode first = queen.push(queue, "p", "order-7", obj("v", 1));

        JsonNode second = queen.push(queue, "p", "order-7", obj("v", 2));

        assertThat(second.get("status").asText()).isEqualTo("duplicate");
        assertThat(second.get("message_id")).isEqualTo(first.get("message_id"));
        assertThat(Sql.count("SELECT count(*) FROM queen.messages WHERE partition_id = ?::uuid",
                first.get("partition_id").asText())).isEqualTo(1);
    }

    @Test
    void theSameTransactionIdInTwoPartitionsIsNotADuplicate() {
        String queue = TestBroker.uniqueName("push-dup-scope");
        JsonNode results = queen.push(List.of(item(queue, "a", "shared", 1), item(queue, "b", "shared", 2)));
        JsonNode later = queen.push(queue, "c", "shared", 3);

        assertThat(results.findValuesAsText("status")).containsExactly("queued", "queued");
        assertThat(later.get("status").asText()).isEqualTo("queued");
        assertThat(Set.of(results.get(0).get("message_id").asText(), results.get(1).get("message_id").asText(),
                later.get("message_id").asText())).hasSize(3);
    }

    @Test
    @Timeout(30)
    void concurrentIdenticalPushesQueueExactlyOneMessage() throws Exception {
        String queue = TestBroker.uniqueName("push-dup-race");
        queen.configure(queue, obj()); // the race is on the message, not on creating the queue
        int requests = 8;
        ExecutorService pool = Executors.newFixedThreadPool(requests);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<JsonNode>> futures = new ArrayList<>();
            for (int i = 0; i < requests; i++) {
                int n = i;
                futures.add(pool.submit(() -> {
                    start.await();
                    return queen.push(queue, "p", "idempotent", obj("attempt", n)).deepCopy();
                }));
            }
            start.countDown();
            List<JsonNode> results = new ArrayList<>();
            for (Future<JsonNode> f : futures) {
                results.add(f.get(20, TimeUnit.SECONDS));
            }

            assertThat(results).filteredOn(r -> r.get("status").asText().equals("queued")).hasSize(1);
            assertThat(results).filteredOn(r -> r.get("status").asText().equals("duplicate")).hasSize(requests - 1);
            String winner = (String) Sql.value("""
                    SELECT m.id::text FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id
                    JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ?""", queue);
            assertThat(results).allSatisfy(r -> assertThat(r.get("message_id").asText()).isEqualTo(winner));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void messageIdsAreUuidV7StrictlyIncreasingInItemOrder() {
        String queue = TestBroker.uniqueName("push-ids");
        JsonNode results = queen.pushMany(queue, "p", "m", 100);

        List<String> ids = results.findValuesAsText("message_id");
        assertThat(ids).hasSize(100).doesNotHaveDuplicates();
        assertThat(ids).allSatisfy(id -> assertThat(UUID.fromString(id).version()).isEqualTo(7));
        for (int i = 1; i < ids.size(); i++) {
            // Canonical lowercase hex compares like the UUID's bytes, i.e. in time order for v7.
            assertThat(ids.get(i)).as("id %d after id %d", i, i - 1).isGreaterThan(ids.get(i - 1));
        }
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 100));
        assertThat(popped.stream().map(m -> m.get("id").asText()).toList()).containsExactlyElementsOf(ids);
    }

    @Test
    void itemsOfOneRequestToOnePartitionShareOneCreatedAt() {
        String queue = TestBroker.uniqueName("push-created-at");
        queen.pushMany(queue, "p", "m", 5);

        List<JsonNode> popped = messages(queen.pop(queue, "batch", 5));

        assertThat(popped.stream().map(m -> m.get("createdAt").asText()).distinct()).hasSize(1);
    }

    @Test
    void aPushedMessageIsVisibleToAnImmediateNonWaitingWildcardPop() {
        for (int i = 0; i < 20; i++) {
            String queue = TestBroker.uniqueName("push-visible");
            queen.push(queue, "p" + i, "tx", obj("i", i));

            Api.Response popped = queen.pop(queue, "wait", false);

            assertThat(popped.status()).as("pop right after push #%d", i).isEqualTo(200);
            assertThat(messages(popped).get(0).get("data").get("i").asInt()).isEqualTo(i);
        }
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
