package io.queenmq.cli;

import io.queenmq.client.Queen;
import io.queenmq.client.QueenException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
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
 * the client's own cost too. It keeps {@code --concurrency} requests in flight with the client's
 * async calls, each answer sending the next, like wrk's connections running
 * {@code shared/load/push.lua} (push: {@code --batch} messages of about 30 bytes to one of
 * {@code --partitions} partitions; pop: autoAck pops that do not wait, as {@code pop.lua}).
 * Unlike wrk's, each pushed item carries a client-made transactionId.
 */
@Command(name = "bench", description = {"A quick load check: push or pop with --concurrency requests in flight, each answer sending the next.",
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
        /** Counts down as each chain of requests ends. */
        final CountDownLatch chains;

        Phase(String label, long budget, int seconds, int concurrency) {
            this.label = label;
            this.budget = new AtomicLong(budget);
            this.deadlineNs = startNs + TimeUnit.SECONDS.toNanos(seconds);
            this.chains = new CountDownLatch(concurrency);
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
            run(new Phase(name + " warm-up", Long.MAX_VALUE, warmupSeconds, concurrency));
        }
        Phase measured = run(new Phase(name, count > 0 ? count : Long.MAX_VALUE, durationSeconds, concurrency));
        Histogram latency = measured.latencyMicros;
        double seconds = measured.seconds();
        long requests = latency.getTotalCount();
        Result result = new Result(name, queue, batch, concurrency, measured.messages.get(), requests, seconds,
                measured.messages.get() / seconds, requests / seconds, latency.getValueAtPercentile(50) / 1e3,
                latency.getValueAtPercentile(90) / 1e3, latency.getValueAtPercentile(99) / 1e3, latency.getMaxValue() / 1e3);
        return print(result, out -> summary(out, result));
    }

    /** Runs {@code phase}'s chains of requests, showing its progress on stderr; rethrows the first failure. */
    private Phase run(Phase phase) throws InterruptedException {
        Queen queen = queen();
        for (int i = 0; i < concurrency; i++) {
            next(queen, phase);
        }
        boolean shown = false;
        try {
            // Only a run that lasts shows progress: a run that fails at once prints just its error.
            while (!phase.chains.await(500, TimeUnit.MILLISECONDS)) {
                err().printf("\r%s: %,d messages, %,.0f msg/s, %.1f s ", phase.label, phase.messages.get(),
                        phase.messages.get() / Math.max(phase.seconds(), 1e-3), phase.seconds());
                err().flush();
                shown = true;
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

    /**
     * Sends the next request of a chain; its answer sends the one after, until the budget, the
     * deadline, an empty pop or a failure ends the chain.
     */
    private void next(Queen queen, Phase phase) {
        int want = stopping || System.nanoTime() >= phase.deadlineNs ? 0
                : (int) Math.min(batch, phase.budget.getAndAdd(-batch));
        if (want <= 0) {
            phase.chains.countDown();
            return;
        }
        long sentNs = System.nanoTime();
        CompletableFuture<Integer> request;
        try {
            request = mode == Mode.PUSH ? push(queen, want) : pop(queen, want);
        } catch (RuntimeException e) {
            fail(e, phase);
            return;
        }
        request.whenComplete((done, error) -> {
            if (error != null) {
                fail(error, phase);
                return;
            }
            phase.latencyMicros.recordValue((System.nanoTime() - sentNs) / 1_000);
            phase.messages.addAndGet(done);
            phase.budget.addAndGet(want - done);
            if (done == 0) {
                phase.chains.countDown();
            } else {
                next(queen, phase);
            }
        });
    }

    /** Ends the run: the first failure is what the command reports. */
    private void fail(Throwable error, Phase phase) {
        Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
        failure.compareAndSet(null, cause instanceof RuntimeException r ? r : new QueenException(cause.toString(), cause));
        stopping = true;
        phase.chains.countDown();
    }

    /** {@code n} messages shaped as {@code push.lua}'s to a random partition, in one push; completes with {@code n}. */
    private CompletableFuture<Integer> push(Queen queen, int n) {
        String partition = "p" + (1 + ThreadLocalRandom.current().nextInt(partitions));
        List<Map<String, Object>> items = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            items.add(Map.of("n", i, "s", "hello world 0123"));
        }
        return queen.queue(queue).partition(partition).pushAsync(items).thenApply(List::size);
    }

    /** An autoAck pop of up to {@code n} messages that does not wait, as {@code pop.lua}'s; completes with how many came. */
    private CompletableFuture<Integer> pop(Queen queen, int n) {
        return queen.queue(queue).batch(n).wait(false).autoAck(true).popAsync().thenApply(List::size);
    }

    private static void summary(PrintWriter out, Result r) {
        out.printf("%s %s: %,d messages in %.1f s: %,.0f msg/s, %,.0f requests/s (batch %d, concurrency %d)%n",
                r.mode(), r.queue(), r.messages(), r.seconds(), r.messagesPerSecond(), r.requestsPerSecond(), r.batch(),
                r.concurrency());
        out.printf("latency ms: p50 %.2f  p90 %.2f  p99 %.2f  max %.2f (%,d requests)%n", r.p50Ms(), r.p90Ms(),
                r.p99Ms(), r.maxMs(), r.requests());
    }
}
