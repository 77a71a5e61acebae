package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.QUEUE_MODE;
import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.transactionIds;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.Timestamp;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Consumer groups, queue mode and subscription modes: docs/http-api.md §3.4, docs/semantics.md §5.5 and §6. */
@Timeout(30)
class ConsumerGroupIT {
    private final QueenClient queen = new QueenClient();

    @Test
    void eachGroupReceivesEveryMessage() {
        String queue = TestBroker.uniqueName("cg-fanout");
        List<String> pushed = pushAcross(queue, List.of("a", "b"), 10);

        assertThat(drain(queue, "billing")).containsExactlyInAnyOrderElementsOf(pushed);
        assertThat(drain(queue, "audit")).containsExactlyInAnyOrderElementsOf(pushed);
    }

    @Test
    void queueModeIsIndependentOfConsumerGroups() {
        String queue = TestBroker.uniqueName("cg-queue-mode");
        List<String> pushed = pushAcross(queue, List.of("a", "b"), 5);

        assertThat(drain(queue, "billing")).containsExactlyInAnyOrderElementsOf(pushed);
        assertThat(drain(queue, null)).as("queue mode after a group").containsExactlyInAnyOrderElementsOf(pushed);
        assertThat(drain(queue, "audit")).as("a group after queue mode").containsExactlyInAnyOrderElementsOf(pushed);
        assertThat(drain(queue, QUEUE_MODE)).as("explicit queue mode is the same cursor").isEmpty();
    }

    @ParameterizedTest(name = "{0}={1}")
    @CsvSource({"subscriptionMode, new", "subscriptionMode, new-only", "subscriptionFrom, now"})
    void aGroupJoiningAtNowSkipsHistoryAndGetsLaterMessages(String parameter, String value) {
        String queue = TestBroker.uniqueName("cg-new");
        queen.pushMany(queue, "p", "history", 3);

        assertThat(queen.pop(queue, "consumerGroup", "late", "batch", 10, parameter, value).status())
                .as("history is not delivered").isEqualTo(204);
        queen.push(queue, "p", "fresh-0", 0);
        queen.push(queue, "p", "fresh-1", 1);

        assertThat(transactionIds(messages(queen.pop(queue, "consumerGroup", "late", "batch", 10, parameter, value))))
                .containsExactly("fresh-0", "fresh-1");
    }

    @ParameterizedTest(name = "{0}=<timestamp with offset {1}>")
    @CsvSource({"subscriptionFrom, Z", "subscriptionFrom, +02:00", "subscriptionFrom, -05:30",
            "subscriptionMode, Z", "subscriptionMode, +01:00"}) // an ISO subscriptionMode is an alias (docs/decisions.md §D10)
    void subscriptionFromATimestampDeliversOnlyLaterMessages(String parameter, String offset)
            throws InterruptedException {
        String queue = TestBroker.uniqueName("cg-from-ts");
        queen.push(queue, "p", "before", 0);
        Timestamp beforeCreated = (Timestamp) Sql.value("""
                SELECT m.created_at FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id
                JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ? AND m.transaction_id = 'before'""", queue);
        String between = beforeCreated.toInstant().plusMillis(1).atOffset(ZoneOffset.of(offset)).toString();
        Thread.sleep(20);
        queen.push(queue, "p", "after", 1);

        List<JsonNode> popped = messages(queen.pop(queue, "consumerGroup", "replay", "batch", 10,
                parameter, between));

        assertThat(transactionIds(popped)).containsExactly("after");
    }

    @ParameterizedTest(name = "subscriptionMode={0}")
    @CsvSource({"all", "from_beginning", "''"})
    void aGroupJoiningWithAnyOtherModeReadsTheHistory(String mode) {
        String queue = TestBroker.uniqueName("cg-all");
        queen.pushMany(queue, "p", "history", 3);

        List<JsonNode> popped = messages(queen.pop(queue, "consumerGroup", "full", "batch", 10,
                "subscriptionMode", mode));

        assertThat(transactionIds(popped)).containsExactly("history-0", "history-1", "history-2");
    }

