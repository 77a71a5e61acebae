package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Cluster-sync introspection and notify (docs/http-api.md §4.10), with a second broker on the shared broker's database
 * whose long polls re-check only after a minute, so that only a wake-up answers them in time.
 */
@Timeout(90)
class ClusterIT {
    private static final List<String> STATE_PATHS = List.of("/api/v1/system/shared-state",
            "/internal/api/shared-state/stats", "/internal/api/inter-instance/stats");

    private static Broker second;
    private static Api other;
    private final Api api = Api.shared();
    private final QueenClient queen = new QueenClient();

    @BeforeAll
    static void startSecondBroker() throws Exception {
        Map<String, String> env = TestBroker.env();
        env.put("POP_WAIT_INITIAL_INTERVAL_MS", "60000");
        env.put("POP_WAIT_MAX_INTERVAL_MS", "60000");
        second = Broker.start(BrokerConfig.fromEnv(env));
        other = new Api("http://127.0.0.1:" + second.port());
    }

    @AfterAll
    static void stopSecondBroker() {
        second.close();
    }

    @Test
    void everySharedStatePathAnswersTheDocumentedObject() {
        for (String path : STATE_PATHS) {
            Api.Response response = api.get(path);
            assertThat(response.status()).as(path).isEqualTo(200);
            JsonNode state = response.json();
            assertThat(state.fieldNames()).toIterable().as(path).containsExactly("enabled", "running", "server_id",
                    "transport", "queue_config_cache", "server_health", "maintenance_mode", "pop_maintenance_mode");
            assertThat(state.get("enabled").asBoolean()).isTrue();
            assertThat(state.get("server_id").asText()).endsWith(":" + TestBroker.url().replaceAll(".*:", ""));
            assertThat(state.get("transport").get("type").asText()).isEqualTo("postgres_listen_notify");
            assertThat(state.get("transport").get("notifications_sent").isIntegralNumber()).isTrue();
            assertThat(state.get("transport").get("notifications_received").isIntegralNumber()).isTrue();
            assertThat(state.get("queue_config_cache").fieldNames()).toIterable()
                    .containsExactly("size", "hits", "misses", "hit_rate");
            assertThat(state.get("server_health").fieldNames()).toIterable().containsExactly("servers_tracked",
                    "servers_alive", "servers_dead", "heartbeats_received", "restarts_detected");
            assertThat(state.get("maintenance_mode").isBoolean()).isTrue();
            assertThat(state.get("pop_maintenance_mode").isBoolean()).isTrue();
        }
    }

    @Test
    void theSharedStateSeesThePeerItsCountersAndTheQueueCache() {
        String queue = TestBroker.uniqueName("shared-state");
        queen.push(queue, "p", null, obj("n", 1));
        queen.push(queue, "p", null, obj("n", 2));

        JsonNode state = Eventually.until(Duration.ofSeconds(15), () -> api.get("/api/v1/system/shared-state").json(),
                s -> s.get("running").asBoolean() && s.get("server_health").get("servers_alive").asInt() >= 1,
                "the shared broker listens and sees the second one");
        JsonNode cache = state.get("queue_config_cache");
        assertThat(cache.get("size").asInt()).isPositive();
        assertThat(cache.get("hits").asLong()).as("the second push found the queue cached").isPositive();
        assertThat(cache.get("misses").asLong()).isPositive();
        assertThat(cache.get("hit_rate").asDouble()).isBetween(0.0, 1.0);
        JsonNode health = state.get("server_health");
        assertThat(health.get("servers_tracked").asInt()).isGreaterThanOrEqualTo(health.get("servers_alive").asInt());
        assertThat(health.get("servers_dead").asInt())
                .isEqualTo(health.get("servers_tracked").asInt() - health.get("servers_alive").asInt());

        // Pushes on the shared broker reach the second one as notifications once it is known to listen.
        Eventually.until(Duration.ofSeconds(15), () -> {
            queen.push(queue, "p", null, obj("n", 3));
            return other.get("/internal/api/shared-state/stats").json();
        }, s -> s.get("transport").get("notifications_received").asLong() > 0
                && s.get("transport").get("partitions_received").asLong() > 0, "the second broker hears pushes");
        JsonNode transport = api.get("/api/v1/system/shared-state").json().get("transport");
        assertThat(transport.get("notifications_sent").asLong()).isPositive();
        assertThat(transport.get("partitions_announced").asLong()).isPositive();
    }

