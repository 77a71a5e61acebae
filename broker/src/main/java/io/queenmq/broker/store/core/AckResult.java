package io.queenmq.broker.store.core;

/** Outcome of one acknowledgement, in request order (docs/http-api.md §3.5). */
public record AckResult(int index, String transactionId, boolean success, String error, String queueName,
                        String partitionName, boolean leaseReleased, boolean dlq) {}
