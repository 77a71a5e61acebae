package io.queenmq.client.streams;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.queenmq.client.Queen;
import io.queenmq.client.QueueBuilder;
import io.queenmq.client.consume.Message;
import io.queenmq.client.queue.QueueConfig;
import java.nio.file.Path;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A windowed aggregation under load, against a running broker (scripts/stream-bench runs it): producers push events
 * ({@code {"key":"k3","amount":17,"at":<now>}}) at full speed into P partitions of a source queue for D seconds,
 * runners of one query sum the amounts per key in tumbling 1 s windows into a sink queue, and a consumer pops the
 * sink, timing each result from its window's end. Then one event per partition, 2 s ahead, fires the windows still
 * open, and the bench waits until every window pushed to has come out, checking each total against what was pushed.
 * <pre>
 * WindowBench URL SECONDS PARTITIONS KEYS PRODUCERS RUNNERS RUNNER_BATCH PUSH_BATCH OUT.json
 * </pre>
 */
public final class WindowBench {
    private static final Duration DRAIN_LIMIT = Duration.ofMinutes(3);

    private final Queen queen;
    private final String source;
    private final String sink;
    private final int partitions;
    private final int keys;
    private final int pushBatch;
    /** Window results by "partition|key|windowStart": their totals, read while the consumer runs. */
    private final Map<String, Long> totals = new ConcurrentHashMap<>();
    // The consumer's other records are read once it has ended.
    private final List<Long> latencies = new ArrayList<>();
    /** The part of each latency before the result reached the sink (its push time less the window's end). */
    private final List<Long> firings = new ArrayList<>();
    private int duplicates;
    private long lastResultAt;

