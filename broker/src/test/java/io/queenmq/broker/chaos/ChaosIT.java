package io.queenmq.broker.chaos;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.queenmq.broker.db.EmbeddedDatabase;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Chaos under a steady push + consume load (issue 9): (a) kill -9 of the broker and a restart, (b) PostgreSQL
 * stopped and started under a running broker, (c) a consumer dying while it holds leases, (d) two brokers on one
 * database, one killed, and (e) three, one killed, the clients spread over all three failing over to the other two
 * (issue 18); and (a) and (b) together: the broker killed while PostgreSQL is down, its spool holding
 * answered pushes, then both started again. After each: no answered push missing, nothing reordered within a partition, duplicates only
 * where a lease expired ({@link Ledger} defines each figure).
 *
 * <p>Its own embedded PostgreSQL and broker processes, so the shared test database is never disturbed. System
 * properties: {@code chaos.seconds} of load before and after each fault (3), {@code chaos.rate} pushes per second
 * (100), {@code chaos.outageSeconds} PostgreSQL stays down (3), {@code chaos.faults} which faults to run (all),
 * {@code chaos.out} a directory for the table, summary.json and the broker logs (scripts/chaos sets it).
 */
@Timeout(value = 20, unit = TimeUnit.MINUTES)
class ChaosIT {
    private static final int PARTITIONS = 4;
    private static final int CONSUMERS = 2;
    private static final int LEASE_SECONDS = 3;
    private static final Duration DRAIN = Duration.ofSeconds(45);

    private final int seconds = Integer.getInteger("chaos.seconds", 3);
    private final int rate = Integer.getInteger("chaos.rate", 100);
    private final int outageSeconds = Integer.getInteger("chaos.outageSeconds", 3);
    private final List<String> faults = List.of(System.getProperty("chaos.faults",
            "consumer-killed,broker-kill-9,postgres-restart,kill-9-during-outage,two-brokers-one-killed,"
            + "three-brokers-one-killed").split(","));

    @TempDir
    Path scratch;

    private EmbeddedDatabase database;

    /** One fault, injected while the load runs; returns what shows that it happened. */
    private interface Fault {
        String inject(Workload workload, Ledger ledger) throws Exception;
    }

    @Test
    void noAnsweredPushIsLostOrReorderedAndDuplicatesOnlyFollowALeaseExpiry() throws Exception {
        long startedNanos = System.nanoTime();
        String out = System.getProperty("chaos.out");
        Path work = out == null || out.isBlank() ? scratch : Files.createDirectories(Path.of(out));
        Path dataDirectory = scratch.resolve("pg");
        database = EmbeddedDatabase.start(dataDirectory, 0);
        int databasePort = database.port();
        BrokerProcess a = null;
        BrokerProcess b = null;
        BrokerProcess c = null;
        List<FaultReport> reports = new ArrayList<>();
        List<Ledger.Delivery> held = new ArrayList<>();
        // Per fault: whether it really happened, beyond the evidence text (a pid changed, a port refused, ...).
        Map<String, Boolean> happened = new LinkedHashMap<>();
        try {
            a = BrokerProcess.start("broker-a", databasePort, work);
            BrokerProcess first = a;
            List<String> one = List.of(a.url());

            run(reports, "consumer-killed", one, (workload, ledger) -> {
                held.addAll(workload.popAndDie(20, Duration.ofSeconds(3)));
                ledger.recovered();
                happened.put("consumer-killed", !held.isEmpty() && awaitRedelivery(ledger, held));
                return "a consumer died holding " + held.size() + " messages; each delivered again after the lease";
            });

            run(reports, "broker-kill-9", one, (workload, ledger) -> {
                long before = first.pid();
                first.kill();
                first.restart();
                ledger.recovered();
                happened.put("broker-kill-9", first.pid() != before);
                return "broker pid " + before + " killed (SIGKILL), restarted as pid " + first.pid();
            });

            run(reports, "postgres-restart", one, (workload, ledger) -> {
                long stoppedAt = System.nanoTime();
                database.close();
                database = null;
                happened.put("postgres-restart", refusesConnections(databasePort));
                Thread.sleep(outageSeconds * 1000L);
                database = EmbeddedDatabase.start(dataDirectory, databasePort);
                ledger.recovered();
                return "PostgreSQL stopped for " + (System.nanoTime() - stoppedAt) / 1_000_000 + " ms under broker pid "
                        + first.pid();
            });

            run(reports, "kill-9-during-outage", one, (workload, ledger) -> {
                database.close();
                database = null;
                boolean refused = refusesConnections(databasePort);
                Thread.sleep(outageSeconds * 1000L);
                long before = first.pid();
                first.kill();
                database = EmbeddedDatabase.start(dataDirectory, databasePort);
                first.restart();
                ledger.recovered();
                happened.put("kill-9-during-outage", refused && first.pid() != before);
                return "PostgreSQL stopped, broker pid " + before + " killed (SIGKILL) with pushes in its spool, "
                        + "PostgreSQL started, broker restarted as pid " + first.pid();
            });

            if (faults.contains("two-brokers-one-killed")) {
                b = BrokerProcess.start("broker-b", databasePort, work);
            }
            BrokerProcess second = b;
            run(reports, "two-brokers-one-killed", b == null ? one : List.of(a.url(), b.url()), (workload, ledger) -> {
                long killed = first.pid();
                first.kill();
                ledger.recovered();
                happened.put("two-brokers-one-killed", second != null && !first.alive() && second.alive());
                return "broker pid " + killed + " killed (SIGKILL); broker pid " + second.pid() + " kept serving";
            });

            if (faults.contains("three-brokers-one-killed")) {
                // The broker the fault before killed comes back on its port and spool, as under a supervisor.
                if (!a.alive()) {
                    a.restart();
                }
                if (b == null) {
                    b = BrokerProcess.start("broker-b", databasePort, work);
                }
                c = BrokerProcess.start("broker-c", databasePort, work);
                List<BrokerProcess> fleet = List.of(a, b, c);
                // The middle one: a consumer starts on each broker, and the producer pushes to all three in turn.
                BrokerProcess victim = b;
                run(reports, "three-brokers-one-killed", fleet.stream().map(BrokerProcess::url).toList(),
                        (workload, ledger) -> {
                            long killed = victim.pid();
                            victim.kill();
                            ledger.recovered();
                            List<BrokerProcess> survivors = fleet.stream().filter(p -> p != victim).toList();
                            happened.put("three-brokers-one-killed",
                                    !victim.alive() && survivors.stream().allMatch(BrokerProcess::alive));
                            return "broker pid " + killed + " killed (SIGKILL) of three; broker pids "
                                    + survivors.stream().map(p -> Long.toString(p.pid())).toList() + " kept serving";
                        });
            }
        } finally {
            if (c != null) {
                c.kill();
            }
            if (b != null) {
                b.kill();
            }
            if (a != null) {
                a.kill();
            }
            if (database != null) {
                database.close();
            }
            report(work, reports, (System.nanoTime() - startedNanos) / 1_000_000_000.0);
        }

        SoftAssertions softly = new SoftAssertions();
        for (FaultReport r : reports) {
            softly.assertThat(r.acked()).as("%s: pushes answered", r.fault()).isPositive();
            softly.assertThat(r.lost()).as("%s: answered pushes never delivered", r.fault()).isZero();
            softly.assertThat(r.reordered()).as("%s: first deliveries behind a higher seq", r.fault()).isZero();
            softly.assertThat(r.unexplainedDuplicates()).as("%s: duplicates without a lease expiry", r.fault()).isZero();
            softly.assertThat(r.answersAfterRecovery()).as("%s: pushes answered after the fault", r.fault()).isPositive();
            softly.assertThat(r.deliveriesAfterRecovery()).as("%s: deliveries after the fault", r.fault()).isPositive();
            if (r.fault().equals("postgres-restart") || r.fault().equals("kill-9-during-outage")) {
                softly.assertThat(r.buffered()).as("%s: pushes spooled during the outage", r.fault()).isPositive();
            }
        }
        for (String fault : faults) {
            softly.assertThat(happened.get(fault)).as("%s happened (for consumer-killed: it held messages and each "
                    + "came back; for postgres-restart: its port refused connections)", fault).isTrue();
        }
        softly.assertAll();
        assertThat(reports).hasSameSizeAs(faults);
    }

