package io.queenmq.client.failover;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.client.Queen;
import io.queenmq.client.consume.Message;
import io.queenmq.client.push.PushResult;
import io.queenmq.client.push.PushStatus;
import io.queenmq.client.queue.QueueConfig;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;

/**
 * A PostgreSQL failover under push, pop and ack load: a primary and a streaming replica (Debian's PostgreSQL 15), two
 * brokers given both in PG_HOST, the primary stopped with {@code pg_ctl stop -m immediate} and the replica promoted.
 * With synchronous replication nothing answered is lost, order holds, no cursor moves back and every duplicate
 * follows a lease expiry. With asynchronous replication, the replica cut off a second before the kill, what is lost
 * is measured and printed, not asserted. The figures go to {@code target/failover/summary.json}, or to the directory
 * of {@code -Dfailover.out} ({@code scripts/failover} archives them under results/).
 */
// A separate thread: a broker stuck on a commit must fail the test, not hang the build.
@Timeout(value = 240, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PostgresFailoverIT {
    private static final int PARTITIONS = 4;
    private static final int CONSUMERS = 2;
    private static final long PUSH_PAUSE_MS = 20;
    private static final int LEASE_SECONDS = 2;
    private static final long LOAD_BEFORE_MS = 3000;
    private static final long CUT_BEFORE_KILL_MS = 1000;
    private static final long LOAD_AFTER_MS = 4000;
    /** Broker B re-checks parked pops this seldom, so a pop woken sooner was woken by a notification. */
    private static final int RECHECK_MS = 6000;
    private static final Map<String, Object> SUMMARY = new LinkedHashMap<>();
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @Test
    @Order(1)
    void withSynchronousReplicationNothingAnsweredIsLostAndNoCursorMovesBack() throws Exception {
        Run run = failover(true);
        FailoverLoad.Outcome o = run.outcome;
        assertThat(run.crashes).as("load threads that crashed").isEmpty();
        assertThat(o.answered()).as("pushes answered").isGreaterThan(100);
        assertThat(run.answeredAfterFailover).as("pushes answered after the failover").isPositive();
        assertThat(run.deliveredAfterFailover).as("messages delivered after the failover").isPositive();
        assertThat(o.lost()).as("answered pushes never delivered").isZero();
        assertThat(run.missingFromDatabase).as("answered pushes missing from the new primary").isZero();
        assertThat(o.reordered()).as("first deliveries out of partition order").isZero();
        assertThat(run.storedOutOfOrder).as("messages stored out of partition order").isZero();
        assertThat(o.redeliveredAfterConfirmedAck()).as("deliveries after a confirmed ack").isZero();
        assertThat(o.duplicatesUnexplained()).as("duplicates no lease expiry explains").isZero();
        assertThat(run.cursorsMovedBack).as("cursors behind on the promoted replica: %s", run.cursors).isEmpty();
        assertThat(run.firstCommitMs).as("kill to first commit on the new primary").isPositive();
        assertThat(run.primaryChanges).as("/health primary changes").allSatisfy(c -> assertThat(c).isGreaterThanOrEqualTo(1));
        assertThat(run.peerWakeMs).as("long poll on broker B woken by a push on broker A after the failover")
                .isBetween(0L, RECHECK_MS / 2L);
    }

    @Test
    @Order(2)
    void withAsynchronousReplicationTheLossIsMeasuredAndTheBrokerKeepsServing() throws Exception {
        Run run = failover(false);
        assertThat(run.crashes).as("load threads that crashed").isEmpty();
        assertThat(run.answeredAfterFailover).as("pushes answered after the failover").isPositive();
        assertThat(run.deliveredAfterFailover).as("messages delivered after the failover").isPositive();
        assertThat(run.primaryChanges).as("/health primary changes").allSatisfy(c -> assertThat(c).isGreaterThanOrEqualTo(1));
    }

    @AfterAll
    static void writeSummary() throws IOException {
        if (SUMMARY.isEmpty()) {
            return;
        }
        String out = System.getProperty("failover.out");
        Path dir = out == null || out.isBlank() ? Path.of("target", "failover") : Path.of(out);
        Files.createDirectories(dir);
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("finishedAt", Instant.now().toString());
        summary.put("config", Map.of("partitions", PARTITIONS, "consumers", CONSUMERS, "pushPauseMs", PUSH_PAUSE_MS,
                "leaseSeconds", LEASE_SECONDS, "loadBeforeKillMs", LOAD_BEFORE_MS, "loadAfterPromoteMs", LOAD_AFTER_MS,
                "replicaCutBeforeKillMsAsync", CUT_BEFORE_KILL_MS, "postgres", "Debian 15, fsync on, pg_ctl stop -m immediate"));
        summary.putAll(SUMMARY);
        JSON.writeValue(dir.resolve("summary.json").toFile(), summary);
    }

    /** What one failover did. */
    private static final class Run {
        FailoverLoad.Outcome outcome;
        List<Throwable> crashes;
        long answeredAfterFailover;
        long deliveredAfterFailover;
        long firstCommitMs;
        long firstAnsweredCommitMs;
        long killMs;
        long promoteMs;
        long storedOutOfOrder;
        long missingFromDatabase;
        Map<String, String> cursors;
        Map<String, Long> cursorsMovedBack;
        List<Long> primaryChanges;
        long peerWakeMs;
    }

    private Run failover(boolean synchronous) throws Exception {
        String mode = synchronous ? "synchronous" : "asynchronous";
        Run run = new Run();
        try (ReplicatedPair pair = ReplicatedPair.start(synchronous);
             Broker a = startBroker(pair, Map.of());
             Broker b = startBroker(pair, Map.of("POP_WAIT_INITIAL_INTERVAL_MS", Integer.toString(RECHECK_MS),
                     "POP_WAIT_MAX_INTERVAL_MS", Integer.toString(RECHECK_MS)));
             Queen queen = Queen.builder().url(url(a)).retries(0).requestTimeout(Duration.ofSeconds(15)).connect()) {
            String queue = "failover-" + mode + "-" + System.nanoTime() % 1_000_000;
            queen.queue(queue).config(QueueConfig.defaults().leaseTimeSeconds(LEASE_SECONDS).retryLimit(100)).create();
            try (FailoverLoad load = new FailoverLoad(queen, queue, PARTITIONS, CONSUMERS, PUSH_PAUSE_MS,
                    LEASE_SECONDS * 1000L)) {
                load.start();
                Thread.sleep(LOAD_BEFORE_MS);
                if (!synchronous) {
                    pair.cutReplica();
                    Thread.sleep(CUT_BEFORE_KILL_MS);
                }
                Map<String, Long> before = cursors(pair.primary(), queue);
                long answeredBefore = load.answeredCount();
                Instant killWall = Instant.now();
                long killNanos = System.nanoTime();
                pair.primary().kill();
                long downNanos = System.nanoTime();
                Instant downWall = Instant.now();
                Map<String, Long> atPromote = cursors(pair.replica(), queue);
                pair.replica().promote();
                long promotedNanos = System.nanoTime();
                run.killMs = TimeUnit.NANOSECONDS.toMillis(downNanos - killNanos);
                run.promoteMs = TimeUnit.NANOSECONDS.toMillis(promotedNanos - downNanos);

                Thread.sleep(LOAD_AFTER_MS);
                load.stopProducing();
                load.drain(4000, 30_000);

                run.outcome = load.outcome();
                run.crashes = load.crashes();
                run.answeredAfterFailover = load.answeredCount() - answeredBefore;
                run.deliveredAfterFailover = load.deliveredAfter(promotedNanos);
                run.firstCommitMs = firstCommitAfter(pair.replica(), queue, killWall, downWall);
                Set<String> stored = storedIds(pair.replica(), queue);
                run.missingFromDatabase = load.answeredIds().stream().filter(id -> !stored.contains(id)).count();
                long answeredNanos = load.firstCommitAnsweredAfter(downNanos);
                run.firstAnsweredCommitMs = answeredNanos < 0 ? -1 : TimeUnit.NANOSECONDS.toMillis(answeredNanos - killNanos);
                run.storedOutOfOrder = storedOutOfOrder(pair.replica(), queue);
                run.cursors = new TreeMap<>();
                run.cursorsMovedBack = new TreeMap<>();
                for (Map.Entry<String, Long> e : before.entrySet()) {
                    long promoted = atPromote.getOrDefault(e.getKey(), -1L);
                    run.cursors.put(e.getKey(), "before kill " + e.getValue() + ", on the promoted replica " + promoted);
                    if (promoted < e.getValue()) {
                        run.cursorsMovedBack.put(e.getKey(), e.getValue() - promoted);
                    }
                }
            }
            run.primaryChanges = List.of(awaitPrimary(a, pair.replica()), awaitPrimary(b, pair.replica()));
            run.peerWakeMs = peerWake(queen, a, b);
        }
        report(mode, run);
        return run;
    }

    private static Broker startBroker(ReplicatedPair pair, Map<String, String> extra) throws Exception {
        Map<String, String> env = new HashMap<>();
        env.put("QUEEN_EMBEDDED_PG", "false");
        env.put("PG_HOST", pair.hosts());
        env.put("PG_DB", "postgres");
        env.put("PG_USER", "postgres");
        env.put("PG_PASSWORD", "postgres");
        env.put("PORT", "0");
        env.put("HOST", "127.0.0.1");
        env.put("DB_POOL_SIZE", "4");
        // A dead primary refuses connections at once; a short timeout only bounds a hung one.
        env.put("DB_CONNECTION_TIMEOUT", "1000");
        env.put("FILE_BUFFER_DIR", Files.createTempDirectory("queen-failover-spool").toString());
        env.putAll(extra);
        return Broker.start(BrokerConfig.fromEnv(env));
    }

    private static String url(Broker broker) {
        return "http://127.0.0.1:" + broker.port();
    }

    /** Waits until /health names {@code node} as the primary; returns its count of changes. */
    private static long awaitPrimary(Broker broker, PostgresNode node) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        JsonNode primary = null;
        while (System.nanoTime() < deadline) {
            HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(url(broker) + "/health")).build(),
                    HttpResponse.BodyHandlers.ofString());
            primary = JSON.readTree(response.body()).path("primary");
            if (node.hostPort().equals(primary.path("host").asText())) {
                return primary.path("changes").asLong();
            }
            Thread.sleep(100);
        }
        throw new AssertionError("/health of broker " + url(broker) + " does not name " + node + " as primary 15 s"
                + " after the failover: " + primary);
    }

    /**
     * A long poll parked on broker B, then a push through broker A: B learns of it only from A's NOTIFY on its
     * LISTEN connection (its own re-check waits {@link #RECHECK_MS}). Returns the time from the push's answer to the
     * pop's, in ms.
     */
    private static long peerWake(Queen queen, Broker a, Broker b) throws Exception {
        String queue = "failover-wake-" + System.nanoTime() % 1_000_000;
        queen.queue(queue).create();
        try (Queen onB = Queen.builder().url(url(b)).retries(0).connect()) {
            CompletableFuture<List<Message>> pop = onB.queue(queue).batch(1).wait(true).timeoutMillis(RECHECK_MS * 2L)
                    .popAsync();
            Thread.sleep(300); // parked
            List<PushResult> pushed = queen.queue(queue).push(List.of(Map.of("wake", 1)));
            assertThat(pushed.get(0).status()).isEqualTo(PushStatus.QUEUED);
            long pushedNanos = System.nanoTime();
            List<Message> messages = pop.get(RECHECK_MS * 3L, TimeUnit.MILLISECONDS);
            long wakeMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - pushedNanos);
            assertThat(messages).as("the long poll on broker " + url(b)).hasSize(1);
            return wakeMs;
        }
    }

    /** Per partition, the producer's seq of the message at the queue-mode cursor (-1: none acknowledged yet). */
    private static Map<String, Long> cursors(PostgresNode node, String queue) throws SQLException {
        Map<String, Long> cursors = new TreeMap<>();
        try (Connection c = node.connect(); PreparedStatement st = c.prepareStatement("""
                SELECT p.name, (m.payload->>'seq')::bigint
                FROM queen.partitions p JOIN queen.queues q ON q.id = p.queue_id
                LEFT JOIN queen.partition_consumers pc ON pc.partition_id = p.id
                LEFT JOIN queen.messages m ON m.partition_id = p.id AND m.seq = pc.cursor_seq
                WHERE q.name = ?""")) {
            st.setString(1, queue);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    long seq = rs.getLong(2);
                    cursors.put(rs.getString(1), rs.wasNull() ? -1 : seq);
                }
            }
        }
        return cursors;
    }

    /** Messages whose producer seq is not above the previous one in the same partition, in offset order. */
    private static long storedOutOfOrder(PostgresNode node, String queue) throws SQLException {
        try (Connection c = node.connect(); PreparedStatement st = c.prepareStatement("""
                SELECT count(*) FROM (
                    SELECT (m.payload->>'seq')::bigint AS seq,
                           lag((m.payload->>'seq')::bigint) OVER (PARTITION BY m.partition_id ORDER BY m.seq) AS previous
                    FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id
                    JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ?) s
                WHERE seq <= previous""")) {
            st.setString(1, queue);
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    /** The transactionIds of the queue's messages. */
    private static Set<String> storedIds(PostgresNode node, String queue) throws SQLException {
        Set<String> ids = new HashSet<>();
        try (Connection c = node.connect(); PreparedStatement st = c.prepareStatement("""
                SELECT m.transaction_id FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id
                JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ?""")) {
            st.setString(1, queue);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getString(1));
                }
            }
        }
        return ids;
    }

    /**
     * From the kill to the first message created on the new primary, in ms (-1: none). Created means its
     * transaction's start; only those started after {@code down} count, as one started earlier may have committed on
     * the old primary.
     */
    private static long firstCommitAfter(PostgresNode node, String queue, Instant kill, Instant down)
            throws SQLException {
        try (Connection c = node.connect(); PreparedStatement st = c.prepareStatement("""
                SELECT min(m.created_at) FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id
                JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ? AND m.created_at > ?""")) {
            st.setString(1, queue);
            st.setTimestamp(2, Timestamp.from(down));
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                Timestamp first = rs.getTimestamp(1);
                return first == null ? -1 : Duration.between(kill, first.toInstant()).toMillis();
            }
        }
    }

    private static void report(String mode, Run run) {
        FailoverLoad.Outcome o = run.outcome;
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("answered", o.answered());
        figures.put("answeredQueued", o.queued());
        figures.put("answeredDuplicate", o.duplicate());
        figures.put("answeredBuffered", o.buffered());
        figures.put("delivered", o.delivered());
        figures.put("lost", o.lost());
        figures.put("lostCommitted", o.lostCommitted());
        figures.put("missingFromDatabase", run.missingFromDatabase);
        figures.put("duplicates", o.duplicates());
        figures.put("duplicatesUnexplainedByLeaseExpiry", o.duplicatesUnexplained());
        figures.put("redeliveredAfterConfirmedAck", o.redeliveredAfterConfirmedAck());
        figures.put("reordered", o.reordered());
        figures.put("storedOutOfOrder", run.storedOutOfOrder);
        figures.put("cursorsMovedBack", run.cursorsMovedBack);
        figures.put("cursorsMovedBackMessages", run.cursorsMovedBack.values().stream().mapToLong(Long::longValue).sum());
        figures.put("cursors", run.cursors);
        figures.put("killToFirstCommitMs", run.firstCommitMs);
        figures.put("killToFirstCommitAnsweredMs", run.firstAnsweredCommitMs);
        figures.put("pgCtlStopMs", run.killMs);
        figures.put("pgCtlPromoteMs", run.promoteMs);
        figures.put("answeredAfterFailover", run.answeredAfterFailover);
        figures.put("deliveredAfterFailover", run.deliveredAfterFailover);
        figures.put("healthPrimaryChanges", run.primaryChanges);
        figures.put("peerWakeAfterFailoverMs", run.peerWakeMs);
        figures.put("pushRetries", o.pushRetries());
        figures.put("ackFailures", o.ackFailures());
        figures.put("errors", new TreeMap<>(o.errors()));
        SUMMARY.put(mode, figures);
        System.out.printf("FAILOVER %s: answered %d (queued %d, duplicate %d, buffered %d), delivered %d, lost %d"
                        + " (missing from the database %d), duplicates %d (unexplained %d, after a confirmed ack %d), reordered %d, stored out of order %d,"
                        + " cursors moved back %s, kill->first commit %d ms (answered %d ms), peer wake %d ms,"
                        + " /health changes %s%n", mode, o.answered(), o.queued(), o.duplicate(), o.buffered(),
                o.delivered(), o.lost(), run.missingFromDatabase, o.duplicates(), o.duplicatesUnexplained(), o.redeliveredAfterConfirmedAck(),
                o.reordered(), run.storedOutOfOrder, run.cursorsMovedBack, run.firstCommitMs, run.firstAnsweredCommitMs,
                run.peerWakeMs, run.primaryChanges);
    }
}
