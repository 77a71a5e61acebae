package io.queenmq.client.admin;

/** One queue in {@link QueueList}: its names, partition count and message counts. */
public record QueueSummary(String id, String name, String namespace, String task, String createdAt,
                           int partitions, MessageCounts messages) {}
