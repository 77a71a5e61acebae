package io.queenmq.client.admin;

/** The answer to moving a consumer group's subscription time. */
public record SubscriptionUpdated(boolean success, String consumerGroup, String newTimestamp, int rowsUpdated) {}
