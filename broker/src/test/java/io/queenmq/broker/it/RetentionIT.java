package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.QueenClient.transactionIds;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Retention, eviction and inactive-partition cleanup (docs/semantics.md §12, docs/decisions.md §D9): what each policy deletes and what it
 * must keep. A second broker on the same database runs the jobs every 500 ms (the shared one keeps the defaults).
 * Messages and partitions are made old by moving their timestamps back, so old and young messages can sit side by
 * side in one partition, as they do in production. Where a test shows that something is kept, it first waits for
 * something older to be deleted in the same pass, so the pass has certainly looked at it.
 */
@Timeout(60)
class RetentionIT {
    private static final Duration TWO_HOURS = Duration.ofHours(2);
    private static final Duration AWAIT = Duration.ofSeconds(20);
    private static final String JOB_LOCK = "737001";

    private static Broker jobs;

    private final QueenClient queen = new QueenClient();

    @BeforeAll
    static void startABrokerThatRunsTheJobsTwiceASecond() throws Exception {
        Map<String, String> env = TestBroker.env();
        env.put("RETENTION_INTERVAL", "500");
        env.put("EVICTION_INTERVAL", "500");
        jobs = Broker.start(BrokerConfig.fromEnv(env));
    }

    @AfterAll
    static void stopIt() {
        jobs.close();
    }

    @Test
    void retentionSecondsDeletesOldMessagesWhetherConsumedOrNotAndKeepsYoungOnes() {
        String queue = TestBroker.uniqueName("retention-expired");
        queen.configure(queue, obj("retentionEnabled", true, "retentionSeconds", 3600));
        String partition = pushMessages(queue, "p", 6);
        consume(queue, "p", null, 2);

        age(partition, 4, TWO_HOURS);

        awaitOffsets(partition, 5, 6);
        List<JsonNode> rest = messages(queen.popPartition(queue, "p", "batch", 10));
        assertThat(transactionIds(rest)).as("the cursor (an offset) survives the deletion")
                .containsExactly("m-4", "m-5");
        await("the deletions in /api/v1/analytics/retention", () -> queen.api
                .get("/api/v1/analytics/retention?queue=" + queue).json().get("totals").get("retentionMsgs").asLong() == 4);
    }

    @Test
    void completedRetentionDeletesOnlyOldMessagesThatEveryConsumerPassed() {
        String queue = TestBroker.uniqueName("retention-completed");
        queen.configure(queue, obj("retentionEnabled", true, "completedRetentionSeconds", 3600));
        String unconsumed = pushMessages(queue, "nobody-reads", 3);
        String unpositioned = pushMessages(queue, "unpositioned", 3);
        String twoGroups = pushMessages(queue, "two-groups", 6);
        String young = pushMessages(queue, "young", 3);
        consume(queue, "unpositioned", null, 3);
        // A consumer row without a position yet (its subscription decides where it starts) pins the partition.
        Sql.update("INSERT INTO queen.partition_consumers (partition_id, consumer_group) VALUES (?::uuid, 'late')",
                unpositioned);
        consume(queue, "two-groups", "fast", 6);
        consume(queue, "two-groups", "slow", 3);
        consume(queue, "young", null, 3);

        age(unconsumed, 3, TWO_HOURS);
        age(unpositioned, 3, TWO_HOURS);
        age(twoGroups, 5, TWO_HOURS);
        age(young, 1, TWO_HOURS);

        awaitOffsets(twoGroups, 4, 5, 6);
        awaitOffsets(young, 2, 3);
        assertThat(offsets(unconsumed)).as("no consumer row: nothing is completed").containsExactly(1L, 2L, 3L);
        assertThat(offsets(unpositioned)).as("an unpositioned consumer row").containsExactly(1L, 2L, 3L);
        List<JsonNode> slow = messages(queen.popPartition(queue, "two-groups", "consumerGroup", "slow", "batch", 10));
        assertThat(transactionIds(slow)).containsExactly("m-3", "m-4", "m-5");
    }

