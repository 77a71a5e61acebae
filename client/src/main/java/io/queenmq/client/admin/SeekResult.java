package io.queenmq.client.admin;

/** The answer to a seek: how many partitions' cursors moved, and to where. */
public record SeekResult(boolean success, String consumerGroup, String queueName, boolean seekToEnd,
                         String targetTimestamp, int partitionsUpdated) {}
