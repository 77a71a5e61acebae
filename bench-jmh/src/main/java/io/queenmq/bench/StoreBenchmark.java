package io.queenmq.bench;

import com.zaxxer.hikari.HikariDataSource;
import io.opentelemetry.api.trace.SpanContext;
import io.queenmq.broker.crypto.PayloadEncryption;
import io.queenmq.broker.db.DataSources;
import io.queenmq.broker.db.DatabaseSettings;
import io.queenmq.broker.db.EmbeddedDatabase;
import io.queenmq.broker.db.HostList;
import io.queenmq.broker.db.Migrations;
import io.queenmq.broker.db.PostgresTls;
import io.queenmq.broker.store.core.AckItem;
import io.queenmq.broker.store.core.AckStatus;
import io.queenmq.broker.store.core.AckRequest;
import io.queenmq.broker.store.core.AckResult;
import io.queenmq.broker.store.core.AckStore;
import io.queenmq.broker.store.BatchWork;
import io.queenmq.broker.store.Catalog;
import io.queenmq.broker.store.Completion;
import io.queenmq.broker.store.core.PopRequest;
import io.queenmq.broker.store.core.PopResult;
import io.queenmq.broker.store.core.PopStore;
import io.queenmq.broker.store.core.PoppedMessage;
import io.queenmq.broker.store.core.PushItem;
import io.queenmq.broker.store.core.PushRequest;
import io.queenmq.broker.store.core.PushResult;
import io.queenmq.broker.store.core.PushStore;
import io.queenmq.broker.store.StoreFailure;
import io.queenmq.broker.store.StoreRequest;
import io.queenmq.broker.util.Uuid7;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.runner.RunnerException;

/**
 * Store batches per second against embedded PostgreSQL (durable: fsync and synchronous_commit
 * on), run the way a store lane's drain thread runs them: one {@code BatchWork.execute} on the
 * lane's connection, commit, then the after-commit callback. One operation is one committed
 * batch holding one request of {@code rowsPerBatch} messages; HTTP and lane hand-off are not
 * included. Each trial starts its own database in a fresh temporary directory.
 *
 * <ul>
 *   <li>{@code push}: one {@link PushRequest} of {@code rowsPerBatch} new messages spread over
 *       {@value #PARTITIONS} partitions of one queue (queue and partitions exist and are cached
 *       before measurement). The table grows during the run.</li>
 *   <li>{@code popAutoAck}: one wildcard {@link PopRequest} (queue mode, one partition, autoAck)
 *       taking {@code rowsPerBatch} messages from a queue filled before the trial.</li>
 *   <li>{@code popThenAck}: a pop without autoAck of {@code rowsPerBatch} messages, committed,
 *       then one {@link AckRequest} completing all of them under the pop's lease, committed: two
 *       transactions per operation. The ack cannot run alone, since each ack needs messages
 *       delivered under a lease first; {@code popAutoAck} approximates the pop half.</li>
 *   <li>{@code baselineCommitOneRow}: one single-row {@code UPDATE} and a durable commit on the
 *       same connection, the floor under any store batch.</li>
 * </ul>
 *
 * <p>Pops do not use up the queue: the filled queue holds {@value #MESSAGES_PER_PARTITION}
 * messages on each partition (a multiple of every {@code rowsPerBatch}), and once every message
 * has been delivered the group's cursors are rewound to the start with one {@code UPDATE} and a
 * commit, inside the measured operation (one rewind per {@code 20,000 / rowsPerBatch} pops).
 * Each iteration starts from a rewound queue.
 */
public class StoreBenchmark extends AbstractBenchmark {

    static final int PARTITIONS = 10;
    static final int MESSAGES_PER_PARTITION = 2_000;
    private static final String PUSH_QUEUE = "bench-push";
    private static final String POP_QUEUE = "bench-pop";
    private static final String GROUP = PopRequest.QUEUE_MODE;

    /** Messages in the measured request (the batch holds this one request); the baseline has none. */
    @State(Scope.Benchmark)
    public static class Batch {
        @Param({"1", "10", "100"})
        int rowsPerBatch;
    }

    /** The embedded database and the one store connection this benchmark thread drives, as a lane does. */
    @State(Scope.Benchmark)
    public static class Database {

