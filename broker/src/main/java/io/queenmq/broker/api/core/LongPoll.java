package io.queenmq.broker.api.core;

import io.opentelemetry.api.trace.Span;
import io.queenmq.broker.api.Overload;
import io.netty.channel.EventLoop;
import io.netty.util.concurrent.ScheduledFuture;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.service.LongPollRegistry;
import io.queenmq.broker.store.Completion;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.core.PopRequest;
import io.queenmq.broker.store.core.PopResult;
import io.queenmq.broker.store.StoreFailure;
import io.queenmq.broker.tracing.MessageLinks;
import io.queenmq.broker.tracing.TraceParent;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * One HTTP pop, from its first attempt to its answer. With {@code wait=true} the pop is registered
 * for its whole life, so a commit on its queue is never missed: one that lands while an attempt
 * is running makes the next attempt start as soon as that one comes back empty, one that lands
 * while it waits starts an attempt at once. A slow safety-net re-check covers what no commit
 * announces: leases expiring, delayed messages coming of age. No database connection is held
 * while waiting, and every attempt first checks pop maintenance.
 *
 * <p>All state is confined to the exchange's event loop; store completions hop onto it.
 */
final class LongPoll implements LongPollRegistry.Waiter, Completion<PopResult> {
    /** Template of every attempt; each attempt is a copy with this object as its completion. */
    private final PopRequest template;
    private final HttpExchange exchange;
    private final EventLoop loop;
    private final Lanes<PopRequest> lanes;
    private final LongPollRegistry registry;
    private final BooleanSupplier paused;
    private final AbandonedLease abandoned;
    private final boolean wait;
    private final long deadlineNanos;
    private final RecheckSchedule rechecks;
    /** The pop route's span; not recording when tracing is off. */
    private final Span span;

    private boolean inFlight;
    /** Consecutive attempts that came back empty since the last announced commit. */
    private int emptyChecks;
    private boolean wokenInFlight;
    private boolean finished;
    private boolean clientGone;
    private ScheduledFuture<?> recheck;
    private ScheduledFuture<?> timeout;

    LongPoll(HttpExchange exchange, Lanes<PopRequest> lanes, LongPollRegistry registry, BooleanSupplier paused,
             AbandonedLease abandoned, PopRequest template, boolean wait, long timeoutMs, RecheckSchedule rechecks,
             Span span) {
        this.abandoned = abandoned;
        this.exchange = exchange;
        this.loop = exchange.eventLoop();
        this.lanes = lanes;
        this.registry = registry;
        this.paused = paused;
        this.template = template;
        this.wait = wait;
        this.deadlineNanos = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        this.rechecks = rechecks;
        this.span = span;
    }

    /** Event loop only. */
    void start() {
        exchange.onClientGone(() -> {
            clientGone = true;
            finish();
        });
        if (wait) {
            registry.park(template.queue(), this);
            timeout = loop.schedule(this::expire, Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
        }
        attempt();
    }

    private void attempt() {
        if (paused.getAsBoolean() || registry.stopping()) {
            // Pop maintenance (docs/semantics.md §5.11) also empties pops that were already waiting; so does a shutdown.
            finish();
            exchange.respondEmpty(204);
            return;
        }
        inFlight = true;
        wokenInFlight = false;
        PopRequest request = new PopRequest(template.queue(), template.partition(), template.consumerGroup(),
                template.maxMessages(), template.maxPartitions(), template.autoAck(), template.subscription(),
                template.leaseId(), this, template.caller());
        if (!lanes.offer(template.queue(), request)) {
            inFlight = false;
            finish();
            Overload.reject(exchange, "Pop");
        }
    }

    @Override
    public void succeeded(PopResult result) {
        loop.execute(() -> onResult(result));
    }

    @Override
    public void failed(StoreFailure failure) {
        loop.execute(() -> {
            inFlight = false;
            if (!finished) {
                finish();
                // Kept at 200 as upstream: a 5xx would make the JS consume loop give up.
                exchange.respond(200, Map.of("success", false, "error", failure.message()));
            }
        });
    }

    private void onResult(PopResult result) {
        inFlight = false;
        if (finished) {
            if (clientGone && result.hasMessages() && !template.autoAck()) {
                // Nobody will receive these: hand them back now rather than after the lease expires.
                abandoned.release(template, result);
            }
            return;
        }
        if (result.hasMessages()) {
            finish();
            if (span.isRecording()) {
                MessageLinks.add(span, result.messages());
            }
            exchange.respond(200, PopResponseWriter.write(template, result), singleMessageHeaders(result));
            return;
        }
        if (!wait || System.nanoTime() - deadlineNanos >= 0) {
            finish();
            exchange.respondEmpty(204);
            return;
        }
        if (wokenInFlight) {
            emptyChecks = 0;
            attempt();
            return;
        }
        emptyChecks++;
        recheck = loop.schedule(this::onRecheck, rechecks.delayMs(emptyChecks), TimeUnit.MILLISECONDS);
    }

    /** A one-message answer also carries its traceparent as a header (docs/http-api.md §3.4), for plain HTTP consumers. */
    private static Map<String, String> singleMessageHeaders(PopResult result) {
        String traceparent = result.messages().size() == 1 ? result.messages().get(0).traceparent() : null;
        return traceparent == null ? Map.of() : Map.of(TraceParent.HEADER, traceparent);
    }

    @Override
    public String partition() {
        return template.partition();
    }

    /** Any thread: a commit touched this pop's queue. */
    @Override
    public void wake() {
        loop.execute(this::onWake);
    }

    private void onWake() {
        if (finished) {
            return;
        }
        if (inFlight) {
            wokenInFlight = true;
            return;
        }
        cancelRecheck();
        emptyChecks = 0;
        attempt();
    }

    private void onRecheck() {
        recheck = null;
        if (!finished && !inFlight) {
            attempt();
        }
    }

    private void expire() {
        if (finished || inFlight) {
            // An attempt in flight decides: coming back empty, it finds the deadline passed.
            return;
        }
        finish();
        exchange.respondEmpty(204);
    }

    private void cancelRecheck() {
        if (recheck != null) {
            recheck.cancel(false);
            recheck = null;
        }
    }

    private void finish() {
        if (finished) {
            return;
        }
        finished = true;
        if (wait) {
            registry.unpark(template.queue(), this);
        }
        cancelRecheck();
        if (timeout != null) {
            timeout.cancel(false);
        }
    }
}
