package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.MessagesIT.fieldNames;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.StreamsClient.ack;
import static io.queenmq.broker.it.StreamsClient.delete;
import static io.queenmq.broker.it.StreamsClient.stored;
import static io.queenmq.broker.it.StreamsClient.upsert;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code POST /streams/v1/cycle} (docs/http-api.md §5.2): state ops, sink pushes and the source ack commit together or not
 * at all, and a cycle of a shard never applies twice.
 */
@Timeout(60)
class StreamsCycleIT {
    private final StreamsClient streams = new StreamsClient();
    private final ExecutorService pool = Executors.newCachedThreadPool();
    private final String source = TestBroker.uniqueName("streams-source");
    private final String sink = TestBroker.uniqueName("streams-sink");
    private final String group = TestBroker.uniqueName("streams.q");
    private final String queryId = streams.register(TestBroker.uniqueName("q"), source, sink, "sha256:1");

    @AfterEach
    void stopPool() {
        pool.shutdownNow();
    }

    // ---- committed cycles

    @Test
    void stateSinkPushesAndTheAckCommitTogether() {
        List<JsonNode> popped = streams.pushAndPop(source, "p", group, 3);
        String partitionId = popped.get(0).get("partitionId").asText();

        JsonNode body = streams.cycle(obj("query_id", queryId, "partition_id", partitionId, "consumer_group", group,
                "state_ops", List.of(upsert("win:1", obj("sum", 3)), upsert("win:2", obj()), delete("win:2")),
                "push_items", List.of(item(sink, "totals", "total-1", obj("sum", 3)),
                        item(sink, "totals", null, obj("sum", 4))),
                "ack", ack(popped.get(2), 3)));

        assertThat(body.get("success").asBoolean()).as(body.toString()).isTrue();
        assertThat(fieldNames(body)).containsExactly("success", "query_id", "partition_id", "queueName",
                "state_ops_applied", "push_results", "ack_result");
        assertThat(body.get("query_id").asText()).isEqualTo(queryId);
        assertThat(body.get("partition_id").asText()).isEqualTo(partitionId);
        assertThat(body.get("queueName").asText()).isEqualTo(source);
        assertThat(body.get("state_ops_applied").asInt()).isEqualTo(3);
        JsonNode pushed = body.get("push_results").get(0);
        assertThat(fieldNames(pushed)).containsExactly("index", "transaction_id", "status", "message_id",
                "partition_id", "trace_id", "queueName");
        assertThat(pushed.get("transaction_id").asText()).isEqualTo("total-1");
        assertThat(pushed.get("status").asText()).isEqualTo("queued");
        assertThat(pushed.get("queueName").asText()).isEqualTo(sink);
        assertThat(body.get("push_results").get(1).get("index").asInt()).isEqualTo(1);
        assertThat(body.get("ack_result").toString())
                .isEqualTo("{\"success\":true,\"count\":3,\"lease_released\":true,\"dlq\":false}");

        Map<String, Object> consumer = PopIT.consumerRow(source, "p", group);
        assertThat(consumer.get("cursor_seq")).isEqualTo(3L);
        assertThat(consumer.get("lease_expires_at")).as("lease released").isNull();
        assertThat(Sql.count("SELECT total_consumed FROM queen.partition_consumers WHERE partition_id = ?::uuid "
                + "AND consumer_group = ?", partitionId, group)).as("count is what was consumed").isEqualTo(3);
        assertThat(streams.state(queryId, partitionId)).hasSize(1);
        assertThat(streams.state(queryId, partitionId).get(0).get("value").toString()).isEqualTo("{\"sum\":3}");
        List<JsonNode> sunk = messages(streams.queen.popPartition(sink, "totals", "batch", 10));
        assertThat(streams.api.raw("GET", "/metrics/prometheus", null).body()).as("the cycle lane is measured")
                .contains("queen_lane_requests_total{lane=\"cycle-0\",operation=\"cycle\"}");
        assertThat(QueenClient.transactionIds(sunk)).as("visible at once, in array order")
                .containsExactly("total-1", body.get("push_results").get(1).get("transaction_id").asText());
    }

