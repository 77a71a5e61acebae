package io.queenmq.broker.store.streams;

import java.util.UUID;

/**
 * The source acknowledgement of a cycle, of a message of the cycle's partition.
 *
 * @param leaseId when present, the cycle only applies under that live lease
 * @param status as sent: completed, success, failed and dlq are known, any other fails the cycle
 * @param count source messages the ack covers, added to the group's consumed count
 * @param error the runner's error text, kept in the dead-letter record
 */
public record CycleAck(String transactionId, UUID leaseId, String status, int count, String error) {}
