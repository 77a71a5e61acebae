package io.queenmq.client;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A consumer at work: {@code concurrency} worker threads, each popping a batch, running the
 * handler (renewing the lease meanwhile) and acknowledging the batch, until the limit, the idle
 * time or {@link #stop()} ends it. A failed pop or ack (after the client's retries) or an
 * {@link Error} thrown by the handler ends it too, failing {@link #completion()}; a handler's
 * exception only fails its messages.
 */
public final class RunningConsumer {
    private static final long EMPTY_POP_PAUSE_MS = 100;

    private final QueueBuilder source;
    private final Handling handling;
    private final int workers;
    private final long idleMillis;
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

    RunningConsumer(QueueBuilder source, Handling handling, int workers, long limit, long idleMillis) {
        this.source = source;
        this.handling = handling;
        this.workers = workers;
        this.idleMillis = idleMillis;
        this.unclaimed = new AtomicLong(limit == 0 ? Long.MAX_VALUE : limit);
    }

    void start() {
        running.set(workers);
        for (int i = 0; i < workers; i++) {
            Thread thread = new Thread(this::work, "queen-consumer-" + i);
            thread.setDaemon(true);
            thread.start();
        }
    }

    /**
     * Asks the workers to stop: each finishes the batch it is handling and acknowledges it; a
     * pop still waiting for messages is abandoned. The future completes when all have stopped.
     */
    public CompletableFuture<ConsumeSummary> stop() {
        stopping = true;
        synchronized (popping) {
            popping.forEach(Thread::interrupt);
        }
        return completion;
    }

    /** Completes when the consumer has stopped, with what it did; fails if a pop or ack failed. */
    public CompletableFuture<ConsumeSummary> completion() {
        return completion;
    }

    /** Blocks until the consumer has stopped. */
    public ConsumeSummary await() {
        return Queen.await(completion);
    }

    private void work() {
        try {
            while (!stopping) {
                int want = claim();
                if (want == 0) {
                    break;
                }
                long waitMs = source.timeoutMillis();
                if (idleMillis > 0) {
                    waitMs = Math.min(waitMs, lastMessageAtMs.get() + idleMillis - System.currentTimeMillis());
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
            return source.pop(want, waitMs);
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
            outcome = handling.run(messages);
        } finally {
            if (renewal != null) {
                renewal.cancel(false);
            }
        }
        if (!source.autoAck()) {
            source.queen().ack(messages, outcome.statuses(), outcome.error());
        }
        // Messages given back uncounted return to the limit: they will be delivered again.
        unclaimed.addAndGet(messages.size() - outcome.handled());
        handled.addAndGet(outcome.handled());
        failed.addAndGet(outcome.failed());
    }

    /** Renews every lease of the batch each {@code renewLeaseMillis}, extending it by three intervals. */
    private ScheduledFuture<?> renewWhileHandling(List<Message> messages) {
        long everyMs = source.renewLeaseMillis();
        if (everyMs == 0 || source.autoAck()) {
            return null;
        }
        Set<String> leases = new HashSet<>();
        messages.forEach(m -> leases.add(m.leaseId()));
        leases.remove("");
        int seconds = (int) Math.max(1, everyMs * 3 / 1000);
        Queen queen = source.queen();
        return queen.timers().scheduleAtFixedRate(
                () -> leases.forEach(lease -> queen.transport().async(() -> queen.renew(lease, seconds))),
                everyMs, everyMs, TimeUnit.MILLISECONDS);
    }

    /** Takes up to a batch from the limit; 0 when the limit is reached. */
    private int claim() {
        while (true) {
            long left = unclaimed.get();
            int want = (int) Math.min(source.batch(), left);
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
