package io.queenmq.client.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.client.Queen;
import io.queenmq.client.QueenException;
import io.queenmq.client.consume.AckResult;
import io.queenmq.client.consume.AckStatus;
import io.queenmq.client.consume.LeaseRenewal;
import io.queenmq.client.consume.Message;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;

/**
 * Internal, not API: what one {@link Queen} shares with the builders and consumers it hands out, in whichever
 * package they live: the transport, the timer thread, the push buffers, the closed flag, and the ack and
 * lease-renewal requests. Thread-safe. Reached from a {@link Queen} with {@link #of(Queen)}.
 */
public final class ClientCore {
    private static volatile Function<Queen, ClientCore> access;

    private final HttpTransport transport;
    private final ScheduledExecutorService timers;
    private final PushBuffer buffers;
    private volatile boolean closed;

    /** A core sending through {@code transport}, with its own daemon timer thread. */
    public ClientCore(HttpTransport transport) {
        this.transport = transport;
        this.timers = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "queen-client-timer");
            thread.setDaemon(true);
            return thread;
        });
        this.buffers = new PushBuffer(transport, timers);
    }

    /** Called once, by {@link Queen}'s class initialisation: how to reach a client's core. */
    public static void setAccess(Function<Queen, ClientCore> queenToCore) {
        if (access != null) {
            throw new IllegalStateException("the client core's access is already set");
        }
        access = Objects.requireNonNull(queenToCore, "queenToCore");
    }

    /** The core of {@code queen} (its class is initialised, so the access is set). */
    public static ClientCore of(Queen queen) {
        return access.apply(Objects.requireNonNull(queen, "queen"));
    }

    /** The transport every request goes through. */
    public HttpTransport transport() {
        return transport;
    }

    /** The client's one timer thread (buffer flushes, lease renewals); never run blocking work on it. */
    public ScheduledExecutorService timers() {
        return timers;
    }

    /** The client's push buffers. */
    public PushBuffer buffers() {
        return buffers;
    }

    /** Throws if the client is closed. */
    public void ensureOpen() {
        if (closed) {
            throw new QueenException("the Queen client is closed; connect a new one");
        }
    }

    /** Marks the client closed; true the first time only. */
    public boolean markClosed() {
        if (closed) {
            return false;
        }
        closed = true;
        return true;
    }

    /** Refuses every further request and stops the timer thread. */
    public void shutdown() {
        transport.close("the Queen client is closed; connect a new one");
        timers.shutdownNow();
    }

    /**
     * One {@code /ack/batch} for {@code messages}, each with its own status, results in the same order; the
     * route takes one consumer group per request, so the messages must share one.
     */
    public List<AckResult> ack(List<Message> messages, List<AckStatus> statuses, String error) {
        if (messages.isEmpty()) {
            return List.of();
        }
        Set<String> groups = new LinkedHashSet<>();
        messages.forEach(m -> groups.add(m.consumerGroup() == null ? Queen.QUEUE_MODE : m.consumerGroup()));
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

    /** Extends lease {@code leaseId} by {@code seconds} from now. */
    public LeaseRenewal renew(String leaseId, int seconds) {
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
    public static <T> T await(CompletableFuture<T> future) {
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
