package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.QUEUE_MODE;
import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.QueenClient.transactionIds;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Both pop routes without long polling: docs/http-api.md §3.4, docs/semantics.md §5. */
@Timeout(30)
class PopIT {
    private final QueenClient queen = new QueenClient();

    @Test
    void anEmptyQueueAnswers204WithoutBody() {
        String queue = TestBroker.uniqueName("pop-empty");
        queen.configure(queue, obj());

        Api.Response response = queen.pop(queue);

        assertThat(response.status()).isEqualTo(204);
        assertThat(response.text()).isEmpty();
    }

    @Test
    void anUnknownQueueOrPartitionAnswers204() {
        String queue = TestBroker.uniqueName("pop-unknown");
        assertThat(queen.pop(queue).status()).isEqualTo(204);
        assertThat(queen.popPartition(queue, "nowhere").status()).isEqualTo(204);

        queen.push(queue, "somewhere", "tx", 1);

        assertThat(queen.popPartition(queue, "nowhere").status()).isEqualTo(204);
    }

    @Test
    void answersEveryDocumentedFieldAtTopLevelAndPerMessage() {
        String queue = TestBroker.uniqueName("pop-shape");
        JsonNode pushed = queen.push(queue, "customer-42", "order-7", obj("orderId", 7, "amount", 12.5));

        Api.Response response = queen.pop(queue, "batch", 10);

        assertThat(response.status()).isEqualTo(200);
        JsonNode body = response.json();
        assertThat(body.get("success").asBoolean()).isTrue();
        assertThat(body.get("queue").asText()).isEqualTo(queue);
        assertThat(body.get("partition").asText()).isEqualTo("customer-42");
        assertThat(body.get("partitionId").asText()).isEqualTo(pushed.get("partition_id").asText());
        assertThat(body.get("consumerGroup").asText()).isEqualTo(QUEUE_MODE);
        assertThat(body.get("partitionsClaimed").asInt()).isEqualTo(1);
        String leaseId = body.get("leaseId").asText();
        assertThat(UUID.fromString(leaseId).version()).isEqualTo(7);

        JsonNode message = body.get("messages").get(0);
        List<String> fields = new ArrayList<>();
        message.fieldNames().forEachRemaining(fields::add);
        assertThat(fields).containsExactlyInAnyOrder("id", "transactionId", "traceId", "traceparent", "data",
                "producerSub", "createdAt", "partitionId", "partition", "leaseId", "consumerGroup");
        assertThat(message.get("id").asText()).isEqualTo(pushed.get("message_id").asText());
        assertThat(message.get("transactionId").asText()).isEqualTo("order-7");
        assertThat(message.get("traceId").isNull()).isTrue();
        assertThat(message.get("traceparent").isNull()).isTrue();
        assertThat(message.get("producerSub").isNull()).isTrue();
        assertThat(message.get("data")).isEqualTo(Api.parse("{\"orderId\":7,\"amount\":12.5}"));
        assertThat(message.get("partitionId").asText()).isEqualTo(pushed.get("partition_id").asText());
        assertThat(message.get("partition").asText()).isEqualTo("customer-42");
        assertThat(message.get("leaseId").asText()).isEqualTo(leaseId);
        assertThat(message.get("consumerGroup").asText()).isEqualTo(QUEUE_MODE);
    }

    @Test
    void createdAtIsUtcWithMicroseconds() {
        String queue = TestBroker.uniqueName("pop-created-at");
        Instant before = Instant.now();
        queen.push(queue, null, "tx", 1);

        String createdAt = messages(queen.pop(queue)).get(0).get("createdAt").asText();

        assertThat(createdAt).matches("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z");
        assertThat(Instant.parse(createdAt)).isBetween(before.minusSeconds(5), Instant.now().plusSeconds(5));
    }

    @Test
    void thePartitionRouteServesOnlyThatPartition() {
        String queue = TestBroker.uniqueName("pop-partition-route");
        queen.push(List.of(item(queue, "a", "a-0", 0), item(queue, "b", "b-0", 0), item(queue, "b", "b-1", 1)));

        Api.Response response = queen.popPartition(queue, "b", "batch", 10, "partitions", 5);

        assertThat(transactionIds(messages(response))).containsExactly("b-0", "b-1");
        assertThat(response.json().get("partition").asText()).isEqualTo("b");
        assertThat(response.json().get("partitionsClaimed").asInt()).isEqualTo(1);
    }

