package io.queenmq.client.queue;

import io.queenmq.client.QueueBuilder;

/**
 * The answer to {@link QueueBuilder#create()}: the queue's id, the id of its {@code Default}
 * partition and the options as the broker stored them.
 */
public record QueueConfigured(boolean configured, String queueId, String partitionId, String queue,
                              String namespace, String task, QueueConfig options) {}
