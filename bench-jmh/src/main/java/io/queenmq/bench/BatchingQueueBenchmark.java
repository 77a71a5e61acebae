package io.queenmq.bench;

import io.queenmq.hotpath.BatchingQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.jctools.queues.MpscArrayQueue;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.runner.RunnerException;

/**
 * Items per second through a {@link BatchingQueue} with 1, 2 and 4 producer threads, for several
 * batch row caps. One operation is one accepted offer; a producer that finds the queue full
 * yields and retries, so the steady rate is what the drain thread sustains.
 *
 * <p>Baseline ({@code baseline...}): the same producers on a bare JCTools {@code MpscArrayQueue}
 * drained by a thread with Agrona's back-off, i.e. the cost of the ring without batching,
 * waking or stats.
 */
public class BatchingQueueBenchmark extends AbstractBenchmark {

    private static final int CAPACITY = 65_536;
    private static final Object ITEM = new Object();

    /** One queue per group of producer threads, drained by a handler that only counts. */
    @State(Scope.Group)
    public static class QueueState {

        @Param({"16", "256", "1000"})
        int maxBatchRows;

        BatchingQueue<Object> queue;
        long itemsHandled; // drain thread only; keeps the handler from being optimised away

        @Setup(Level.Trial)
        public void start() {
            queue = BatchingQueue.builder("bench", batch -> itemsHandled += batch.size())
                    .capacity(CAPACITY)
                    .maxBatchRows(maxBatchRows)
                    .build();
            queue.start();
        }

        @TearDown(Level.Trial)
        public void close() {
            queue.close();
        }
    }

    /** The baseline: a bare ring and a busy drain thread with back-off. */
    @State(Scope.Group)
    public static class BaselineState {

        final MpscArrayQueue<Object> queue = new MpscArrayQueue<>(CAPACITY);
        final AtomicBoolean running = new AtomicBoolean(true);
        long itemsHandled; // drain thread only
        Thread drainThread;

        @Setup(Level.Trial)
        public void start() {
            drainThread = new Thread(() -> {
                BackoffIdleStrategy idle = new BackoffIdleStrategy();
                while (running.get()) {
                    idle.idle(queue.drain(item -> itemsHandled++));
                }
            }, "baseline-drain");
            drainThread.setDaemon(true);
            drainThread.start();
        }

        @TearDown(Level.Trial)
        public void close() throws InterruptedException {
            running.set(false);
            drainThread.join();
        }
    }

    @Benchmark
    @Group("oneProducer")
    @GroupThreads(1)
    public void oneProducer(QueueState state) {
        offerUntilAccepted(state.queue);
    }

    @Benchmark
    @Group("twoProducers")
    @GroupThreads(2)
    public void twoProducers(QueueState state) {
        offerUntilAccepted(state.queue);
    }

    @Benchmark
    @Group("fourProducers")
    @GroupThreads(4)
    public void fourProducers(QueueState state) {
        offerUntilAccepted(state.queue);
    }

    @Benchmark
    @Group("baselineOneProducer")
    @GroupThreads(1)
    public void baselineOneProducer(BaselineState state) {
        offerUntilAccepted(state.queue);
    }

    @Benchmark
    @Group("baselineTwoProducers")
    @GroupThreads(2)
    public void baselineTwoProducers(BaselineState state) {
        offerUntilAccepted(state.queue);
    }

    @Benchmark
    @Group("baselineFourProducers")
    @GroupThreads(4)
    public void baselineFourProducers(BaselineState state) {
        offerUntilAccepted(state.queue);
    }

    private static void offerUntilAccepted(BatchingQueue<Object> queue) {
        while (!queue.offer(ITEM)) {
            Thread.yield(); // let the drain thread run when cores are fewer than threads
        }
    }

    private static void offerUntilAccepted(MpscArrayQueue<Object> queue) {
        while (!queue.offer(ITEM)) {
            Thread.yield();
        }
    }

    public static void main(String[] args) throws RunnerException {
        run(BatchingQueueBenchmark.class);
    }
}