    @Test
    void aPartitionWhoseMessagesWereDeletedIsSteppedOverOnce() {
        String queue = TestBroker.uniqueName("pop-deleted");
        String gone = queen.push(queue, "gone", "g-1", Map.of("n", 1)).get("partition_id").asText();
        queen.push(queue, "kept", "k-1", Map.of("n", 2));
        Sql.update("DELETE FROM queen.messages WHERE partition_id = ?::uuid", gone);

        Api.Response response = queen.pop(queue, "batch", 10, "partitions", 2, "autoAck", true);

        assertThat(transactionIds(messages(response))).containsExactly("k-1");
        assertThat(consumerRow(queue, "gone", QUEUE_MODE).get("cursor_seq"))
                .as("the emptied partition's cursor moved to its head, so it is no longer a candidate").isEqualTo(1L);
    }

    @Test
    void batchCapsHowManyMessagesOnePopReturns() {
        String queue = TestBroker.uniqueName("pop-batch");
        queen.pushMany(queue, "p", "m", 5);

        List<JsonNode> first = messages(queen.pop(queue, "batch", 3));
        assertThat(transactionIds(first)).containsExactly("m-0", "m-1", "m-2");
        queen.ackBatch(first, "completed");
        List<JsonNode> rest = messages(queen.pop(queue, "batch", 10));

        assertThat(transactionIds(rest)).containsExactly("m-3", "m-4");
    }

    @Test
    void withoutABatchParameterOneMessageIsReturned() {
        String queue = TestBroker.uniqueName("pop-default-batch");
        queen.pushMany(queue, "p", "m", 3);

        assertThat(messages(queen.pop(queue))).hasSize(1);
    }

    @Test
    void messagesOfAPartitionComeInPushOrder() {
        String queue = TestBroker.uniqueName("pop-order");
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            queen.push(queue, "p", "single-" + i, i);
            expected.add("single-" + i);
        }
        queen.pushMany(queue, "p", "batched", 10);
        for (int i = 0; i < 10; i++) {
            expected.add("batched-" + i);
        }

