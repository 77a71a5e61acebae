package io.queenmq.gatling;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.bodyString;
import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.pause;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;

/**
 * What every Queen simulation shares: the HTTP protocol, the producer and consumer populations
 * with their checks, queue configuration before the run, and the JSON summary after it.
 * Subclasses read their parameters, build a {@link PushLedger} and {@link GroupTracker}s, register
 * them with {@link #track}, and call {@code setUp(...)} with {@link #producers} and
 * {@link #consumers} populations. Producers follow the closed model unless the simulation sizes
 * its ledger with {@link #producerSlots} and the run asks for a {@code msgRate} (open model).
 *
 * <p>Gatling request names are stable: {@code push} (producers), {@code pop}, {@code ack}
 * (consumers, {@code POST /api/v1/ack/batch}) and, in the pipeline only, {@code forward} (the
 * first stage's push to the next queue). A request whose status or body check fails counts as
 * one error under its name; messages that break the routing or payload contract count under
 * {@code content}.
 *
 * <p>A simulation may instead fill its queue before the run and drain it with autoAck consumers
 * ({@link #newAutoAckGroup}): no {@code ack} requests then, and no push rate.
 */
public abstract class QueenSimulation extends Simulation {

    private static final String PRODUCER = "queen.producer";
    private static final String PUSHED = "queen.pushed";
    private static final String CONSUMER = "queen.consumer";
    private static final String POPPED = "queen.popped";
    private static final String FAILED = "queen.failed";
    /** Back-off after a failed push or pop, or an empty pop when long-poll is off. */
    private static final Duration IDLE_PAUSE = Duration.ofMillis(50);

    protected final BenchParams params;
    protected final HttpProtocolBuilder protocol;

    private final Map<String, LongAdder> errorsByRequest = new ConcurrentHashMap<>();
    private final Set<String> queues = new LinkedHashSet<>();
    private final List<GroupTracker> groups = new ArrayList<>();
    private PushLedger ledger;
    /** The open model's offer; null in the closed model. */
    private OfferedLoad offered;
    private ProducerPool producerPool;
    /** Whether Gatling users made the pushes, so their rate is a measurement. */
    private boolean gatlingPushes;
    private int popBatch;
    private int popPartitions;
    private int popWaitMs;
    private Instant startedAt;

    protected QueenSimulation(String scenario) {
        this.params = new BenchParams(scenario);
        this.protocol = http
                .baseUrls(params.targets())
                .contentTypeHeader("application/json")
                .acceptHeader("application/json")
                .disableWarmUp()
                .disableCaching();
        for (String request : List.of("push", "pop", "ack")) {
            errorsByRequest.put(request, new LongAdder());
        }
    }

    /** Declares the pushes, the consumer groups and every queue to configure before the run. */
    protected final void track(PushLedger ledger, List<String> queues, List<GroupTracker> groups) {
        this.ledger = ledger;
        this.queues.addAll(queues);
        this.groups.addAll(groups);
    }

    /**
     * A consumer group over {@code lanes}, checked against {@code source}. The first call reads the
     * pop parameters shared by all groups: {@code popBatch} (messages per pop, default 100),
     * {@code popPartitions} (partitions claimed per pop, default 1) and {@code popWaitMs}
     * (long-poll budget in ms, default 1000, 0 = no long-poll).
     *
     * @param consumerGroup null for queue mode
     * @param forwardQueue  when not null, popped batches are pushed there before they are acked
     */
    protected final GroupTracker newGroup(String consumerGroup, Lanes lanes, PushLedger source,
            String forwardQueue, boolean expectForwarded) {
        if (popBatch == 0) {
            popBatch = params.positiveInt("popBatch", 100);
            popPartitions = params.positiveInt("popPartitions", 1);
            popWaitMs = params.nonNegativeInt("popWaitMs", 1000);
        }
        return new GroupTracker(consumerGroup, lanes, source, forwardQueue, expectForwarded,
                popBatch, popPartitions, popWaitMs, params.drainSeconds(), null);
    }

