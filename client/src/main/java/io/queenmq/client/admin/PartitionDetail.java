package io.queenmq.client.admin;

/** One partition of a {@link QueueDetail}, with its counts and the age of its oldest and newest messages. */
public record PartitionDetail(String id, String name, String createdAt, MessageCounts stats,
                              String oldestMessage, String newestMessage) {}