    private void run(List<FaultReport> reports, String fault, List<String> urls, Fault action) throws Exception {
        if (faults.contains(fault)) {
            reports.add(run(fault, urls, action));
        }
    }

    private FaultReport run(String fault, List<String> urls, Fault action) throws Exception {
        Ledger ledger = new Ledger(LEASE_SECONDS * 1000L);
        String queue = "chaos-" + fault + "-" + System.currentTimeMillis();
        try (Workload workload = new Workload(queue, urls, PARTITIONS, rate, ledger)) {
            // At least one consumer per broker, so that every broker of a fleet serves pops.
            workload.start(LEASE_SECONDS, Math.max(CONSUMERS, urls.size()));
            Thread.sleep(seconds * 1000L);
            String evidence = action.inject(workload, ledger);
            Thread.sleep(seconds * 1000L);
            workload.stopProducing();
            boolean drained = workload.drain(DRAIN);
            return ledger.report(fault, evidence + "; push retries " + workload.pushRetries()
                    + (workload.oddAnswers().isEmpty() ? "" : "; other answers " + workload.oddAnswers())
                    + (drained ? "" : "; NOT every answered push delivered within " + DRAIN));
        }
    }

    /** Waits until every message the dead consumer held was delivered again; false if that did not happen. */
    private static boolean awaitRedelivery(Ledger ledger, List<Ledger.Delivery> held) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(LEASE_SECONDS + 20).toNanos();
        while (!held.stream().allMatch(d -> ledger.deliveriesOf(d.partition(), d.seq()) >= 2)) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(100);
        }
        return true;
    }

    private static boolean refusesConnections(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("localhost", port), 1000);
            return false;
        } catch (IOException refused) {
            return true;
        }
    }

    private void report(Path work, List<FaultReport> reports, double durationSeconds) throws Exception {
        String table = FaultReport.table(reports);
        System.out.println("\nChaos: " + seconds + " s of load before and after each fault, at most " + rate
                + " pushes/s\n" + table);
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("secondsBeforeAndAfterFault", seconds);
        config.put("targetPushesPerSecond", rate);
        config.put("partitions", PARTITIONS);
        config.put("consumers", CONSUMERS);
        config.put("leaseSeconds", LEASE_SECONDS);
        config.put("postgresOutageSeconds", outageSeconds);
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("finishedAt", Instant.now().toString());
        summary.put("durationSeconds", Math.round(durationSeconds));
        summary.put("config", config);
        summary.put("faults", reports.stream().map(FaultReport::toMap).toList());
        Files.writeString(work.resolve("table.txt"), table, StandardCharsets.UTF_8);
        new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(work.resolve("summary.json").toFile(), summary);
    }
}
