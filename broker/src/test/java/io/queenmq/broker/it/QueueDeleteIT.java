package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.QueenClient.transactionIds;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Deleting queues and partitions: docs/http-api.md §4.3 and docs/semantics.md §11, with the decision (docs/decisions.md §D10) that a queue delete
 * also deletes the subscription anchors recorded for it. The partition delete is this project's addition.
 */
@Timeout(30)
class QueueDeleteIT {
    private final QueenClient queen = new QueenClient();

    @Test
    void deletingAQueueRemovesEverythingInIt() {
        String queue = TestBroker.uniqueName("del-all");
        queen.push(List.of(item(queue, "a", "a-0", 0), item(queue, "a", "a-1", 1), item(queue, "b", "b-0", 0)));
        queen.ack(messages(queen.popPartition(queue, "a")).get(0), "dlq", "bad");
        messages(queen.pop(queue, "consumerGroup", "late", "subscriptionMode", "new"));
        String partitionIds = partitionIds(queue);
        assertThat(rowsOf(queue, partitionIds)).as("something to delete").allMatch(count -> count > 0);

        Api.Response response = queen.api.delete("/api/v1/resources/queues/" + queue);

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json()).isEqualTo(Api.parse(
                "{\"deleted\":true,\"queue\":\"" + queue + "\",\"existed\":true}"));
        assertThat(rowsOf(queue, partitionIds)).containsOnly(0L);
        assertThat(queen.pop(queue).status()).isEqualTo(204);
    }

    @Test
    void deletingAnUnknownQueueSucceedsAndSaysItDidNotExist() {
        String queue = TestBroker.uniqueName("del-unknown");

        Api.Response response = queen.api.delete("/api/v1/resources/queues/" + queue);

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json().get("deleted").asBoolean()).isTrue();
        assertThat(response.json().get("existed").asBoolean()).isFalse();
    }

    @Test
    void aPushAfterTheDeleteCreatesAFreshQueue() {
        String queue = TestBroker.uniqueName("del-recreate");
        queen.configure(queue, obj("retryLimit", 7));
        JsonNode before = queen.pushMany(queue, "p", "m", 3);
        queen.ack(messages(queen.pop(queue)).get(0), "completed");
        delete(queue);

        JsonNode after = queen.push(queue, "p", "m-0", "again");

        assertThat(after.get("status").asText()).as("not a duplicate of the deleted m-0").isEqualTo("queued");
        assertThat(after.get("partition_id").asText()).isNotEqualTo(before.get(0).get("partition_id").asText());
        assertThat(Sql.row("SELECT retry_limit FROM queen.queues WHERE name = ?", queue))
                .as("default options again").containsEntry("retry_limit", 3);
        assertThat(Sql.count("""
                SELECT max(m.seq) FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id
                JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ?""", queue)).as("offsets restart").isEqualTo(1);
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 10));
        assertThat(transactionIds(popped)).containsExactly("m-0");
        assertThat(popped.get(0).get("data").asText()).isEqualTo("again");
    }

    @Test
    void aGroupAnchoredOnTheOldQueueStartsAfreshOnTheNewOne() {
        String queue = TestBroker.uniqueName("del-anchor");
        queen.push(queue, "p", "old", 0);
        // An anchor in the future: inherited, it would hide the message pushed after the delete.
        String future = Instant.now().plus(1, ChronoUnit.HOURS).toString();
        assertThat(messages(queen.pop(queue, "consumerGroup", "late", "subscriptionFrom", future))).isEmpty();
        assertThat(Sql.count("SELECT count(*) FROM queen.consumer_groups_metadata WHERE queue_name = ?", queue))
                .isEqualTo(1);
        delete(queue);
        queen.push(queue, "p", "fresh", 1);

        List<JsonNode> popped = messages(queen.pop(queue, "consumerGroup", "late"));

        assertThat(transactionIds(popped)).as("no anchor inherited: the group reads from the beginning")
                .containsExactly("fresh");
    }

    @Test
    void deletingAPartitionRemovesOnlyThatPartition() {
        String queue = TestBroker.uniqueName("del-partition");
        JsonNode pushed = queen.push(List.of(item(queue, "a", "a-0", 0), item(queue, "b", "b-0", 0)));
        String partitionA = pushed.get(0).get("partition_id").asText();
        queen.ack(messages(queen.popPartition(queue, "a", "consumerGroup", "billing")).get(0), "dlq", "bad");
        messages(queen.popPartition(queue, "a", "consumerGroup", "late", "subscriptionMode", "new"));
        assertThat(Sql.count("SELECT count(*) FROM queen.consumer_groups_metadata WHERE queue_name = ?"
                + " AND partition_name = 'a'", queue)).isEqualTo(1);

        Api.Response response = queen.api.delete("/api/v1/resources/queues/" + queue + "/partitions/a");

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json()).isEqualTo(Api.parse(
                "{\"deleted\":true,\"queue\":\"" + queue + "\",\"partition\":\"a\"}"));
        assertThat(Sql.count("SELECT count(*) FROM queen.partitions WHERE id = ?::uuid", partitionA)).isZero();
        assertThat(Sql.count("SELECT count(*) FROM queen.messages WHERE partition_id = ?::uuid", partitionA)).isZero();
        assertThat(Sql.count("SELECT count(*) FROM queen.partition_consumers WHERE partition_id = ?::uuid", partitionA))
                .isZero();
        assertThat(Sql.count("SELECT count(*) FROM queen.dead_letter_queue WHERE partition_id = ?::uuid", partitionA))
                .isZero();
        assertThat(Sql.count("SELECT count(*) FROM queen.consumer_groups_metadata WHERE queue_name = ?"
                + " AND partition_name = 'a'", queue)).isZero();
        assertThat(transactionIds(messages(queen.pop(queue, "batch", 10, "partitions", 2)))).containsExactly("b-0");
        JsonNode again = queen.push(queue, "a", "a-0", 1);
        assertThat(again.get("status").asText()).isEqualTo("queued");
        assertThat(again.get("partition_id").asText()).isNotEqualTo(partitionA);
    }

    @Test
    void deletingAnUnknownPartitionOrAPartitionOfAnUnknownQueueIs404() {
        String queue = TestBroker.uniqueName("del-partition-404");
        queen.push(queue, "a", "tx", 1);

        Api.Response noPartition = queen.api.delete("/api/v1/resources/queues/" + queue + "/partitions/zzz");
        Api.Response noQueue = queen.api.delete("/api/v1/resources/queues/" + queue + "-not/partitions/a");

        assertThat(noPartition.status()).isEqualTo(404);
        assertThat(noPartition.json().get("error").asText()).isEqualTo("Partition not found: " + queue + "/zzz");
        assertThat(noQueue.status()).isEqualTo(404);
        assertThat(noQueue.json().get("error").asText()).isEqualTo("Queue not found: " + queue + "-not");
        assertThat(transactionIds(messages(queen.pop(queue)))).as("nothing else deleted").containsExactly("tx");
    }

    @Test
    @Timeout(60)
    void pushesRacingRepeatedDeletesAllSucceed() throws Exception {
        String queue = TestBroker.uniqueName("del-race");
        int producers = 4;
        int pushesEach = 25;
        ExecutorService pool = Executors.newFixedThreadPool(producers);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<List<Integer>>> statuses = new ArrayList<>();
            for (int p = 0; p < producers; p++) {
                String partition = "p" + p;
                statuses.add(pool.submit(() -> {
                    start.await();
                    List<Integer> out = new ArrayList<>();
                    for (int i = 0; i < pushesEach; i++) {
                        out.add(queen.api.post("/api/v1/push", obj("items", List.of(
                                item(queue, partition, "tx-" + i, i)))).status());
                    }
                    return out;
                }));
            }
            start.countDown();
            List<Integer> deletes = new ArrayList<>();
            for (int d = 0; d < 5; d++) {
                deletes.add(queen.api.delete("/api/v1/resources/queues/" + queue).status());
                Thread.sleep(20);
            }
            for (Future<List<Integer>> f : statuses) {
                assertThat(f.get(30, TimeUnit.SECONDS)).containsOnly(201);
            }
            assertThat(deletes).containsOnly(200);
        } finally {
            pool.shutdownNow();
        }
        queen.push(queue, "after", "last", 1);
        assertThat(transactionIds(messages(queen.popPartition(queue, "after")))).containsExactly("last");
    }

    private void delete(String queue) {
        Api.Response response = queen.api.delete("/api/v1/resources/queues/" + queue);
        assertThat(response.status()).as("delete: %s", response.text()).isEqualTo(200);
    }

    /** The ids of the queue's partitions as a PostgreSQL array literal, to look for their rows after a delete. */
    private static String partitionIds(String queue) {
        return (String) Sql.value("""
                SELECT array_agg(p.id)::text FROM queen.partitions p JOIN queen.queues q ON q.id = p.queue_id
                WHERE q.name = ?""", queue);
    }

    /** Rows the queue owns, per table: queue, partitions, messages, consumer rows, dead letters, anchors. */
    private static List<Long> rowsOf(String queue, String partitionIds) {
        return List.of(
                Sql.count("SELECT count(*) FROM queen.queues WHERE name = ?", queue),
                Sql.count("SELECT count(*) FROM queen.partitions WHERE id = ANY(?::uuid[])", partitionIds),
                Sql.count("SELECT count(*) FROM queen.messages WHERE partition_id = ANY(?::uuid[])", partitionIds),
                Sql.count("SELECT count(*) FROM queen.partition_consumers WHERE partition_id = ANY(?::uuid[])",
                        partitionIds),
                Sql.count("SELECT count(*) FROM queen.dead_letter_queue WHERE partition_id = ANY(?::uuid[])",
                        partitionIds),
                Sql.count("SELECT count(*) FROM queen.consumer_groups_metadata WHERE queue_name = ?", queue));
    }
}
