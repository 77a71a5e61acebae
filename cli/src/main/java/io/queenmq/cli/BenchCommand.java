package io.queenmq.cli;

import io.queenmq.client.QueueBuilder;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code queen bench push|pop}: a quick load check. {@code --concurrency} threads each send one
 * request at a time over the client's keep-alive connections, like wrk's connections in
 * {@code shared/load/push.lua} (push: {@code --batch} messages of about 30 bytes to one of
 * {@code --partitions} partitions; pop: autoAck pops that do not wait, as {@code pop.lua}).
 */
@Command(name = "bench", description = {"A quick load check: push or pop from --concurrency threads, each one request at a time.",
        "Stops after --count messages or --duration seconds; pop also stops once the queue is empty.",
        "Shows a progress line on stderr, then messages/s and the latency percentiles of the requests."})
final class BenchCommand extends CliCommand {
    enum Mode { PUSH, POP }

    /** The figures of one run; latencies in milliseconds. */
    record Result(String mode, String queue, int batch, int concurrency, long messages, long requests, double seconds,
                  double messagesPerSecond, double requestsPerSecond, double p50Ms, double p90Ms, double p99Ms,
                  double maxMs) {}

    @Parameters(paramLabel = "push|pop")
    Mode mode;

    @Option(names = {"-q", "--queue"}, paramLabel = "QUEUE", defaultValue = "bench", description = "Default: ${DEFAULT-VALUE}.")
    String queue;

    @Option(names = {"-n", "--count"}, paramLabel = "N", defaultValue = "0", description = "Stop after N messages (default: no limit).")
    long count;

    @Option(names = {"-d", "--duration"}, paramLabel = "SECONDS", defaultValue = "10", description = "Stop after this long (default ${DEFAULT-VALUE}).")
    int durationSeconds;

    @Option(names = {"-b", "--batch"}, paramLabel = "N", defaultValue = "1", description = "Messages per request (default ${DEFAULT-VALUE}).")
    int batch;

    @Option(names = {"-c", "--concurrency"}, paramLabel = "N", defaultValue = "10", description = "Requests in flight (default ${DEFAULT-VALUE}).")
    int concurrency;

    @Option(names = {"-p", "--partitions"}, paramLabel = "N", defaultValue = "100",
            description = "Push to this many partitions, p1..pN, picked at random (default ${DEFAULT-VALUE}).")
    int partitions;

    private final Histogram latencyMicros = new ConcurrentHistogram(3);
    private final AtomicLong messages = new AtomicLong();
    private final AtomicReference<RuntimeException> failure = new AtomicReference<>();
    private volatile boolean stopping;

    @Override
    public Integer call() throws InterruptedException {
        if (batch < 1 || concurrency < 1 || partitions < 1 || durationSeconds < 1 || count < 0) {
            throw new ParameterException(spec.commandLine(), "--batch, --concurrency, --partitions and --duration must be at least 1");
        }
        AtomicLong budget = new AtomicLong(count > 0 ? count : Long.MAX_VALUE);
        long startNs = System.nanoTime();
        long deadlineNs = startNs + TimeUnit.SECONDS.toNanos(durationSeconds);
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < concurrency; i++) {
            Thread worker = new Thread(() -> work(budget, deadlineNs), "queen-bench-" + i);
            worker.setDaemon(true);
            worker.start();
            workers.add(worker);
        }
        try {
            for (Thread worker : workers) {
                while (worker.isAlive()) {
                    worker.join(500);
                    progress(startNs);
                }
            }
        } finally {
            stopping = true;
        }
        err().print("\r" + " ".repeat(72) + "\r");
        err().flush();
        if (failure.get() != null) {
            throw failure.get();
        }
        Result result = result(System.nanoTime() - startNs);
        return print(result, out -> summary(out, result));
    }

    /** One worker: requests one at a time until the budget, the deadline, an empty pop or a failure ends it. */
    private void work(AtomicLong budget, long deadlineNs) {
        QueueBuilder target = queen().queue(queue);
        try {
            while (!stopping && System.nanoTime() < deadlineNs) {
                int want = (int) Math.min(batch, budget.getAndAdd(-batch));
                if (want <= 0) {
                    return;
                }
                long sentNs = System.nanoTime();
                int done = mode == Mode.PUSH ? push(target, want) : pop(target, want);
                latencyMicros.recordValue((System.nanoTime() - sentNs) / 1_000);
                messages.addAndGet(done);
                budget.addAndGet(want - done);
                if (done == 0) {
                    return;
                }
            }
        } catch (RuntimeException e) {
            failure.compareAndSet(null, e);
            stopping = true;
        }
    }

    private int push(QueueBuilder target, int n) {
        List<Object> items = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            items.add(Map.of("n", i, "s", "hello world 0123"));
        }
        String partition = "p" + (1 + ThreadLocalRandom.current().nextInt(partitions));
        return target.partition(partition).push(items).size();
    }

    private static int pop(QueueBuilder source, int n) {
        return source.batch(n).wait(false).autoAck(true).pop().size();
    }

    private void progress(long startNs) {
        double seconds = (System.nanoTime() - startNs) / 1e9;
        err().printf("\r%s: %,d messages, %,.0f msg/s, %.1f s", mode.name().toLowerCase(), messages.get(),
                messages.get() / Math.max(seconds, 1e-3), seconds);
        err().flush();
    }

    private Result result(long elapsedNs) {
        double seconds = elapsedNs / 1e9;
        long requests = latencyMicros.getTotalCount();
        return new Result(mode.name().toLowerCase(), queue, batch, concurrency, messages.get(), requests, seconds,
                messages.get() / seconds, requests / seconds, percentileMs(50), percentileMs(90), percentileMs(99),
                latencyMicros.getMaxValue() / 1e3);
    }

    private double percentileMs(double percentile) {
        return latencyMicros.getValueAtPercentile(percentile) / 1e3;
    }

    private static void summary(PrintWriter out, Result r) {
        out.printf("%s %s: %,d messages in %.1f s: %,.0f msg/s, %,.0f requests/s (batch %d, concurrency %d)%n",
                r.mode(), r.queue(), r.messages(), r.seconds(), r.messagesPerSecond(), r.requestsPerSecond(), r.batch(),
                r.concurrency());
        out.printf("latency ms: p50 %.2f  p90 %.2f  p99 %.2f  max %.2f (%,d requests)%n", r.p50Ms(), r.p90Ms(),
                r.p99Ms(), r.maxMs(), r.requests());
    }
}
