package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.QUEUE_MODE;
import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.QueenClient.transactionIds;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code POST /api/v1/transaction}: docs/http-api.md §3.7, docs/semantics.md §9, with the decision (docs/decisions.md §D10) that a transactional
 * push of an existing (partition, transactionId) fails the whole transaction. Concurrent transactions share a
 * database commit but fail alone.
 */
@Timeout(30)
class TransactionIT {
    private final QueenClient queen = new QueenClient();
    private final ExecutorService pool = Executors.newCachedThreadPool();

    @AfterEach
    void stopPool() {
        pool.shutdownNow();
    }

    // ---- the happy path

    @Test
    void anAckAndAPushToAnotherQueueCommitTogether() {
        String source = TestBroker.uniqueName("tx-source");
        String sink = TestBroker.uniqueName("tx-sink");
        queen.push(source, "p", "order-7", obj("n", 7));
        JsonNode message = messages(queen.pop(source)).get(0);

        JsonNode body = transaction(ack(message, "completed"), push(item(sink, "customer-42", null, obj("total", 12.5))));

        assertThat(body.get("success").asBoolean()).as(body.toString()).isTrue();
        assertThat(UUID.fromString(body.get("transactionId").asText())).as("a fresh id for the transaction").isNotNull();
        JsonNode acked = body.get("results").get(0);
        assertThat(fieldNames(acked)).containsExactly("index", "type", "success", "transactionId", "error", "dlq");
        assertThat(acked.get("index").asInt()).isZero();
        assertThat(acked.get("type").asText()).isEqualTo("ack");
        assertThat(acked.get("success").asBoolean()).isTrue();
        assertThat(acked.get("transactionId").asText()).isEqualTo("order-7");
        assertThat(acked.get("error").isNull()).isTrue();
        assertThat(acked.get("dlq").asBoolean()).isFalse();
        JsonNode pushed = body.get("results").get(1);
        assertThat(fieldNames(pushed)).containsExactly("index", "type", "success", "transactionId", "messageId",
                "partitionId", "queueName");
        assertThat(pushed.get("index").asInt()).isEqualTo(1);
        assertThat(pushed.get("type").asText()).isEqualTo("push");
        assertThat(pushed.get("success").asBoolean()).isTrue();
        assertThat(pushed.get("queueName").asText()).isEqualTo(sink);

        assertThat(PopIT.consumerRow(source, "p", QUEUE_MODE).get("cursor_seq")).isEqualTo(1L);
        assertThat(PopIT.consumerRow(source, "p", QUEUE_MODE).get("lease_expires_at")).as("lease released").isNull();
        assertThat(queen.pop(source).status()).as("the acked message is consumed").isEqualTo(204);
        JsonNode delivered = messages(queen.pop(sink)).get(0);
        assertThat(delivered.get("data").get("total").asDouble()).isEqualTo(12.5);
        assertThat(delivered.get("partition").asText()).isEqualTo("customer-42");
        assertThat(delivered.get("id").asText()).isEqualTo(pushed.get("messageId").asText());
        assertThat(delivered.get("transactionId").asText()).isEqualTo(pushed.get("transactionId").asText());
        assertThat(delivered.get("partitionId").asText()).isEqualTo(pushed.get("partitionId").asText());
        assertThat(delivered.get("producerSub").isNull()).isTrue();
    }

