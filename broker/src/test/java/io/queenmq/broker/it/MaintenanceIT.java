package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.QueenClient.transactionIds;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Push and pop maintenance (docs/http-api.md §2.11, §4.9; docs/semantics.md §13): pushes are buffered and invisible until the mode
 * ends, then delivered exactly once in order; pops answer 204; the flags hold for every broker on the database.
 */
@Timeout(60)
class MaintenanceIT {
    private static final String PUSH_MODE = "/api/v1/system/maintenance";
    private static final String POP_MODE = "/api/v1/system/maintenance/pop";
    private static final Duration REPLAY_WITHIN = Duration.ofSeconds(20);
    /** A broker re-reads the flags every second; allow for a slow machine. */
    private static final Duration PROPAGATION_WITHIN = Duration.ofSeconds(5);

    private final QueenClient queen = new QueenClient();
    private final Api api = Api.shared();

    @AfterEach
    void maintenanceOff() {
        set(api, PUSH_MODE, false);
        set(api, POP_MODE, false);
    }

    @Test
    void pushesDuringMaintenanceAreBufferedThenDeliveredExactlyOnceInOrderWhenItEnds() {
        String queue = TestBroker.uniqueName("maint-push");
        queen.push(queue, "p", "before", obj("n", -1));

        set(api, PUSH_MODE, true);
        List<Map<String, Object>> items = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            items.add(item(queue, "p", "p-" + i, obj("n", i)));
        }
        items.add(item(queue, "p", "before", obj("n", "again")));
        for (int i = 0; i < 5; i++) {
            items.add(item(queue, "no-ids", null, obj("n", i)));
        }
        Api.Response pushed = api.post("/api/v1/push", obj("items", items));

        assertThat(pushed.status()).as(pushed.text()).isEqualTo(201);
        assertThat(pushed.json()).hasSize(items.size()).allSatisfy(r -> {
            assertThat(r.get("status").asText()).isEqualTo("buffered");
            assertThat(r.get("queue").asText()).isEqualTo(queue);
        });
        assertThat(pushed.json().get(3).get("partition").asText()).isEqualTo("p");
        assertThat(pushed.json().get(3).get("transactionId").asText()).isEqualTo("p-3");
        assertThat(pushed.json().get(21).has("transactionId")).as("none given, none echoed").isFalse();
        JsonNode state = api.get(PUSH_MODE).json();
        assertThat(state.get("maintenanceMode").asBoolean()).isTrue();
        assertThat(state.get("bufferedMessages").asLong()).isEqualTo(items.size());
        assertThat(storedMessages(queue)).as("nothing buffered reached the database").isEqualTo(1);
        assertThat(transactionIds(messages(queen.popPartition(queue, "p", "batch", 100, "autoAck", true))))
                .as("pops keep serving what is in the database").containsExactly("before");
        assertThat(queen.popPartition(queue, "no-ids", "batch", 100).status()).isEqualTo(204);

