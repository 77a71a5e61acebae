package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.transactionIds;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.chaos.BrokerProcess;
import io.queenmq.broker.db.EmbeddedDatabase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database that comes back without its last commits, as a replica promoted before it received them does
 * (docs/operations.md, "High availability"): the offsets of the lost messages go to new ones, and a broker that
 * read the lost messages into its lane read cache must not deliver them at those offsets. The loss is made by
 * restoring a copy of the stopped server's data directory under a running broker; the broker's own PostgreSQL,
 * so the shared test database is never disturbed.
 */
@Timeout(180)
class LostCommitsIT {
    @TempDir
    Path scratch;

    private EmbeddedDatabase database;
    private BrokerProcess broker;

    @Test
    void messagesAtOffsetsTheDatabaseLostAreNotServedFromTheCache() throws Exception {
        Path data = scratch.resolve("pg");
        database = EmbeddedDatabase.start(data, 0);
        broker = BrokerProcess.start("broker", database.port(), scratch, Map.of());
        QueenClient queen = new QueenClient(new Api(broker.url()));
        String queue = "lost-commits";

        queen.pushMany(queue, "p", "m", 3);
        for (String group : List.of("a", "b")) {
            assertThat(transactionIds(popAll(queen, queue, group))).containsExactly("m-0", "m-1", "m-2");
        }
        Path before = scratch.resolve("pg-before");
        restartDatabase(() -> copy(data, before));

        queen.pushMany(queue, "p", "lost", 3);
        assertThat(transactionIds(popAll(queen, queue, "a"))).as("read into the cache")
                .containsExactly("lost-0", "lost-1", "lost-2");
        restartDatabase(() -> {
            delete(data);
            copy(before, data);
        });

        queen.pushMany(queue, "p", "new", 3);
        for (String group : List.of("b", "a")) {
            assertThat(transactionIds(popAll(queen, queue, group))).as(group)
                    .containsExactly("new-0", "new-1", "new-2");
        }
    }

    @AfterEach
    void stop() throws Exception {
        if (broker != null) {
            broker.close();
        }
        if (database != null) {
            database.close();
        }
    }

    private static List<JsonNode> popAll(QueenClient queen, String queue, String group) {
        return messages(queen.pop(queue, "consumerGroup", group, "batch", 10, "autoAck", true));
    }

    private interface WhileStopped {
        void run() throws IOException;
    }

    /** Stops PostgreSQL under the running broker, runs {@code whileStopped}, starts it again on the same port. */
    private void restartDatabase(WhileStopped whileStopped) throws Exception {
        Path data = database.dataDirectory();
        int port = database.port();
        database.close();
        database = null;
        whileStopped.run();
        database = EmbeddedDatabase.start(data, port);
        Api api = new Api(broker.url());
        Eventually.until(Duration.ofSeconds(60), () -> api.get("/health").status(), status -> status == 200,
                "the broker reaches the restarted database");
    }

    /** A copy of a stopped server's data directory, with the owner-only permissions PostgreSQL insists on. */
    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path path : paths.toList()) {
                Path target = to.resolve(from.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(target);
                    Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwx------"));
                } else {
                    Files.copy(path, target, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }

    private static void delete(Path directory) throws IOException {
        try (Stream<Path> paths = Files.walk(directory)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
