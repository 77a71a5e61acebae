package io.queenmq.client.transaction;

import java.util.List;

/**
 * A committed transaction: its own id and one result per operation (each pushed item counts
 * as one), in order.
 */
public record TransactionResult(String transactionId, boolean success, String error, List<Operation> results) {

    /**
     * One operation's result.
     *
     * @param type {@code ack} or {@code push}
     * @param transactionId the acknowledged or pushed message's transactionId
     * @param messageId a pushed message's id
     * @param partitionId a pushed message's partition id
     * @param queueName a pushed message's queue
     * @param dlq whether an ack dead-lettered its message
     */
    public record Operation(String type, boolean success, String transactionId, String messageId,
                            String partitionId, String queueName, boolean dlq, String error) {}
}
