package io.queenmq.client.streams;

import io.queenmq.client.QueueBuilder;
import io.queenmq.client.consume.Message;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs a started {@link StreamQuery} on a thread of its own: pops a batch of one source partition (waiting for one
 * to arrive), processes it with one cycle, and again, until {@link #stop()}. A cycle the broker rejects (its lease
 * expired, another runner of the query committed the batch first) is counted and left to redelivery; any other error
 * ends the runner, reported by {@link #completion()}. Several runners of one query, in one process or several, share
 * the source partitions as the consumers of one group do. Closing the client under a running runner kills it like a
 * crash: a batch it held is delivered again once its lease expires, to the next runner of the query. Thread-safe.
 */
public final class StreamRunner {
    private final String name;
    private final QueueBuilder pops;
    private final WindowOperator<?, ?> operator;
    private final CompletableFuture<Void> completion = new CompletableFuture<>();
    private final AtomicLong committedCycles = new AtomicLong();
    private final AtomicLong rejectedCycles = new AtomicLong();
    private volatile boolean stopping;
    private volatile CompletableFuture<List<Message>> pendingPop;

    StreamRunner(String name, QueueBuilder pops, WindowOperator<?, ?> operator) {
        this.name = name;
        this.pops = pops;
        this.operator = operator;
        Thread thread = new Thread(this::run, "queen-stream-" + name);
        thread.setDaemon(true);
        thread.start();
    }

    /** The name the query is registered under. */
    public String name() {
        return name;
    }

    /** Cycles the broker committed so far: batches processed. */
    public long committedCycles() {
        return committedCycles.get();
    }

    /** Cycles the broker rejected so far; their batches come back once their lease expires. */
    public long rejectedCycles() {
        return rejectedCycles.get();
    }

    /**
     * Stops after the batch in hand, if any, has been committed, abandoning a pop still waiting; the future
     * completes when the runner has stopped.
     */
    public CompletableFuture<Void> stop() {
        stopping = true;
        CompletableFuture<List<Message>> pop = pendingPop;
        if (pop != null) {
            pop.cancel(true);
        }
        return completion;
    }

    /** Completes when the runner stops: normally after {@link #stop()}, exceptionally with the error that ended it. */
    public CompletableFuture<Void> completion() {
        return completion;
    }

    private void run() {
        try {
            while (!stopping) {
                CompletableFuture<List<Message>> pop = pops.popAsync();
                pendingPop = pop;
                if (stopping) {
                    pop.cancel(true); // stop() came before pendingPop was set
                }
                List<Message> batch = pop.join();
                if (!batch.isEmpty()) {
                    (operator.process(batch) ? committedCycles : rejectedCycles).incrementAndGet();
                }
            }
            completion.complete(null);
        } catch (CancellationException e) {
            completion.complete(null);
        } catch (CompletionException e) {
            if (stopping && e.getCause() instanceof CancellationException) {
                completion.complete(null);
            } else {
                completion.completeExceptionally(e.getCause());
            }
        } catch (RuntimeException | Error e) {
            completion.completeExceptionally(e);
        }
    }
}
