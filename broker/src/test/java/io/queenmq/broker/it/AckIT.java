package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.QUEUE_MODE;
import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.QueenClient.transactionIds;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Acknowledgement: docs/http-api.md §3.5–§3.6, docs/semantics.md §7 with the decisions of docs/decisions.md §D10 (monotonic cursor, retry limit
 * judged once per partition and group per call, stop at the first retry-like item, retry counter reset after DLQ).
 */
@Timeout(30)
class AckIT {
    private final QueenClient queen = new QueenClient();

    @Test
    void aSingleAckAnswersAOneElementArrayWithTheDocumentedFields() {
        String queue = TestBroker.uniqueName("ack-shape");
        queen.push(queue, "customer-42", "order-7", 1);
        JsonNode message = messages(queen.pop(queue)).get(0);

        JsonNode result = queen.ack(message, "completed");

        List<String> fields = new ArrayList<>();
        result.fieldNames().forEachRemaining(fields::add);
        assertThat(fields).containsExactlyInAnyOrder("index", "transactionId", "success", "error", "queueName",
                "partitionName", "leaseReleased", "dlq");
        assertThat(result.get("index").asInt()).isZero();
        assertThat(result.get("transactionId").asText()).isEqualTo("order-7");
        assertThat(result.get("success").asBoolean()).isTrue();
        assertThat(result.get("error").isNull()).isTrue();
        assertThat(result.get("queueName").asText()).isEqualTo(queue);
        assertThat(result.get("partitionName").asText()).isEqualTo("customer-42");
        assertThat(result.get("leaseReleased").asBoolean()).isTrue();
        assertThat(result.get("dlq").asBoolean()).isFalse();
        assertThat(queen.pop(queue).status()).isEqualTo(204);
    }