    @Test
    void pushesSpanQueuesAndPartitionsAndGetDenseOffsets() {
        String first = TestBroker.uniqueName("tx-multi-a");
        String second = TestBroker.uniqueName("tx-multi-b");
        queen.push(first, "a", "before", 0);

        JsonNode body = transaction(
                push(item(first, "a", "a-1", 1), item(first, "a", "a-2", 2), item(first, "b", "b-1", 1)),
                push(item(second, null, "d-1", 1)));

        assertThat(body.get("success").asBoolean()).as(body.toString()).isTrue();
        JsonNode results = body.get("results");
        assertThat(results).hasSize(4);
        for (int i = 0; i < 4; i++) {
            assertThat(results.get(i).get("index").asInt()).as("indexes count push items one by one").isEqualTo(i);
            assertThat(results.get(i).get("success").asBoolean()).isTrue();
        }
        assertThat(results.findValuesAsText("transactionId")).containsExactly("a-1", "a-2", "b-1", "d-1");
        assertThat(results.findValuesAsText("queueName")).containsExactly(first, first, first, second);
        assertThat(offsets(first, "a")).containsExactly(1L, 2L, 3L);
        assertThat(offsets(first, "b")).containsExactly(1L);
        assertThat(offsets(second, "Default")).as("partition defaults to Default").containsExactly(1L);
        assertThat(Sql.value("""
                SELECT p.head_seq FROM queen.partitions p JOIN queen.queues q ON q.id = p.queue_id
                WHERE q.name = ? AND p.name = 'a'""", first)).isEqualTo(3L);
        assertThat(transactionIds(messages(queen.popPartition(first, "a", "batch", 10))))
                .containsExactly("before", "a-1", "a-2");
    }