    @Test
    void aSinkDuplicateIsReportedNotAnError() {
        String partitionId = streams.pushAndPop(source, "p", group, 1).get(0).get("partitionId").asText();
        Map<String, Object> cycle = obj("query_id", queryId, "partition_id", partitionId,
                "push_items", List.of(item(sink, "totals", "once", obj())));

        String first = streams.cycle(cycle).get("push_results").get(0).get("message_id").asText();
        JsonNode again = streams.cycle(cycle);

        assertThat(again.get("success").asBoolean()).as(again.toString()).isTrue();
        assertThat(again.get("push_results").get(0).get("status").asText()).isEqualTo("duplicate");
        assertThat(again.get("push_results").get(0).get("message_id").asText()).isEqualTo(first);
        assertThat(again.get("ack_result").isNull()).as("no ack sent").isTrue();
        assertThat(stored(sink)).isEqualTo(1);
    }

    @Test
    void releaseLeaseFalseKeepsTheLeaseForTheTail() {
        List<JsonNode> popped = streams.pushAndPop(source, "p", group, 3);
        String partitionId = popped.get(0).get("partitionId").asText();

        JsonNode body = streams.cycle(obj("query_id", queryId, "partition_id", partitionId, "consumer_group", group,
                "ack", ack(popped.get(0), 1), "release_lease", false));

        assertThat(body.get("ack_result").get("lease_released").asBoolean()).as(body.toString()).isFalse();
        Map<String, Object> consumer = PopIT.consumerRow(source, "p", group);
        assertThat(consumer.get("cursor_seq")).isEqualTo(1L);
        assertThat(consumer.get("lease_expires_at")).as("lease kept").isNotNull();
        assertThat(streams.queen.popPartition(source, "p", "consumerGroup", group).status())
                .as("the tail stays leased").isEqualTo(204);
        JsonNode next = streams.cycle(obj("query_id", queryId, "partition_id", partitionId, "consumer_group", group,
                "ack", ack(popped.get(2), 2)));
        assertThat(next.get("success").asBoolean()).as("the same lease acks the rest: %s", next).isTrue();
        assertThat(PopIT.consumerRow(source, "p", group).get("cursor_seq")).isEqualTo(3L);
    }

    @Test
    void failedAndDlqDeadLetterMoveTheCursorAndEndTheLease() {
        for (String status : List.of("failed", "dlq")) {
            List<JsonNode> popped = streams.pushAndPop(source, status, group, 1);
            String partitionId = popped.get(0).get("partitionId").asText();
            Map<String, Object> ack = ack(popped.get(0), 1);
            ack.put("status", status);
            ack.put("error", "window overflow");

            JsonNode body = streams.cycle(obj("query_id", queryId, "partition_id", partitionId,
                    "consumer_group", group, "ack", ack, "release_lease", false));

            assertThat(body.get("ack_result").toString()).as(status)
                    .isEqualTo("{\"success\":true,\"count\":1,\"lease_released\":true,\"dlq\":true}");
            assertThat(PopIT.consumerRow(source, status, group).get("cursor_seq")).isEqualTo(1L);
            assertThat(Sql.value("SELECT error_message FROM queen.dead_letter_queue WHERE partition_id = ?::uuid",
                    partitionId)).isEqualTo("window overflow");
        }
    }

    @Test
    void queueModeIsTheDefaultGroup() {
        streams.queen.push(source, "p", "only", obj());
        JsonNode message = messages(streams.queen.popPartition(source, "p")).get(0);

        JsonNode body = streams.cycle(obj("query_id", queryId, "partition_id", message.get("partitionId").asText(),
                "consumer_group", "", "ack", ack(message, 1)));

        assertThat(body.get("success").asBoolean()).as(body.toString()).isTrue();
        assertThat(PopIT.consumerRow(source, "p", QueenClient.QUEUE_MODE).get("cursor_seq")).isEqualTo(1L);
    }

    // ---- cycles that fail apply nothing