    @Test
    void healthCarriesTheSharedState() {
        JsonNode health = api.get("/health").json();
        assertThat(health.get("shared_state").get("enabled").asBoolean()).isTrue();
        assertThat(health.get("shared_state").get("server_id").asText()).contains(":");
        assertThat(health.get("shared_state").has("server_health")).isTrue();
    }

    @Test
    void sharedStateShowsTheMaintenanceFlags() {
        try {
            assertThat(api.post("/api/v1/system/maintenance/pop", obj("enabled", true)).status()).isEqualTo(200);
            assertThat(api.get("/api/v1/system/shared-state").json().get("pop_maintenance_mode").asBoolean()).isTrue();
        } finally {
            api.post("/api/v1/system/maintenance/pop", obj("enabled", false));
            awaitPopsServedOnTheSecondBroker();
        }
        assertThat(api.get("/api/v1/system/shared-state").json().get("pop_maintenance_mode").asBoolean()).isFalse();
    }

    /** The second broker reads the flag from the database a moment later; until then its pops answer 204. */
    private static void awaitPopsServedOnTheSecondBroker() {
        Eventually.until(Duration.ofSeconds(15), () -> other.get("/api/v1/system/shared-state").json(),
                s -> !s.get("pop_maintenance_mode").asBoolean(), "the second broker out of pop maintenance");
    }

    @Test
    void notifyWithoutAQueueIsRefused() {
        for (Object body : List.of(obj("partition", "p-1"), obj("queue", ""), obj("queue", 7), obj("queue", null),
                List.of(), "")) {
            Api.Response response = api.post("/internal/api/notify", body);
            assertThat(response.status()).as("body %s", body).isEqualTo(400);
            assertThat(response.json().get("error").asText()).isEqualTo("queue is required");
        }
        Api.Response badPartition = api.post("/internal/api/notify", obj("queue", "orders", "partition", 7));
        assertThat(badPartition.status()).isEqualTo(400);
    }

    @Test
    void notifyAnswersOk() {
        Api.Response response = api.post("/internal/api/notify", obj("queue", TestBroker.uniqueName("notify-ok"),
                "partition", "p-1"));
        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json()).isEqualTo(Api.parse("{\"status\":\"ok\"}"));
    }

    @Test
    void notifyOnOneBrokerWakesALongPollParkedOnTheOther() throws Exception {
        String queue = TestBroker.uniqueName("notify-peer");
        CompletableFuture<Api.Response> pop = parkBehindAnExpiringLease(queue, "p-1", "/partition/p-1");

        assertThat(api.post("/internal/api/notify", obj("queue", queue, "partition", "p-1")).status()).isEqualTo(200);
        assertDeliveredWithin(pop, 8);
    }

    @Test
    void notifyWithoutAPartitionWakesEveryLongPollOfTheQueueOnThisBroker() throws Exception {
        String queue = TestBroker.uniqueName("notify-local");
        CompletableFuture<Api.Response> pop = parkBehindAnExpiringLease(queue, "p-2", "/partition/p-2");

        assertThat(other.post("/internal/api/notify", obj("queue", queue)).status()).isEqualTo(200);
        assertDeliveredWithin(pop, 3);
    }

    /**
     * A message leased by a pop on the shared broker, and a long poll for it parked on the second broker; returns once
     * the lease has expired, which makes the message available without waking anyone.
     */
    private CompletableFuture<Api.Response> parkBehindAnExpiringLease(String queue, String partition, String popPath)
            throws InterruptedException {
        awaitPopsServedOnTheSecondBroker();
        queen.configure(queue, obj("leaseTime", 2));
        queen.push(queue, partition, "leased", obj("n", 1));
        assertThat(messages(queen.pop(queue))).hasSize(1);
        long leasedAt = System.nanoTime();
        CompletableFuture<Api.Response> pop = CompletableFuture.supplyAsync(
                () -> other.get("/api/v1/pop/queue/" + queue + popPath + "?wait=true&timeout=30000"));
        PopIT.sleepUntil(leasedAt, Duration.ofMillis(3000));
        assertThat(pop).as("nothing woke the parked pop when the lease expired").isNotDone();
        return pop;
    }

    private static void assertDeliveredWithin(CompletableFuture<Api.Response> pop, int seconds) throws Exception {
        Api.Response popped = pop.get(seconds, TimeUnit.SECONDS);
        assertThat(popped.status()).as(popped.text()).isEqualTo(200);
        assertThat(popped.json().get("messages").get(0).get("transactionId").asText()).isEqualTo("leased");
    }
}
