package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.db.EmbeddedDatabase;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The failover spool across a database outage and a crash (docs/semantics.md §13, docs/decisions.md §D7): pushes that cannot reach PostgreSQL
 * are answered 201 {@code buffered} once on disk, and survive {@code kill -9} of the broker: the next broker started
 * on the same spool directory delivers every one of them exactly once.
 */
@Timeout(300)
class SpoolIT {
    private static final String QUEUE = "spool-outage";
    private static final int REQUESTS = 6;
    private static final int ITEMS_PER_REQUEST = 10;
    /** A replay period longer than the test: the buffer file is never idle long enough to be closed. */
    private static final int NEVER_IDLE_MS = 600_000;

    @TempDir
    Path dir;

    @Test
    void pushesBufferedDuringAnOutageSurviveKillNineAndArriveExactlyOnce() throws Exception {
        Path dataDirectory = dir.resolve("pg");
        Path spoolDirectory = dir.resolve("spool");
        EmbeddedDatabase database = EmbeddedDatabase.start(dataDirectory, 0);
        int databasePort = database.port();
        BrokerProcess broker = null;
        ExecutorService clients = Executors.newFixedThreadPool(REQUESTS);
        try {
            // This broker never gets to close its buffer file: it is killed while still appending to it.
            broker = BrokerProcess.start(databasePort, spoolDirectory, NEVER_IDLE_MS, dir.resolve("first-broker.log"));

            database.close();
            database = null;
            List<CompletableFuture<Api.Response>> pushes = new ArrayList<>();
            for (int r = 0; r < REQUESTS; r++) {
                List<Map<String, Object>> items = new ArrayList<>();
                for (int i = 0; i < ITEMS_PER_REQUEST; i++) {
                    int n = r * ITEMS_PER_REQUEST + i;
                    // Half the items carry the client's transactionId, half get one minted by the broker.
                    items.add(item(QUEUE, "p" + (n % 3), n % 2 == 0 ? "tx-" + n : null, obj("n", n)));
                }
                Api api = broker.api();
                pushes.add(CompletableFuture.supplyAsync(() -> api.post("/api/v1/push", obj("items", items)), clients));
            }
            for (CompletableFuture<Api.Response> push : pushes) {
                Api.Response response = push.get();
                assertThat(response.status()).as(response.text()).isEqualTo(201);
                assertThat(response.json()).allSatisfy(r -> assertThat(r.get("status").asText()).isEqualTo("buffered"));
            }
            assertThat(broker.api().get("/api/v1/system/maintenance").json().get("bufferedMessages").asInt())
                    .isEqualTo(REQUESTS * ITEMS_PER_REQUEST);
            assertThat(spoolFiles(spoolDirectory)).as("the buffer is on disk").isNotEmpty();

            broker.kill();
            database = EmbeddedDatabase.start(dataDirectory, databasePort);
            broker = BrokerProcess.start(databasePort, spoolDirectory, 100, dir.resolve("second-broker.log"));

            Api api = broker.api();
            Eventually.until(Duration.ofSeconds(60),
                    () -> api.get("/api/v1/system/maintenance").json().get("bufferedMessages").asInt(),
                    buffered -> buffered == 0, "the new broker replays the buffer");
            assertThat(spoolFiles(spoolDirectory)).as("replayed files are deleted").isEmpty();
            List<Integer> delivered = new ArrayList<>();
            List<String> transactionIds = new ArrayList<>();
            for (int p = 0; p < 3; p++) {
                Api.Response popped = api.get("/api/v1/pop/queue/" + QUEUE + "/partition/p" + p
                        + "?batch=1000&autoAck=true");
                for (JsonNode message : messages(popped)) {
                    delivered.add(message.get("data").get("n").asInt());
                    transactionIds.add(message.get("transactionId").asText());
                }
            }
            List<Integer> expected = Stream.iterate(0, n -> n + 1).limit(REQUESTS * ITEMS_PER_REQUEST).toList();
            assertThat(delivered).as("every buffered message, once").containsExactlyInAnyOrderElementsOf(expected);
            assertThat(transactionIds).as("client transactionIds kept").contains("tx-0", "tx-58")
                    .doesNotHaveDuplicates();
            assertThat(storedMessages(databasePort)).isEqualTo(REQUESTS * ITEMS_PER_REQUEST);
        } finally {
            clients.shutdownNow();
            if (broker != null) {
                broker.kill();
            }
            if (database != null) {
                database.close();
            }
        }
    }

    private static List<Path> spoolFiles(Path spoolDirectory) throws IOException {
        try (Stream<Path> files = Files.list(spoolDirectory)) {
            return files.filter(path -> path.getFileName().toString().endsWith(".spool")).toList();
        }
    }

    private static long storedMessages(int databasePort) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://localhost:" + databasePort + "/postgres",
                "postgres", "postgres");
             PreparedStatement st = c.prepareStatement("SELECT count(*) FROM queen.messages m "
                     + "JOIN queen.partitions p ON p.id = m.partition_id JOIN queen.queues q ON q.id = p.queue_id "
                     + "WHERE q.name = ?")) {
            st.setString(1, QUEUE);
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    /** A broker in its own JVM, started from the test classpath, so that it can be killed like a real process. */
    private record BrokerProcess(Process process, int port, Path log) {
        static BrokerProcess start(int databasePort, Path spoolDirectory, int flushMs, Path log) throws Exception {
            int port = freePort();
            Map<String, String> env = new HashMap<>();
            env.put("QUEEN_EMBEDDED_PG", "false");
            env.put("PG_HOST", "localhost");
            env.put("PG_PORT", Integer.toString(databasePort));
            env.put("PG_DB", "postgres");
            env.put("PG_USER", "postgres");
            env.put("PG_PASSWORD", "postgres");
            env.put("HOST", "127.0.0.1");
            env.put("PORT", Integer.toString(port));
            env.put("FILE_BUFFER_DIR", spoolDirectory.toString());
            env.put("FILE_BUFFER_FLUSH_MS", Integer.toString(flushMs));
            env.put("NUM_WORKERS", "1");
            env.put("DB_POOL_SIZE", "2");
            env.put("DB_CONNECTION_TIMEOUT", "1000");
            ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                    "-cp", System.getProperty("java.class.path"), "io.queenmq.broker.Main")
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile());
            builder.environment().putAll(env);
            BrokerProcess broker = new BrokerProcess(builder.start(), port, log);
            Api api = broker.api();
            Eventually.until(Duration.ofSeconds(60), () -> broker.healthy(api), healthy -> healthy,
                    "the broker process answers /health (log: " + log + ")");
            return broker;
        }

        Api api() {
            return new Api("http://127.0.0.1:" + port);
        }

        /** kill -9: no shutdown hook runs. */
        void kill() throws InterruptedException {
            process.destroyForcibly();
            process.waitFor();
        }

        private boolean healthy(Api api) {
            if (!process.isAlive()) {
                throw new AssertionError("the broker process exited:\n" + logText());
            }
            try {
                return api.get("/health").status() == 200;
            } catch (UncheckedIOException notListeningYet) {
                return false;
            }
        }

        private String logText() {
            try {
                return Files.readString(log, StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "(no log: " + e.getMessage() + ")";
            }
        }

        private static int freePort() throws IOException {
            try (ServerSocket socket = new ServerSocket(0)) {
                return socket.getLocalPort();
            }
        }
    }
}