    @Test
    void aCycleThatFailsHalfWayLeavesNoStateNoSinkMessageAndNoAck() {
        List<JsonNode> popped = streams.pushAndPop(source, "p", group, 2);
        String partitionId = popped.get(0).get("partitionId").asText();
        Map<String, Object> staleLease = ack(popped.get(1), 2);
        staleLease.put("leaseId", UUID.randomUUID().toString());
        Map<String, Object> unknownMessage = ack(popped.get(1), 2);
        unknownMessage.put("transactionId", "never-pushed");
        Map<String, Object> unknownStatus = ack(popped.get(1), 2);
        unknownStatus.put("status", "retry");
        Map<String, Object> valid = ack(popped.get(1), 2);
        List<Failure> failures = List.of(
                new Failure("stale lease", List.of(upsert("k", 1)), staleLease, "Invalid or expired lease"),
                new Failure("unknown message", List.of(upsert("k", 1)), unknownMessage, "Message not found"),
                new Failure("unknown ack status", List.of(upsert("k", 1)), unknownStatus, "Unknown ack status: retry"),
                new Failure("unknown state op type", List.of(upsert("k", 1), obj("type", "merge", "key", "k")), valid,
                        "Unknown state op type: merge"));

        for (Failure failure : failures) {
            JsonNode body = streams.cycle(obj("query_id", queryId, "partition_id", partitionId,
                    "consumer_group", group, "state_ops", failure.stateOps(),
                    "push_items", List.of(item(sink, "totals", null, obj())), "ack", failure.ack()));

            assertThat(body.get("success").asBoolean()).as(failure.name()).isFalse();
            assertThat(body.get("error").asText()).as(failure.name()).startsWith(failure.error());
            assertThat(streams.state(queryId, partitionId)).as(failure.name()).isEmpty();
            assertThat(stored(sink)).as(failure.name()).isZero();
            assertThat(PopIT.consumerRow(source, "p", group).get("cursor_seq")).as(failure.name()).isEqualTo(0L);
            assertThat(PopIT.consumerRow(source, "p", group).get("lease_expires_at")).as(failure.name()).isNotNull();
        }
        JsonNode committed = streams.cycle(obj("query_id", queryId, "partition_id", partitionId,
                "consumer_group", group, "state_ops", List.of(upsert("k", 1)), "ack", valid));
        assertThat(committed.get("success").asBoolean()).as("the lease is still good: %s", committed).isTrue();
    }

    private record Failure(String name, List<Map<String, Object>> stateOps, Map<String, Object> ack, String error) {}

    @Test
    void progressBeforeTheFailureIsReported() {
        List<JsonNode> popped = streams.pushAndPop(source, "p", group, 1);
        Map<String, Object> stale = ack(popped.get(0), 1);
        stale.put("leaseId", UUID.randomUUID().toString());

        String partitionId = popped.get(0).get("partitionId").asText();
        JsonNode body = streams.cycle(obj("query_id", queryId, "partition_id", partitionId, "consumer_group", group,
                "state_ops", List.of(upsert("a", 1), upsert("b", 2)),
                "push_items", List.of(item(sink, "totals", "t", obj())), "ack", stale));

        assertThat(body.get("success").asBoolean()).isFalse();
        assertThat(body.get("state_ops_applied").asInt()).isEqualTo(2);
        assertThat(body.get("push_results")).hasSize(1);
        assertThat(body.get("ack_result").get("success").asBoolean()).isFalse();
        assertThat(body.get("ack_result").get("error").asText()).isEqualTo("Invalid or expired lease");
        assertThat(stored(sink)).as("rolled back all the same").isZero();
    }

    @Test
    void anUnknownQueryOrPartitionFailsTheCycle() {
        String partitionId = streams.pushAndPop(source, "p", group, 1).get(0).get("partitionId").asText();

        JsonNode unknownQuery = streams.cycle(obj("query_id", UUID.randomUUID().toString(),
                "partition_id", partitionId, "state_ops", List.of(upsert("a", 1))));
        JsonNode unknownPartition = streams.cycle(obj("query_id", queryId,
                "partition_id", UUID.randomUUID().toString(), "state_ops", List.of(upsert("a", 1))));

        assertThat(unknownQuery.get("success").asBoolean()).isFalse();
        assertThat(unknownQuery.get("error").asText()).startsWith("Unknown query");
        assertThat(unknownPartition.get("success").asBoolean()).isFalse();
        assertThat(unknownPartition.get("error").asText()).startsWith("Unknown partition");
        assertThat(unknownPartition.get("queueName").isNull()).isTrue();
    }

