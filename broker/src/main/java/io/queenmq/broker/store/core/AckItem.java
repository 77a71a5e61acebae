package io.queenmq.broker.store.core;

import java.util.UUID;

/**
 * One validated acknowledgement.
 *
 * @param status never null: an acknowledgement without one is {@link AckStatus#COMPLETED}
 * @param leaseId when present, the ack only applies under that live lease
 * @param error the consumer's error text, kept in the dead-letter record
 */
public record AckItem(String transactionId, UUID partitionId, AckStatus status, String consumerGroup, UUID leaseId,
                      String error) {}
