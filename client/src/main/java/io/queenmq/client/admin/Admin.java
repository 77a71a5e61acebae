package io.queenmq.client.admin;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.client.Queen;
import io.queenmq.client.QueenHttpException;
import io.queenmq.client.internal.HttpTransport;
import io.queenmq.client.internal.Json;
import io.queenmq.client.queue.QueueDeleted;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The broker's admin routes, each answer a record of {@link io.queenmq.client.admin}: queues,
 * consumer groups (lag, seek, delete), messages, dead letters, traces, maintenance, health and
 * metrics. Blocking; thread-safe. With JWT on, reads need a read-only token, seeks and message
 * deletion read-write, deleting queues or groups and maintenance admin.
 */
public final class Admin {
    private final HttpTransport transport;

    /** Internal, not API: applications get theirs from {@link Queen#admin()}. */
    public Admin(HttpTransport transport) {
        this.transport = transport;
    }

    // --- queues ---

    /** Every queue, newest first. */
    public QueueList queues() {
        return get("/api/v1/resources/queues", QueueList.class);
    }

    /** One queue with its partitions; a {@link QueenHttpException} 404 when there is no such queue. */
    public QueueDetail queue(String name) {
        return get("/api/v1/resources/queues/" + HttpTransport.encode(name), QueueDetail.class);
    }

    /** Deletes {@code name} with everything in it (same as {@code queen.queue(name).delete()}). */
    public QueueDeleted deleteQueue(String name) {
        return Json.read(transport.delete("/api/v1/resources/queues/" + HttpTransport.encode(name)), QueueDeleted.class);
    }

    // --- consumer groups ---

    /** Every consumer group on every queue, with its lag. */
    public List<ConsumerGroup> consumerGroups() {
        return Json.read(transport.get("/api/v1/consumer-groups"), new TypeReference<List<ConsumerGroup>>() {});
    }

    /**
     * One consumer group's partitions, by queue name; a {@link QueenHttpException} 404 for a
     * group with no cursor and no subscription.
     */
    public Map<String, GroupQueue> consumerGroup(String group) {
        return Json.read(transport.get("/api/v1/consumer-groups/" + HttpTransport.encode(group)),
                new TypeReference<Map<String, GroupQueue>>() {});
    }

    /** The partitions whose oldest unconsumed message waited at least {@code minLag}, longest first. */
    public List<LaggingPartition> laggingPartitions(Duration minLag) {
        return Json.read(transport.get("/api/v1/consumer-groups/lagging?minLagSeconds=" + minLag.toSeconds()),
                new TypeReference<List<LaggingPartition>>() {});
    }

    /** Moves {@code group}'s cursors on {@code queue} so that it consumes again every message created after {@code time}. */
    public SeekResult seek(String group, String queue, Instant time) {
        ObjectNode body = Json.object();
        body.put("timestamp", time.toString());
        return post(groupQueuePath(group, queue) + "/seek", body, SeekResult.class);
    }

    /** Moves {@code group}'s cursors on {@code queue} past every message: it skips what is there. */
    public SeekResult seekToEnd(String group, String queue) {
        ObjectNode body = Json.object();
        body.put("toEnd", true);
        return post(groupQueuePath(group, queue) + "/seek", body, SeekResult.class);
    }

    /** Moves {@code group}'s cursor on one partition of {@code queue} past its newest message. */
    public PartitionSeekResult seekToEnd(String group, String queue, String partition) {
        return post(groupQueuePath(group, queue) + "/partitions/" + HttpTransport.encode(partition) + "/seek",
                Json.object(), PartitionSeekResult.class);
    }

    /** Deletes {@code group}'s cursors and leases on every queue, and its subscription records with {@code deleteMetadata}. */
    public GroupDeleted deleteConsumerGroup(String group, boolean deleteMetadata) {
        String path = "/api/v1/consumer-groups/" + HttpTransport.encode(group) + "?deleteMetadata=" + deleteMetadata;
        return Json.read(transport.delete(path), GroupDeleted.class);
    }

    /** Like {@link #deleteConsumerGroup(String, boolean)}, on {@code queue} only. */
    public GroupDeleted deleteConsumerGroup(String group, String queue, boolean deleteMetadata) {
        String path = groupQueuePath(group, queue) + "?deleteMetadata=" + deleteMetadata;
        return Json.read(transport.delete(path), GroupDeleted.class);
    }

    /** Moves the subscription time of {@code group} (where it starts on partitions it has not consumed yet). */
    public SubscriptionUpdated updateSubscription(String group, Instant time) {
        ObjectNode body = Json.object();
        body.put("subscriptionTimestamp", time.toString());
        return post("/api/v1/consumer-groups/" + HttpTransport.encode(group) + "/subscription", body,
                SubscriptionUpdated.class);
    }

