package io.queenmq.gatling;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * "plan-shift": replays the sequence that once made the broker's push statement collapse. A
 * prelude of single-message pushes ({@code preludeConnections} users, {@code preludeBatch} per
 * request, {@code preludeParts} partitions of queue A) runs for {@code preludeSeconds}; then the
 * partitions table is analyzed while it is small, and the measured phase pushes {@code batch} messages per request over
 * {@code parts} partitions of queue B from {@code connections} users for
 * {@code durationSeconds}, which multiplies the partitions under plans built for few. Nothing
 * consumes. {@code pushMsgPerSec} and the {@code push} request are the measured phase's only; the
 * prelude is Gatling request {@code prelude-push} and reported under {@code prelude}. Run it on a
 * fresh database without a warm-up, or the prelude's statistics are not the first.
 *
 * <p>The analyze stands for autovacuum's first one. With {@code analyzeUrl} (a JDBC URL of the
 * broker's database, which scripts/bench passes when it runs the database) the simulation runs
 * {@code ANALYZE queen.partitions} itself after a 20 s prelude and pushes single messages for 5 s
 * more (into a queue of its own), so that the statements are planned again with the small table's
 * statistics before the measured phase, and every run replays the collapse the same way; without it the prelude lasts 75 s, longer than autovacuum_naptime (60 s), and
 * whether autoanalyze saw a small table (and how bloated) depends on timing.
 *
 * <p>Parameters (defaults): {@code preludeSeconds} 20 with {@code analyzeUrl}, else 75 (0 = no prelude, a control run),
 * {@code preludeConnections} 50, {@code preludeBatch} 1, {@code preludeParts} 100,
 * {@code connections} 50, {@code batch} 10, {@code parts} 10000, plus those of
 * {@link BenchParams} ({@code drainSeconds} unused).
 */
public class PlanShiftSimulation extends QueenSimulation {

    /** How long single-message pushes go on after the analyze, before the measured phase. */
    private static final int REPLAN_SECONDS = 5;

    private final int preludeSeconds;
    private final PushLedger prelude;
    private final PushLedger replanned;
    private final String preludeQueue;

    public PlanShiftSimulation() {
        super("plan-shift");
        String analyzeUrl = System.getProperty("analyzeUrl");
        preludeSeconds = params.nonNegativeInt("preludeSeconds", analyzeUrl == null ? 75 : 20);
        int preludeConnections = params.positiveInt("preludeConnections", 50);
        int preludeBatch = params.positiveInt("preludeBatch", 1);
        int preludeParts = params.positiveInt("preludeParts", 100);
        int connections = params.positiveInt("connections", 50);
        int batch = params.positiveInt("batch", 10);
        int parts = params.positiveInt("parts", 10_000);

        preludeQueue = params.queueNames("a", 1).get(0);
        String replannedQueue = params.queueNames("a2", 1).get(0);
        List<String> measuredQueue = params.queueNames("b", 1);
        // Same transaction ids in both ledgers are fine: deduplication is per partition.
        prelude = new PushLedger(params.runId(), new Lanes(List.of(preludeQueue), preludeParts, preludeBatch),
                preludeConnections, preludeBatch, preludeSeconds);
        replanned = new PushLedger(params.runId(), new Lanes(List.of(replannedQueue), preludeParts, preludeBatch),
                preludeConnections, preludeBatch, REPLAN_SECONDS);
        PushLedger measured = new PushLedger(params.runId(), new Lanes(measuredQueue, parts, batch), connections, batch,
                params.durationSeconds());
        track(measured, List.of(preludeQueue, replannedQueue, measuredQueue.get(0)), List.of());
        Duration maxDuration = maxDuration().plusSeconds(preludeSeconds + REPLAN_SECONDS);
        if (preludeSeconds == 0) {
            setUp(producers(measured)).protocols(protocol).maxDuration(maxDuration);
        } else {
            // After the analyze, single-message pushes go on for a few seconds (into a queue of their own, so their
            // transaction ids stay fresh): the statements are planned again, with the small table's statistics.
            PopulationBuilder measuredPhase = analyzeUrl == null ? producers(measured)
                    : analyze(analyzeUrl).injectOpen(atOnceUsers(1)).andThen(
                            closedProducers(replanned, "prelude-push-after-analyze", REPLAN_SECONDS)
                                    .andThen(producers(measured)));
            setUp(closedProducers(prelude, "prelude-push", preludeSeconds).andThen(measuredPhase))
                    .protocols(protocol).maxDuration(maxDuration);
        }
    }

    /** One user that analyzes the partitions table, as autovacuum would while it is small. */
    private static ScenarioBuilder analyze(String jdbcUrl) {
        return scenario("analyze").exec(session -> {
            try (Connection c = DriverManager.getConnection(jdbcUrl); Statement st = c.createStatement()) {
                st.execute("ANALYZE queen.partitions");
            } catch (SQLException e) {
                throw new IllegalStateException("plan-shift: ANALYZE through " + jdbcUrl + " failed", e);
            }
            return session;
        });
    }

    /** {@code preludePushMsgPerSec} and, under {@code prelude}, what the prelude pushed. */
    @Override
    protected Map<String, Object> scenarioSummary() {
        Map<String, Object> phase = new LinkedHashMap<>();
        phase.put("queue", preludeQueue);
        phase.put("seconds", preludeSeconds);
        phase.put("pushRequests", prelude.requests());
        phase.put("pushedMessages", prelude.confirmedMessages());
        phase.put("pushNotQueued", prelude.notQueued());
        phase.put("pushWindowSeconds", prelude.windowSeconds());
        phase.put("pushMsgPerSec", prelude.msgPerSec());
        // Without a warm-up the prelude starts on a cold broker: its series shows the warm-up.
        phase.putAll(SteadyThroughput.summary(prelude.msgPerSecond()));
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("preludePushMsgPerSec", prelude.msgPerSec());
        summary.put("prelude", phase);
        return summary;
    }
}
