package io.queenmq.client;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.client.admin.Admin;
import io.queenmq.client.consume.AckResult;
import io.queenmq.client.consume.AckStatus;
import io.queenmq.client.consume.ConsumeSummary;
import io.queenmq.client.consume.LeaseRenewal;
import io.queenmq.client.consume.Message;
import io.queenmq.client.consume.RunningConsumer;
import io.queenmq.client.internal.ClientCore;
import io.queenmq.client.internal.HttpTransport;
import io.queenmq.client.internal.Json;
import io.queenmq.client.transaction.TransactionBuilder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArraySet;

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

    static {
        // The sub-packages reach a client's transport, timers and buffers through its core (ClientCore.of).
        ClientCore.setAccess(queen -> queen.core);
    }

    private final ClientCore core;
    private final Set<RunningConsumer> consumers = new CopyOnWriteArraySet<>();

    Queen(HttpTransport transport) {
        this.core = new ClientCore(transport);
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
        core.ensureOpen();
        return new QueueBuilder(this, name);
    }

    /** A transaction: acks and pushes committed together or not at all. */
    public TransactionBuilder transaction() {
        core.ensureOpen();
        return new TransactionBuilder(core);
    }

    /** Queues, consumer groups, messages, dead letters, traces, maintenance, health and metrics. */
    public Admin admin() {
        core.ensureOpen();
        return new Admin(core.transport());
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
        return core.ack(messages, Collections.nCopies(messages.size(), status), error);
    }

    /** Extends the lease {@code message} was delivered under by {@code seconds} from now. */
    public LeaseRenewal renew(Message message, int seconds) {
        return core.renew(message.leaseId(), seconds);
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
        return core.transport().post("/api/v1/traces", body).path("traceId").asText();
    }

    /** Sends every buffered push now and waits for the answers. */
    public void flushBuffers() {
        ClientCore.await(core.buffers().flushAll());
    }

    /**
     * Stops the consumers (each finishes its batch), flushes the push buffers, then refuses new
     * work. Throws if buffered items could not be delivered, naming how many.
     */
    @Override
    public void close() {
        if (!core.markClosed()) {
            return;
        }
        try {
            List<CompletableFuture<ConsumeSummary>> stopping = new ArrayList<>();
            consumers.forEach(c -> stopping.add(c.stop()));
            stopping.forEach(f -> f.exceptionally(e -> null).join());
            ClientCore.await(core.buffers().flushAll());
        } finally {
            core.shutdown();
        }
    }

    // --- used by QueueBuilder ---

    ClientCore core() {
        return core;
    }

    /** Keeps {@code consumer} until it completes, so that {@link #close()} can stop it. */
    void register(RunningConsumer consumer) {
        consumers.add(consumer);
        consumer.completion().whenComplete((summary, error) -> consumers.remove(consumer));
    }
}
