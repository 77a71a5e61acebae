package io.queenmq.gatling;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Simulation;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * "health": the load generator's request ceiling on this machine, for scripts/bench's calibration.
 * {@code connections} users (closed model, one keep-alive connection each) send
 * {@code GET /health} back to back for {@code durationSeconds}. The broker answers it after a
 * {@code SELECT 1} on its pool: one HTTP round trip and a trivial query, a rate no scenario's
 * requests can pass on the same machine. Writes {@code requests}, {@code errors},
 * {@code windowSeconds} and {@code reqPerSec} (answered 200 per second from the first request to
 * the last answer) to {@code resultFile}.
 *
 * <p>Parameters (defaults): {@code connections} 10, plus {@code target}, {@code durationSeconds}
 * and {@code resultFile} of {@link BenchParams}.
 */
public class HealthSimulation extends Simulation {

    private final BenchParams params = new BenchParams("health");
    private final LongAdder answered = new LongAdder();
    private final LongAdder failed = new LongAdder();
    private final AtomicLong firstNanos = new AtomicLong(Long.MAX_VALUE);
    private final AtomicLong lastNanos = new AtomicLong(Long.MIN_VALUE);

    public HealthSimulation() {
        int connections = params.positiveInt("connections", 10);
        ChainBuilder probe = exec(http("health").get("/health").check(status().is(200)))
                .exec(session -> {
                    (session.isFailed() ? failed : answered).increment();
                    lastNanos.accumulateAndGet(System.nanoTime(), Math::max);
                    return session.markAsSucceeded();
                });
        setUp(scenario("health")
                .exec(session -> {
                    firstNanos.accumulateAndGet(System.nanoTime(), Math::min);
                    return session;
                })
                .during(Duration.ofSeconds(params.durationSeconds()), false).on(probe)
                .injectOpen(atOnceUsers(connections)))
                .protocols(http.baseUrls(params.targets()).disableWarmUp().disableCaching())
                .maxDuration(Duration.ofSeconds(params.durationSeconds() + 60L));
    }

    @Override
    public void after() {
        double window = lastNanos.get() > firstNanos.get() ? (lastNanos.get() - firstNanos.get()) / 1e9 : 0;
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("scenario", params.scenario());
        summary.put("parameters", params.values());
        summary.put("requests", answered.sum() + failed.sum());
        summary.put("errors", failed.sum());
        summary.put("windowSeconds", window);
        summary.put("reqPerSec", window > 0 ? answered.sum() / window : 0.0);
        params.resultFile().ifPresent(file -> Json.writeFile(file, summary));
        System.out.println("RESULT scenario=health requests=" + summary.get("requests") + " errors="
                + failed.sum() + " reqPerSec=" + String.format(Locale.ROOT, "%.1f", summary.get("reqPerSec")));
    }
}
