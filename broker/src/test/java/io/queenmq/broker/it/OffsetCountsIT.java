package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The queue counts are read off offsets and the recorded deletion ranges (docs/semantics.md §22), not by counting rows.
 * Each step here compares them with the rows counted in SQL, the definition they replace: after pushes, consumption,
 * single deletions at the ends and in the middle, and range deletions as retention and eviction make them.
 */
@Timeout(60)
class OffsetCountsIT {
    /** Per partition (by name): total, unconsumed by the slowest consumer row, of those under its live lease, dead. */
    private static final String COUNTED = """
            SELECT p.name, t.total, coalesce(slowest.unconsumed, t.total) AS unconsumed,
                   coalesce(slowest.processing, 0) AS processing, dl.dead
            FROM queen.partitions p
            JOIN queen.queues q ON q.id = p.queue_id
            CROSS JOIN LATERAL (SELECT count(*) AS total FROM queen.messages m WHERE m.partition_id = p.id) t
            LEFT JOIN LATERAL (
                SELECT count(m.seq) AS unconsumed,
                       count(m.seq) FILTER (WHERE c.lease_expires_at > now() AND m.seq <= c.lease_max_seq) AS processing
                FROM queen.partition_consumers c
                LEFT JOIN queen.messages m ON m.partition_id = c.partition_id AND m.seq > coalesce(c.cursor_seq, 0)
                WHERE c.partition_id = p.id
                GROUP BY c.consumer_group
                ORDER BY 1 DESC, 2 DESC
                LIMIT 1) slowest ON true
            CROSS JOIN LATERAL (
                SELECT count(DISTINCT d.seq) AS dead FROM queen.dead_letter_queue d WHERE d.partition_id = p.id) dl
            WHERE q.name = ?
            ORDER BY p.name""";

    private final QueenClient queen = new QueenClient();

    @Test
    void countsFromOffsetsEqualTheRowsCountedThroughPushesConsumptionAndDeletions() {
        String queue = TestBroker.uniqueName("offset-counts");
        List<Map<String, Object>> items = new ArrayList<>();
        for (String partition : List.of("a", "b", "c")) {
            for (int i = 1; i <= 30; i++) {
                items.add(item(queue, partition, partition + "-" + i, obj("n", i)));
            }
        }
        queen.push(items);
        assertCountsMatchRows(queue, "right after the push");

        List<JsonNode> leased = messages(queen.popPartition(queue, "a", "batch", 10));
        queen.ackBatch(leased.subList(0, 4), "completed");
        queen.ack(messages(queen.popPartition(queue, "b", "batch", 5, "consumerGroup", "slow")).get(0), "completed");
        queen.ackBatch(messages(queen.popPartition(queue, "b", "batch", 20, "consumerGroup", "fast")), "completed");
        assertCountsMatchRows(queue, "a leased and partly acked, b consumed by two groups");

        UUID a = UUID.fromString(leased.get(0).get("partitionId").asText());
        deleteMessage(a, "a-7");
        deleteMessage(a, "a-30");
        deleteMessage(a, "a-1");
        assertCountsMatchRows(queue, "single messages deleted: under the lease, the newest, the oldest");

        UUID c = partitionId(queue, "c");
        deleteSeqs(c, 12, 15);
        deleteSeqs(c, 16, 17);
        deleteSeqs(c, 11, 11);
        deleteSeqs(c, 1, 3);
        assertCountsMatchRows(queue, "ranges deleted in c, as eviction and retention delete");
        assertThat(gaps(c)).as("touching ranges are joined").containsExactly("(0,3]", "(10,17]");

        deleteSeqs(c, 4, 10);
        assertThat(gaps(c)).containsExactly("(0,17]");
        queen.push(queue, "c", "c-31", 31);
        assertCountsMatchRows(queue, "a push after the deletions");
    }

    @Test
    void deletingAPartitionOrAQueueTakesItsRangesAlong() {
        String queue = TestBroker.uniqueName("offset-delete");
        queen.pushMany(queue, "p", "m", 5);
        queen.pushMany(queue, "q", "m", 5);
        UUID p = partitionId(queue, "p");
        deleteSeqs(p, 2, 3);

        Api.Response partition = queen.api.delete("/api/v1/resources/queues/" + queue + "/partitions/p");
        assertThat(partition.status()).as(partition.text()).isEqualTo(200);
        assertThat(Sql.count("SELECT count(*) FROM queen.message_gaps WHERE partition_id = ?", p)).isZero();

        Api.Response whole = queen.api.delete("/api/v1/resources/queues/" + queue);
        assertThat(whole.status()).as(whole.text()).isEqualTo(200);
        assertThat(Sql.count("SELECT count(*) FROM queen.message_gaps g JOIN queen.partitions x ON x.id = g.partition_id "
                + "JOIN queen.queues q ON q.id = x.queue_id WHERE q.name = ?", queue)).isZero();
    }

    private void assertCountsMatchRows(String queue, String when) {
        Map<String, String> counted = new LinkedHashMap<>();
        for (Map<String, Object> row : Sql.rows(COUNTED, queue)) {
            long total = ((Number) row.get("total")).longValue();
            long unconsumed = ((Number) row.get("unconsumed")).longValue();
            long processing = ((Number) row.get("processing")).longValue();
            long dead = ((Number) row.get("dead")).longValue();
            counted.put((String) row.get("name"), stats(total, unconsumed - processing, processing,
                    Math.max(0, total - unconsumed - dead), dead));
        }
        Map<String, String> answered = new LinkedHashMap<>();
        Api.Response response = queen.api.get("/api/v1/resources/queues/" + queue);
        assertThat(response.status()).as(response.text()).isEqualTo(200);
        for (JsonNode partition : response.json().get("partitions")) {
            JsonNode s = partition.get("stats");
            answered.put(partition.get("name").asText(), stats(s.get("total").asLong(), s.get("pending").asLong(),
                    s.get("processing").asLong(), s.get("completed").asLong(), s.get("deadLetter").asLong()));
        }
        assertThat(answered).as(when).isEqualTo(counted);
    }

    private static String stats(long total, long pending, long processing, long completed, long dead) {
        return "total=" + total + " pending=" + pending + " processing=" + processing + " completed=" + completed
                + " dead=" + dead;
    }

    private void deleteMessage(UUID partitionId, String transactionId) {
        Api.Response response = queen.api.delete("/api/v1/messages/" + partitionId + "/" + transactionId);
        assertThat(response.json().get("success").asBoolean()).as(response.text()).isTrue();
    }

    /** Deletes offsets {@code from..through} of a partition in one statement, as a retention or eviction batch does. */
    private static void deleteSeqs(UUID partitionId, long from, long through) {
        assertThat(Sql.update("DELETE FROM queen.messages WHERE partition_id = ? AND seq BETWEEN ? AND ?",
                partitionId, from, through)).isEqualTo((int) (through - from + 1));
    }

    private static UUID partitionId(String queue, String partition) {
        return (UUID) Sql.value("SELECT p.id FROM queen.partitions p JOIN queen.queues q ON q.id = p.queue_id "
                + "WHERE q.name = ? AND p.name = ?", queue, partition);
    }

    private static List<String> gaps(UUID partitionId) {
        List<String> out = new ArrayList<>();
        for (Map<String, Object> row : Sql.rows("SELECT after_seq, through_seq FROM queen.message_gaps "
                + "WHERE partition_id = ? ORDER BY after_seq", partitionId)) {
            out.add("(" + row.get("after_seq") + "," + row.get("through_seq") + "]");
        }
        return out;
    }
}
