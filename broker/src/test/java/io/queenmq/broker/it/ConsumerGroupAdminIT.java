package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.QueenClient.transactionIds;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Consumer-group management and views: lag, deletion, seek and replay, subscription changes
 * (docs/http-api.md §3.9 and §4.8, docs/semantics.md §10, §11 and §17).
 */
@Timeout(30)
class ConsumerGroupAdminIT {
    private static final String GROUPS = "/api/v1/consumer-groups";
    /** TS-ms (docs/http-api.md §2.7). */
    private static final String TS_MS = "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z";

    private final QueenClient queen = new QueenClient();

    // ---- views

    @Test
    void theListAndTheDetailCountTheOffsetsAfterEachCursor() {
        String queue = TestBroker.uniqueName("cga-lag");
        String group = TestBroker.uniqueName("g");
        queen.pushMany(queue, "a", "a", 5);
        queen.pushMany(queue, "b", "b", 3);
        queen.ackBatch(messages(queen.popPartition(queue, "a", "consumerGroup", group, "batch", 2)), "completed");
        queen.ackBatch(messages(queen.popPartition(queue, "b", "consumerGroup", group, "batch", 3)), "completed");

        JsonNode summary = summary(group, queue);
        assertThat(summary.get("topics").get(0).asText()).isEqualTo(queue);
        assertThat(summary.get("members").asInt()).as("partitions with a cursor").isEqualTo(2);
        assertThat(summary.get("partitionsWithLag").asInt()).isEqualTo(1);
        assertThat(summary.get("totalLag").asLong()).isEqualTo(3);
        assertThat(summary.get("state").asText()).isEqualTo("Stable");
        assertThat(summary.get("subscriptionMode").isNull()).as("no anchor: joined from the beginning").isTrue();

        JsonNode partitions = detail(group).get(queue).get("partitions");
        assertThat(partitions).hasSize(2);
        assertThat(partitions.get(0).get("partition").asText()).isEqualTo("a");
        assertThat(partitions.get(0).get("offsetLag").asLong()).isEqualTo(3);
        assertThat(partitions.get(0).get("totalConsumed").asLong()).isEqualTo(2);
        assertThat(partitions.get(0).get("lastConsumedAt").asText()).matches(TS_MS);
        assertThat(partitions.get(1).get("partition").asText()).isEqualTo("b");
        assertThat(partitions.get(1).get("offsetLag").asLong()).isZero();
        assertThat(partitions.get(1).get("timeLagSeconds").asLong()).isZero();
    }

    @Test
    void theDetailShowsWhoHoldsALease() {
        String queue = TestBroker.uniqueName("cga-lease");
        String group = TestBroker.uniqueName("g");
        queen.pushMany(queue, "p", "m", 2);
        JsonNode held = messages(queen.pop(queue, "consumerGroup", group)).get(0);

        JsonNode partition = detail(group).get(queue).get("partitions").get(0);

        assertThat(partition.get("leaseActive").asBoolean()).isTrue();
        assertThat(partition.get("workerId").asText()).isEqualTo(held.get("leaseId").asText());
        assertThat(partition.get("offsetLag").asLong()).as("a lease consumes nothing").isEqualTo(2);
    }

    @Test
    void queueModeIsListedLikeAnyGroup() {
        String queue = TestBroker.uniqueName("cga-queue-mode");
        queen.pushMany(queue, "p", "m", 3);
        queen.ackBatch(messages(queen.pop(queue, "batch", 1)), "completed");

        JsonNode summary = summary(QueenClient.QUEUE_MODE, queue);

        assertThat(summary.get("totalLag").asLong()).isEqualTo(2);
    }