    // --- messages and dead letters ---

    /** The messages {@code query} selects, newest first, without payloads. */
    public MessageList messages(MessageQuery query) {
        StringBuilder path = new StringBuilder("/api/v1/messages?limit=").append(query.limit())
                .append("&offset=").append(query.offset());
        param(path, "queue", query.queue());
        param(path, "partition", query.partition());
        param(path, "status", query.status());
        param(path, "from", query.from());
        param(path, "to", query.to());
        return get(path.toString(), MessageList.class);
    }

    /** One message with its payload; a {@link QueenHttpException} 404 when there is none. */
    public MessageDetail message(String partitionId, String transactionId) {
        return get(messagePath(partitionId, transactionId), MessageDetail.class);
    }

    /** Deletes one message. */
    public MessageDeleted deleteMessage(String partitionId, String transactionId) {
        return Json.read(transport.delete(messagePath(partitionId, transactionId)), MessageDeleted.class);
    }

    /** A page of {@code queue}'s dead letters, optionally of one consumer group (null: all), newest first. */
    public DeadLetterPage deadLetters(String queue, String consumerGroup, int limit, int offset) {
        StringBuilder path = new StringBuilder("/api/v1/dlq?limit=").append(limit).append("&offset=").append(offset);
        param(path, "queue", queue);
        param(path, "consumerGroup", consumerGroup);
        return get(path.toString(), DeadLetterPage.class);
    }

    // --- traces ---

    /** The trace events of one message, oldest first (record them with {@link Queen#trace}). */
    public TraceList traces(String partitionId, String transactionId) {
        return get("/api/v1/traces/" + HttpTransport.encode(partitionId) + "/" + HttpTransport.encode(transactionId),
                TraceList.class);
    }

    /** A page of the trace events carrying {@code traceName}. */
    public TracesByName tracesByName(String traceName, int limit, int offset) {
        return get("/api/v1/traces/by-name/" + HttpTransport.encode(traceName) + "?limit=" + limit + "&offset=" + offset,
                TracesByName.class);
    }

    /** A page of the trace names in use, most recently seen first. */
    public TraceNames traceNames(int limit, int offset) {
        return get("/api/v1/traces/names?limit=" + limit + "&offset=" + offset, TraceNames.class);
    }

    // --- maintenance, health, metrics ---

    /** The push maintenance mode and the messages spooled meanwhile. */
    public MaintenanceStatus maintenance() {
        return get("/api/v1/system/maintenance", MaintenanceStatus.class);
    }

    /** Turns push maintenance on or off on every broker of the deployment. */
    public MaintenanceStatus maintenance(boolean enabled) {
        return post("/api/v1/system/maintenance", enabled(enabled), MaintenanceStatus.class);
    }

    /** The pop maintenance mode. */
    public MaintenanceStatus popMaintenance() {
        return get("/api/v1/system/maintenance/pop", MaintenanceStatus.class);
    }

    /** Turns pop maintenance (every pop answers empty) on or off on every broker. */
    public MaintenanceStatus popMaintenance(boolean enabled) {
        return post("/api/v1/system/maintenance/pop", enabled(enabled), MaintenanceStatus.class);
    }

    /** The broker's health; a {@link QueenHttpException} 503 when its database does not answer. */
    public Health health() {
        return get("/health", Health.class);
    }

    /** The broker's JSON metrics summary. */
    public Metrics metrics() {
        return get("/metrics", Metrics.class);
    }

    /** The broker's metrics in the Prometheus text format. */
    public String prometheusMetrics() {
        return transport.getText("/metrics/prometheus");
    }

    private <T> T get(String path, Class<T> type) {
        return Json.read(transport.get(path), type);
    }

    private <T> T post(String path, Object body, Class<T> type) {
        return Json.read(transport.post(path, body), type);
    }

    private static ObjectNode enabled(boolean enabled) {
        ObjectNode body = Json.object();
        body.put("enabled", enabled);
        return body;
    }

    private static String groupQueuePath(String group, String queue) {
        return "/api/v1/consumer-groups/" + HttpTransport.encode(group) + "/queues/" + HttpTransport.encode(queue);
    }

    private static String messagePath(String partitionId, String transactionId) {
        return "/api/v1/messages/" + HttpTransport.encode(partitionId) + "/" + HttpTransport.encode(transactionId);
    }

    private static void param(StringBuilder path, String name, String value) {
        if (value != null) {
            path.append('&').append(name).append('=').append(HttpTransport.encode(value));
        }
    }
}
