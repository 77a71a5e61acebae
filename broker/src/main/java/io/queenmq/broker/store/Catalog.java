package io.queenmq.broker.store;

import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Cache of queue and partition ids by name, so a push to known lanes skips the upserts. Ids
 * never change while a row exists; when a queue or partition is deleted, the push that finds
 * the id gone forgets it and resolves again. Any thread may call.
 */
public final class Catalog {
    /** Past this many partitions the cache starts over rather than growing without bound. */
    private static final int MAX_PARTITIONS = 200_000;

    private final Map<String, UUID> queues = new ConcurrentHashMap<>();
    private final Map<PartitionKey, UUID> partitions = new ConcurrentHashMap<>();

    /** A partition's name within its queue. */
    public record PartitionKey(UUID queueId, String name) {}

    public UUID queueId(String queue) {
        return queues.get(queue);
    }

    public void putQueue(String queue, UUID id) {
        queues.put(queue, id);
    }

    public UUID partitionId(UUID queueId, String partition) {
        return partitions.get(new PartitionKey(queueId, partition));
    }

    public void putPartition(UUID queueId, String partition, UUID id) {
        if (partitions.size() >= MAX_PARTITIONS) {
            partitions.clear();
        }
        partitions.put(new PartitionKey(queueId, partition), id);
    }

    /** Forget one partition's id, which may no longer exist (its queue's id stays). */
    public void forgetPartition(String queue, String partition) {
        UUID queueId = queues.get(queue);
        if (queueId != null) {
            partitions.remove(new PartitionKey(queueId, partition));
        }
    }

    /** Forget one queue's id, which may no longer exist. */
    public void forgetQueue(String queue) {
        queues.remove(queue);
    }

    /** Forget everything: some cached id no longer exists in the database. */
    public void clear() {
        queues.clear();
        partitions.clear();
    }
}