    @Test
    void queuesWithoutRetentionEnabledKeepEverything() {
        String disabled = TestBroker.uniqueName("retention-disabled");
        queen.configure(disabled, obj("retentionEnabled", false, "retentionSeconds", 3600,
                "completedRetentionSeconds", 3600));
        String kept = pushMessages(disabled, "p", 3);
        consume(disabled, "p", null, 3);
        String enabled = TestBroker.uniqueName("retention-enabled");
        queen.configure(enabled, obj("retentionEnabled", true, "retentionSeconds", 3600));
        String deleted = pushMessages(enabled, "p", 1);

        age(kept, 3, TWO_HOURS);
        age(deleted, 1, TWO_HOURS);

        awaitOffsets(deleted);
        assertThat(offsets(kept)).containsExactly(1L, 2L, 3L);
    }

    @Test
    void evictionDeletesOldMessagesSomeConsumerHasNotPassedEvenWithoutRetentionEnabled() {
        String queue = TestBroker.uniqueName("eviction");
        queen.configure(queue, obj("maxWaitTimeSeconds", 3600));
        String twoGroups = pushMessages(queue, "two-groups", 6);
        String lonely = pushMessages(queue, "lonely", 2);
        consume(queue, "two-groups", "fast", 6);
        consume(queue, "two-groups", "slow", 2);

        age(twoGroups, 5, TWO_HOURS);
        age(lonely, 2, TWO_HOURS);

        awaitOffsets(lonely);
        awaitOffsets(twoGroups, 1, 2, 6);
        await("the evictions in /api/v1/analytics/retention", () -> queen.api
                .get("/api/v1/analytics/retention?queue=" + queue).json().get("totals").get("evictionMsgs").asLong() == 5);
        assertThat(deadLetters(twoGroups)).as("evicted messages are deleted, not dead-lettered").isZero();
        List<JsonNode> slow = messages(queen.popPartition(queue, "two-groups", "consumerGroup", "slow", "batch", 10));
        assertThat(transactionIds(slow)).containsExactly("m-5");
    }

    @Test
    void aDeletedMessageTakesItsDeadLettersAndTracesWithIt() {
        String queue = TestBroker.uniqueName("retention-cascade");
        queen.configure(queue, obj("retentionEnabled", true, "retentionSeconds", 3600, "retryLimit", 0));
        String partition = pushMessages(queue, "p", 1);
        JsonNode popped = messages(queen.popPartition(queue, "p")).get(0);
        assertThat(queen.ack(popped, "failed", "boom").get("dlq").asBoolean()).isTrue();
        Api.Response traced = queen.api.post("/api/v1/traces",
                obj("transactionId", "m-0", "partitionId", partition, "data", obj("step", 1)));
        assertThat(traced.status()).isEqualTo(201);
        assertThat(deadLetters(partition)).isOne();
        assertThat(traces(partition)).isOne();

        age(partition, 1, TWO_HOURS);

        awaitOffsets(partition);
        assertThat(deadLetters(partition)).isZero();
        assertThat(traces(partition)).isZero();
    }

    @Test
    void nothingIsDeletedWhileAnotherBrokerHoldsTheJobLock() throws Exception {
        String queue = TestBroker.uniqueName("retention-locked");
        queen.configure(queue, obj("retentionEnabled", true, "retentionSeconds", 3600));
        String partition = pushMessages(queue, "p", 2);

        try (Connection otherBroker = DriverManager.getConnection(TestBroker.jdbcUrl(), "postgres", "postgres");
             Statement st = otherBroker.createStatement()) {
            st.execute("SELECT pg_advisory_lock(" + JOB_LOCK + ")");
            age(partition, 2, TWO_HOURS);
            Thread.sleep(2000);
            assertThat(offsets(partition)).as("four passes later, under the other broker's lock").containsExactly(1L, 2L);
        }

        awaitOffsets(partition);
    }