        Path dataDirectory;
        EmbeddedDatabase embedded;
        HikariDataSource storePool;
        Connection connection;
        final PushStore pushStore = new PushStore(new Catalog(), (queue, partition) -> { },
                PayloadEncryption.fromHexKey(""));
        final PopStore popStore = new PopStore(PayloadEncryption.fromHexKey(""), 0);
        final AckStore ackStore = new AckStore((queue, partition) -> { });
        long pushedMessages; // numbers the pushed payloads and partitions

        @Setup(Level.Trial)
        public void start() throws IOException, SQLException {
            try {
                open();
            } catch (IOException | SQLException | RuntimeException e) {
                try {
                    stop(); // JMH does not tear down a state whose setup failed
                } catch (IOException | SQLException | RuntimeException cleanup) {
                    e.addSuppressed(cleanup);
                }
                throw e;
            }
        }

        private void open() throws IOException, SQLException {
            dataDirectory = Files.createTempDirectory("queen-bench-pg");
            embedded = EmbeddedDatabase.start(dataDirectory, 0);
            DatabaseSettings base = new DatabaseSettings(HostList.parse("localhost", 5432), "postgres", "postgres",
                    "postgres", new PostgresTls("disable", ""), 10_000, 60_000, 30_000, 120_000, 1, 1, false, null);
            storePool = DataSources.store(embedded.settingsFor(base), null); // no pool metrics
            Migrations.migrate(storePool);
            connection = storePool.getConnection(); // auto-commit off: the store pool's default
            try (Statement st = connection.createStatement()) {
                st.execute("CREATE TABLE IF NOT EXISTS public.bench_commit (id int PRIMARY KEY, n bigint NOT NULL)");
                st.execute("INSERT INTO public.bench_commit VALUES (1, 0) ON CONFLICT DO NOTHING");
            }
            connection.commit();
            // Create and cache the push queue and its partitions outside the measurement.
            for (int i = 0; i < PARTITIONS; i++) {
                push(PUSH_QUEUE, 1);
            }
        }

        @TearDown(Level.Trial)
        public void stop() throws IOException, SQLException {
            try {
                if (connection != null) {
                    connection.rollback();
                    connection.close(); // back to the pool
                }
            } finally {
                try {
                    if (storePool != null) {
                        storePool.close();
                    }
                } finally {
                    try {
                        if (embedded != null) {
                            embedded.close();
                        }
                    } finally {
                        deleteRecursively(dataDirectory);
                    }
                }
            }
        }

        /** One committed push batch of {@code rows} messages, partitions taken round robin. */
        List<PushResult> push(String queue, int rows) throws SQLException {
            List<PushItem> items = new ArrayList<>(rows);
            for (int i = 0; i < rows; i++) {
                long n = pushedMessages++;
                UUID id = Uuid7.next();
                items.add(new PushItem(queue, "customer-" + n % PARTITIONS, payload(n),
                        id.toString(), id, null, null, null));
            }
            Captured<List<PushResult>> done = new Captured<>();
            runBatch(pushStore, new PushRequest(items, done, SpanContext.getInvalid()));
            return done.value;
        }

        /** One committed wildcard pop of up to {@code rows} messages from one partition, under {@code leaseId}. */
        PopResult pop(int rows, boolean autoAck, UUID leaseId) throws SQLException {
            Captured<PopResult> done = new Captured<>();
            runBatch(popStore, new PopRequest(POP_QUEUE, null, GROUP, rows, 1, autoAck,
                    PopRequest.Subscription.ALL, leaseId, done, SpanContext.getInvalid()));
            return done.value;
        }

        /** One committed ack of {@code messages} as completed under {@code leaseId}. */
        List<AckResult> ack(List<PoppedMessage> messages, UUID leaseId) throws SQLException {
            List<AckItem> items = new ArrayList<>(messages.size());
            for (PoppedMessage m : messages) {
                items.add(new AckItem(m.transactionId(), m.partitionId(), AckStatus.COMPLETED, GROUP, leaseId, null));
            }
            Captured<List<AckResult>> done = new Captured<>();
            runBatch(ackStore, new AckRequest(items, done, SpanContext.getInvalid()));
            return done.value;
        }

        /** What a store lane does with a drained batch: execute, commit, then run the completions. */
        <R extends StoreRequest> void runBatch(BatchWork<R> work, R request) throws SQLException {
            Runnable afterCommit;
            try {
                afterCommit = work.execute(connection, List.of(request));
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            }
            afterCommit.run();
        }
    }