    private WindowBench(Queen queen, String run, int partitions, int keys, int pushBatch) {
        this.queen = queen;
        this.source = run + "-events";
        this.sink = run + "-windows";
        this.partitions = partitions;
        this.keys = keys;
        this.pushBatch = pushBatch;
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 9) {
            throw new IllegalArgumentException(
                    "usage: WindowBench URL SECONDS PARTITIONS KEYS PRODUCERS RUNNERS RUNNER_BATCH PUSH_BATCH OUT.json");
        }
        int seconds = Integer.parseInt(args[1]);
        int producers = Integer.parseInt(args[4]);
        int runners = Integer.parseInt(args[5]);
        int runnerBatch = Integer.parseInt(args[6]);
        try (Queen queen = Queen.connect(args[0])) {
            WindowBench bench = new WindowBench(queen, "stream-bench-" + System.currentTimeMillis(),
                    Integer.parseInt(args[2]), Integer.parseInt(args[3]), Integer.parseInt(args[7]));
            Map<String, Object> figures = bench.run(seconds, producers, runners, runnerBatch);
            ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
            json.writeValue(Path.of(args[8]).toFile(), figures);
            System.out.println(json.writeValueAsString(figures));
        }
    }

    private Map<String, Object> run(int seconds, int producers, int runnerCount, int runnerBatch) throws Exception {
        queen.queue(source).config(QueueConfig.defaults().leaseTimeSeconds(30)).create();
        queen.queue(sink).create();
        StreamQuery<JsonNode, Long> query = Stream.from(queen, source)
                .keyBy(event -> event.get("key").asText())
                .eventTime(event -> event.get("at").asLong())
                .window(Window.tumbling(Duration.ofSeconds(1)))
                .aggregate(0L, (sum, event) -> sum + event.get("amount").asLong())
                .to(sink)
                .batch(runnerBatch);
        // A runner pops one partition at a time: several serve the partitions as one consumer group's members.
        List<StreamRunner> runners = new ArrayList<>();
        for (int i = 0; i < runnerCount; i++) {
            runners.add(query.start("stream-bench"));
        }
        Thread consumer = new Thread(this::consumeSink, "sink-consumer");
        consumer.setDaemon(true);
        consumer.start();

        long start = System.currentTimeMillis();
        long pushEnd = start + seconds * 1000L;
        List<Producer> producerList = new ArrayList<>();
        for (int i = 0; i < producers; i++) {
            producerList.add(new Producer(i, producers, pushEnd));
        }
        producerList.forEach(Thread::start);
        Map<String, Long> pushed = new HashMap<>();
        long events = 0;
        for (Producer producer : producerList) {
            producer.join();
            producer.sums.forEach((window, sum) -> pushed.merge(window, sum, Long::sum));
            events += producer.events;
        }
        long pushedFor = System.currentTimeMillis() - start;
        // The watermark of a partition moves only with its events: one 2 s ahead fires every window still open.
        long ahead = System.currentTimeMillis() + 2000;
        for (int p = 0; p < partitions; p++) {
            queen.queue(source).partition("p" + p).push(List.of(event("flush", 0, ahead)));
        }
        long drainDeadline = System.currentTimeMillis() + DRAIN_LIMIT.toMillis();
        while (totals.size() < pushed.size() && System.currentTimeMillis() < drainDeadline) {
            Thread.sleep(100);
        }
        consumer.interrupt();
        consumer.join();
        long committed = 0;
        long rejected = 0;
        for (StreamRunner runner : runners) {
            runner.stop().join();
            committed += runner.committedCycles();
            rejected += runner.rejectedCycles();
        }

        long processedFor = lastResultAt - start;
        long wrong = pushed.entrySet().stream()
                .filter(e -> totals.containsKey(e.getKey()) && !totals.get(e.getKey()).equals(e.getValue())).count();
        long missing = pushed.keySet().stream().filter(window -> !totals.containsKey(window)).count();
        List<Long> sorted = sorted(latencies);
        List<Long> fired = sorted(firings);
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("eventsPushed", events);
        figures.put("pushSeconds", pushedFor / 1000.0);
        figures.put("eventsPerSecondIn", Math.round(events * 1000.0 / pushedFor));
        figures.put("secondsUntilLastWindow", processedFor / 1000.0);
        figures.put("eventsPerSecondProcessed", Math.round(events * 1000.0 / processedFor));
        figures.put("windowsOut", totals.size());
        figures.put("windowsPerSecondOut", Math.round(totals.size() * 1000.0 / processedFor));
        figures.put("latencyP50Ms", percentile(sorted, 0.50));
        figures.put("latencyP99Ms", percentile(sorted, 0.99));
        figures.put("latencyMaxMs", percentile(sorted, 1.0));
        figures.put("firedP50Ms", percentile(fired, 0.50));
        figures.put("firedP99Ms", percentile(fired, 0.99));
        figures.put("windowsExpected", pushed.size());
        figures.put("windowsMissing", missing);
        figures.put("windowsWithWrongTotal", wrong);
        figures.put("windowsDuplicated", duplicates);
        figures.put("exact", missing == 0 && wrong == 0 && duplicates == 0);
        figures.put("committedCycles", committed);
        figures.put("rejectedCycles", rejected);
        return figures;
    }

    /** Pops every window result, until interrupted; the latency is the pop's return less the window's end. */
    private void consumeSink() {
        QueueBuilder pops = queen.queue(sink).autoAck(true).batch(1000).partitions(partitions).timeoutMillis(1000);
        while (!Thread.currentThread().isInterrupted()) {
            List<Message> results;
            try {
                results = pops.pop();
            } catch (RuntimeException e) {
                return; // interrupted mid-pop
            }
            long now = System.currentTimeMillis();
            for (Message message : results) {
                WindowResult result = message.data(WindowResult.class);
                String window = message.partition() + "|" + result.key() + "|" + result.windowStart();
                if (totals.put(window, result.value().asLong()) != null) {
                    duplicates++;
                }
                latencies.add(now - result.windowEnd());
                firings.add(OffsetDateTime.parse(message.createdAt()).toInstant().toEpochMilli() - result.windowEnd());
                lastResultAt = now;
            }
        }
    }

    private static List<Long> sorted(List<Long> values) {
        List<Long> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted;
    }

    private static Long percentile(List<Long> sorted, double fraction) {
        return sorted.isEmpty() ? null : sorted.get((int) Math.ceil(fraction * sorted.size()) - 1);
    }

    private static Map<String, Object> event(String key, long amount, long at) {
        return Map.of("key", key, "amount", amount, "at", at);
    }

    /**
     * Pushes batches round the partitions it alone owns, so each partition's event times rise in queue order and
     * no event comes after its window fired; sums the amounts per window as pushed.
     */
    private final class Producer extends Thread {
        private final int first;
        private final int step;
        private final long until;
        private final Map<String, Long> sums = new HashMap<>();
        private long events;

        Producer(int first, int step, long until) {
            super("producer-" + first);
            this.first = first;
            this.step = step;
            this.until = until;
        }

        @Override
        public void run() {
            ThreadLocalRandom random = ThreadLocalRandom.current();
            while (System.currentTimeMillis() < until) {
                for (int p = first; p < partitions; p += step) {
                    List<Map<String, Object>> batch = new ArrayList<>(pushBatch);
                    for (int i = 0; i < pushBatch; i++) {
                        String key = "k" + random.nextInt(keys);
                        long amount = random.nextLong(1, 101);
                        long at = System.currentTimeMillis();
                        batch.add(event(key, amount, at));
                        sums.merge("p" + p + "|" + key + "|" + (at - at % 1000), amount, Long::sum);
                    }
                    queen.queue(source).partition("p" + p).push(batch);
                    events += pushBatch;
                }
            }
        }
    }
}