    /**
     * A queue-mode group over a queue filled before the run, whose {@code consumers} users pop
     * with {@code autoAck=true&wait=false} for up to {@code durationSeconds} from their start and
     * stop once they see the queue empty (see {@link DrainWatch}). Reads {@code popBatch}
     * (default 100) and {@code popPartitions} (default 1).
     */
    protected final GroupTracker newAutoAckGroup(Lanes lanes, PushLedger source, int consumers) {
        popBatch = params.positiveInt("popBatch", 100);
        popPartitions = params.positiveInt("popPartitions", 1);
        return new GroupTracker(null, lanes, source, null, false, popBatch, popPartitions, 0,
                params.durationSeconds(), new DrainWatch(consumers));
    }

    /** Guards against a run that never ends: the configured run, the drain, and a minute. */
    protected final Duration maxDuration() {
        return Duration.ofSeconds(params.durationSeconds() + params.drainSeconds() + 60L);
    }

    /**
     * How many producers the push ledger needs, reading the load model: {@code msgRate} (messages
     * per second, default 0) &gt; 0 switches {@link #producers} to the open model, which then needs
     * {@code maxInFlight} producers (default 1000, the most pushes in flight at once); otherwise
     * {@code connections}, one per closed-model user.
     */
    protected final int producerSlots(int connections) {
        int msgRate = params.nonNegativeInt("msgRate", 0);
        if (msgRate == 0) {
            return connections;
        }
        offered = new OfferedLoad(msgRate);
        return params.positiveInt("maxInFlight", 1000);
    }

    /**
     * The producers of {@code ledger} for {@code durationSeconds}: closed model unless
     * {@link #producerSlots} found a {@code msgRate}, then {@link #openProducers}.
     */
    protected final PopulationBuilder producers(PushLedger ledger) {
        return offered == null
                ? closedProducers(ledger, "push", params.durationSeconds())
                : openProducers(ledger);
    }

    /**
     * One user per producer of {@code ledger}, each pushing back to back for {@code seconds}
     * (closed model: constant concurrency, one keep-alive connection each), as Gatling request
     * {@code request}.
     */
    protected final PopulationBuilder closedProducers(PushLedger ledger, String request, int seconds) {
        gatlingPushes = true;
        ChainBuilder push = exec(session -> session.set(PUSHED, producer(session).next()))
                .exec(push(ledger, request))
                .doIf(session -> session.getBoolean(FAILED)).then(pause(IDLE_PAUSE));
        return scenario("producers " + request)
                .exec(session -> session.set(PRODUCER, ledger.newProducer()))
                .during(Duration.ofSeconds(seconds), false).on(push)
                .exec(session -> {
                    ledger.producerDone();
                    return session;
                })
                .injectOpen(atOnceUsers(ledger.producers()));
    }

    /**
     * Open model: {@code msgRate / batch} new users per second for {@code durationSeconds}, each
     * sending one push with a producer lent by a {@link ProducerPool}, over a shared pool of
     * keep-alive connections, whatever the broker's pace. The producers are done once the last
     * user has ended.
     */
    private PopulationBuilder openProducers(PushLedger ledger) {
        gatlingPushes = true;
        ProducerPool pool = new ProducerPool(ledger);
        producerPool = pool;
        ChainBuilder pushOnce = exec(session -> session.set(PUSHED, producer(session).next()))
                .exec(push(ledger, "push"))
                .exec(session -> {
                    pool.release(producer(session));
                    return session;
                });
        PopulationBuilder done = scenario("producers done")
                .exec(session -> {
                    ledger.allProducersDone();
                    return session;
                })
                .injectOpen(atOnceUsers(1));
        double usersPerSecond = (double) offered.msgPerSec() / ledger.batch();
        return scenario("producers push (open model)")
                .exec(session -> {
                    PushLedger.Producer producer = pool.acquire();
                    return producer == null ? session : session.set(PRODUCER, producer);
                })
                .doIf(session -> session.contains(PRODUCER)).then(pushOnce)
                .injectOpen(constantUsersPerSec(usersPerSecond).during(Duration.ofSeconds(params.durationSeconds())))
                // Otherwise each user, one push long, would open a connection of its own.
                .protocols(protocol.shareConnections())
                .andThen(done);
    }

    /** One push of the batch in the session, checked and recorded in {@code ledger}. */
    private ChainBuilder push(PushLedger ledger, String request) {
        return exec(http(request).post("/api/v1/push")
                .body(StringBody(session -> pushed(session).body()))
                .check(status().is(201),
                        bodyString().transformWithSession((body, session) ->
                                ledger.confirm(pushed(session), body)).is(true)))
                .exec(countFailure(request));
    }