        assertThat(transactionIds(messages(queen.pop(queue, "batch", 100)))).containsExactlyElementsOf(expected);
    }

    @Test
    void multiPartitionPopClaimsDistinctPartitionsUnderOneLease() {
        String queue = TestBroker.uniqueName("pop-multi");
        pushTwoEach(queue, "a", "b", "c", "d");

        Api.Response response = queen.pop(queue, "batch", 100, "partitions", 3);

        List<JsonNode> popped = messages(response);
        String leaseId = response.json().get("leaseId").asText();
        assertThat(response.json().get("partitionsClaimed").asInt()).isEqualTo(3);
        assertThat(popped).hasSize(6);
        assertThat(popped).allSatisfy(m -> assertThat(m.get("leaseId").asText()).isEqualTo(leaseId));
        List<String> partitions = popped.stream().map(m -> m.get("partition").asText()).toList();
        assertThat(new LinkedHashSet<>(partitions)).hasSize(3);
        assertThat(response.json().get("partition").asText()).as("the first claimed partition")
                .isEqualTo(partitions.get(0));
        assertThat(response.json().get("partitionId").asText()).isEqualTo(popped.get(0).get("partitionId").asText());
        for (int i = 0; i < 6; i += 2) {
            // Each partition's messages are contiguous and in order.
            String partition = partitions.get(i);
            assertThat(partitions.get(i + 1)).isEqualTo(partition);
            assertThat(transactionIds(popped.subList(i, i + 2))).containsExactly(partition + "-0", partition + "-1");
        }
        assertThat(Sql.count("SELECT count(*) FROM queen.partition_consumers WHERE lease_id = ?::uuid", leaseId))
                .isEqualTo(3);
    }

    @Test
    void batchIsAGlobalCapAcrossClaimedPartitions() {
        String queue = TestBroker.uniqueName("pop-multi-cap");
        pushTwoEach(queue, "a", "b", "c");

        List<JsonNode> popped = messages(queen.pop(queue, "batch", 4, "partitions", 3));

        assertThat(popped).hasSize(4);
    }

    @Test
    void popsOfSeveralPartitionsWhoseCapEndsInsideOneDeliverEveryMessageOnceInOrder() {
        String queue = TestBroker.uniqueName("pop-multi-share");
        for (String partition : List.of("a", "b", "c")) {
            queen.pushMany(queue, partition, partition, 3);
        }
        Map<String, List<String>> byPartition = new TreeMap<>();
        List<Integer> sizes = new ArrayList<>();
        for (int pop = 0; pop < 10; pop++) {
            List<JsonNode> popped = messages(queen.pop(queue, "batch", 4, "partitions", 3, "autoAck", true));
            if (popped.isEmpty()) {
                break;
            }
            sizes.add(popped.size());
            popped.forEach(m -> byPartition.computeIfAbsent(m.get("partition").asText(), k -> new ArrayList<>())
                    .add(m.get("transactionId").asText()));
        }

        assertThat(sizes.get(0)).isEqualTo(4);
        assertThat(sizes.stream().mapToInt(Integer::intValue).sum()).isEqualTo(9);
        assertThat(byPartition).containsExactly(Map.entry("a", List.of("a-0", "a-1", "a-2")),
                Map.entry("b", List.of("b-0", "b-1", "b-2")), Map.entry("c", List.of("c-0", "c-1", "c-2")));
    }

    @Test
    void aDefaultPopDrainsOnePartitionOnly() {
        String queue = TestBroker.uniqueName("pop-one-partition");
        pushTwoEach(queue, "a", "b", "c");

        List<JsonNode> popped = messages(queen.pop(queue, "batch", 100));

        assertThat(popped).hasSize(2);
        assertThat(popped.stream().map(m -> m.get("partitionId").asText()).distinct()).hasSize(1);
    }

    @Test
    void autoAckCommitsOnDeliveryAndKeepsNoLease() {
        String queue = TestBroker.uniqueName("pop-auto-ack");
        queen.configure(queue, obj("leaseTime", 1));
        queen.pushMany(queue, "p", "m", 2);

        Api.Response response = queen.pop(queue, "batch", 10, "autoAck", true);

        assertThat(response.json().get("leaseId").asText()).isEmpty();
        assertThat(messages(response)).hasSize(2)
                .allSatisfy(m -> assertThat(m.get("leaseId").asText()).isEmpty());
        Map<String, Object> consumer = consumerRow(queue, "p", QUEUE_MODE);
        assertThat(consumer.get("cursor_seq")).isEqualTo(2L);
        assertThat(consumer.get("lease_id")).isNull();
        assertThat(queen.pop(queue, "batch", 10).status()).as("nothing is redelivered").isEqualTo(204);
    }

    @Test
    void aHeldLeaseBlocksTheSameGroupButNotOtherGroups() {
        String queue = TestBroker.uniqueName("pop-lease-held");
        queen.pushMany(queue, "p", "m", 2);

        JsonNode held = messages(queen.pop(queue, "consumerGroup", "g1")).get(0);
        assertThat(held.get("transactionId").asText()).isEqualTo("m-0");

        assertThat(queen.pop(queue, "consumerGroup", "g1", "batch", 10).status())
                .as("wildcard pop of the same group").isEqualTo(204);
        assertThat(queen.popPartition(queue, "p", "consumerGroup", "g1", "batch", 10).status())
                .as("partition pop of the same group").isEqualTo(204);
        assertThat(transactionIds(messages(queen.pop(queue, "consumerGroup", "g2", "batch", 10))))
                .as("another group").containsExactly("m-0", "m-1");
        assertThat(transactionIds(messages(queen.pop(queue, "batch", 10))))
                .as("queue mode").containsExactly("m-0", "m-1");

        queen.ack(held, "completed");
        assertThat(transactionIds(messages(queen.pop(queue, "consumerGroup", "g1"))))
                .as("after the ack the group continues").containsExactly("m-1");
    }

    @Test
    void delayedProcessingHidesAMessageUntilItIsOldEnough() throws InterruptedException {
        String queue = TestBroker.uniqueName("pop-delayed");
        queen.configure(queue, obj("delayedProcessing", 1));
        queen.push(queue, "p", "late", 1);
        long pushedAt = System.nanoTime();

        assertThat(queen.pop(queue).status()).as("wildcard, immediately").isEqualTo(204);
        assertThat(queen.popPartition(queue, "p").status()).as("partition, immediately").isEqualTo(204);

        sleepUntil(pushedAt, Duration.ofMillis(1100));
        assertThat(transactionIds(messages(queen.pop(queue)))).containsExactly("late");
    }

    @Test
    void partitionsWithOnlyDelayedMessagesDoNotUseUpAWildcardClaim() throws InterruptedException {
        // docs/decisions.md §D10 fix of docs/semantics.md §5.4: an empty claim does not count towards `partitions`.
        String queue = TestBroker.uniqueName("pop-delayed-claims");
        queen.configure(queue, obj("delayedProcessing", 1));
        queen.push(queue, "ripe", "ripe-0", 0);
        long pushedAt = System.nanoTime();
        sleepUntil(pushedAt, Duration.ofMillis(1100));
        List<Map<String, Object>> fresh = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            fresh.add(item(queue, "fresh-" + i, "fresh-" + i, i));
        }
        queen.push(fresh);

        List<JsonNode> popped = messages(queen.pop(queue, "batch", 10, "partitions", 1));

        assertThat(transactionIds(popped)).containsExactly("ripe-0");
    }

    @Test
    void windowBufferHoldsAPartitionUntilItHasBeenQuiet() throws InterruptedException {
        String queue = TestBroker.uniqueName("pop-window");
        queen.configure(queue, obj("windowBuffer", 1));
        for (int i = 0; i < 3; i++) {
            queen.push(queue, "p", "w-" + i, i);
        }
        long lastPushAt = System.nanoTime();

        assertThat(queen.pop(queue, "batch", 4).status()).as("wildcard, immediately").isEqualTo(204);
        assertThat(queen.popPartition(queue, "p", "batch", 4).status()).as("partition, immediately").isEqualTo(204);

        sleepUntil(lastPushAt, Duration.ofMillis(1100));
        assertThat(transactionIds(messages(queen.pop(queue, "batch", 4)))).containsExactly("w-0", "w-1", "w-2");
    }

    @Test
    void wildcardPopsDoNotStarveAQuietPartitionBehindBusyOnes() {
        String queue = TestBroker.uniqueName("pop-fair");
        List<Map<String, Object>> items = new ArrayList<>();
        for (String busy : List.of("busy-1", "busy-2", "busy-3")) {
            for (int i = 0; i < 30; i++) {
                items.add(item(queue, busy, busy + "-" + i, i));
            }
        }
        queen.push(items);
        for (int i = 0; i < 3; i++) {
            assertThat(messages(queen.pop(queue, "autoAck", true))).hasSize(1);
        }

        queen.push(queue, "quiet", "the-one", 0);

        // Four partitions have data: the quiet one must be served within one round of them.
        List<String> served = new ArrayList<>();
        for (int i = 0; i < 4 && !served.contains("quiet"); i++) {
            served.add(messages(queen.pop(queue, "autoAck", true)).get(0).get("partition").asText());
        }
        assertThat(served).as("partitions served after the quiet one got data").contains("quiet");
    }

    @Test
    void everyPartitionOfAQueueIsEventuallyServedByWildcardPops() {
        String queue = TestBroker.uniqueName("pop-coverage");
        List<Map<String, Object>> items = new ArrayList<>();
        for (int p = 0; p < 12; p++) {
            for (int i = 0; i < 3; i++) {
                items.add(item(queue, "p" + p, "p" + p + "-" + i, i));
            }
        }
        queen.push(items);

        Set<String> firstRound = new LinkedHashSet<>();
        for (int i = 0; i < 12; i++) {
            firstRound.add(messages(queen.pop(queue, "autoAck", true)).get(0).get("partition").asText());
        }

        assertThat(firstRound).as("12 pops of one message serve all 12 partitions").hasSize(12);
    }

    private void pushTwoEach(String queue, String... partitions) {
        List<Map<String, Object>> items = new ArrayList<>();
        for (String p : partitions) {
            items.add(item(queue, p, p + "-0", 0));
            items.add(item(queue, p, p + "-1", 1));
        }
        queen.push(items);
    }

    static Map<String, Object> consumerRow(String queue, String partition, String group) {
        return Sql.row("""
                SELECT c.cursor_seq, c.lease_id, c.lease_expires_at, c.retry_count
                FROM queen.partition_consumers c JOIN queen.partitions p ON p.id = c.partition_id
                JOIN queen.queues q ON q.id = p.queue_id
                WHERE q.name = ? AND p.name = ? AND c.consumer_group = ?""", queue, partition, group);
    }

    static void sleepUntil(long startNanos, Duration delay) throws InterruptedException {
        long remainingMs = (startNanos + delay.toNanos() - System.nanoTime()) / 1_000_000;
        if (remainingMs > 0) {
            Thread.sleep(remainingMs);
        }
    }
}
