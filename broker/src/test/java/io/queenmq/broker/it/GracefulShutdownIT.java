package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.chaos.BrokerProcess;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * SIGTERM to a broker under load (README "Graceful shutdown"): parked pops are answered 204, every push answered
 * 201 is stored, no lease is left with a pop whose answer never arrived, and the process exits in bounded time.
 */
class GracefulShutdownIT {
    private static final int PARKED_POPS = 4;
    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    private final Set<String> stored = ConcurrentHashMap.newKeySet();
    private final Set<String> leasesReceived = ConcurrentHashMap.newKeySet();

    @Test
    void sigtermAnswersWhatIsInFlightAndExits() throws Exception {
        String queue = TestBroker.uniqueName("shutdown");
        String idle = TestBroker.uniqueName("shutdown-idle");
        int databasePort = Integer.parseInt(TestBroker.env().get("PG_PORT"));
        try (BrokerProcess broker = BrokerProcess.start("shutdown", databasePort,
                TestBroker.tempDirectory("queen-shutdown"), Map.of("SHUTDOWN_TIMEOUT_MS", "15000"))) {
            QueenClient client = new QueenClient(new Api(broker.url()));
            client.configure(queue, obj("leaseTime", 120));
            List<CompletableFuture<HttpResponse<String>>> parked = new ArrayList<>();
            for (int i = 0; i < PARKED_POPS; i++) {
                parked.add(HTTP.sendAsync(HttpRequest.newBuilder(
                                URI.create(broker.url() + "/api/v1/pop/queue/" + idle + "?wait=true&timeout=60000")).build(),
                        HttpResponse.BodyHandlers.ofString()));
            }
            Eventually.until(Duration.ofSeconds(10), () -> metric(client, "queen_long_polls_parked"),
                    parkedNow -> parkedNow >= PARKED_POPS, "the pops parked");

            List<Thread> load = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                int producer = i;
                load.add(new Thread(() -> produce(client, queue, producer)));
                load.add(new Thread(() -> consume(client, queue)));
            }
            load.forEach(Thread::start);
            Eventually.until(Duration.ofSeconds(10), stored::size, size -> size > 50, "pushes answered");

            long signalled = System.nanoTime();
            broker.terminate();
            for (CompletableFuture<HttpResponse<String>> poll : parked) {
                assertThat(poll).as("a parked pop is answered, not cut; broker log:\n%s", broker.log())
                        .succeedsWithin(Duration.ofSeconds(10)).extracting(HttpResponse::statusCode).isEqualTo(204);
            }
            Integer status = broker.awaitExit(Duration.ofSeconds(20));
            assertThat(status).as("exited within its bound; log:\n%s", broker.log()).isNotNull();
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - signalled)).isLessThan(15_000);
            assertThat(broker.log()).contains("Shutting down").contains("Stopped in");
            for (Thread thread : load) {
                thread.join(10_000);
            }
        }

        List<String> missing = new ArrayList<>();
        for (String id : stored) {
            if (Sql.count("SELECT count(*) FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id "
                    + "JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ? AND m.transaction_id = ?", queue, id) != 1) {
                missing.add(id);
            }
        }
        assertThat(missing).as("pushes answered 201 but not stored (of %d)", stored.size()).isEmpty();
        List<Map<String, Object>> leases = Sql.rows("SELECT pc.lease_id::text AS lease FROM queen.partition_consumers pc "
                + "JOIN queen.partitions p ON p.id = pc.partition_id JOIN queen.queues q ON q.id = p.queue_id "
                + "WHERE q.name = ? AND pc.lease_expires_at > now()", queue);
        for (Map<String, Object> lease : leases) {
            assertThat(leasesReceived).as("a lease still held belongs to a pop whose answer arrived").contains((String) lease.get("lease"));
        }
    }

    /** Pushes one message at a time until the broker stops answering; remembers what was answered 201. */
    private void produce(QueenClient client, String queue, int producer) {
        for (int n = 0; ; n++) {
            String id = "p" + producer + "-" + n;
            Api.Response response;
            try {
                response = client.api.post("/api/v1/push", obj("items", List.of(item(queue, "p-" + n % 4, id, obj("n", n)))));
            } catch (UncheckedIOException stopped) {
                return;
            }
            if (response.status() == 201) {
                assertThat(response.json().get(0).get("status").asText()).isEqualTo("queued");
                stored.add(id);
            } else {
                assertThat(response.status()).as("refused while stopping: %s", response.text()).isEqualTo(503);
            }
        }
    }

    /** Pops and acks until the broker stops answering; remembers every lease it was handed. */
    private void consume(QueenClient client, String queue) {
        while (true) {
            List<JsonNode> messages;
            try {
                Api.Response response = client.pop(queue, "batch", 5, "wait", true, "timeout", 1000);
                if (response.status() != 200) {
                    continue;
                }
                messages = QueenClient.messages(response);
                messages.forEach(m -> leasesReceived.add(m.get("leaseId").asText()));
                for (JsonNode message : messages) {
                    client.api.post("/api/v1/ack", obj("transactionId", message.get("transactionId").asText(),
                            "partitionId", message.get("partitionId").asText(), "leaseId", message.get("leaseId").asText(),
                            "status", "completed"));
                }
            } catch (UncheckedIOException stopped) {
                return;
            }
        }
    }

    private static double metric(QueenClient client, String name) {
        for (String line : client.api.raw("GET", "/metrics/prometheus", null).body().split("\n")) {
            if (line.startsWith(name + " ")) {
                return Double.parseDouble(line.substring(name.length() + 1));
            }
        }
        return -1;
    }
}