    @Test
    void partitionsWithoutMessagesOrActivityForThirtyDaysAreDeletedAndComeBackOnPush() {
        String busy = TestBroker.uniqueName("cleanup-has-messages");
        String busyPartition = pushMessages(busy, "p", 1);
        String consumed = TestBroker.uniqueName("cleanup-recently-consumed");
        queen.configure(consumed, obj("retentionEnabled", true, "retentionSeconds", 3600));
        String consumedPartition = pushMessages(consumed, "p", 1);
        consume(consumed, "p", null, 1);
        age(consumedPartition, 1, TWO_HOURS);
        awaitOffsets(consumedPartition);
        String idle = TestBroker.uniqueName("cleanup-idle");
        String idlePartition = queen.configure(idle, Map.of()).get("partitionId").asText();

        backdatePartition(busyPartition, Duration.ofDays(40));
        backdatePartition(consumedPartition, Duration.ofDays(40));
        backdatePartition(idlePartition, Duration.ofDays(31));

        await("the idle partition is deleted", () -> !partitionExists(idlePartition));
        assertThat(partitionExists(busyPartition)).as("it still has a message").isTrue();
        assertThat(partitionExists(consumedPartition)).as("its consumer was active yesterday").isTrue();
        JsonNode pushed = queen.push(idle, "Default", "again", obj("n", 1));
        assertThat(pushed.get("status").asText()).isEqualTo("queued");
        assertThat(pushed.get("partition_id").asText()).isNotEqualTo(idlePartition);
        assertThat(transactionIds(messages(queen.popPartition(idle, "Default")))).containsExactly("again");
    }

    // ---- helpers

    /** Pushes messages {@code m-0 ...} (offsets 1 ...) to one partition in one request; returns its id. */
    private String pushMessages(String queue, String partition, int count) {
        return queen.pushMany(queue, partition, "m", count).get(0).get("partition_id").asText();
    }

    /** Pops {@code count} messages of one partition as {@code group} (null: queue mode) and acks them. */
    private void consume(String queue, String partition, String group, int count) {
        Api.Response response = group == null
                ? queen.popPartition(queue, partition, "batch", count)
                : queen.popPartition(queue, partition, "batch", count, "consumerGroup", group);
        List<JsonNode> popped = messages(response);
        assertThat(popped).hasSize(count);
        queen.ackBatch(popped, "completed");
    }

    /** Moves the creation time of the partition's messages up to {@code throughSeq} back by {@code by}. */
    private static void age(String partitionId, long throughSeq, Duration by) {
        Sql.update("""
                UPDATE queen.messages SET created_at = created_at - ? * interval '1 second'
                WHERE partition_id = ?::uuid AND seq <= ?""", by.toSeconds(), partitionId, throughSeq);
    }

    /** Moves the creation, last push and consumer activity of a partition back by {@code by}. */
    private static void backdatePartition(String partitionId, Duration by) {
        Sql.update("""
                UPDATE queen.partitions SET created_at = created_at - ? * interval '1 second',
                                            updated_at = updated_at - ? * interval '1 second'
                WHERE id = ?::uuid""", by.toSeconds(), by.toSeconds(), partitionId);
    }

    private static long deadLetters(String partitionId) {
        return Sql.count("SELECT count(*) FROM queen.dead_letter_queue WHERE partition_id = ?::uuid", partitionId);
    }

    private static long traces(String partitionId) {
        return Sql.count("SELECT count(*) FROM queen.message_traces WHERE partition_id = ?::uuid", partitionId);
    }

    private static boolean partitionExists(String partitionId) {
        return Sql.count("SELECT count(*) FROM queen.partitions WHERE id = ?::uuid", partitionId) == 1;
    }

    private static List<Long> offsets(String partitionId) {
        return Sql.rows("SELECT seq FROM queen.messages WHERE partition_id = ?::uuid ORDER BY seq", partitionId)
                .stream().map(row -> ((Number) row.get("seq")).longValue()).toList();
    }

    /** Waits until exactly {@code expected} offsets remain in the partition. */
    private static void awaitOffsets(String partitionId, long... expected) {
        List<Long> wanted = Arrays.stream(expected).boxed().toList();
        await("offsets " + wanted + " remain", () -> offsets(partitionId).equals(wanted));
        assertThat(offsets(partitionId)).containsExactlyElementsOf(wanted);
    }

    private static void await(String what, Supplier<Boolean> condition) {
        long deadline = System.nanoTime() + AWAIT.toNanos();
        while (!condition.get()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + AWAIT.toSeconds() + " s: " + what);
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting until " + what, e);
            }
        }
    }
}