    @Test
    void laggingListsPartitionsWhoseOldestUnconsumedMessageIsOlderThanTheThreshold() throws InterruptedException {
        String queue = TestBroker.uniqueName("cga-lagging");
        String group = TestBroker.uniqueName("g");
        queen.pushMany(queue, "p", "m", 3);
        queen.ackBatch(messages(queen.pop(queue, "consumerGroup", group)), "completed");
        Thread.sleep(1_100);

        List<JsonNode> lagging = laggingEntries("/lagging?minLagSeconds=1", group);
        assertThat(lagging).hasSize(1);
        JsonNode partition = lagging.get(0);
        assertThat(partition.get("queue_name").asText()).isEqualTo(queue);
        assertThat(partition.get("partition_name").asText()).isEqualTo("p");
        assertThat(partition.get("offset_lag").asLong()).isEqualTo(2);
        assertThat(partition.get("time_lag_seconds").asLong()).isGreaterThanOrEqualTo(1);
        assertThat(partition.get("oldest_unconsumed_at").asText()).matches(TS_MS);
        assertThat(partition.get("worker_id").isNull()).isTrue();
        assertThat(detail(group).get(queue).get("partitions").get(0).get("timeLagSeconds").asLong())
                .isGreaterThanOrEqualTo(1);
        assertThat(summary(group, queue).get("maxTimeLag").asLong()).isGreaterThanOrEqualTo(1);

        assertThat(laggingEntries("/lagging", group)).as("default threshold: an hour").isEmpty();
    }

    @Test
    void anUnknownGroupIsNotFound() {
        Api.Response response = queen.api.get(GROUPS + "/" + TestBroker.uniqueName("nobody"));

        assertThat(response.status()).isEqualTo(404);
        assertThat(response.json().get("error").asText()).contains("Consumer group not found");
    }

    // ---- deletion

    @Test
    void aDeletedGroupReadsFromTheBeginningAgain() {
        String queue = TestBroker.uniqueName("cga-delete");
        String group = TestBroker.uniqueName("g");
        queen.pushMany(queue, "p", "m", 3);
        assertThat(drain(queue, group)).containsExactly("m-0", "m-1", "m-2");

        Api.Response deleted = queen.api.delete(GROUPS + "/" + group);

        assertThat(deleted.status()).isEqualTo(200);
        assertThat(deleted.json().get("success").asBoolean()).isTrue();
        assertThat(deleted.json().get("consumerGroup").asText()).isEqualTo(group);
        assertThat(deleted.json().get("deletedPartitions").asInt()).isEqualTo(1);
        assertThat(deleted.json().get("metadataDeleted").asBoolean()).isTrue();
        assertThat(queen.api.get(GROUPS + "/" + group).status()).isEqualTo(404);
        assertThat(drain(queue, group)).containsExactly("m-0", "m-1", "m-2");
    }

    @Test
    void aGroupDeletedWithoutItsMetadataRejoinsAtItsAnchor() {
        String queue = TestBroker.uniqueName("cga-keep-anchor");
        String group = TestBroker.uniqueName("g");
        queen.pushMany(queue, "p", "history", 2);
        assertThat(queen.pop(queue, "consumerGroup", group, "subscriptionMode", "new").status()).isEqualTo(204);
        queen.push(queue, "p", "fresh", 0);
        assertThat(drain(queue, group)).containsExactly("fresh");

        Api.Response kept = queen.api.delete(GROUPS + "/" + group + "?deleteMetadata=false");
        assertThat(kept.json().get("metadataDeleted").asBoolean()).isFalse();
        assertThat(drain(queue, group)).as("back at the anchor, not the beginning").containsExactly("fresh");

        queen.api.delete(GROUPS + "/" + group + "?deleteMetadata=true");
        assertThat(drain(queue, group)).as("a brand-new group").containsExactly("history-0", "history-1", "fresh");
    }

    @Test
    void deletingAGroupOnOneQueueLeavesItsOtherQueues() {
        String first = TestBroker.uniqueName("cga-delete-one");
        String second = TestBroker.uniqueName("cga-delete-other");
        String group = TestBroker.uniqueName("g");
        queen.pushMany(first, "p", "m", 2);
        queen.pushMany(second, "p", "m", 2);
        drain(first, group);
        drain(second, group);

        Api.Response deleted = queen.api.delete(GROUPS + "/" + group + "/queues/" + first);

        assertThat(deleted.status()).isEqualTo(200);
        assertThat(deleted.json().get("queueName").asText()).isEqualTo(first);
        assertThat(deleted.json().get("deletedPartitions").asInt()).isEqualTo(1);
        assertThat(drain(first, group)).containsExactly("m-0", "m-1");
        assertThat(drain(second, group)).isEmpty();
    }

