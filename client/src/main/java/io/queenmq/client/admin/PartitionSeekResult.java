package io.queenmq.client.admin;

/** The answer to moving a consumer group's cursor on one partition to its newest message. */
public record PartitionSeekResult(boolean success, String consumerGroup, String queueName, String partitionName,
                                  boolean updated, String cursorMovedTo) {}