        set(api, PUSH_MODE, false);
        Eventually.until(REPLAY_WITHIN, () -> api.get(PUSH_MODE).json().get("bufferedMessages").asLong(),
                buffered -> buffered == 0, "the buffer drains");

        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            expected.add("p-" + i);
        }
        assertThat(transactionIds(messages(queen.popPartition(queue, "p", "batch", 100, "autoAck", true))))
                .as("in push order, once each; 'before' was already stored").isEqualTo(expected);
        List<JsonNode> minted = messages(queen.popPartition(queue, "no-ids", "batch", 100, "autoAck", true));
        assertThat(minted).extracting(m -> m.get("data").get("n").asInt()).containsExactly(0, 1, 2, 3, 4);
        assertThat(storedMessages(queue)).isEqualTo(1 + 20 + 5);
    }

    @Test
    void popMaintenanceAnswers204AtOnceWhileAcksAndPushesStillWork() {
        String queue = TestBroker.uniqueName("maint-pop");
        queen.push(queue, "p", "first", obj("n", 1));
        JsonNode leased = messages(queen.popPartition(queue, "p")).get(0);
        queen.push(queue, "p", "second", obj("n", 2));

        set(api, POP_MODE, true);
        long started = System.nanoTime();
        Api.Response paused = queen.popPartition(queue, "p", "wait", true, "timeout", 10000);
        long elapsedMs = (System.nanoTime() - started) / 1_000_000;

        assertThat(paused.status()).isEqualTo(204);
        assertThat(paused.text()).isEmpty();
        assertThat(elapsedMs).as("answered without waiting").isLessThan(2000);
        assertThat(queen.pop(queue, "wait", true, "timeout", 10000).status()).isEqualTo(204);
        assertThat(api.get(POP_MODE).json().get("popMaintenanceMode").asBoolean()).isTrue();
        assertThat(api.get(PUSH_MODE).json().get("popMaintenanceMode").asBoolean()).isTrue();
        assertThat(queen.ack(leased, "completed").get("success").asBoolean()).isTrue();
        assertThat(queen.push(queue, "p", "third", obj("n", 3)).get("status").asText()).isEqualTo("queued");

        set(api, POP_MODE, false);
        assertThat(transactionIds(messages(queen.popPartition(queue, "p", "batch", 10))))
                .containsExactly("second", "third");
    }

    @Test
    void popMaintenanceAlsoEmptiesPopsThatWereAlreadyWaiting() throws Exception {
        String queue = TestBroker.uniqueName("maint-parked");
        queen.configure(queue, obj());
        CompletableFuture<Api.Response> parked = CompletableFuture.supplyAsync(
                () -> queen.pop(queue, "wait", true, "timeout", 15000));
        Thread.sleep(300);

        set(api, POP_MODE, true);
        queen.push(queue, "p", "during", obj("n", 1));
        Api.Response answer = parked.get(10, TimeUnit.SECONDS);

        assertThat(answer.status()).as("a parked pop woken during pop maintenance delivers nothing").isEqualTo(204);
        set(api, POP_MODE, false);
        assertThat(transactionIds(messages(queen.pop(queue, "batch", 10)))).containsExactly("during");
    }

    @Test
    void theFlagsHoldForEveryBrokerOnTheDatabase() throws Exception {
        try (Broker second = Broker.start(BrokerConfig.fromEnv(TestBroker.env()))) {
            Api other = new Api("http://127.0.0.1:" + second.port());
            String queue = TestBroker.uniqueName("maint-shared");

            set(api, PUSH_MODE, true);
            Eventually.until(PROPAGATION_WITHIN, () -> other.get(PUSH_MODE).json().get("maintenanceMode").asBoolean(),
                    enabled -> enabled, "the other broker sees push maintenance");
            Api.Response buffered = other.post("/api/v1/push",
                    obj("items", List.of(item(queue, "p", "via-other", obj("n", 1)))));
            assertThat(buffered.json().get(0).get("status").asText()).isEqualTo("buffered");

            set(other, PUSH_MODE, false);
            Eventually.until(PROPAGATION_WITHIN, () -> api.get(PUSH_MODE).json().get("maintenanceMode").asBoolean(),
                    enabled -> !enabled, "this broker sees push maintenance end");
            Eventually.until(REPLAY_WITHIN, () -> storedMessages(queue), stored -> stored == 1,
                    "the other broker replays its buffer");

            set(other, POP_MODE, true);
            Eventually.until(PROPAGATION_WITHIN, () -> api.get(POP_MODE).json().get("popMaintenanceMode").asBoolean(),
                    enabled -> enabled, "this broker sees pop maintenance");
            assertThat(queen.popPartition(queue, "p").status()).isEqualTo(204);
            set(other, POP_MODE, false);
            Eventually.until(PROPAGATION_WITHIN, () -> api.get(POP_MODE).json().get("popMaintenanceMode").asBoolean(),
                    enabled -> !enabled, "this broker sees pop maintenance end");
            assertThat(transactionIds(messages(queen.popPartition(queue, "p")))).containsExactly("via-other");
        }
    }

    @Test
    void theStateNamesTheModesAndTheBuffer() {
        JsonNode state = api.get(PUSH_MODE).json();

        assertThat(state.get("maintenanceMode").isBoolean()).isTrue();
        assertThat(state.get("popMaintenanceMode").isBoolean()).isTrue();
        assertThat(state.get("bufferedMessages").isIntegralNumber()).isTrue();
        assertThat(state.get("bufferHealthy").asBoolean()).isTrue();
        JsonNode stats = state.get("bufferStats");
        assertThat(stats.get("pendingCount").isIntegralNumber()).isTrue();
        assertThat(stats.get("failedCount").isIntegralNumber()).isTrue();
        assertThat(stats.get("dbHealthy").asBoolean()).isTrue();
        assertThat(stats.get("failedFiles").get("count").isIntegralNumber()).isTrue();
        assertThat(stats.get("failedFiles").get("totalMB").isNumber()).isTrue();

        JsonNode enabled = set(api, PUSH_MODE, true);
        assertThat(enabled.get("maintenanceMode").asBoolean()).isTrue();
        assertThat(enabled.get("message").asText()).isNotBlank();
        JsonNode pop = set(api, POP_MODE, true);
        assertThat(pop.get("popMaintenanceMode").asBoolean()).isTrue();
        assertThat(api.get(POP_MODE).json().get("message").asText()).isNotBlank();
    }

    @Test
    void enabledMustBeABoolean() {
        for (String path : List.of(PUSH_MODE, POP_MODE)) {
            for (String body : List.of("{}", "{\"enabled\":\"true\"}", "{\"enabled\":1}", "{\"enabled\":null}", "[]")) {
                Api.Response response = api.post(path, body);
                assertThat(response.status()).as("%s %s", path, body).isEqualTo(400);
                assertThat(response.json().get("error").asText()).isEqualTo("enabled (boolean) is required");
            }
            assertThat(api.post(path, "").json().get("error").asText()).isEqualTo("Empty request body");
            assertThat(api.post(path, "{enabled").status()).isEqualTo(400);
        }
        assertThat(api.get(PUSH_MODE).json().get("maintenanceMode").asBoolean()).isFalse();
        assertThat(api.get(POP_MODE).json().get("popMaintenanceMode").asBoolean()).isFalse();
    }

    private static JsonNode set(Api broker, String path, boolean enabled) {
        Api.Response response = broker.post(path, obj("enabled", enabled));
        assertThat(response.status()).as("%s %s: %s", path, enabled, response.text()).isEqualTo(200);
        return response.json();
    }

    private static long storedMessages(String queue) {
        return Sql.count("SELECT count(*) FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id "
                + "JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ?", queue);
    }
}