    @Test
    void deletingAGroupThatHasNoRowsIsANoOp() {
        Api.Response deleted = queen.api.delete(GROUPS + "/" + TestBroker.uniqueName("nobody"));

        assertThat(deleted.status()).isEqualTo(200);
        assertThat(deleted.json().get("deletedPartitions").asInt()).isZero();
    }

    // ---- seek and replay

    @Test
    void aTimestampSeekReplaysExactlyTheLaterMessagesInOrderOnEveryPartition() throws InterruptedException {
        String queue = TestBroker.uniqueName("cga-replay");
        String group = TestBroker.uniqueName("g");
        queen.push(List.of(item(queue, "a", "a-old", 0), item(queue, "b", "b-old", 0),
                item(queue, "c", "c-old", 0))); // one push: one createdAt
        Thread.sleep(20);
        queen.push(List.of(item(queue, "a", "a-new-0", 1), item(queue, "b", "b-new-0", 1)));
        queen.push(List.of(item(queue, "a", "a-new-1", 2), item(queue, "c", "c-new-0", 1)));
        // The group consumed partitions a and b; it never touched c.
        queen.ackBatch(messages(queen.popPartition(queue, "a", "consumerGroup", group, "batch", 10)), "completed");
        queen.ackBatch(messages(queen.popPartition(queue, "b", "consumerGroup", group, "batch", 10)), "completed");
        String cut = createdAt(queue, "c-old").toInstant().toString();

        Api.Response seek = queen.api.post(GROUPS + "/" + group + "/queues/" + queue + "/seek", obj("timestamp", cut));

        assertThat(seek.status()).as(seek.text()).isEqualTo(200);
        assertThat(seek.json().get("success").asBoolean()).isTrue();
        assertThat(seek.json().get("seekToEnd").asBoolean()).isFalse();
        assertThat(seek.json().get("targetTimestamp").asText()).matches(TS_MS);
        assertThat(seek.json().get("partitionsUpdated").asInt()).isEqualTo(3);
        assertThat(drainPartition(queue, "a", group)).containsExactly("a-new-0", "a-new-1");
        assertThat(drainPartition(queue, "b", group)).containsExactly("b-new-0");
        assertThat(drainPartition(queue, "c", group)).as("a partition the group never consumed").containsExactly("c-new-0");
    }

    @Test
    void aTimestampSeekBeforeEveryMessageReplaysAllOfThemEvenBeforeTheGroupsAnchor() {
        String queue = TestBroker.uniqueName("cga-replay-all");
        String group = TestBroker.uniqueName("g");
        queen.pushMany(queue, "p", "history", 2);
        assertThat(queen.pop(queue, "consumerGroup", group, "subscriptionMode", "new").status()).isEqualTo(204);
        queen.push(queue, "p", "fresh", 0);
        assertThat(drain(queue, group)).containsExactly("fresh");

        queen.api.post(GROUPS + "/" + group + "/queues/" + queue + "/seek", obj("timestamp", "2000-01-01T00:00:00Z"));

        assertThat(drain(queue, group)).containsExactly("history-0", "history-1", "fresh");
    }

    @Test
    void aSeekToTheEndSkipsEverythingAndReleasesTheLease() {
        String queue = TestBroker.uniqueName("cga-to-end");
        String group = TestBroker.uniqueName("g");
        queen.pushMany(queue, "a", "a", 3);
        queen.pushMany(queue, "b", "b", 3);
        JsonNode leased = messages(queen.popPartition(queue, "a", "consumerGroup", group)).get(0);

        Api.Response seek = queen.api.post(GROUPS + "/" + group + "/queues/" + queue + "/seek", obj("toEnd", true));

        assertThat(seek.status()).as(seek.text()).isEqualTo(200);
        assertThat(seek.json().get("seekToEnd").asBoolean()).isTrue();
        assertThat(seek.json().get("targetTimestamp").isNull()).isTrue();
        assertThat(seek.json().get("partitionsUpdated").asInt()).isEqualTo(2);
        assertThat(queen.pop(queue, "consumerGroup", group, "batch", 10).status()).isEqualTo(204);
        assertThat(queen.ack(leased, "completed").get("success").asBoolean())
                .as("the released lease cannot commit any more").isFalse();
        queen.push(queue, "a", "a-after", 0);
        assertThat(drain(queue, group)).containsExactly("a-after");
    }

