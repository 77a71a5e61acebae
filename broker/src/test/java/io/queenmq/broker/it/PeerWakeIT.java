package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Two brokers on one database: a push through one wakes a long poll parked on the other. */
@Timeout(60)
class PeerWakeIT {
    @Test
    void aPushThroughOneBrokerWakesALongPollParkedOnAnother() throws Exception {
        try (Broker second = secondBrokerWithoutRechecks()) {
            Api first = Api.shared();
            Api other = new Api("http://127.0.0.1:" + second.port());
            String queue = TestBroker.uniqueName("peer-wake");
            first.post("/api/v1/configure", Map.of("queue", queue));

            long started = System.nanoTime();
            CompletableFuture<Api.Response> pop = CompletableFuture.supplyAsync(
                    () -> other.get("/api/v1/pop/queue/" + queue + "?wait=true&timeout=20000"));
            Thread.sleep(500);
            Api.Response pushed = first.post("/api/v1/push",
                    Map.of("items", List.of(Map.of("queue", queue, "payload", Map.of("n", 1)))));
            assertThat(pushed.status()).isEqualTo(201);

            Api.Response popped = pop.get(15, TimeUnit.SECONDS);
            long elapsedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
            assertThat(popped.status()).isEqualTo(200);
            assertThat(popped.json().get("messages").get(0).get("data").get("n").asInt()).isEqualTo(1);
            assertThat(elapsedMs).isLessThan(5000);
        }
    }

    /**
     * Queue mode: a partition leased by a consumer of one broker holds more messages; a consumer parked on the other
     * broker can take them only once that lease ends, and the ack that ends it must wake it there too.
     */
    @Test
    void anAckThatEndsALeaseOnOneBrokerWakesALongPollParkedOnAnother() throws Exception {
        try (Broker second = secondBrokerWithoutRechecks()) {
            QueenClient first = new QueenClient();
            Api other = new Api("http://127.0.0.1:" + second.port());
            String queue = TestBroker.uniqueName("peer-release");
            first.pushMany(queue, "p", "m", 2);
            JsonNode held = QueenClient.messages(first.popPartition(queue, "p", "batch", 1, "wait", false)).get(0);

            CompletableFuture<Api.Response> pop = CompletableFuture.supplyAsync(
                    () -> other.get("/api/v1/pop/queue/" + queue + "?wait=true&timeout=20000"));
            Thread.sleep(500); // parked: the only partition with messages is leased
            long acked = System.nanoTime();
            first.ack(held, "completed");

            Api.Response popped = pop.get(15, TimeUnit.SECONDS);
            assertThat(popped.status()).isEqualTo(200);
            assertThat(QueenClient.messages(popped)).hasSize(1);
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - acked)).isLessThan(5000);
        }
    }

    /** No safety-net re-check within the tests' horizon: only a notification can answer their pops in time. */
    private static Broker secondBrokerWithoutRechecks() throws Exception {
        Map<String, String> env = TestBroker.env();
        env.put("POP_WAIT_INITIAL_INTERVAL_MS", "60000");
        env.put("POP_WAIT_MAX_INTERVAL_MS", "60000");
        return Broker.start(BrokerConfig.fromEnv(env));
    }
}