    /**
     * {@code users} consumers of {@code group}, each looping pop → (forward push) → ack/batch
     * (with autoAck: pop only) until the group has everything or the drain time is over.
     */
    protected final PopulationBuilder consumers(GroupTracker group, int users) {
        ChainBuilder poll = exec(session -> session.remove(POPPED))
                .exec(http("pop").get(session -> consumer(session).popPath())
                        .check(status().in(200, 204),
                                bodyString().transformWithSession((body, session) ->
                                        consumer(session).onPop(body)).saveAs(POPPED)))
                .exec(countFailure("pop"));
        if (!group.autoAcks()) {
            // With autoAck the pop itself consumed the batch.
            poll = poll.doIf(QueenSimulation::hasMessages).then(handling(group));
        }
        boolean longPolls = !group.autoAcks() && popWaitMs > 0;
        poll = poll.doIf(session -> !hasMessages(session) && (session.getBoolean(FAILED) || !longPolls))
                .then(pause(IDLE_PAUSE));
        return scenario("consumers " + group.name())
                .exec(session -> session.set(CONSUMER, group.newConsumer()))
                .asLongAs(session -> consumer(session).keepConsuming()).on(poll)
                .injectOpen(atOnceUsers(users));
    }

    /** What follows a pop with messages: (forward push →) ack/batch. */
    private ChainBuilder handling(GroupTracker group) {
        ChainBuilder ack = exec(http("ack").post("/api/v1/ack/batch")
                .body(StringBody(session -> popped(session).ackBody()))
                .check(status().is(200),
                        bodyString().transformWithSession((body, session) ->
                                consumer(session).onAck(popped(session), body)).is(true)))
                .exec(countFailure("ack"));
        if (!group.forwards()) {
            return ack;
        }
        errorsByRequest.putIfAbsent("forward", new LongAdder());
        return exec(http("forward").post("/api/v1/push")
                .body(StringBody(session -> popped(session).forwardBody()))
                .check(status().is(201),
                        bodyString().transformWithSession((body, session) ->
                                consumer(session).onForward(popped(session), body)).is(true)))
                .exec(countFailure("forward"))
                // A batch that was not forwarded stays leased and comes back after leaseSeconds.
                .doIf(session -> !session.getBoolean(FAILED)).then(ack);
    }

    /** Checks the broker is up and configures every queue with {@code leaseSeconds} and {@code dedupWindowSeconds}. */
    @Override
    public void before() {
        startedAt = Instant.now();
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        send(client, HttpRequest.newBuilder(URI.create(params.target() + "/health")).GET(), 200);
        for (String queue : queues) {
            String body = Json.write(Map.of("queue", queue, "options", Map.of("leaseTime", params.leaseSeconds(),
                    "dedupWindowSeconds", params.dedupWindowSeconds())));
            send(client, HttpRequest.newBuilder(URI.create(params.target() + "/api/v1/configure"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body)), 200);
        }
        System.out.println("RUN scenario=" + params.scenario() + " runId=" + params.runId() + " target="
                + params.target() + " queues=" + queues + " parameters=" + params.values());
    }

    /** Writes the summary to {@code resultFile} (when set) and prints the {@code RESULT} line. */
    @Override
    public void after() {
        Map<String, Object> summary = summary();
        params.resultFile().ifPresent(file -> Json.writeFile(file, summary));
        System.out.println(resultLine(summary));
    }

