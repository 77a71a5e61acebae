package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Windowed deduplication (docs/semantics.md §3.4): {@code dedupWindowSeconds} bounds how long a transactionId is a
 * duplicate, whether or not its message still exists. A second broker on the same database runs the retention and
 * pruning jobs twice a second and takes half of the concurrent pushes.
 */
@Timeout(60)
class DedupWindowIT {
    private static final Duration AWAIT = Duration.ofSeconds(20);

    private static Broker second;
    private static QueenClient other;

    private final QueenClient queen = new QueenClient();

    @BeforeAll
    static void startASecondBrokerThatRunsTheJobsTwiceASecond() throws Exception {
        Map<String, String> env = TestBroker.env();
        env.put("RETENTION_INTERVAL", "500");
        second = Broker.start(BrokerConfig.fromEnv(env));
        other = new QueenClient(new Api("http://127.0.0.1:" + second.port()));
    }

    @AfterAll
    static void stopIt() {
        second.close();
    }

    @Test
    void configureEchoesTheWindowAndRefusesANegativeOne() {
        String queue = TestBroker.uniqueName("dedup-configure");
        assertThat(queen.configure(queue, obj()).get("options").get("dedupWindowSeconds").asInt()).isZero();
        assertThat(queen.configure(queue, obj("dedupWindowSeconds", 60)).get("options").get("dedupWindowSeconds")
                .asInt()).isEqualTo(60);

        Api.Response negative = queen.api.post("/api/v1/configure",
                obj("queue", queue, "options", obj("dedupWindowSeconds", -1)));
        assertThat(negative.status()).isEqualTo(400);
        assertThat(negative.json().get("error").asText()).contains("dedupWindowSeconds");
    }

    @Test
    void withoutAWindowARepeatIsADuplicateWhileTheOriginalExistsAndNewOnceItIsDeleted() {
        String queue = TestBroker.uniqueName("dedup-lifetime");
        JsonNode first = queen.push(queue, "p", "t", obj("v", 1));
        age(first, Duration.ofDays(30));

        assertThat(queen.push(queue, "p", "t", obj("v", 2)).get("status").asText()).isEqualTo("duplicate");

        deleteMessage(first, "t");
        JsonNode again = queen.push(queue, "p", "t", obj("v", 3));
        assertThat(again.get("status").asText()).isEqualTo("queued");
        assertThat(tombstones(first)).as("no window, no tombstone").isZero();
    }

    @Test
    void aRepeatInsideTheWindowIsADuplicateOfTheOriginalAndOneAfterItIsStoredAsNew() {
        String queue = TestBroker.uniqueName("dedup-boundary");
        queen.configure(queue, obj("dedupWindowSeconds", 60));
        JsonNode first = queen.push(queue, "p", "t", obj("v", 1));

        age(first, Duration.ofSeconds(59));
        JsonNode inside = queen.push(queue, "p", "t", obj("v", 2));
        assertThat(inside.get("status").asText()).isEqualTo("duplicate");
        assertThat(inside.get("message_id")).isEqualTo(first.get("message_id"));

        age(first, Duration.ofSeconds(61));
        JsonNode after = queen.push(queue, "p", "t", obj("v", 3));
        assertThat(after.get("status").asText()).isEqualTo("queued");
        assertThat(after.get("message_id")).isNotEqualTo(first.get("message_id"));

        JsonNode repeat = queen.push(queue, "p", "t", obj("v", 4));
        assertThat(repeat.get("message_id")).as("the newest message answers for the transactionId")
                .isEqualTo(after.get("message_id"));
        assertThat(queen.api.get("/api/v1/messages/" + first.get("partition_id").asText() + "/t").json()
                .get("id").asText()).isEqualTo(after.get("message_id").asText());
        List<JsonNode> popped = messages(queen.popPartition(queue, "p", "batch", 10));
        assertThat(popped).extracting(m -> m.get("data").get("v").asInt()).containsExactly(1, 3);
    }

