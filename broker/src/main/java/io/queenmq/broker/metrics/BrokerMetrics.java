package io.queenmq.broker.metrics;

import com.zaxxer.hikari.metrics.MetricsTrackerFactory;
import com.zaxxer.hikari.metrics.micrometer.MicrometerMetricsTrackerFactory;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.core.instrument.search.Search;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.queenmq.broker.http.ResponseTimer;
import io.queenmq.broker.http.StatusCounter;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.StoreLane;
import io.queenmq.hotpath.BatchStats;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;

/**
 * The broker's metrics (docs/http-api.md §4.1, §4.2), in one Micrometer registry scraped in the
 * Prometheus text format. Nothing here is recorded per request: the store lanes already count
 * their requests, rows and batches on their drain threads ({@link BatchStats}), and every meter
 * of this class reads such a counter, a pool or the JVM when it is scraped.
 */
public final class BrokerMetrics implements AutoCloseable {
    /** Longer answers (a long poll waits up to its timeout) are recorded as one hour. */
    private static final long MAX_RECORDED_MICROS = 3_600_000_000L;
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final JvmGcMetrics gc = new JvmGcMetrics();
    /** Read by the sampler thread, added to while the broker is wired. */
    private final List<SampledQuantiles> sampled = new CopyOnWriteArrayList<>();
    private final ScheduledExecutorService sampler = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "queen-metrics");
        thread.setDaemon(true);
        return thread;
    });

    /** Samples the distributions (lane batches, answer times) every {@code intervalSeconds}. */
    public BrokerMetrics(int intervalSeconds) {
        sampler.scheduleAtFixedRate(this::sampleQuantiles, intervalSeconds, intervalSeconds, TimeUnit.SECONDS);
        new JvmMemoryMetrics().bindTo(registry);
        gc.bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ClassLoaderMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        Gauge.builder("queen.uptime.seconds", () -> ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0)
                .description("Seconds since the broker started").register(registry);
        FunctionCounter.builder("queen.cpu.user.microseconds", this, m -> ProcessStats.userCpuMicros())
                .description("CPU time of the broker process in user mode").register(registry);
        FunctionCounter.builder("queen.cpu.system.microseconds", this, m -> ProcessStats.systemCpuMicros())
                .description("CPU time of the broker process in kernel mode").register(registry);
        Gauge.builder("queen.process.resident.memory.bytes", ProcessStats::residentBytes)
                .description("Resident set size of the broker process").baseUnit("bytes").register(registry);
        Gauge.builder("queen.process.virtual.memory.bytes", ProcessStats::virtualBytes)
                .description("Virtual memory size of the broker process").baseUnit("bytes").register(registry);
    }

    /**
     * The store lanes of one operation ({@code push}, {@code pop}, {@code ack}, {@code transaction}):
     * requests, rows (messages for push, items for ack), batches and failed batches since start,
     * and the requests waiting, per lane.
     */
    public void lanes(String operation, Lanes<?> lanes) {
        for (StoreLane<?> lane : lanes.lanes()) {
            Tags tags = Tags.of("operation", operation, "lane", lane.name());
            BatchStats stats = lane.stats();
            laneCounter("queen.lane.requests", "Requests handed to the lane's store thread", tags, stats, BatchStats::items);
            laneCounter("queen.lane.rows", "Rows the lane's requests carried: messages for push, items for ack",
                    tags, stats, BatchStats::rows);
            laneCounter("queen.lane.batches", "Transactions the lane ran", tags, stats, BatchStats::batches);
            laneCounter("queen.lane.failed.batches", "Transactions of the lane that failed", tags, stats,
                    BatchStats::failedBatches);
            Gauge.builder("queen.lane.depth", lane, StoreLane::depth).tags(tags)
                    .description("Requests waiting for the lane's store thread").register(registry);
            sampled.add(new SampledQuantiles("queen.lane.batch.rows",
                    "Rows per transaction of the lane over the last sampling interval", null, tags,
                    stats::intervalBatchRows, 1, registry));
            sampled.add(new SampledQuantiles("queen.lane.drain.seconds",
                    "Time the lane took per transaction over the last sampling interval", "seconds", tags,
                    stats::intervalHandlerNs, 1e-9, registry));
        }
    }

    /**
     * HikariCP's own meters for the pools built with it ({@code hikaricp.connections*}, tagged with the pool's name):
     * open, idle, active and pending connections, timeouts, and acquire, usage and creation timers.
     */
    public MetricsTrackerFactory poolTracker() {
        return new MicrometerMetricsTrackerFactory(registry);
    }

    /** A value read when scraped, such as parked long polls or records waiting in the spool. */
    public void gauge(String name, String description, Supplier<Number> value) {
        Gauge.builder(name, value).description(description).register(registry);
    }

    /** A count since start kept by {@code source}, read when scraped. */
    public <T> void counter(String name, String description, T source, ToDoubleFunction<T> value) {
        FunctionCounter.builder(name, source, value).description(description).register(registry);
    }

    /** A flag read when scraped, exposed as 1 (on) or 0 (off). */
    public void flag(String name, String description, BooleanSupplier value) {
        gauge(name, description, () -> value.getAsBoolean() ? 1 : 0);
    }

    /**
     * Counts answers by status class as {@code queen.http.responses{status="2xx"}} and so on: one {@link LongAdder}
     * per class, so that event loops never contend on one cache line.
     */
    public StatusCounter statusCounter() {
        LongAdder[] byClass = new LongAdder[6];
        for (int c = 1; c <= 5; c++) {
            byClass[c] = new LongAdder();
            FunctionCounter.builder("queen.http.responses", byClass[c], LongAdder::sum).tags("status", c + "xx")
                    .description("Answers sent, by status class").register(registry);
        }
        return status -> {
            int c = status / 100;
            if (c >= 1 && c <= 5) {
                byClass[c].increment();
            }
        };
    }

    /** A gauge family with one series per queue (or queue and group), set wholesale from each reading. */
    public LabeledGauges labeledGauges(String name, String description) {
        return new LabeledGauges(name, description, registry);
    }

    /** The sum over every counter and gauge of that name carrying those tags (key, value, ...). */
    public double sum(String name, String... tags) {
        Search search = registry.find(name).tags(tags);
        return counted(search) + search.gauges().stream().mapToDouble(Gauge::value).sum();
    }

    /** The Prometheus text exposition (format 0.0.4) of every meter. */
    public String scrape() {
        return registry.scrape();
    }

    /** The figures of {@code GET /metrics}, read now from the same meters as the scrape. */
    public Snapshot snapshot() {
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        return new Snapshot(ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0,
                (long) counted(registry.find("queen.lane.requests")),
                (long) counted(registry.find("queen.lane.rows").tag("operation", "push")),
                (int) gauged("hikaricp.connections"), (int) gauged("hikaricp.connections.idle"),
                (int) gauged("hikaricp.connections.pending"), ProcessStats.residentBytes(), heap.getCommitted(),
                heap.getUsed(), ProcessStats.userCpuMicros(), ProcessStats.systemCpuMicros());
    }

    private static double counted(Search search) {
        return search.functionCounters().stream().mapToDouble(FunctionCounter::count).sum();
    }

    /** The sum over every tag (all pools, for instance). */
    private double gauged(String name) {
        return registry.find(name).gauges().stream().mapToDouble(Gauge::value).sum();
    }

    /** Totals since start; rates are their averages over the uptime. */
    public record Snapshot(double uptimeSeconds, long requests, long messages, int poolSize, int idleConnections,
                           int waitingRequests, long rssBytes, long heapTotalBytes, long heapUsedBytes,
                           long cpuUserMicros, long cpuSystemMicros) {}

    private void sampleQuantiles() {
        sampled.forEach(SampledQuantiles::sample);
    }

    /**
     * A timer for the answers of one operation's routes ({@code push}, {@code pop}, ...): a wait-free
     * HdrHistogram recorder per event loop, exposed as quantiles of the last sampling interval.
     */
    public ResponseTimer responseTimer(String operation) {
        ThreadRecorders recorders = new ThreadRecorders(MAX_RECORDED_MICROS);
        sampled.add(new SampledQuantiles("queen.request.seconds",
                "Time from a request's arrival to its answer over the last sampling interval (pops include their "
                        + "long-poll wait)", "seconds", Tags.of("operation", operation), recorders::intervalHistogram,
                1e-6, registry));
        return nanos -> recorders.record(Math.min(nanos / 1000, MAX_RECORDED_MICROS));
    }

    private void laneCounter(String name, String description, Tags tags, BatchStats stats,
                         ToDoubleFunction<BatchStats> value) {
        FunctionCounter.builder(name, stats, value).tags(tags).description(description).register(registry);
    }

    @Override
    public void close() {
        sampler.shutdownNow();
        gc.close();
        registry.close();
    }
}
