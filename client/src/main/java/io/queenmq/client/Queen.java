package io.queenmq.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

/**
 * A client of one Queen deployment, with the JS client's grammar:
 * <pre>{@code
 * try (Queen queen = Queen.connect("http://localhost:6632")) {
 *     queen.queue("orders").partition("customer-42").push(List.of(Map.of("orderId", 7)));
 *     List<Message> messages = queen.queue("orders").batch(10).pop();
 *     queen.ack(messages);
 * }
 * }</pre>
 * Thread-safe: share one instance. {@link #close()} stops the consumers (finishing their batches),
 * flushes the push buffers, and then refuses new work.
 */
public final class Queen implements AutoCloseable {
    /** The consumer group of plain queue mode, as the broker names it. */
    public static final String QUEUE_MODE = "__QUEUE_MODE__";

    private final HttpTransport transport;
    private final ScheduledExecutorService timers;
    private final PushBuffer buffers;
    private final Set<RunningConsumer> consumers = new CopyOnWriteArraySet<>();
    private volatile boolean closed;

    Queen(HttpTransport transport) {
        this.transport = transport;
        this.timers = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "queen-client-timer");
            thread.setDaemon(true);
            return thread;
        });
        this.buffers = new PushBuffer(transport, timers);
    }

    /** A client of the brokers at {@code urls} (round robin, with failover), with the default timeouts and retries. */
    public static Queen connect(String... urls) {
        QueenBuilder builder = builder();
        for (String url : urls) {
            builder.url(url);
        }
        return builder.connect();
    }

    /** Options beyond the URLs: bearer token, timeouts, retries. */
    public static QueenBuilder builder() {
        return new QueenBuilder();
    }

    /** Operations on queue {@code name}: configure, push, pop, consume. */
    public QueueBuilder queue(String name) {
        ensureOpen();
        return new QueueBuilder(this, name);
    }

    /** A transaction: acks and pushes committed together or not at all. */
    public TransactionBuilder transaction() {
        ensureOpen();
        return new TransactionBuilder(this);
    }

    /** Queues, consumer groups, messages, dead letters, traces, maintenance, health and metrics. */
    public Admin admin() {
        ensureOpen();
        return new Admin(transport);
    }

    /** Acknowledges {@code message} as completed. */
    public AckResult ack(Message message) {
        return ack(message, AckStatus.COMPLETED, null);
    }

    /** Acknowledges {@code message} with {@code status}; {@code error} (may be null) is kept with a dead letter. */
    public AckResult ack(Message message, AckStatus status, String error) {
        return ack(List.of(message), status, error).get(0);
    }

    /** Acknowledges {@code messages} as completed, in one request. */
    public List<AckResult> ack(List<Message> messages) {
        return ack(messages, AckStatus.COMPLETED, null);
    }

    /**
     * Acknowledges {@code messages}, all of one consumer group, with {@code status} in one
     * request; results in the same order.
     */
    public List<AckResult> ack(List<Message> messages, AckStatus status, String error) {
        return ack(messages, Collections.nCopies(messages.size(), status), error);
    }

    /** Extends the lease {@code message} was delivered under by {@code seconds} from now. */
    public LeaseRenewal renew(Message message, int seconds) {
        return renew(message.leaseId(), seconds);
    }

    /**
     * Records a trace event for {@code message} (read back with {@link Admin#traces}); returns
     * the trace's id. {@code traceNames} group traces across messages.
     */
    public String trace(Message message, String eventType, Object data, String... traceNames) {
        ObjectNode body = Json.object();
        body.put("transactionId", message.transactionId());
        body.put("partitionId", message.partitionId());
        body.put("consumerGroup", message.consumerGroup() == null ? QUEUE_MODE : message.consumerGroup());
        body.put("eventType", eventType);
        body.set("data", Json.tree(data));
        ArrayNode names = body.putArray("traceNames");
        for (String name : traceNames) {
            names.add(name);
        }
        return transport.post("/api/v1/traces", body).path("traceId").asText();
    }

    /** Sends every buffered push now and waits for the answers. */
    public void flushBuffers() {
        await(buffers.flushAll());
    }

    /**
     * Stops the consumers (each finishes its batch), flushes the push buffers, then refuses new
     * work. Throws if buffered items could not be delivered, naming how many.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            List<CompletableFuture<ConsumeSummary>> stopping = new ArrayList<>();
            consumers.forEach(c -> stopping.add(c.stop()));
            stopping.forEach(f -> f.exceptionally(e -> null).join());
            await(buffers.flushAll());
        } finally {
            transport.close("the Queen client is closed; connect a new one");
            timers.shutdownNow();
        }
    }

    // --- used by the builders of this package ---

    HttpTransport transport() {
        return transport;
    }

    ScheduledExecutorService timers() {
        return timers;
    }

    PushBuffer buffers() {
        return buffers;
    }

    void register(RunningConsumer consumer) {
        consumers.add(consumer);
        consumer.completion().whenComplete((summary, error) -> consumers.remove(consumer));
    }

    void ensureOpen() {
        if (closed) {
            throw new QueenException("the Queen client is closed; connect a new one");
        }
    }

    /**
     * One {@code /ack/batch} for {@code messages}, each with its own status; grouped by consumer
     * group because the route takes one group per request.
     */
    List<AckResult> ack(List<Message> messages, List<AckStatus> statuses, String error) {
        if (messages.isEmpty()) {
            return List.of();
        }
        Set<String> groups = new LinkedHashSet<>();
        messages.forEach(m -> groups.add(m.consumerGroup() == null ? QUEUE_MODE : m.consumerGroup()));
        if (groups.size() > 1) {
            throw new IllegalArgumentException("one ack request covers one consumer group; got " + groups);
        }
        ObjectNode body = Json.object();
        body.put("consumerGroup", groups.iterator().next());
        ArrayNode acks = body.putArray("acknowledgments");
        for (int i = 0; i < messages.size(); i++) {
            Message m = messages.get(i);
            ObjectNode ack = acks.addObject();
            ack.put("transactionId", m.transactionId());
            ack.put("partitionId", m.partitionId());
            ack.put("status", statuses.get(i).wire());
            ack.put("error", error);
            if (m.leaseId() != null && !m.leaseId().isEmpty()) {
                ack.put("leaseId", m.leaseId());
            }
        }
        return ackResults(transport.post("/api/v1/ack/batch", body));
    }

    LeaseRenewal renew(String leaseId, int seconds) {
        ObjectNode body = Json.object();
        body.put("seconds", seconds);
        JsonNode answer = transport.post("/api/v1/lease/" + HttpTransport.encode(leaseId) + "/extend", body);
        return Json.read(answer.get(0), LeaseRenewal.class);
    }

    private static List<AckResult> ackResults(JsonNode node) {
        if (node == null || !node.isArray()) {
            // A failure of the whole request (e.g. a partitionId that is not a UUID) is an object with an error.
            throw new QueenException("ack failed: " + (node == null ? "empty answer" : node.path("error").asText(node.toString())));
        }
        List<AckResult> results = new ArrayList<>();
        node.forEach(item -> results.add(Json.read(item, AckResult.class)));
        return results;
    }

    /** The value of {@code future}, rethrowing its failure as it was thrown (a {@link QueenException} mostly). */
    static <T> T await(CompletableFuture<T> future) {
        try {
            return future.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException) {
                throw (RuntimeException) e.getCause();
            }
            throw new QueenException(String.valueOf(e.getCause()), e.getCause());
        }
    }
}
