package io.queenmq.client.queue;

/**
 * The answer to deleting a queue or one of its partitions. {@code existed} is false when the
 * queue was not there (deleting is idempotent); {@code partition} is null for a whole queue.
 */
public record QueueDeleted(boolean deleted, String queue, String partition, boolean existed) {}
