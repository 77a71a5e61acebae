package io.queenmq.hotpath;

import io.queenmq.bench.AbstractBenchmark;
import io.queenmq.broker.http.ResponseTimer;
import io.queenmq.broker.metrics.BrokerMetrics;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Recorder;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;
import org.openjdk.jmh.runner.RunnerException;

/**
 * What the broker's metrics cost per recorded push, in nanoseconds per operation:
 *
 * <ul>
 *   <li>{@code responseTimer}: one answer time recorded into the push route's timer, as
 *       {@code HttpExchange} does when it answers ({@code timer.record(System.nanoTime() - receivedAtNanos)}),
 *       with 1 and 2 event-loop threads sharing the timer (groups {@code responseTimerOneThread},
 *       {@code responseTimerTwoThreads}). The timer is the real one, from
 *       {@link BrokerMetrics#responseTimer}, and its metrics thread samples it every second meanwhile.</li>
 *   <li>{@code sharedRecorder}: the same with one HdrHistogram {@code Recorder} all threads write, as the
 *       broker's timer was until it gave each event loop its own recorder: the "before" of that change, measured
 *       in the same run.</li>
 *   <li>{@code batchStats}: one batch recorded into a lane's {@link BatchStats} by its drain thread
 *       (three counters and two histograms; at push batch=1, once per push).</li>
 * </ul>
 *
 * <p>Baselines ({@code baseline*}): the same work without the recording: the answer time computed and
 * consumed, with 1 and 2 threads; the batch figures computed and consumed.
 *
 * <p>Mode: average time in ns (the base class measures throughput) because the question is a cost per call
 * that sits on every push. Recording must not allocate: run with {@code -prof gc} and read
 * {@code gc.alloc.rate.norm}. This class lives in the hot path's package because
 * {@code BatchStats.recordBatch} is package-private; the benchmark jar is on the plain classpath, so the
 * split package is allowed.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MetricsRecordingBenchmark extends AbstractBenchmark {

    /** One timer shared by the threads of a group, as the event loops share the push route's timer. */
    @State(Scope.Group)
    public static class TimerState {
        BrokerMetrics metrics;
        ResponseTimer timer;

        @Setup(Level.Trial)
        public void start() {
            metrics = new BrokerMetrics(1);
            timer = metrics.responseTimer("push");
        }

        @TearDown(Level.Trial)
        public void close() {
            metrics.close();
        }
    }

    /** One multi-writer recorder shared by the threads of a group (the timer before per-loop recorders). */
    @State(Scope.Group)
    public static class SharedRecorderState {
        final Recorder recorder = new Recorder(3_600_000_000L, 2);
    }

    /** Per thread: when "its request arrived" (the iteration's start), so answer times grow like real ones. */
    @State(Scope.Thread)
    public static class Arrival {
        long receivedAtNanos;

        @Setup(Level.Iteration)
        public void arrive() {
            receivedAtNanos = System.nanoTime();
        }
    }

    /** One lane's stats and the figures of the batches it records; the drain thread is the only writer. */
    @State(Scope.Thread)
    public static class LaneState {
        final BatchStats stats = new BatchStats();
        int items;
        long startNs;

        @Setup(Level.Iteration)
        public void start() {
            startNs = System.nanoTime();
        }
    }

    @Benchmark
    @Group("responseTimerOneThread")
    @GroupThreads(1)
    public void responseTimerOneThread(TimerState timer, Arrival arrival) {
        timer.timer.record(System.nanoTime() - arrival.receivedAtNanos);
    }

    @Benchmark
    @Group("responseTimerTwoThreads")
    @GroupThreads(2)
    public void responseTimerTwoThreads(TimerState timer, Arrival arrival) {
        timer.timer.record(System.nanoTime() - arrival.receivedAtNanos);
    }

    @Benchmark
    @Group("sharedRecorderOneThread")
    @GroupThreads(1)
    public void sharedRecorderOneThread(SharedRecorderState shared, Arrival arrival) {
        shared.recorder.recordValue((System.nanoTime() - arrival.receivedAtNanos) / 1000);
    }

    @Benchmark
    @Group("sharedRecorderTwoThreads")
    @GroupThreads(2)
    public void sharedRecorderTwoThreads(SharedRecorderState shared, Arrival arrival) {
        shared.recorder.recordValue((System.nanoTime() - arrival.receivedAtNanos) / 1000);
    }

    @Benchmark
    @Group("baselineOneThread")
    @GroupThreads(1)
    public void baselineOneThread(Arrival arrival, Blackhole bh) {
        bh.consume(System.nanoTime() - arrival.receivedAtNanos);
    }

    @Benchmark
    @Group("baselineTwoThreads")
    @GroupThreads(2)
    public void baselineTwoThreads(Arrival arrival, Blackhole bh) {
        bh.consume(System.nanoTime() - arrival.receivedAtNanos);
    }

    /** Batches of 1 to 16 rows (a push batch's rows vary), timed like the drain loop times its handler. */
    @Benchmark
    public void batchStats(LaneState lane) {
        int items = (lane.items++ & 15) + 1;
        lane.stats.recordBatch(items, items, System.nanoTime() - lane.startNs, false);
    }

    @Benchmark
    public void baselineBatchStats(LaneState lane, Blackhole bh) {
        int items = (lane.items++ & 15) + 1;
        bh.consume(items);
        bh.consume(System.nanoTime() - lane.startNs);
    }

    public static void main(String[] args) throws RunnerException {
        run(MetricsRecordingBenchmark.class);
    }
}