    /** The pop queue, filled once per trial; pops rewind it when every message has been delivered. */
    @State(Scope.Benchmark)
    public static class FilledQueue {

        int deliverable; // messages not yet delivered since the last rewind

        @Setup(Level.Trial)
        public void fill(Database db) throws SQLException {
            for (int pushed = 0; pushed < PARTITIONS * MESSAGES_PER_PARTITION; pushed += 100) {
                db.push(POP_QUEUE, 100);
            }
        }

        @Setup(Level.Iteration)
        public void rewindBeforeIteration(Database db) throws SQLException {
            rewind(db);
        }

        /** Takes {@code rows} messages from the queue's budget, rewinding the cursors first when it is spent. */
        void reserve(Database db, int rows) throws SQLException {
            if (deliverable < rows) {
                rewind(db);
            }
            deliverable -= rows;
        }

        private void rewind(Database db) throws SQLException {
            try (Statement st = db.connection.createStatement()) {
                st.executeUpdate("UPDATE queen.partition_consumers SET cursor_seq = 0, lease_id = NULL,"
                        + " lease_acquired_at = NULL, lease_expires_at = NULL, lease_max_seq = NULL");
            }
            db.connection.commit();
            deliverable = PARTITIONS * MESSAGES_PER_PARTITION;
        }
    }

    @Benchmark
    public List<PushResult> push(Database db, Batch batch) throws SQLException {
        return db.push(PUSH_QUEUE, batch.rowsPerBatch);
    }

    @Benchmark
    public PopResult popAutoAck(Database db, FilledQueue queue, Batch batch) throws SQLException {
        queue.reserve(db, batch.rowsPerBatch);
        return checkFull(db.pop(batch.rowsPerBatch, true, Uuid7.next()), batch.rowsPerBatch);
    }

    @Benchmark
    public List<AckResult> popThenAck(Database db, FilledQueue queue, Batch batch) throws SQLException {
        queue.reserve(db, batch.rowsPerBatch);
        UUID leaseId = Uuid7.next();
        PopResult popped = checkFull(db.pop(batch.rowsPerBatch, false, leaseId), batch.rowsPerBatch);
        List<AckResult> acked = db.ack(popped.messages(), leaseId);
        for (AckResult r : acked) {
            if (!r.success()) {
                throw new IllegalStateException("ack refused: " + r.error() + " (transactionId " + r.transactionId() + ")");
            }
        }
        return acked;
    }

    @Benchmark
    public int baselineCommitOneRow(Database db) throws SQLException {
        int updated;
        try (Statement st = db.connection.createStatement()) {
            updated = st.executeUpdate("UPDATE public.bench_commit SET n = n + 1 WHERE id = 1");
        }
        db.connection.commit();
        return updated;
    }

    /** A ~40-byte compact JSON payload, as the push route stores it. */
    private static String payload(long n) {
        return "{\"orderId\":" + n + ",\"qty\":3,\"total\":42.5}";
    }

    /** A short pop would mean the queue state is not what the measurement assumes: fail loudly. */
    private static PopResult checkFull(PopResult result, int rows) {
        if (result.messages().size() != rows) {
            throw new IllegalStateException("pop delivered " + result.messages().size() + " messages (expected "
                    + rows + "), outcome " + result.outcome());
        }
        return result;
    }

    /** Keeps a store request's outcome; a store failure here is a broken benchmark. */
    static final class Captured<T> implements Completion<T> {
        T value;

        @Override
        public void succeeded(T result) {
            value = result;
        }

        @Override
        public void failed(StoreFailure failure) {
            throw new IllegalStateException("store request failed: " + failure.message());
        }
    }

    private static void deleteRecursively(Path root) throws IOException {
        if (root == null || !Files.exists(root)) {
            return;
        }
        List<Path> deepestFirst;
        try (Stream<Path> paths = Files.walk(root)) {
            deepestFirst = paths.sorted(Comparator.reverseOrder()).toList();
        }
        for (Path p : deepestFirst) {
            Files.deleteIfExists(p);
        }
    }

    public static void main(String[] args) throws RunnerException {
        run(StoreBenchmark.class);
    }
}