    @Test
    void bothPushFormsAreAcceptedAndAMissingPayloadIsAnEmptyObject() {
        String queue = TestBroker.uniqueName("tx-forms");

        JsonNode body = transaction(
                obj("type", "push", "queue", queue, "partition", "p", "transactionId", "flat-data", "data", obj("x", 1)),
                obj("type", "push", "queue", queue, "partition", "p", "transactionId", "flat-none"),
                obj("type", "push", "items", List.of(obj("queue", queue, "partition", "p", "transactionId", "item-none"),
                        obj("queue", queue, "partition", "p", "transactionId", "item-null", "payload", null))));

        assertThat(body.get("success").asBoolean()).as(body.toString()).isTrue();
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 10));
        assertThat(transactionIds(popped)).containsExactly("flat-data", "flat-none", "item-none", "item-null");
        assertThat(popped.get(0).get("data").get("x").asInt()).isEqualTo(1);
        assertThat(popped.get(1).get("data").isObject()).isTrue();
        assertThat(popped.get(1).get("data")).isEmpty();
        assertThat(popped.get(2).get("data").isObject()).isTrue();
        assertThat(popped.get(2).get("data")).isEmpty();
        assertThat(popped.get(3).get("data").isNull()).as("an explicit null stays null").isTrue();
    }

    @Test
    void aPushWithoutTransactionIdGetsAFreshOne() {
        String queue = TestBroker.uniqueName("tx-generated-id");

        JsonNode body = transaction(push(item(queue, "p", null, 1)), push(item(queue, "p", null, 2)));

        List<String> ids = body.get("results").findValuesAsText("transactionId");
        assertThat(ids).hasSize(2).doesNotContain("").doesNotHaveDuplicates();
        assertThat(transactionIds(messages(queen.pop(queue, "batch", 10)))).containsExactlyElementsOf(ids);
    }

    @Test
    void severalAcksCommitTogetherAndReleaseEachLease() {
        String queue = TestBroker.uniqueName("tx-acks");
        queen.push(List.of(item(queue, "a", "a-0", 0), item(queue, "a", "a-1", 1), item(queue, "b", "b-0", 0)));
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 10, "partitions", 2));
        assertThat(popped).hasSize(3);

        JsonNode body = transaction(ack(popped.get(0), "completed"), ack(popped.get(1), "success"),
                ack(popped.get(2), null));

        assertThat(body.get("success").asBoolean()).as(body.toString()).isTrue();
        assertThat(body.get("results").findValuesAsText("success")).containsExactly("true", "true", "true");
        assertThat(PopIT.consumerRow(queue, "a", QUEUE_MODE).get("cursor_seq")).isEqualTo(2L);
        assertThat(PopIT.consumerRow(queue, "b", QUEUE_MODE).get("cursor_seq")).isEqualTo(1L);
        assertThat(queen.pop(queue, "batch", 10).status()).as("both leases released, nothing left").isEqualTo(204);
    }

    @Test
    void aPartialAckKeepsTheLeaseUntilTheCursorCoversEverythingDelivered() {
        String queue = TestBroker.uniqueName("tx-partial");
        queen.pushMany(queue, "p", "m", 2);
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 2));

        transaction(ack(popped.get(0), "completed"));

        assertThat(PopIT.consumerRow(queue, "p", QUEUE_MODE).get("lease_expires_at")).as("still leased").isNotNull();
        assertThat(queen.pop(queue).status()).isEqualTo(204);
        transaction(ack(popped.get(1), "completed"));
        assertThat(PopIT.consumerRow(queue, "p", QUEUE_MODE).get("lease_expires_at")).isNull();
    }

    @Test
    void failedAndDlqAcksDeadLetterAtOnceAndMoveTheCursorPast() {
        String queue = TestBroker.uniqueName("tx-dlq");
        queen.configure(queue, obj("retryLimit", 3));
        queen.pushMany(queue, "p", "m", 3);
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 2));
        Map<String, Object> failed = ack(popped.get(0), "failed");
        failed.put("error", "boom");

        JsonNode body = transaction(failed, ack(popped.get(1), "dlq"));

        assertThat(body.get("success").asBoolean()).as(body.toString()).isTrue();
        assertThat(body.get("results").findValuesAsText("dlq")).containsExactly("true", "true");
        assertThat(deadLetter(queue, "m-0")).containsEntry("error_message", "boom").containsEntry("retry_count", 0)
                .containsEntry("consumer_group", QUEUE_MODE);
        assertThat(deadLetter(queue, "m-1")).containsEntry("error_message", "Unknown error");
        Map<String, Object> consumer = PopIT.consumerRow(queue, "p", QUEUE_MODE);
        assertThat(consumer.get("cursor_seq")).isEqualTo(2L);
        assertThat(consumer.get("lease_expires_at")).as("lease released").isNull();
        assertThat(transactionIds(messages(queen.pop(queue, "batch", 10))))
                .as("no retry, no redelivery: only the message after them").containsExactly("m-2");
    }

    @Test
    void acksWithAConsumerGroupMoveOnlyThatGroup() {
        String queue = TestBroker.uniqueName("tx-group");
        queen.pushMany(queue, "p", "m", 2);
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 2, "consumerGroup", "billing"));

        Map<String, Object> first = ack(popped.get(0), "completed");
        first.put("consumerGroup", "billing");
        Map<String, Object> second = ack(popped.get(1), "completed");
        second.put("consumerGroup", "billing");
        assertThat(transaction(first, second).get("success").asBoolean()).isTrue();

        assertThat(queen.pop(queue, "consumerGroup", "billing").status()).isEqualTo(204);
        assertThat(transactionIds(messages(queen.pop(queue, "batch", 10, "consumerGroup", "audit"))))
                .as("another group still receives both").containsExactly("m-0", "m-1");
        assertThat(transactionIds(messages(queen.pop(queue, "batch", 10))))
                .as("and so does queue mode").containsExactly("m-0", "m-1");
    }

    @Test
    void aLeaseIdMustOwnTheLiveLease() {
        String queue = TestBroker.uniqueName("tx-lease");
        queen.push(queue, "p", "m", 1);
        JsonNode message = messages(queen.pop(queue)).get(0);
        Map<String, Object> foreign = ack(message, "completed");
        foreign.put("leaseId", UUID.randomUUID().toString());
        Map<String, Object> own = ack(message, "completed");
        own.put("leaseId", message.get("leaseId").asText());

        JsonNode refused = transaction(foreign);
        JsonNode accepted = transaction(own);

        assertThat(refused.get("success").asBoolean()).isFalse();
        assertThat(refused.get("error").asText()).isEqualTo("ACK operation failed: Invalid or expired lease");
        assertThat(accepted.get("success").asBoolean()).as(accepted.toString()).isTrue();
        assertThat(PopIT.consumerRow(queue, "p", QUEUE_MODE).get("cursor_seq")).isEqualTo(1L);
    }

    // ---- all or nothing

    @Test
    void aPushOfAnExistingTransactionIdFailsTheTransactionAndUndoesItsAck() {
        String source = TestBroker.uniqueName("tx-dup-source");
        String sink = TestBroker.uniqueName("tx-dup-sink");
        queen.push(sink, "p", "taken", obj("original", true));
        queen.push(source, "p", "m", 1);
        JsonNode message = messages(queen.pop(source)).get(0);

        JsonNode body = transaction(ack(message, "completed"), push(item(sink, "p", "taken", obj("original", false))));

        assertThat(body.get("success").asBoolean()).isFalse();
        assertThat(body.get("error").asText()).startsWith("PUSH operation failed: ").contains("taken");
        JsonNode results = body.get("results");
        assertThat(results).as("results up to and including the failing one").hasSize(2);
        assertThat(results.get(0).get("success").asBoolean()).isTrue();
        assertThat(results.get(1).get("success").asBoolean()).isFalse();
        assertThat(results.get(1).get("type").asText()).isEqualTo("push");
        Map<String, Object> consumer = PopIT.consumerRow(source, "p", QUEUE_MODE);
        assertThat(consumer.get("cursor_seq")).as("the ack is undone").isEqualTo(0L);
        assertThat(consumer.get("lease_expires_at")).as("the lease is still held").isNotNull();
        assertThat(Sql.value("""
                SELECT m.payload::text FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id
                JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ?""", sink))
                .isEqualTo("{\"original\": true}");
    }

    @Test
    void twoPushesOfOneTransactionIdInOneTransactionFailIt() {
        String queue = TestBroker.uniqueName("tx-dup-inside");

        JsonNode body = transaction(push(item(queue, "p", "same", 1), item(queue, "p", "same", 2)));

        assertThat(body.get("success").asBoolean()).isFalse();
        assertThat(body.get("results").findValuesAsText("success")).containsExactly("true", "false");
        assertThat(queen.pop(queue).status()).isEqualTo(204);
    }

    @Test
    void anAckOfAMessageThatDoesNotExistRollsBackThePushAndTheValidAck() throws Exception {
        String source = TestBroker.uniqueName("tx-rollback-source");
        String sink = TestBroker.uniqueName("tx-rollback-sink");
        queen.configure(source, obj("leaseTime", 1));
        queen.push(source, "p", "m", 1);
        JsonNode message = messages(queen.pop(source)).get(0);
        long popped = System.nanoTime();

        JsonNode body = transaction(push(item(sink, "p", null, obj("n", 1))), ack(message, "completed"),
                obj("type", "ack", "transactionId", "missing", "partitionId", message.get("partitionId").asText()));

        assertThat(body.get("success").asBoolean()).isFalse();
        assertThat(body.get("error").asText()).isEqualTo("ACK operation failed: Message not found");
        JsonNode results = body.get("results");
        assertThat(results).hasSize(3);
        assertThat(results.findValuesAsText("success")).containsExactly("true", "true", "false");
        assertThat(results.get(2).get("error").asText()).isEqualTo("Message not found");
        assertThat(Sql.count("SELECT count(*) FROM queen.queues WHERE name = ?", sink))
                .as("the queue the push created is gone too").isZero();
        assertThat(PopIT.consumerRow(source, "p", QUEUE_MODE).get("cursor_seq")).isEqualTo(0L);
        PopIT.sleepUntil(popped, Duration.ofMillis(1500));
        assertThat(transactionIds(messages(queen.pop(source)))).as("redelivered after the lease expired")
                .containsExactly("m");
        JsonNode again = transaction(push(item(sink, "p", null, obj("n", 2))));
        assertThat(again.get("success").asBoolean()).as("the queue can be created again: %s", again).isTrue();
    }

    @Test
    void anUnknownOperationTypeFailsTheTransaction() {
        String queue = TestBroker.uniqueName("tx-unknown-type");

        JsonNode body = transaction(push(item(queue, "p", "t", 1)), obj("type", "publish", "queue", queue));

        assertThat(body.get("success").asBoolean()).isFalse();
        assertThat(body.get("error").asText()).isEqualTo("Unknown operation type: publish");
        assertThat(body.get("results").get(1).get("type").asText()).isEqualTo("publish");
        assertThat(queen.pop(queue).status()).isEqualTo(204);
    }

    @Test
    void anAckWithStatusRetryFailsTheTransaction() {
        String queue = TestBroker.uniqueName("tx-retry");
        queen.push(queue, "p", "m", 1);
        JsonNode message = messages(queen.pop(queue)).get(0);

        JsonNode body = transaction(ack(message, "retry"));

        assertThat(body.get("success").asBoolean()).isFalse();
        assertThat(body.get("error").asText()).startsWith("ACK operation failed: ").contains("retry");
        assertThat(PopIT.consumerRow(queue, "p", QUEUE_MODE).get("lease_expires_at")).isNotNull();
    }

    // ---- concurrency: one commit, separate fates

    @Test
    @Timeout(60)
    void concurrentTransactionsWhereOneFailsDoNotAffectTheOthers() throws Exception {
        String queue = TestBroker.uniqueName("tx-concurrent");
        int count = 10;
        int bad = 3;
        CountDownLatch start = new CountDownLatch(1);
        List<CompletableFuture<JsonNode>> answers = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            List<Object> operations = new ArrayList<>();
            operations.add(push(item(queue, "p" + i, "t" + i, obj("n", i))));
            if (i == bad) {
                operations.add(obj("type", "ack", "transactionId", "missing", "partitionId",
                        UUID.randomUUID().toString()));
            }
            answers.add(CompletableFuture.supplyAsync(() -> {
                await(start);
                return transaction(operations.toArray());
            }, pool));
        }
        start.countDown();

        for (int i = 0; i < count; i++) {
            JsonNode body = answers.get(i).get(30, TimeUnit.SECONDS);
            assertThat(body.get("success").asBoolean()).as("transaction %d: %s", i, body).isEqualTo(i != bad);
        }
        assertThat(Sql.count("""
                SELECT count(*) FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id
                JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ?""", queue)).isEqualTo(count - 1);
        assertThat(offsets(queue, "p" + bad)).isEmpty();
    }

    /**
     * Holds the transaction lane on a row lock so that two transactions queue behind it and run in one batch:
     * the first creates a queue and fails, the second pushes to the same new queue and must still commit.
     */
    @Test
    void aFailedTransactionInABatchLeavesTheNextOneIntact() throws Exception {
        String blocked = TestBroker.uniqueName("tx-blocked");
        String fresh = TestBroker.uniqueName("tx-fresh");
        String partitionId = queen.push(blocked, "p", "first", 1).get("partition_id").asText();

        CompletableFuture<JsonNode> held;
        CompletableFuture<JsonNode> failing;
        CompletableFuture<JsonNode> passing;
        try (Connection lock = DriverManager.getConnection(TestBroker.jdbcUrl(), "postgres", "postgres")) {
            lock.setAutoCommit(false);
            try (PreparedStatement st = lock.prepareStatement(
                    "SELECT 1 FROM queen.partitions WHERE id = ?::uuid FOR UPDATE")) {
                st.setString(1, partitionId);
                st.executeQuery().close();
            }
            held = async(push(item(blocked, "p", "second", 2)));
            Thread.sleep(300);
            failing = async(push(item(fresh, "p", "lost", 1)),
                    obj("type", "ack", "transactionId", "missing", "partitionId", partitionId));
            Thread.sleep(300);
            passing = async(push(item(fresh, "p", "kept", 2)));
            Thread.sleep(300);
            assertThat(held).as("the lane waits for the lock").isNotDone();
            lock.commit();
        }

        assertThat(held.get(20, TimeUnit.SECONDS).get("success").asBoolean()).isTrue();
        assertThat(failing.get(20, TimeUnit.SECONDS).get("success").asBoolean()).isFalse();
        JsonNode kept = passing.get(20, TimeUnit.SECONDS);
        assertThat(kept.get("success").asBoolean()).as(kept.toString()).isTrue();
        assertThat(transactionIds(messages(queen.pop(fresh, "batch", 10)))).containsExactly("kept");
        assertThat(transactionIds(messages(queen.pop(blocked, "batch", 10)))).containsExactly("first", "second");
    }

    // ---- wake-ups

    @Test
    @Timeout(60)
    void aCommittedTransactionWakesLongPollsHereAndOnOtherBrokers() throws Exception {
        Map<String, String> env = TestBroker.env();
        // No safety-net re-check within the test's horizon: only a wake-up can answer in time.
        env.put("POP_WAIT_MAX_INTERVAL_MS", "60000");
        try (Broker second = Broker.start(BrokerConfig.fromEnv(env))) {
            QueenClient other = new QueenClient(new Api("http://127.0.0.1:" + second.port()));
            String local = TestBroker.uniqueName("tx-wake-local");
            String peer = TestBroker.uniqueName("tx-wake-peer");
            String released = TestBroker.uniqueName("tx-wake-released");
            queen.configure(local, obj());
            queen.configure(peer, obj());
            queen.pushMany(released, "p", "m", 2);
            JsonNode leased = messages(queen.pop(released)).get(0);

            CompletableFuture<Api.Response> onLocal = waitingPop(other, local);
            CompletableFuture<Api.Response> onPeer = waitingPop(other, peer);
            CompletableFuture<Api.Response> onRelease = waitingPop(other, released);
            Thread.sleep(500);
            assertThat(onRelease).as("m-1 waits behind the lease on m-0").isNotDone();
            long started = System.nanoTime();
            assertThat(transaction(other, push(item(local, "p", "here", 1))).get("success").asBoolean()).isTrue();
            assertThat(transaction(queen, push(item(peer, "p", "there", 1))).get("success").asBoolean()).isTrue();
            assertThat(transaction(other, ack(leased, "completed")).get("success").asBoolean()).isTrue();

            assertThat(transactionIds(messages(onLocal.get(15, TimeUnit.SECONDS)))).containsExactly("here");
            assertThat(transactionIds(messages(onPeer.get(15, TimeUnit.SECONDS)))).containsExactly("there");
            assertThat(transactionIds(messages(onRelease.get(15, TimeUnit.SECONDS)))).containsExactly("m-1");
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started)).isLessThan(5000);
        }
    }

    // ---- bad input

    @Test
    void malformedBodiesAre400WithAnError() {
        String queue = TestBroker.uniqueName("tx-bad");
        String partitionId = UUID.randomUUID().toString();
        Map<String, String> cases = new LinkedHashMap<>();
        cases.put("{}", "operations array required");
        cases.put("{\"operations\": {}}", "operations array required");
        cases.put("[]", "operations array required");
        cases.put("{\"operations\": []}", "operations array cannot be empty");
        cases.put("{\"operations\": [5]}", "Each operation must be an object");
        cases.put("{\"operations\": [{\"queue\": \"" + queue + "\"}]}", "Each operation must have a type");
        cases.put("{\"operations\": [{\"type\": 1}]}", "Operation type must be a string");
        cases.put("{\"operations\": [{\"type\": \"push\", \"items\": {}}]}", "items must be an array");
        cases.put("{\"operations\": [{\"type\": \"push\", \"items\": [{\"payload\": 1}]}]}", "Queue must be a string");
        cases.put("{\"operations\": [{\"type\": \"push\", \"payload\": 1}]}", "Queue must be a string");
        cases.put("{\"operations\": [{\"type\": \"push\", \"queue\": \"" + queue + "\", \"traceId\": \"nope\"}]}",
                "TraceId must be a UUID");
        cases.put("{\"operations\": [{\"type\": \"ack\", \"partitionId\": \"" + partitionId + "\"}]}",
                "valid transactionId string");
        cases.put("{\"operations\": [{\"type\": \"ack\", \"transactionId\": \"t\"}]}", "valid partitionId string");
        cases.put("{\"operations\": [{\"type\": \"ack\", \"transactionId\": \"t\", \"partitionId\": \"x\"}]}",
                "partitionId must be a UUID");
        cases.put("{\"operations\": [{\"type\": \"ack\", \"transactionId\": \"t\", \"partitionId\": \"" + partitionId
                + "\", \"status\": \"maybe\"}]}", "Unknown ack status: maybe");
        cases.put("", "Empty request body");
        cases.put("{\"operations\": [", "Invalid JSON");
        // A valid push before the bad operation: nothing runs when the request is rejected.
        cases.put("{\"operations\": [{\"type\": \"push\", \"queue\": \"" + queue + "\"}, 7]}",
                "Each operation must be an object");

        cases.forEach((body, error) -> {
            Api.Response response = queen.api.post("/api/v1/transaction", body);
            assertThat(response.status()).as("%s -> %s", body, response.text()).isEqualTo(400);
            assertThat(response.json().get("error").asText()).as(body).contains(error);
        });
        assertThat(Sql.count("SELECT count(*) FROM queen.queues WHERE name = ?", queue)).isZero();
    }

    @Test
    void requiredLeasesAndPushItemsWithoutItemsAreAccepted() {
        Api.Response response = queen.api.post("/api/v1/transaction", obj(
                "operations", List.of(obj("type", "push", "items", List.of())),
                "requiredLeases", List.of(UUID.randomUUID().toString())));

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json().get("success").asBoolean()).isTrue();
        assertThat(response.json().get("results")).isEmpty();
    }

    // ---- helpers

    private JsonNode transaction(Object... operations) {
        return transaction(queen, operations);
    }

    private static JsonNode transaction(QueenClient client, Object... operations) {
        Api.Response response = client.api.post("/api/v1/transaction", obj("operations", List.of(operations)));
        assertThat(response.status()).as("transaction: %s", response.text()).isEqualTo(200);
        return response.json();
    }

    private CompletableFuture<JsonNode> async(Object... operations) {
        return CompletableFuture.supplyAsync(() -> transaction(operations), pool);
    }

    private CompletableFuture<Api.Response> waitingPop(QueenClient client, String queue) {
        return CompletableFuture.supplyAsync(() -> client.pop(queue, "wait", true, "timeout", 20000), pool);
    }

    /** An ack operation for a popped message; {@code status} left out when null. */
    private static Map<String, Object> ack(JsonNode message, String status) {
        Map<String, Object> ack = obj("type", "ack", "transactionId", message.get("transactionId").asText(),
                "partitionId", message.get("partitionId").asText());
        if (status != null) {
            ack.put("status", status);
        }
        return ack;
    }

    @SafeVarargs
    private static Map<String, Object> push(Map<String, Object>... items) {
        return obj("type", "push", "items", List.of(items));
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<Long> offsets(String queue, String partition) {
        List<Long> offsets = new ArrayList<>();
        for (Map<String, Object> row : Sql.rows("""
                SELECT m.seq FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id
                JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ? AND p.name = ? ORDER BY m.seq""",
                queue, partition)) {
            offsets.add((Long) row.get("seq"));
        }
        return offsets;
    }

    private static Map<String, Object> deadLetter(String queue, String transactionId) {
        return Sql.row("""
                SELECT d.consumer_group, d.error_message, d.retry_count
                FROM queen.dead_letter_queue d JOIN queen.partitions p ON p.id = d.partition_id
                JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ? AND d.transaction_id = ?""",
                queue, transactionId);
    }

    static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