    @Test
    void aPartitionSeekMovesOnlyThatPartition() throws InterruptedException {
        String queue = TestBroker.uniqueName("cga-partition-seek");
        String group = TestBroker.uniqueName("g");
        queen.push(queue, "a", "a-0", 0);
        Thread.sleep(20);
        queen.pushMany(queue, "a", "a-late", 2);
        queen.pushMany(queue, "b", "b", 2);
        String partition = GROUPS + "/" + group + "/queues/" + queue + "/partitions/a/seek";

        Api.Response toHead = queen.api.post(partition, "");

        assertThat(toHead.status()).as(toHead.text()).isEqualTo(200);
        assertThat(toHead.json().get("partitionName").asText()).isEqualTo("a");
        assertThat(toHead.json().get("updated").asBoolean()).isTrue();
        assertThat(toHead.json().get("cursorMovedTo").asText()).matches(TS_MS);
        assertThat(drain(queue, group)).containsExactlyInAnyOrder("b-0", "b-1");

        Api.Response toTime = queen.api.post(partition, obj("timestamp", createdAt(queue, "a-0").toInstant().toString()));

        assertThat(toTime.status()).as(toTime.text()).isEqualTo(200);
        assertThat(drain(queue, group)).containsExactly("a-late-0", "a-late-1");
    }

    // ---- subscription

    @Test
    void aSubscriptionChangeMovesWhereTheGroupStartsOnPartitionsItHasNotConsumed() throws InterruptedException {
        String queue = TestBroker.uniqueName("cga-subscription");
        String group = TestBroker.uniqueName("g");
        queen.push(queue, "a", "a-history", 0);
        assertThat(queen.pop(queue, "consumerGroup", group, "subscriptionMode", "new").status()).isEqualTo(204);
        queen.push(queue, "b", "b-0", 0);
        Thread.sleep(20);
        queen.push(queue, "b", "b-1", 1);
        String anchor = createdAt(queue, "b-0").toInstant().toString();

        Api.Response changed = queen.api.post(GROUPS + "/" + group + "/subscription",
                obj("subscriptionTimestamp", anchor));

        assertThat(changed.status()).as(changed.text()).isEqualTo(200);
        assertThat(changed.json().get("newTimestamp").asText()).isEqualTo(anchor);
        assertThat(changed.json().get("rowsUpdated").asInt()).isEqualTo(1);
        assertThat(summary(group, queue).get("subscriptionMode").asText()).isEqualTo("timestamp");
        assertThat(drain(queue, group)).as("partition a keeps its cursor; partition b starts after the new anchor")
                .containsExactly("b-1");
    }

    // ---- client mistakes

    /** One rejected request and what its error must say. */
    record Case(String method, String path, String body, String errorContains) {}

    private static Arguments bad(String description, String method, String path, String body, String errorContains) {
        return Arguments.of(Named.of(description, new Case(method, path, body, errorContains)));
    }