    private Map<String, Object> summary() {
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("scenario", params.scenario());
        summary.put("simulation", getClass().getName());
        params.values().forEach((name, value) -> {
            if (summary.putIfAbsent(name, value) != null) {
                throw new IllegalStateException("parameter " + name + " collides with a summary field");
            }
        });
        summary.put("parameters", params.values());
        summary.put("queueNames", List.copyOf(queues));
        summary.put("startedAt", String.valueOf(startedAt));
        summary.put("finishedAt", Instant.now().toString());
        summary.put("requestNames", List.copyOf(errorsByRequest.keySet()).stream().sorted().toList());

        summary.put("pushRequests", ledger.requests());
        summary.put("pushedMessages", ledger.confirmedMessages());
        summary.put("pushNotQueued", ledger.notQueued());
        summary.put("pushWindowSeconds", ledger.windowSeconds());
        double pushRate = ledger.msgPerSec();
        summary.put("pushMsgPerSec", gatlingPushes ? pushRate : null);
        SteadyThroughput.summary(ledger.msgPerSecond()).forEach((name, value) ->
                summary.put(name, gatlingPushes ? value : null));
        summary.put("loadModel", offered == null ? "closed" : "open");

        long delivered = 0;
        long lost = 0;
        Long remaining = null;
        long duplicates = 0;
        long outOfOrder = 0;
        long unconfirmed = 0;
        long contentErrors = 0;
        long firstPop = Long.MAX_VALUE;
        long lastDelivery = Long.MIN_VALUE;
        Histogram endToEnd = EndToEndLatency.emptyTotal();
        SortedMap<Long, Long> endToEndMaxBySecond = new TreeMap<>();
        boolean endToEndMeasured = false;
        Map<String, Long> deliveredByGroup = new LinkedHashMap<>();
        List<Map<String, Object>> groupSummaries = new ArrayList<>();
        for (GroupTracker group : groups) {
            Map<String, Object> groupSummary = group.summary();
            groupSummaries.add(groupSummary);
            deliveredByGroup.put(group.name(), group.deliveries());
            delivered += group.deliveries();
            lost += (Long) groupSummary.get("lost");
            if (group.autoAcks()) {
                remaining = (remaining == null ? 0 : remaining) + (Long) groupSummary.get("remaining");
            }
            unconfirmed += (Long) groupSummary.get("unconfirmed");
            duplicates += group.duplicates();
            outOfOrder += group.outOfOrder();
            contentErrors += group.contentErrors();
            firstPop = Math.min(firstPop, group.firstPopNanos());
            lastDelivery = Math.max(lastDelivery, group.lastDeliveryNanos());
            if (group.deliversToTheEnd()) {
                endToEnd.add(group.endToEndMicros());
                group.endToEndMaxBySentSecond().forEach((second, max) -> endToEndMaxBySecond.merge(second, max, Math::max));
                endToEndMeasured = true;
            }
        }
        double deliverWindow = lastDelivery > firstPop ? (lastDelivery - firstPop) / 1e9 : 0;
        summary.put("deliveredMessages", delivered);
        summary.put("deliveredByGroup", deliveredByGroup);
        summary.put("lost", lost);
        if (remaining != null) {
            summary.put("remaining", remaining);
        }
        summary.put("duplicates", duplicates);
        summary.put("outOfOrder", outOfOrder);
        summary.put("unconfirmed", unconfirmed);
        summary.put("deliverWindowSeconds", deliverWindow);
        double deliverRate = deliverWindow > 0 ? delivered / deliverWindow : 0.0;
        summary.put("deliverMsgPerSec", deliverRate);
        if (offered != null) {
            summary.putAll(openModelSummary(pushRate, deliverRate, groupSummaries));
        }
        // Over the groups the flow ends at: the pipeline's forwarding stage is only halfway.
        summary.put("endToEndMs", endToEndMeasured ? EndToEndLatency.summary(endToEnd) : null);
        summary.put("endToEndMaxMsBySentSecond", endToEndMeasured ? EndToEndLatency.maxMsBySecond(endToEndMaxBySecond) : null);

        Map<String, Long> errors = new LinkedHashMap<>();
        long errorTotal = contentErrors;
        for (String request : errorsByRequest.keySet().stream().sorted().toList()) {
            long count = errorsByRequest.get(request).sum();
            errors.put(request, count);
            errorTotal += count;
        }
        errors.put("content", contentErrors);
        summary.put("errors", errorTotal);
        summary.put("errorsByKind", errors);
        summary.put("groupStats", groupSummaries);
        scenarioSummary().forEach((name, value) -> {
            if (summary.putIfAbsent(name, value) != null) {
                throw new IllegalStateException(name + " collides with a summary field");
            }
        });
        return summary;
    }

    /** Figures of the scenario's own, added to the summary after the common ones; none by default. */
    protected Map<String, Object> scenarioSummary() {
        return Map.of();
    }

