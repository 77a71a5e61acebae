package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.StreamsClient.delete;
import static io.queenmq.broker.it.StreamsClient.upsert;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A stream runner that talks to the broker the way Queen's streams SDK does for a counting sliding window: a pop loop
 * that reads a partition's state, folds the batch into its windows, emits the windows its newest message closes and
 * commits state, sink and ack as one cycle; beside it an idle-flush timer that reads the windows ripe by the wall
 * clock and commits their emits and deletes without an ack. Each cycle waits a random while before it commits, as a
 * slow machine makes it, so the two paths interleave in every order.
 */
final class SlidingWindowRunner implements AutoCloseable {
    private static final String TAG = "slide";
    private static final char SEP = '\u001f';

    private final StreamsClient streams;
    private final String queryId;
    private final String source;
    private final String sink;
    private final String group;
    private final long sizeMs;
    private final long slideMs;
    private final long flushMs;
    private final long maxCycleDelayMs;
    private final Set<String> touchedPartitions = ConcurrentHashMap.newKeySet();
    private final AtomicInteger refusedCycles = new AtomicInteger();
    private final List<String> errors = new CopyOnWriteArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private volatile boolean running = true;

    SlidingWindowRunner(StreamsClient streams, String queryId, String source, String sink, String group, long sizeMs,
                        long slideMs, long flushMs, long maxCycleDelayMs) {
        this.streams = streams;
        this.queryId = queryId;
        this.source = source;
        this.sink = sink;
        this.group = group;
        this.sizeMs = sizeMs;
        this.slideMs = slideMs;
        this.flushMs = flushMs;
        this.maxCycleDelayMs = maxCycleDelayMs;
    }

    SlidingWindowRunner start() {
        for (Runnable step : List.<Runnable>of(this::popStep, this::flushStep)) {
            Thread thread = new Thread(() -> repeat(step), "window-runner");
            thread.setDaemon(true);
            thread.start();
            threads.add(thread);
        }
        return this;
    }

    /** Cycles the broker refused (stale or waiting for a lease); the SDK logs these and carries on. */
    int refusedCycles() {
        return refusedCycles.get();
    }

    /** What failed in either loop, as the SDK would log it before carrying on. */
    List<String> errors() {
        return errors;
    }

    private void repeat(Runnable step) {
        while (running) {
            try {
                step.run();
            } catch (RuntimeException | AssertionError e) {
                errors.add(e.toString());
                pause(100);
            }
        }
    }

    private void popStep() {
        List<JsonNode> popped = messages(streams.queen.pop(source, "consumerGroup", group, "batch", 200,
                "wait", true, "timeout", 300));
        Map<String, List<JsonNode>> byPartition = new LinkedHashMap<>();
        for (JsonNode message : popped) {
            byPartition.computeIfAbsent(message.get("partitionId").asText(), k -> new ArrayList<>()).add(message);
        }
        byPartition.forEach(this::cycle);
    }

    private void cycle(String partitionId, List<JsonNode> batch) {
        touchedPartitions.add(partitionId);
        batch.sort(Comparator.comparingLong(SlidingWindowRunner::createdMs));
        Map<String, Window> windows = new LinkedHashMap<>();
        for (JsonNode row : streams.state(queryId, partitionId)) {
            windows.put(row.get("key").asText(), Window.seeded(row.get("value")));
        }
        long clock = Long.MIN_VALUE;
        for (JsonNode message : batch) {
            long t = createdMs(message);
            clock = Math.max(clock, t);
            for (long start = Math.floorDiv(t, slideMs) * slideMs; start + sizeMs > t; start -= slideMs) {
                long windowStart = start;
                windows.computeIfAbsent(TAG + SEP + windowStart + SEP + partitionId,
                        k -> new Window(windowStart, windowStart + sizeMs, 0, false)).add();
            }
        }
        List<Map<String, Object>> stateOps = new ArrayList<>();
        List<Map<String, Object>> emits = new ArrayList<>();
        for (Map.Entry<String, Window> e : windows.entrySet()) {
            Window w = e.getValue();
            if (w.end <= clock) {
                emits.add(w.emit(sink));
                if (w.seeded) {
                    stateOps.add(delete(e.getKey()));
                }
            } else if (w.touched) {
                stateOps.add(upsert(e.getKey(), w.stored()));
            }
        }
        JsonNode last = batch.get(batch.size() - 1);
        commit(obj("query_id", queryId, "partition_id", partitionId, "consumer_group", group, "state_ops", stateOps,
                "push_items", emits, "ack", obj("transactionId", last.get("transactionId").asText(),
                        "leaseId", last.get("leaseId").asText(), "status", "completed", "count", batch.size())));
    }

    private void flushStep() {
        pause(flushMs);
        for (String partitionId : touchedPartitions) {
            JsonNode rows = streams.state(obj("query_id", queryId, "partition_id", partitionId,
                    "key_prefix", TAG + SEP, "ripe_at_or_before", System.currentTimeMillis()));
            if (rows.isEmpty()) {
                continue;
            }
            List<Map<String, Object>> stateOps = new ArrayList<>();
            List<Map<String, Object>> emits = new ArrayList<>();
            for (JsonNode row : rows) {
                emits.add(Window.seeded(row.get("value")).emit(sink));
                stateOps.add(delete(row.get("key").asText()));
            }
            commit(obj("query_id", queryId, "partition_id", partitionId, "consumer_group", group,
                    "state_ops", stateOps, "push_items", emits));
        }
    }

    private void commit(Map<String, Object> cycle) {
        pause(ThreadLocalRandom.current().nextLong(maxCycleDelayMs + 1));
        if (!streams.cycle(cycle).get("success").asBoolean()) {
            refusedCycles.incrementAndGet();
        }
    }

    private static long createdMs(JsonNode message) {
        return OffsetDateTime.parse(message.get("createdAt").asText()).toInstant().toEpochMilli();
    }

    private void pause(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            running = false;
        }
    }

    @Override
    public void close() throws InterruptedException {
        running = false;
        for (Thread thread : threads) {
            thread.join(5_000);
        }
    }

    /** One window's count; {@code seeded} when it was read from state. */
    private static final class Window {
        final long start;
        final long end;
        int count;
        final boolean seeded;
        boolean touched;

        Window(long start, long end, int count, boolean seeded) {
            this.start = start;
            this.end = end;
            this.count = count;
            this.seeded = seeded;
        }

        static Window seeded(JsonNode value) {
            return new Window(value.get("windowStart").asLong(), value.get("windowEnd").asLong(),
                    value.get("acc").asInt(), true);
        }

        void add() {
            count++;
            touched = true;
        }

        Map<String, Object> stored() {
            return obj("acc", count, "windowStart", start, "windowEnd", end);
        }

        Map<String, Object> emit(String sink) {
            return item(sink, "windows", null, obj("windowStart", start, "count", count));
        }
    }
}
