package io.queenmq.client.admin;

/** A consumer group's position on one partition: what it consumed and how far behind it is. */
public record GroupPartition(String partition, String workerId, String lastConsumedAt, long totalConsumed,
                             long offsetLag, long timeLagSeconds, boolean leaseActive) {}
