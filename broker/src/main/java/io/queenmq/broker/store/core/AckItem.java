package io.queenmq.broker.store.core;

import java.util.UUID;

/**
 * One validated acknowledgement.
 *
 * @param status as sent ("completed", "success", "failed", "dlq", "retry" or anything else)
 * @param leaseId when present, the ack only applies under that live lease
 * @param error the consumer's error text, kept in the dead-letter record
 */
public record AckItem(String transactionId, UUID partitionId, String status, String consumerGroup, UUID leaseId,
                      String error) {}
