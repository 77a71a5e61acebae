package io.queenmq.client.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.client.QueenException;
import io.queenmq.client.push.BufferOptions;
import io.queenmq.client.push.PushResult;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The client-side push buffers, one per queue and partition. A buffer is sent when it holds
 * {@link BufferOptions#messageCount()} items or its oldest item has waited
 * {@link BufferOptions#maxWait()}. An accepted item is never dropped: when a send fails, its
 * items go back to the front of their buffer and are sent again after another {@code maxWait}
 * (their transactionIds make the resend safe). A buffer has one send in flight at a time, so
 * buffered items reach the partition in the order they were pushed. Thread-safe; the lock is
 * never held during I/O.
 */
public final class PushBuffer {
    private static final String PATH = "/api/v1/push";

    private final HttpTransport transport;
    private final ScheduledExecutorService timers;
    private final Map<String, PartitionBuffer> buffers = new HashMap<>();

    public PushBuffer(HttpTransport transport, ScheduledExecutorService timers) {
        this.transport = transport;
        this.timers = timers;
    }

    /** One {@code POST /push} of {@code items}, on the calling thread: one result per item, in order. */
    public static List<PushResult> send(HttpTransport transport, List<JsonNode> items) {
        return items.isEmpty() ? List.of() : results(transport.post(PATH, body(items)));
    }

    /** {@link #send} without blocking a thread. */
    public static CompletableFuture<List<PushResult>> sendAsync(HttpTransport transport, List<JsonNode> items) {
        return items.isEmpty() ? CompletableFuture.completedFuture(List.of())
                : transport.postAsync(PATH, body(items), PushBuffer::results);
    }

    private static ObjectNode body(List<JsonNode> items) {
        ObjectNode body = Json.object();
        items.forEach(body.putArray("items")::add);
        return body;
    }

    private static List<PushResult> results(JsonNode answer) {
        List<PushResult> results = new ArrayList<>(answer.size());
        answer.forEach(r -> results.add(Json.read(r, PushResult.class)));
        return results;
    }

    /** Adds {@code items} to the buffer of {@code queue}/{@code partition}; the future completes when they are sent. */
    public CompletableFuture<List<PushResult>> add(String queue, String partition, List<JsonNode> items, BufferOptions options) {
        CompletableFuture<List<PushResult>> done = new CompletableFuture<>();
        if (items.isEmpty()) {
            done.complete(List.of());
            return done;
        }
        Pending pending = new Pending(items, done);
        PartitionBuffer full = null;
        synchronized (this) {
            PartitionBuffer buffer = buffers.computeIfAbsent(queue + "/" + partition, k -> new PartitionBuffer(options));
            buffer.waiting.addLast(pending);
            buffer.count += items.size();
            if (buffer.count >= options.messageCount()) {
                full = buffer;
            } else if (buffer.timer == null) {
                buffer.timer = timers.schedule(() -> flush(buffer), options.maxWait().toMillis(), TimeUnit.MILLISECONDS);
            }
        }
        if (full != null) {
            flush(full);
        }
        return done;
    }

    /** Sends every buffer now; completes when all have answered, failed if any send failed. */
    public CompletableFuture<Void> flushAll() {
        List<PartitionBuffer> all;
        synchronized (this) {
            all = new ArrayList<>(buffers.values());
        }
        List<CompletableFuture<Void>> sends = new ArrayList<>();
        all.forEach(buffer -> sends.add(flush(buffer)));
        return CompletableFuture.allOf(sends.toArray(CompletableFuture[]::new));
    }

    /**
     * Sends what the buffer holds once the buffer's previous send has answered: one send in flight
     * per buffer keeps the partition's order, also when a failed send puts its items back.
     */
    private CompletableFuture<Void> flush(PartitionBuffer buffer) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        CompletableFuture<Void> previous;
        synchronized (this) {
            if (buffer.timer != null) {
                buffer.timer.cancel(false);
                buffer.timer = null;
            }
            previous = buffer.lastSend;
            buffer.lastSend = done;
        }
        previous.handle((ignored, error) -> null)
                .thenCompose(ignored -> transport.async(() -> sendWaiting(buffer)))
                .whenComplete((ignored, error) -> {
                    if (error != null) {
                        done.completeExceptionally(error);
                    } else {
                        done.complete(null);
                    }
                });
        return done;
    }

    /** Sends what the buffer holds, on the calling thread; a failed send puts the items back. */
    private Void sendWaiting(PartitionBuffer buffer) {
        List<Pending> batch;
        synchronized (this) {
            batch = new ArrayList<>(buffer.waiting);
            buffer.waiting.clear();
            buffer.count = 0;
        }
        List<JsonNode> items = new ArrayList<>();
        batch.forEach(p -> items.addAll(p.items));
        List<PushResult> results;
        try {
            results = send(transport, items);
        } catch (RuntimeException e) {
            requeue(buffer, batch);
            throw new QueenException(items.size() + " buffered item(s) not sent yet, kept for the next flush: "
                    + e.getMessage(), e);
        }
        int next = 0;
        for (Pending p : batch) {
            p.done.complete(List.copyOf(results.subList(next, next + p.items.size())));
            next += p.items.size();
        }
        return null;
    }

    /** Puts a failed send's items back at the front of their buffer and sends them again after {@code maxWait}. */
    private void requeue(PartitionBuffer buffer, List<Pending> batch) {
        synchronized (this) {
            for (int i = batch.size() - 1; i >= 0; i--) {
                buffer.waiting.addFirst(batch.get(i));
                buffer.count += batch.get(i).items.size();
            }
            if (buffer.timer == null && !timers.isShutdown()) {
                buffer.timer = timers.schedule(() -> flush(buffer), buffer.options.maxWait().toMillis(), TimeUnit.MILLISECONDS);
            }
        }
    }

    /** Items of one push call, and the future of their results. */
    private record Pending(List<JsonNode> items, CompletableFuture<List<PushResult>> done) {}

    /** The waiting pushes of one queue and partition. Guarded by the PushBuffer's lock. */
    private static final class PartitionBuffer {
        final BufferOptions options;
        final Deque<Pending> waiting = new ArrayDeque<>();
        int count;
        ScheduledFuture<?> timer;
        CompletableFuture<Void> lastSend = CompletableFuture.completedFuture(null);

        PartitionBuffer(BufferOptions options) {
            this.options = options;
        }
    }
}
