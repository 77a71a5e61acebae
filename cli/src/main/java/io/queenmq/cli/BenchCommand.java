package io.queenmq.cli;

import io.queenmq.client.Queen;
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
 * {@code queen bench push|pop}: a quick load check through the Java client, so that it measures
 * the client's own cost too. {@code --concurrency} threads each make one client call at a time,
 * like wrk's connections running {@code shared/load/push.lua} (push: {@code --batch} messages of
 * about 30 bytes to one of {@code --partitions} partitions; pop: autoAck pops that do not wait, as
 * {@code pop.lua}). Unlike wrk's, each pushed item carries a client-made transactionId.
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

    @Option(names = {"-w", "--warmup"}, paramLabel = "SECONDS", defaultValue = "1",
            description = {"Send requests this long first without counting them (default ${DEFAULT-VALUE}): "
                    + "a fresh JVM's first requests are slow. Pop: the messages they take are gone."})
    int warmupSeconds;

    private final AtomicReference<RuntimeException> failure = new AtomicReference<>();
    private volatile boolean stopping;

    /** The requests of one phase (warm-up or measured run): its budget, its end and what it did. */
    private static final class Phase {
        final String label;
        final AtomicLong budget;
        final long startNs = System.nanoTime();
        final long deadlineNs;
        final Histogram latencyMicros = new ConcurrentHistogram(3);
        final AtomicLong messages = new AtomicLong();

        Phase(String label, long budget, int seconds) {
            this.label = label;
            this.budget = new AtomicLong(budget);
            this.deadlineNs = startNs + TimeUnit.SECONDS.toNanos(seconds);
        }

        double seconds() {
            return (System.nanoTime() - startNs) / 1e9;
        }
    }

    @Override
    public Integer call() throws InterruptedException {
        if (batch < 1 || concurrency < 1 || partitions < 1 || durationSeconds < 1 || count < 0 || warmupSeconds < 0) {
            throw new ParameterException(spec.commandLine(),
                    "--batch, --concurrency, --partitions and --duration must be at least 1, --count and --warmup at least 0");
        }
        String name = mode.name().toLowerCase();
        if (warmupSeconds > 0) {
            run(new Phase(name + " warm-up", Long.MAX_VALUE, warmupSeconds));
        }
        Phase measured = run(new Phase(name, count > 0 ? count : Long.MAX_VALUE, durationSeconds));
        Histogram latency = measured.latencyMicros;
        double seconds = measured.seconds();
        long requests = latency.getTotalCount();
        Result result = new Result(name, queue, batch, concurrency, measured.messages.get(), requests, seconds,
                measured.messages.get() / seconds, requests / seconds, latency.getValueAtPercentile(50) / 1e3,
                latency.getValueAtPercentile(90) / 1e3, latency.getValueAtPercentile(99) / 1e3, latency.getMaxValue() / 1e3);
        return print(result, out -> summary(out, result));
    }

    /** Runs {@code phase} on {@code --concurrency} threads, showing its progress on stderr; rethrows the first failure. */
    private Phase run(Phase phase) throws InterruptedException {
        Queen queen = queen();
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < concurrency; i++) {
            Thread worker = new Thread(() -> work(queen, phase), "queen-bench-" + i);
            worker.setDaemon(true);
            worker.start();
            workers.add(worker);
        }
        boolean shown = false;
        try {
            for (Thread worker : workers) {
                worker.join(500);
                // Only a run that lasts shows progress: a run that fails at once prints just its error.
                while (worker.isAlive()) {
                    err().printf("\r%s: %,d messages, %,.0f msg/s, %.1f s ", phase.label, phase.messages.get(),
                            phase.messages.get() / Math.max(phase.seconds(), 1e-3), phase.seconds());
                    err().flush();
                    shown = true;
                    worker.join(500);
                }
            }
        } catch (InterruptedException e) {
            stopping = true;
            throw e;
        }
        if (shown) {
            err().print("\r" + " ".repeat(72) + "\r");
            err().flush();
        }
        if (failure.get() != null) {
            throw failure.get();
        }
        return phase;
    }

    /** One worker: requests one at a time until the budget, the deadline, an empty pop or a failure ends the phase. */
    private void work(Queen queen, Phase phase) {
        try {
            while (!stopping && System.nanoTime() < phase.deadlineNs) {
                int want = (int) Math.min(batch, phase.budget.getAndAdd(-batch));
                if (want <= 0) {
                    return;
                }
                long sentNs = System.nanoTime();
                int done = mode == Mode.PUSH ? push(queen, want) : pop(queen, want);
                phase.latencyMicros.recordValue((System.nanoTime() - sentNs) / 1_000);
                phase.messages.addAndGet(done);
                phase.budget.addAndGet(want - done);
                if (done == 0) {
                    return;
                }
            }
        } catch (RuntimeException e) {
            failure.compareAndSet(null, e);
            stopping = true;
        }
    }

    /** {@code n} messages shaped as {@code push.lua}'s to a random partition, in one push. */
    private int push(Queen queen, int n) {
        String partition = "p" + (1 + ThreadLocalRandom.current().nextInt(partitions));
        List<Map<String, Object>> items = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            items.add(Map.of("n", i, "s", "hello world 0123"));
        }
        return queen.queue(queue).partition(partition).push(items).size();
    }

    /** An autoAck pop of up to {@code n} messages that does not wait, as {@code pop.lua}'s; returns how many came. */
    private int pop(Queen queen, int n) {
        return queen.queue(queue).batch(n).wait(false).autoAck(true).pop().size();
    }

    private static void summary(PrintWriter out, Result r) {
        out.printf("%s %s: %,d messages in %.1f s: %,.0f msg/s, %,.0f requests/s (batch %d, concurrency %d)%n",
                r.mode(), r.queue(), r.messages(), r.seconds(), r.messagesPerSecond(), r.requestsPerSecond(), r.batch(),
                r.concurrency());
        out.printf("latency ms: p50 %.2f  p90 %.2f  p99 %.2f  max %.2f (%,d requests)%n", r.p50Ms(), r.p90Ms(),
                r.p99Ms(), r.maxMs(), r.requests());
    }
}