    @Test
    void statusDefaultsToCompletedAndSuccessIsAnAlias() {
        String queue = TestBroker.uniqueName("ack-default-status");
        queen.pushMany(queue, "p", "m", 2);
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 2));

        Api.Response noStatus = queen.api.post("/api/v1/ack", obj(
                "transactionId", "m-0", "partitionId", popped.get(0).get("partitionId").asText(),
                "leaseId", popped.get(0).get("leaseId").asText()));
        JsonNode success = queen.ack(popped.get(1), "success");

        assertThat(noStatus.json().get(0).get("success").asBoolean()).isTrue();
        assertThat(success.get("success").asBoolean()).isTrue();
        assertThat(success.get("leaseReleased").asBoolean()).isTrue();
        assertThat(queen.pop(queue).status()).isEqualTo(204);
    }

    @Test
    void aBatchAckCoversSeveralPartitionsAndReleasesEachLease() {
        String queue = TestBroker.uniqueName("ack-batch");
        queen.push(List.of(item(queue, "a", "a-0", 0), item(queue, "a", "a-1", 1), item(queue, "b", "b-0", 0)));
        Api.Response response = queen.pop(queue, "batch", 10, "partitions", 2);
        List<JsonNode> popped = messages(response);
        assertThat(popped).hasSize(3);

        JsonNode results = queen.ackBatch(popped, "completed");

        assertThat(results).hasSize(3);
        for (int i = 0; i < 3; i++) {
            assertThat(results.get(i).get("index").asInt()).isEqualTo(i);
            assertThat(results.get(i).get("transactionId").asText())
                    .isEqualTo(popped.get(i).get("transactionId").asText());
            assertThat(results.get(i).get("success").asBoolean()).isTrue();
        }
        assertThat(Sql.count("SELECT count(*) FROM queen.partition_consumers WHERE lease_id = ?::uuid"
                + " AND lease_expires_at IS NOT NULL", response.json().get("leaseId").asText()))
                .as("no live lease left").isZero();
        assertThat(PopIT.consumerRow(queue, "a", QUEUE_MODE).get("cursor_seq")).isEqualTo(2L);
        assertThat(PopIT.consumerRow(queue, "b", QUEUE_MODE).get("cursor_seq")).isEqualTo(1L);
        assertThat(queen.pop(queue, "batch", 10).status()).isEqualTo(204);
    }

    @Test
    void aPartialAckKeepsTheLeaseUntilEveryDeliveredMessageIsAcked() {
        String queue = TestBroker.uniqueName("ack-partial");
        queen.pushMany(queue, "p", "m", 3);
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 3));

        JsonNode first = queen.ack(popped.get(0), "completed");

        assertThat(first.get("leaseReleased").asBoolean()).isFalse();
        assertThat(queen.pop(queue, "batch", 3).status()).as("the lease is still held").isEqualTo(204);
        JsonNode rest = queen.ackBatch(popped.subList(1, 3), "completed");
        assertThat(rest.get(0).get("leaseReleased").asBoolean()).isFalse();
        assertThat(rest.get(1).get("leaseReleased").asBoolean()).isTrue();
    }

    @Test
    void anAckWithAForeignLeaseIdFails() {
        String queue = TestBroker.uniqueName("ack-bad-lease");
        queen.push(queue, "p", "tx", 1);
        JsonNode message = messages(queen.pop(queue)).get(0);

        Api.Response response = queen.api.post("/api/v1/ack", obj(
                "transactionId", "tx", "partitionId", message.get("partitionId").asText(),
                "leaseId", UUID.randomUUID().toString(), "status", "completed"));

        JsonNode result = response.json().get(0);
        assertThat(result.get("success").asBoolean()).isFalse();
        assertThat(result.get("error").asText()).isEqualTo("Invalid or expired lease");
        assertThat(PopIT.consumerRow(queue, "p", QUEUE_MODE).get("cursor_seq")).as("nothing applied").isEqualTo(0L);
    }

    @Test
    void anAckOfAnUnknownMessageFails() {
        String queue = TestBroker.uniqueName("ack-unknown");
        JsonNode pushed = queen.push(queue, "p", "tx", 1);

        JsonNode wrongTx = queen.ackBatch(null, List.of(
                obj("transactionId", "no-such-tx", "partitionId", pushed.get("partition_id").asText()),
                obj("transactionId", "tx", "partitionId", UUID.randomUUID().toString())));

        assertThat(wrongTx.get(0).get("success").asBoolean()).isFalse();
        assertThat(wrongTx.get(0).get("error").asText()).isEqualTo("Message not found");
        assertThat(wrongTx.get(1).get("success").asBoolean()).isFalse();
        assertThat(wrongTx.get(1).get("error").asText()).isEqualTo("Message not found");
    }

    @Test
    void oneFailingItemDoesNotStopTheOthers() {
        String queue = TestBroker.uniqueName("ack-isolated");
        queen.push(List.of(item(queue, "a", "a-0", 0), item(queue, "b", "b-0", 0)));
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 10, "partitions", 2));
        List<Map<String, Object>> acks = new ArrayList<>();
        acks.add(obj("transactionId", "ghost", "partitionId", popped.get(0).get("partitionId").asText()));
        for (JsonNode m : popped) {
            acks.add(obj("transactionId", m.get("transactionId").asText(),
                    "partitionId", m.get("partitionId").asText(), "leaseId", m.get("leaseId").asText()));
        }

        JsonNode results = queen.ackBatch(null, acks);

        assertThat(results.findValuesAsText("success")).containsExactly("false", "true", "true");
        assertThat(queen.pop(queue, "batch", 10).status()).isEqualTo(204);
    }

    @Test
    void aFailedMessageIsRedeliveredImmediately() {
        String queue = TestBroker.uniqueName("ack-failed");
        queen.pushMany(queue, "p", "m", 2);
        List<JsonNode> first = messages(queen.pop(queue, "batch", 2));

        JsonNode result = queen.ack(first.get(0), "failed", "try again");

        assertThat(result.get("success").asBoolean()).isTrue();
        assertThat(result.get("leaseReleased").asBoolean()).isTrue();
        assertThat(result.get("dlq").asBoolean()).isFalse();
        List<JsonNode> again = messages(queen.pop(queue, "batch", 2));
        assertThat(transactionIds(again)).as("the whole window comes back").containsExactly("m-0", "m-1");
        assertThat(again.get(0).get("id")).isEqualTo(first.get(0).get("id"));
        assertThat(again.get(0).get("leaseId")).isNotEqualTo(first.get(0).get("leaseId"));
    }

    @Test
    void withRetryLimitOneAMessageFailedTwiceIsDeadLettered() {
        String queue = TestBroker.uniqueName("ack-dlq-limit");
        // Dead-lettering does not depend on the two stored-only DLQ flags (docs/decisions.md §D10: keep the unconditional DLQ).
        queen.configure(queue, obj("retryLimit", 1, "deadLetterQueue", false, "dlqAfterMaxRetries", false));
        queen.push(queue, "p", "poison", obj("bad", true));

        int deliveries = 0;
        JsonNode last = null;
        for (int i = 0; i < 5; i++) {
            List<JsonNode> popped = messages(queen.pop(queue));
            if (popped.isEmpty()) {
                break;
            }
            deliveries++;
            last = queen.ack(popped.get(0), "failed", "boom #" + deliveries);
        }

        assertThat(deliveries).isEqualTo(2);
        assertThat(last.get("dlq").asBoolean()).isTrue();
        assertThat(last.get("success").asBoolean()).isTrue();
        Map<String, Object> dlq = deadLetter(queue, "poison");
        assertThat(dlq.get("consumer_group")).isEqualTo(QUEUE_MODE);
        assertThat((String) dlq.get("error_message")).contains("boom #2");
        assertThat(queen.pop(queue).status()).as("nothing left after dead-lettering").isEqualTo(204);
    }

    @Test
    void withRetryLimitThreeABatchFailedTwiceThenCompletedIsNotDeadLettered() {
        String queue = TestBroker.uniqueName("ack-retry-success");
        queen.configure(queue, obj("retryLimit", 3));
        queen.pushMany(queue, "p", "m", 3);

        int deliveries = 0;
        for (int round = 0; round < 10; round++) {
            List<JsonNode> popped = messages(queen.pop(queue, "batch", 3));
            if (popped.isEmpty()) {
                break;
            }
            deliveries++;
            assertThat(transactionIds(popped)).containsExactly("m-0", "m-1", "m-2");
            JsonNode results = queen.ackBatch(popped, deliveries <= 2 ? "failed" : "completed");
            assertThat(results.findValuesAsText("dlq")).containsOnly("false");
        }

        assertThat(deliveries).isEqualTo(3);
        assertThat(deadLetterCount(queue)).isZero();
    }

    @Test
    void aFailedBatchAtTheLimitIsDeadLetteredAsAWhole() {
        // docs/decisions.md §D10: the limit is judged once per (partition, group) per call; no first message silently consumed.
        String queue = TestBroker.uniqueName("ack-dlq-window");
        queen.configure(queue, obj("retryLimit", 1));
        queen.pushMany(queue, "p", "m", 3);

        List<JsonNode> first = messages(queen.pop(queue, "batch", 3));
        queen.ackBatch(first, "failed");
        List<JsonNode> second = messages(queen.pop(queue, "batch", 3));
        assertThat(transactionIds(second)).containsExactly("m-0", "m-1", "m-2");
        JsonNode results = queen.ackBatch(second, "failed");

        assertThat(results.findValuesAsText("dlq")).containsExactly("true", "true", "true");
        assertThat(deadLetterCount(queue)).isEqualTo(3);
        assertThat(queen.pop(queue, "batch", 3).status()).isEqualTo(204);
    }

    @Test
    void theRetryCounterStartsAgainAfterADeadLetter() {
        // docs/decisions.md §D10 fix of docs/semantics.md §7.5: the next window's first failure is retried, not dead-lettered at once.
        String queue = TestBroker.uniqueName("ack-dlq-reset");
        queen.configure(queue, obj("retryLimit", 1));
        queen.push(queue, "p", "first", 0);
        queen.ack(messages(queen.pop(queue)).get(0), "failed");
        queen.ack(messages(queen.pop(queue)).get(0), "failed"); // dead-lettered
        queen.push(queue, "p", "second", 1);

        JsonNode result = queen.ack(messages(queen.pop(queue)).get(0), "failed");

        assertThat(result.get("dlq").asBoolean()).isFalse();
        assertThat(transactionIds(messages(queen.pop(queue)))).containsExactly("second");
    }

    @Test
    void retryRedeliversWithoutCountingTowardsTheLimit() {
        String queue = TestBroker.uniqueName("ack-retry");
        queen.configure(queue, obj("retryLimit", 1));
        queen.push(queue, "p", "tx", 1);

        for (int i = 0; i < 3; i++) {
            JsonNode result = queen.ack(messages(queen.pop(queue)).get(0), "retry");
            assertThat(result.get("success").asBoolean()).isTrue();
            assertThat(result.get("leaseReleased").asBoolean()).isTrue();
        }
        assertThat(PopIT.consumerRow(queue, "p", QUEUE_MODE).get("retry_count")).isEqualTo(0);
        JsonNode failed = queen.ack(messages(queen.pop(queue)).get(0), "failed");

        assertThat(failed.get("dlq").asBoolean()).as("the first real failure is still below the limit").isFalse();
        assertThat(transactionIds(messages(queen.pop(queue)))).containsExactly("tx");
        assertThat(deadLetterCount(queue)).isZero();
    }

    @Test
    void dlqStatusDeadLettersAtOnce() {
        String queue = TestBroker.uniqueName("ack-dlq-status");
        queen.pushMany(queue, "p", "m", 2);
        List<JsonNode> popped = messages(queen.pop(queue));

        JsonNode result = queen.ack(popped.get(0), "dlq", "unparseable");

        assertThat(result.get("success").asBoolean()).isTrue();
        assertThat(result.get("dlq").asBoolean()).isTrue();
        Map<String, Object> dlq = deadLetter(queue, "m-0");
        assertThat(dlq.get("error_message")).isEqualTo("unparseable");
        assertThat(transactionIds(messages(queen.pop(queue)))).as("the cursor moved past it").containsExactly("m-1");
    }

    @Test
    void deadLetteringIsPerGroup() {
        String queue = TestBroker.uniqueName("ack-dlq-group");
        queen.push(queue, "p", "tx", 1);
        JsonNode billing = messages(queen.pop(queue, "consumerGroup", "billing")).get(0);
        queen.ack(billing, "dlq", "billing cannot");

        assertThat(deadLetter(queue, "tx").get("consumer_group")).isEqualTo("billing");
        assertThat(transactionIds(messages(queen.pop(queue, "consumerGroup", "audit")))).containsExactly("tx");
    }

    @Test
    void aCompletedAckAfterAFailedOneOfTheSamePartitionIsNotApplied() {
        // docs/decisions.md §D10: stop at the first retry-like item of a group, so the failed message is not skipped.
        String queue = TestBroker.uniqueName("ack-mixed");
        queen.pushMany(queue, "p", "m", 3);
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 3));
        List<Map<String, Object>> acks = new ArrayList<>();
        String[] statuses = {"failed", "completed", "completed"};
        for (int i = 0; i < 3; i++) {
            acks.add(obj("transactionId", popped.get(i).get("transactionId").asText(),
                    "partitionId", popped.get(i).get("partitionId").asText(),
                    "leaseId", popped.get(i).get("leaseId").asText(), "status", statuses[i]));
        }

        JsonNode results = queen.ackBatch(null, acks);

        assertThat(results.get(0).get("success").asBoolean()).isTrue();
        assertThat(results.get(1).get("success").asBoolean()).as("not applied").isFalse();
        assertThat(results.get(2).get("success").asBoolean()).as("not applied").isFalse();
        assertThat(transactionIds(messages(queen.pop(queue, "batch", 3))))
                .as("the failed message and everything after it come back").containsExactly("m-0", "m-1", "m-2");
    }

    @Test
    void aFailureInOnePartitionDoesNotHoldBackAnotherPartitionOfTheSameBatch() {
        String queue = TestBroker.uniqueName("ack-failed-one-partition");
        queen.push(List.of(item(queue, "a", "a-0", 0), item(queue, "a", "a-1", 1), item(queue, "b", "b-0", 0)));
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 10, "partitions", 2));
        assertThat(popped).hasSize(3);
        List<Map<String, Object>> acks = new ArrayList<>();
        for (JsonNode m : popped) {
            String tx = m.get("transactionId").asText();
            acks.add(obj("transactionId", tx, "partitionId", m.get("partitionId").asText(),
                    "leaseId", m.get("leaseId").asText(), "status", tx.equals("a-0") ? "failed" : "completed"));
        }

        JsonNode results = queen.ackBatch(null, acks);

        for (int i = 0; i < 3; i++) {
            String tx = popped.get(i).get("transactionId").asText();
            boolean applied = !tx.equals("a-1"); // a-1 comes after the failed a-0 of the same partition
            assertThat(results.get(i).get("success").asBoolean()).as(tx).isEqualTo(applied);
        }
        assertThat(PopIT.consumerRow(queue, "b", QUEUE_MODE).get("cursor_seq")).isEqualTo(1L);
        assertThat(PopIT.consumerRow(queue, "b", QUEUE_MODE).get("lease_expires_at")).isNull();
        assertThat(transactionIds(messages(queen.pop(queue, "batch", 10, "partitions", 2))))
                .containsExactly("a-0", "a-1");
    }

    @Test
    void outOfOrderAcksOfOneBatchAllSucceed() {
        // Consumers that process a batch concurrently ack in completion order, not in message order.
        String queue = TestBroker.uniqueName("ack-out-of-order");
        queen.pushMany(queue, "p", "m", 3);
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 3));

        JsonNode last = queen.ack(popped.get(2), "completed");
        JsonNode first = queen.ack(popped.get(0), "completed");
        JsonNode middle = queen.ack(popped.get(1), "completed");

        assertThat(List.of(last, first, middle)).allSatisfy(result -> {
            assertThat(result.get("success").asBoolean()).as(result.toString()).isTrue();
            assertThat(result.get("error").isNull()).as(result.toString()).isTrue();
        });
        assertThat(queen.pop(queue, "batch", 3).status()).isEqualTo(204);
    }

    @Test
    void theCursorNeverMovesBackwards() {
        String queue = TestBroker.uniqueName("ack-monotonic");
        queen.pushMany(queue, "p", "m", 3);
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 3));
        queen.ack(popped.get(2), "completed");

        JsonNode stale = queen.ackBatch(null, List.of(obj("transactionId", "m-0",
                "partitionId", popped.get(0).get("partitionId").asText())));

        assertThat(stale.get(0).get("success").asBoolean()).isTrue();
        assertThat(PopIT.consumerRow(queue, "p", QUEUE_MODE).get("cursor_seq")).isEqualTo(3L);
        assertThat(queen.pop(queue, "batch", 3).status()).as("nothing redelivered").isEqualTo(204);
    }

    @Test
    void anAckWithoutLeaseIdIsAppliedWithoutALeaseCheck() {
        String queue = TestBroker.uniqueName("ack-no-lease");
        queen.pushMany(queue, "p", "m", 2);
        String partitionId = messages(queen.pop(queue, "batch", 2)).get(0).get("partitionId").asText();

        JsonNode results = queen.ackBatch(null, List.of(
                obj("transactionId", "m-0", "partitionId", partitionId),
                obj("transactionId", "m-1", "partitionId", partitionId, "leaseId", null)));

        assertThat(results.findValuesAsText("success")).containsExactly("true", "true");
        assertThat(results.get(1).get("leaseReleased").asBoolean()).isTrue();
        assertThat(queen.pop(queue, "batch", 2).status()).isEqualTo(204);
    }

    @Test
    void anAckByAGroupThatNeverPoppedSucceedsAndPositionsTheGroup() {
        // docs/decisions.md §D10: keep success for a missing consumer row, but create the row.
        String queue = TestBroker.uniqueName("ack-no-row");
        JsonNode pushed = queen.pushMany(queue, "p", "m", 2);

        JsonNode results = queen.ackBatch("bystander", List.of(
                obj("transactionId", "m-0", "partitionId", pushed.get(0).get("partition_id").asText())));

        assertThat(results.get(0).get("success").asBoolean()).isTrue();
        assertThat(PopIT.consumerRow(queue, "p", "bystander").get("cursor_seq")).isEqualTo(1L);
        assertThat(transactionIds(messages(queen.pop(queue, "consumerGroup", "bystander", "batch", 10))))
                .containsExactly("m-1");
    }

    @Test
    void theBatchConsumerGroupAppliesToEveryItem() {
        String queue = TestBroker.uniqueName("ack-batch-group");
        queen.push(queue, "p", "tx", 1);
        JsonNode message = messages(queen.pop(queue, "consumerGroup", "billing")).get(0);

        JsonNode results = queen.ackBatch("billing", List.of(obj("transactionId", "tx",
                "partitionId", message.get("partitionId").asText(), "leaseId", message.get("leaseId").asText(),
                "consumerGroup", "ignored-per-item-group")));

        assertThat(results.get(0).get("success").asBoolean()).isTrue();
        assertThat(PopIT.consumerRow(queue, "p", "billing").get("cursor_seq")).isEqualTo(1L);
        assertThat(Sql.count("""
                SELECT count(*) FROM queen.partition_consumers WHERE consumer_group = 'ignored-per-item-group'
                AND partition_id = ?::uuid""", message.get("partitionId").asText())).isZero();
    }

    @Test
    void anEmptyAcknowledgmentsArrayAnswersAnEmptyArray() {
        Api.Response response = queen.api.post("/api/v1/ack/batch", obj("acknowledgments", List.of()));

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json().isArray()).isTrue();
        assertThat(response.json()).isEmpty();
    }

    private static Map<String, Object> deadLetter(String queue, String transactionId) {
        return Sql.row("""
                SELECT d.consumer_group, d.error_message, d.message_id::text AS message_id, d.retry_count
                FROM queen.dead_letter_queue d JOIN queen.partitions p ON p.id = d.partition_id
                JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ? AND d.transaction_id = ?""",
                queue, transactionId);
    }

    private static long deadLetterCount(String queue) {
        return Sql.count("""
                SELECT count(*) FROM queen.dead_letter_queue d JOIN queen.partitions p ON p.id = d.partition_id
                JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ?""", queue);
    }
}
