package io.queenmq.client.admin;

/** The answer to deleting a consumer group (on every queue, or on {@code queueName} only). */
public record GroupDeleted(boolean success, String consumerGroup, String queueName, int deletedPartitions,
                           boolean metadataDeleted) {}