    @Test
    void aRepeatAfterTheMessageWasConsumedAndDeletedIsADuplicateUntilTheWindowEnds() {
        String queue = TestBroker.uniqueName("dedup-consumed");
        queen.configure(queue, obj("dedupWindowSeconds", 3600, "retentionEnabled", true,
                "completedRetentionSeconds", 1));
        JsonNode first = queen.push(queue, "p", "t", obj("v", 1));
        assertThat(messages(queen.popPartition(queue, "p", "autoAck", true))).hasSize(1);
        age(first, Duration.ofSeconds(5));
        Eventually.until(AWAIT, () -> stored(first), n -> n == 0, "completed retention deletes the message");

        JsonNode repeat = queen.push(queue, "p", "t", obj("v", 2));
        assertThat(repeat.get("status").asText()).isEqualTo("duplicate");
        assertThat(repeat.get("message_id")).isEqualTo(first.get("message_id"));
        assertThat(stored(first)).isZero();

        Sql.update("UPDATE queen.dedup_tombstones SET expires_at = now() - interval '1 second' "
                + "WHERE partition_id = ?::uuid", first.get("partition_id").asText());
        JsonNode after = queen.push(queue, "p", "t", obj("v", 3));
        assertThat(after.get("status").asText()).as("the tombstone's window has ended").isEqualTo("queued");
        Eventually.until(AWAIT, () -> tombstones(first), n -> n == 0, "pruning deletes the ended tombstone");
    }

    @Test
    void anExplicitDeleteInsideTheWindowLeavesATombstoneThatTheQueueDeletionTakes() {
        String queue = TestBroker.uniqueName("dedup-deleted");
        queen.configure(queue, obj("dedupWindowSeconds", 3600));
        JsonNode first = queen.push(queue, "p", "t", obj("v", 1));
        deleteMessage(first, "t");

        assertThat(tombstones(first)).isEqualTo(1);
        assertThat(queen.push(queue, "p", "t", obj("v", 2)).get("message_id")).isEqualTo(first.get("message_id"));

        assertThat(queen.api.delete("/api/v1/resources/queues/" + queue).status()).isEqualTo(200);
        assertThat(tombstones(first)).isZero();
    }

    @Test
    void concurrentRepeatsThroughTwoBrokersStoreExactlyOne() throws Exception {
        String windowed = TestBroker.uniqueName("dedup-race-window");
        String lifetime = TestBroker.uniqueName("dedup-race-lifetime");
        queen.configure(windowed, obj("dedupWindowSeconds", 60));
        queen.configure(lifetime, obj());
        int requests = 8;
        ExecutorService pool = Executors.newFixedThreadPool(requests);
        try {
            for (int round = 0; round < 10; round++) {
                for (String queue : List.of(windowed, lifetime)) {
                    String transactionId = "race-" + round;
                    CountDownLatch start = new CountDownLatch(1);
                    List<Future<JsonNode>> futures = new ArrayList<>();
                    for (int i = 0; i < requests; i++) {
                        QueenClient broker = i % 2 == 0 ? queen : other;
                        int attempt = i;
                        futures.add(pool.submit(() -> {
                            start.await();
                            return broker.push(queue, "p", transactionId, obj("attempt", attempt)).deepCopy();
                        }));
                    }
                    start.countDown();
                    List<JsonNode> results = new ArrayList<>();
                    for (Future<JsonNode> f : futures) {
                        results.add(f.get(20, TimeUnit.SECONDS));
                    }
                    assertThat(results).as("%s %s", queue, transactionId)
                            .filteredOn(r -> r.get("status").asText().equals("queued")).hasSize(1);
                    assertThat(results).extracting(r -> r.get("message_id").asText()).as("%s %s", queue, transactionId)
                            .containsOnly(results.stream().filter(r -> r.get("status").asText().equals("queued"))
                                    .findFirst().orElseThrow().get("message_id").asText());
                }
            }
            for (String queue : List.of(windowed, lifetime)) {
                assertThat(Sql.count("""
                        SELECT count(*) FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id
                        JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ?""", queue)).as(queue).isEqualTo(10);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Moves the message's push time {@code age} into the past. */
    private static void age(JsonNode pushed, Duration age) {
        Sql.update("UPDATE queen.messages SET created_at = now() - ? * interval '1 millisecond' WHERE id = ?::uuid",
                age.toMillis(), pushed.get("message_id").asText());
    }

    private void deleteMessage(JsonNode pushed, String transactionId) {
        assertThat(queen.api.delete("/api/v1/messages/" + pushed.get("partition_id").asText() + "/" + transactionId)
                .status()).isEqualTo(200);
    }

    private static long stored(JsonNode pushed) {
        return Sql.count("SELECT count(*) FROM queen.messages WHERE partition_id = ?::uuid",
                pushed.get("partition_id").asText());
    }

    private static long tombstones(JsonNode pushed) {
        return Sql.count("SELECT count(*) FROM queen.dedup_tombstones WHERE partition_id = ?::uuid",
                pushed.get("partition_id").asText());
    }
}