    @Test
    void theFirstClaimFixesTheSubscriptionOfAGroup() {
        String queue = TestBroker.uniqueName("cg-fixed");
        queen.pushMany(queue, "p", "history", 2);
        assertThat(queen.pop(queue, "consumerGroup", "g", "subscriptionMode", "new").status()).isEqualTo(204);

        assertThat(queen.pop(queue, "consumerGroup", "g", "batch", 10, "subscriptionMode", "all").status())
                .as("a later request's mode does not rewind the group").isEqualTo(204);
        assertThat(queen.popPartition(queue, "p", "consumerGroup", "g", "batch", 10, "subscriptionMode", "all")
                .status()).as("nor on the partition route").isEqualTo(204);
    }

    @Test
    void queueModeIgnoresSubscriptionModes() {
        String queue = TestBroker.uniqueName("cg-queue-mode-new");
        queen.pushMany(queue, "p", "history", 2);

        assertThat(transactionIds(messages(queen.pop(queue, "batch", 10, "subscriptionMode", "new"))))
                .containsExactly("history-0", "history-1");
    }

    @Test
    void aNewGroupOnAQueueWithManyPartitionsGetsLaterPushesOnAllOfThem() {
        String queue = TestBroker.uniqueName("cg-new-wide");
        List<String> partitions = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            partitions.add("p" + i);
        }
        pushAcross(queue, partitions, 2); // history on every partition

        assertThat(queen.pop(queue, "consumerGroup", "late", "subscriptionMode", "new").status()).isEqualTo(204);
        List<Map<String, Object>> fresh = new ArrayList<>();
        for (String p : partitions) {
            fresh.add(item(queue, p, p + "-fresh", 1));
        }
        queen.push(fresh);

        List<String> received = new ArrayList<>();
        for (int attempt = 0; attempt < 60 && received.size() < partitions.size(); attempt++) {
            List<JsonNode> popped = messages(queen.pop(queue, "consumerGroup", "late", "batch", 10,
                    "subscriptionMode", "new"));
            received.addAll(transactionIds(popped));
            if (!popped.isEmpty()) {
                queen.ackBatch(popped, "completed");
            }
        }

        assertThat(received).containsExactlyInAnyOrderElementsOf(
                partitions.stream().map(p -> p + "-fresh").toList());
    }

    @Test
    void groupsKeepTheirOwnLeasesAndCursors() {
        String queue = TestBroker.uniqueName("cg-independent");
        queen.pushMany(queue, "p", "m", 3);

        List<JsonNode> billing = messages(queen.pop(queue, "consumerGroup", "billing", "batch", 3));
        queen.ackBatch(billing, "completed");

        assertThat(transactionIds(messages(queen.pop(queue, "consumerGroup", "audit", "batch", 3))))
                .containsExactly("m-0", "m-1", "m-2");
        assertThat(PopIT.consumerRow(queue, "p", "billing").get("cursor_seq")).isEqualTo(3L);
        assertThat(PopIT.consumerRow(queue, "p", "audit").get("cursor_seq")).isEqualTo(0L);
    }

    /** Pushes {@code perPartition} messages to each partition; returns their transaction ids. */
    private List<String> pushAcross(String queue, List<String> partitions, int perPartition) {
        List<Map<String, Object>> items = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (String p : partitions) {
            for (int i = 0; i < perPartition; i++) {
                items.add(item(queue, p, p + "-" + i, i));
                ids.add(p + "-" + i);
            }
        }
        queen.push(items);
        return ids;
    }

    /** Pops and acks with {@code group} (null: queue mode) until the queue answers 204; returns what came. */
    private List<String> drain(String queue, String group) {
        List<String> received = new ArrayList<>();
        for (int attempt = 0; attempt < 100; attempt++) {
            Api.Response response = group == null ? queen.pop(queue, "batch", 7)
                    : queen.pop(queue, "consumerGroup", group, "batch", 7);
            List<JsonNode> popped = messages(response);
            if (popped.isEmpty()) {
                return received;
            }
            received.addAll(transactionIds(popped));
            JsonNode results = queen.ackBatch(popped, "completed");
            assertThat(results.findValuesAsText("success")).containsOnly("true");
        }
        throw new AssertionError("queue not drained after 100 pops");
    }
}
