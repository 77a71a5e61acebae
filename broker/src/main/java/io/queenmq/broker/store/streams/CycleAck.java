package io.queenmq.broker.store.streams;

import io.queenmq.broker.store.core.AckStatus;
import java.util.UUID;

/**
 * The source acknowledgement of a cycle, of a message of the cycle's partition.
 *
 * @param leaseId when present, the cycle only applies under that live lease
 * @param status null when the body named no status the broker knows; a cycle applies completed, success, failed
 *               and dlq, any other status fails it
 * @param statusName the status as sent ("completed" when absent), for the error of a cycle that cannot apply it
 * @param count source messages the ack covers, added to the group's consumed count
 * @param error the runner's error text, kept in the dead-letter record
 */
public record CycleAck(String transactionId, UUID leaseId, AckStatus status, String statusName, int count, String error) {}
