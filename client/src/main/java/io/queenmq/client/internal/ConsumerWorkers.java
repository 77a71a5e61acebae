package io.queenmq.client.internal;

import io.queenmq.client.QueenException;
import io.queenmq.client.consume.ConsumeSummary;
import io.queenmq.client.consume.Message;
import io.queenmq.client.consume.RunningConsumer;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Internal, not API: the {@link RunningConsumer} the client starts. {@code workers} threads, each popping a
 * batch through {@link Plan#pop}, running the handling (renewing the batch's leases meanwhile) and acknowledging
 * the batch in one request, until the limit, the idle time or {@link #stop()} ends it. A failed pop or ack
 * (after the client's retries) or an {@link Error} thrown by the handler ends it too, failing
 * {@link #completion()}; a handler's exception only fails its messages. Every method may be called from any
 * thread.
 */
public final class ConsumerWorkers implements RunningConsumer {
    /** One pop on the calling thread: at most {@code max} messages, waiting at most {@code waitMillis}. */
    @FunctionalInterface
    public interface Pop {
        /** The messages popped, an empty list when none arrived. */
        List<Message> pop(int max, long waitMillis);
    }

    /**
     * What a consumer does.
     *
     * @param core the client's core: acks, lease renewals, timers
     * @param pop one pop of the consumer's queue, partition and group
     * @param handling the handler and how its outcome becomes ack statuses
     * @param workers the worker threads
     * @param batch at most this many messages per pop
     * @param limit stop after handling this many messages (0: no limit)
     * @param idleMillis stop after this long without a message (0: never)
     * @param timeoutMillis how long one pop waits
     * @param renewLeaseMillis how often a batch's leases are renewed while the handler runs (0: never)
     * @param autoAck whether the broker acknowledged on delivery (no lease, no ack)
     */
    public record Plan(ClientCore core, Pop pop, Handling handling, int workers, int batch, long limit,
                       long idleMillis, long timeoutMillis, long renewLeaseMillis, boolean autoAck) {}

    private static final long EMPTY_POP_PAUSE_MS = 100;

    private final Plan plan;
    private final AtomicLong unclaimed;
    private final AtomicLong lastMessageAtMs = new AtomicLong(System.currentTimeMillis());
    private final AtomicLong handled = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private final AtomicInteger running = new AtomicInteger();
    /** Workers whose pop {@link #stop()} may abort by interrupting them; guarded by itself. */
    private final Set<Thread> popping = new HashSet<>();
    private final CompletableFuture<ConsumeSummary> completion = new CompletableFuture<>();
    private volatile boolean stopping;
    private volatile Throwable failure;

    private ConsumerWorkers(Plan plan) {
        this.plan = plan;
        this.unclaimed = new AtomicLong(plan.limit() == 0 ? Long.MAX_VALUE : plan.limit());
    }

    /** Starts the workers of {@code plan}. */
    public static ConsumerWorkers start(Plan plan) {
        ConsumerWorkers consumer = new ConsumerWorkers(plan);
        consumer.startWorkers();
        return consumer;
    }

    private void startWorkers() {
        running.set(plan.workers());
        for (int i = 0; i < plan.workers(); i++) {
            Thread thread = new Thread(this::work, "queen-consumer-" + i);
            thread.setDaemon(true);
            thread.start();
        }
    }

    @Override
    public CompletableFuture<ConsumeSummary> stop() {
        stopping = true;
        synchronized (popping) {
            popping.forEach(Thread::interrupt);
        }
        return completion;
    }

    @Override
    public CompletableFuture<ConsumeSummary> completion() {
        return completion;
    }

    @Override
    public ConsumeSummary await() {
        return ClientCore.await(completion);
    }

    private void work() {
        try {
            while (!stopping) {
                int want = claim();
                if (want == 0) {
                    break;
                }
                long waitMs = plan.timeoutMillis();
                if (plan.idleMillis() > 0) {
                    waitMs = Math.min(waitMs, lastMessageAtMs.get() + plan.idleMillis() - System.currentTimeMillis());
                    if (waitMs <= 0) {
                        unclaimed.addAndGet(want);
                        break;
                    }
                }
                List<Message> messages = pop(want, waitMs);
                if (messages == null) {
                    break;
                }
                unclaimed.addAndGet(want - messages.size());
                if (messages.isEmpty()) {
                    // A pop that does not wait, or a broker answering an error as empty, answers at once: do not spin.
                    Thread.sleep(EMPTY_POP_PAUSE_MS);
                    continue;
                }
                lastMessageAtMs.set(System.currentTimeMillis());
                handle(messages);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Throwable e) {
            // A failed pop or ack (or an Error out of the handler) ends the whole consumer.
            failure = e;
            stop();
        } finally {
            if (running.decrementAndGet() == 0) {
                finish();
            }
        }
    }

    /**
     * One pop on this worker's thread, which {@link #stop()} aborts by an interrupt; {@code null}
     * when stopped. The interrupt never reaches the handler: it is cleared before the pop returns.
     */
    private List<Message> pop(int want, long waitMs) {
        synchronized (popping) {
            if (stopping) {
                return null;
            }
            popping.add(Thread.currentThread());
        }
        try {
            return plan.pop().pop(want, waitMs);
        } catch (QueenException e) {
            if (stopping) {
                return null; // the stop aborted this pop
            }
            throw e;
        } finally {
            synchronized (popping) {
                popping.remove(Thread.currentThread());
                Thread.interrupted();
            }
        }
    }

    private void handle(List<Message> messages) {
        ScheduledFuture<?> renewal = renewWhileHandling(messages);
        Handling.Outcome outcome;
        try {
            outcome = plan.handling().run(messages);
        } finally {
            if (renewal != null) {
                renewal.cancel(false);
            }
        }
        if (!plan.autoAck()) {
            plan.core().ack(messages, outcome.statuses(), outcome.error());
        }
        // Messages given back uncounted return to the limit: they will be delivered again.
        unclaimed.addAndGet(messages.size() - outcome.handled());
        handled.addAndGet(outcome.handled());
        failed.addAndGet(outcome.failed());
    }

    /** Renews every lease of the batch each {@code renewLeaseMillis}, extending it by three intervals. */
    private ScheduledFuture<?> renewWhileHandling(List<Message> messages) {
        long everyMs = plan.renewLeaseMillis();
        if (everyMs == 0 || plan.autoAck()) {
            return null;
        }
        Set<String> leases = new HashSet<>();
        messages.forEach(m -> leases.add(m.leaseId()));
        leases.remove("");
        int seconds = (int) Math.max(1, everyMs * 3 / 1000);
        ClientCore core = plan.core();
        return core.timers().scheduleAtFixedRate(
                () -> leases.forEach(lease -> core.transport().async(() -> core.renew(lease, seconds))),
                everyMs, everyMs, TimeUnit.MILLISECONDS);
    }

    /** Takes up to a batch from the limit; 0 when the limit is reached. */
    private int claim() {
        while (true) {
            long left = unclaimed.get();
            int want = (int) Math.min(plan.batch(), left);
            if (want == 0 || unclaimed.compareAndSet(left, left - want)) {
                return want;
            }
        }
    }

    private void finish() {
        if (failure != null) {
            completion.completeExceptionally(failure);
        } else {
            completion.complete(new ConsumeSummary(handled.get(), failed.get()));
        }
    }
}