    /** Cycles coalesced into one batch share its commit, yet a failing one rolls back alone. */
    @Test
    void concurrentCyclesFailAlone() throws Exception {
        List<Map<String, Object>> bodies = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            JsonNode message = streams.pushAndPop(source, "p" + i, group, 1).get(0);
            Map<String, Object> ack = ack(message, 1);
            if (i % 4 == 0) {
                ack.put("leaseId", UUID.randomUUID().toString());
            }
            bodies.add(obj("query_id", queryId, "partition_id", message.get("partitionId").asText(),
                    "consumer_group", group, "state_ops", List.of(upsert("k", i)),
                    "push_items", List.of(item(sink, "p" + i, null, obj("i", i))), "ack", ack));
        }
        CountDownLatch start = new CountDownLatch(1);
        List<CompletableFuture<JsonNode>> cycles = new ArrayList<>();
        for (Map<String, Object> body : bodies) {
            cycles.add(CompletableFuture.supplyAsync(() -> {
                TransactionIT.await(start);
                return streams.cycle(body);
            }, pool));
        }
        start.countDown();

        for (int i = 0; i < cycles.size(); i++) {
            JsonNode answer = cycles.get(i).get();
            String partitionId = (String) bodies.get(i).get("partition_id");
            boolean good = i % 4 != 0;
            assertThat(answer.get("success").asBoolean()).as("cycle %d: %s", i, answer).isEqualTo(good);
            assertThat(streams.state(queryId, partitionId)).as("cycle %d", i).hasSize(good ? 1 : 0);
            assertThat(PopIT.consumerRow(source, "p" + i, group).get("cursor_seq")).isEqualTo(good ? 1L : 0L);
        }
        assertThat(stored(sink)).isEqualTo(12);
    }

    // ---- two runners

    /**
     * Runners on two brokers send the cycle of the same source messages at once, each with its own sink message
     * and state value: exactly one applies, and the state and sink show only its work.
     */
    @Test
    void twoRunnersNeverDoubleApplyACycle() throws Exception {
        Map<String, String> env = TestBroker.env();
        try (Broker second = Broker.start(BrokerConfig.fromEnv(env))) {
            StreamsClient other = new StreamsClient(new Api("http://127.0.0.1:" + second.port()));
            List<StreamsClient> runners = List.of(streams, other);
            for (int round = 0; round < 5; round++) {
                List<JsonNode> popped = streams.pushAndPop(source, "race", group, 2);
                String partitionId = popped.get(0).get("partitionId").asText();
                CountDownLatch start = new CountDownLatch(1);
                List<CompletableFuture<JsonNode>> cycles = new ArrayList<>();
                for (int runner = 0; runner < 4; runner++) {
                    StreamsClient client = runners.get(runner % 2);
                    Map<String, Object> body = obj("query_id", queryId, "partition_id", partitionId,
                            "consumer_group", group, "state_ops", List.of(upsert("winner", runner)),
                            "push_items", List.of(item(sink, "race", "r" + round + "-" + runner, obj())),
                            "ack", ack(popped.get(1), 2), "release_lease", false);
                    cycles.add(CompletableFuture.supplyAsync(() -> {
                        TransactionIT.await(start);
                        return client.cycle(body);
                    }, pool));
                }
                start.countDown();
                List<JsonNode> answers = new ArrayList<>();
                for (CompletableFuture<JsonNode> cycle : cycles) {
                    answers.add(cycle.get());
                }
                List<Integer> applied = new ArrayList<>();
                for (int runner = 0; runner < answers.size(); runner++) {
                    if (answers.get(runner).get("success").asBoolean()) {
                        applied.add(runner);
                    } else {
                        assertThat(answers.get(runner).get("error").asText())
                                .startsWith("Message already acknowledged");
                    }
                }
                assertThat(applied).as("round %d: %s", round, answers).hasSize(1);
                assertThat(streams.state(queryId, partitionId).get(0).get("value").asInt()).isEqualTo(applied.get(0));
                assertThat(stored(sink)).isEqualTo(round + 1);
                assertThat(PopIT.consumerRow(source, "race", group).get("cursor_seq")).isEqualTo(2L * (round + 1));
                // The next round's pop needs the partition free again.
                Sql.update("UPDATE queen.partition_consumers SET lease_expires_at = NULL WHERE consumer_group = ?",
                        group);
            }
        }
    }
}
