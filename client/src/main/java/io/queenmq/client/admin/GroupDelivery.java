package io.queenmq.client.admin;

/** Whether one consumer group has consumed a message. */
public record GroupDelivery(String name, boolean consumed, String leaseExpiresAt) {}