    static Stream<Arguments> badRequests() {
        String seek = GROUPS + "/g/queues/q/seek";
        String subscription = GROUPS + "/g/subscription";
        return Stream.of(
                bad("seek with neither toEnd nor timestamp", "POST", seek, "{}", "Must specify either"),
                bad("seek with toEnd false", "POST", seek, "{\"toEnd\": false}", "Must specify either"),
                bad("seek with both", "POST", seek, "{\"toEnd\": true, \"timestamp\": \"2026-01-01T00:00:00Z\"}",
                        "not both"),
                bad("seek to a malformed timestamp", "POST", seek, "{\"timestamp\": \"yesterday\"}", "timestamp"),
                bad("seek to a timestamp that is not a string", "POST", seek, "{\"timestamp\": 5}", "timestamp"),
                bad("seek with toEnd not a boolean", "POST", seek, "{\"toEnd\": \"yes\"}", "toEnd"),
                bad("seek without body", "POST", seek, "", "Empty request body"),
                bad("seek with malformed JSON", "POST", seek, "{\"toEnd\": ", "Invalid JSON"),
                bad("partition seek with both", "POST", GROUPS + "/g/queues/q/partitions/p/seek",
                        "{\"toEnd\": true, \"timestamp\": \"2026-01-01T00:00:00Z\"}", "not both"),
                bad("subscription without timestamp", "POST", subscription, "{}",
                        "Missing subscriptionTimestamp in request body"),
                bad("subscription timestamp not a string", "POST", subscription,
                        "{\"subscriptionTimestamp\": 5}", "subscriptionTimestamp"),
                bad("subscription to a malformed timestamp", "POST", subscription,
                        "{\"subscriptionTimestamp\": \"soon\"}", "subscriptionTimestamp"),
                bad("lagging with a threshold that is not a number", "GET", GROUPS + "/lagging?minLagSeconds=abc",
                        null, "minLagSeconds"),
                bad("group name of 256 characters", "DELETE", GROUPS + "/" + "g".repeat(256), null, "too long"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badRequests")
    void rejectsAClientMistakeWith400(Case c) {
        HttpResponse<String> response = queen.api.raw(c.method(), c.path(), c.body());

        assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
        assertThat(Api.parse(response.body()).get("error").asText()).contains(c.errorContains());
    }

    @Test
    void unknownQueuesAndPartitionsAreNotFound() {
        String queue = TestBroker.uniqueName("cga-known");
        queen.push(queue, "p", "m", 0);
        String unknown = TestBroker.uniqueName("cga-unknown");

        assertNotFound(queen.api.post(GROUPS + "/g/queues/" + unknown + "/seek", obj("toEnd", true)), "Queue");
        assertNotFound(queen.api.post(GROUPS + "/g/queues/" + unknown + "/partitions/p/seek", ""), "Queue");
        assertNotFound(queen.api.delete(GROUPS + "/g/queues/" + unknown), "Queue");
        assertNotFound(queen.api.post(GROUPS + "/g/queues/" + queue + "/partitions/nope/seek", ""), "Partition");
    }

    // ---- helpers

    private static void assertNotFound(Api.Response response, String what) {
        assertThat(response.status()).as(response.text()).isEqualTo(404);
        assertThat(response.json().get("error").asText()).startsWith(what + " not found");
    }

    /** The list entry of (group, queue). */
    private JsonNode summary(String group, String queue) {
        Api.Response response = queen.api.get(GROUPS);
        assertThat(response.status()).isEqualTo(200);
        for (JsonNode entry : response.json()) {
            if (entry.get("name").asText().equals(group) && entry.get("queueName").asText().equals(queue)) {
                return entry;
            }
        }
        throw new AssertionError("no entry for " + group + " on " + queue + " in " + response.text());
    }

    private JsonNode detail(String group) {
        Api.Response response = queen.api.get(GROUPS + "/" + group);
        assertThat(response.status()).as(response.text()).isEqualTo(200);
        return response.json();
    }

    private List<JsonNode> laggingEntries(String pathAndQuery, String group) {
        Api.Response response = queen.api.get(GROUPS + pathAndQuery);
        assertThat(response.status()).as(response.text()).isEqualTo(200);
        List<JsonNode> mine = new ArrayList<>();
        response.json().forEach(entry -> {
            if (entry.get("consumer_group").asText().equals(group)) {
                mine.add(entry);
            }
        });
        return mine;
    }

    private static Timestamp createdAt(String queue, String transactionId) {
        return (Timestamp) Sql.value("""
                SELECT m.created_at FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id
                JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ? AND m.transaction_id = ?""",
                queue, transactionId);
    }

    /** Pops and acks with {@code group} until the queue answers 204; returns the transaction ids in order. */
    private List<String> drain(String queue, String group) {
        return drain(() -> queen.pop(queue, "consumerGroup", group, "batch", 10));
    }

    private List<String> drainPartition(String queue, String partition, String group) {
        return drain(() -> queen.popPartition(queue, partition, "consumerGroup", group, "batch", 10));
    }

    private List<String> drain(Supplier<Api.Response> pop) {
        List<String> received = new ArrayList<>();
        for (int attempt = 0; attempt < 50; attempt++) {
            List<JsonNode> popped = messages(pop.get());
            if (popped.isEmpty()) {
                return received;
            }
            received.addAll(transactionIds(popped));
            queen.ackBatch(popped, "completed");
        }
        throw new AssertionError("not drained after 50 pops");
    }
}