    /**
     * The offer and how the run kept up with it; also adds {@code deliveredPerOffered} and
     * {@code keptUp} to each group's summary.
     */
    private Map<String, Object> openModelSummary(double pushRate, double deliverRate,
            List<Map<String, Object>> groupSummaries) {
        Map<String, Object> open = new LinkedHashMap<>();
        open.put("offeredMsgPerSec", offered.msgPerSec());
        open.put("offeredPushes", producerPool.arrivals());
        open.put("droppedPushes", producerPool.dropped());
        open.put("peakPushesInFlight", producerPool.producersCreated());
        open.put("pushPerOffered", pushRate / offered.msgPerSec());
        if (groupSummaries.isEmpty()) {
            return open;
        }
        open.put("deliveredPerOffered", offered.deliveredPerOffered(deliverRate));
        int keptUp = 0;
        for (Map<String, Object> group : groupSummaries) {
            group.putAll(offered.judgeGroup((Double) group.get("deliverMsgPerSec"), (Long) group.get("lost")));
            keptUp += Boolean.TRUE.equals(group.get("keptUp")) ? 1 : 0;
        }
        open.put("groupsKeptUp", keptUp);
        open.put("allGroupsKeptUp", keptUp == groupSummaries.size());
        return open;
    }

    private static String resultLine(Map<String, Object> summary) {
        StringBuilder line = new StringBuilder("RESULT");
        for (String key : List.of("scenario", "runId", "pushRequests", "pushedMessages", "deliveredMessages",
                "lost", "duplicates", "outOfOrder", "errors", "pushMsgPerSec", "steadyMsgPerSec", "timeToSteadySeconds",
                "deliverMsgPerSec")) {
            Object value = summary.get(key);
            line.append(' ').append(key).append('=')
                    .append(value instanceof Double d ? String.format(Locale.ROOT, "%.1f", d) : value);
        }
        if (summary.containsKey("remaining")) {
            line.append(" remaining=").append(summary.get("remaining"));
        }
        if (summary.containsKey("offeredMsgPerSec")) {
            line.append(" offeredMsgPerSec=").append(summary.get("offeredMsgPerSec"))
                    .append(" droppedPushes=").append(summary.get("droppedPushes"))
                    .append(" groupsKeptUp=").append(summary.get("groupsKeptUp"));
        }
        if (summary.get("endToEndMs") instanceof Map<?, ?> endToEnd) {
            line.append(" endToEndP99Ms=").append(endToEnd.get("p99"));
        }
        line.append(" deliveredByGroup=").append(summary.get("deliveredByGroup"));
        line.append(" errorsByKind=").append(summary.get("errorsByKind"));
        return line.toString();
    }

    private void send(HttpClient client, HttpRequest.Builder request, int expectedStatus) {
        HttpRequest built = request.timeout(Duration.ofSeconds(10)).build();
        HttpResponse<String> response;
        try {
            response = client.send(built, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new IllegalStateException(built.method() + " " + built.uri() + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(built.method() + " " + built.uri() + " interrupted", e);
        }
        if (response.statusCode() != expectedStatus) {
            throw new IllegalStateException(built.method() + " " + built.uri() + " answered " + response.statusCode()
                    + " (expected " + expectedStatus + "): " + Json.abbreviate(response.body()));
        }
    }

    /** Counts a failed request under its name, then clears the failure so the user keeps going. */
    private ChainBuilder countFailure(String request) {
        LongAdder counter = errorsByRequest.computeIfAbsent(request, name -> new LongAdder());
        return exec(session -> {
            if (!session.isFailed()) {
                return session.set(FAILED, false);
            }
            counter.increment();
            return session.markAsSucceeded().set(FAILED, true);
        });
    }

    private static boolean hasMessages(Session session) {
        return session.contains(POPPED) && popped(session).size() > 0;
    }

    private static PushLedger.Producer producer(Session session) {
        return session.get(PRODUCER);
    }

    private static PushLedger.PushBatch pushed(Session session) {
        return session.get(PUSHED);
    }

    private static GroupTracker.Consumer consumer(Session session) {
        return session.get(CONSUMER);
    }

    private static GroupTracker.PoppedBatch popped(Session session) {
        return session.get(POPPED);
    }
}
