package io.queenmq.broker.store;

import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

/**
 * Cache of queue and partition ids by name, so a push to known partitions skips the upserts. Ids
 * never change while a row exists; when a queue or partition is deleted, the push that finds
 * the id gone forgets it and resolves again. Also caches each queue's {@code encryptionEnabled}
 * for a few seconds, which bounds how long a configure on another broker takes to apply here.
 * Any thread may call.
 */
public final class Catalog {
    /** Past this many partitions the cache starts over rather than growing without bound. */
    private static final int MAX_PARTITIONS = 200_000;
    /** How long a queue's encryption flag is trusted: the delay before another broker's configure applies here. */
    public static final long ENCRYPTION_FLAG_MAX_AGE_NANOS = TimeUnit.SECONDS.toNanos(5);

    private final Map<String, UUID> queues = new ConcurrentHashMap<>();
    private final Map<PartitionKey, UUID> partitions = new ConcurrentHashMap<>();
    private final Map<String, Flag> encryption = new ConcurrentHashMap<>();
    /** Lookups of queue ids that found one, and that did not (counted for docs/http-api.md §4.10). */
    private final LongAdder queueHits = new LongAdder();
    private final LongAdder queueMisses = new LongAdder();

    private record Flag(boolean value, long readAtNanos) {}

    /** A partition's name within its queue. */
    public record PartitionKey(UUID queueId, String name) {}

    public UUID queueId(String queue) {
        UUID id = queues.get(queue);
        (id != null ? queueHits : queueMisses).increment();
        return id;
    }

    /** Queue ids cached, lookups that found one and lookups that did not, since start. */
    public record QueueCacheStats(int size, long hits, long misses) {}

    public QueueCacheStats queueCacheStats() {
        return new QueueCacheStats(queues.size(), queueHits.sum(), queueMisses.sum());
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

    /** Whether {@code queue} encrypts payloads; null when not known or read longer ago than the maximum age. */
    public Boolean queueEncrypted(String queue, long nowNanos) {
        Flag flag = encryption.get(queue);
        return flag == null || nowNanos - flag.readAtNanos() > ENCRYPTION_FLAG_MAX_AGE_NANOS ? null : flag.value();
    }

    /**
     * {@code readAtNanos}: {@link System#nanoTime} before the flag was read from the database, or after it was
     * committed there. The newer of two puts wins, so a read that raced a configure cannot undo it.
     */
    public void putQueueEncrypted(String queue, boolean encrypted, long readAtNanos) {
        encryption.merge(queue, new Flag(encrypted, readAtNanos),
                (cached, read) -> read.readAtNanos() - cached.readAtNanos() >= 0 ? read : cached);
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
        encryption.clear();
    }
}
