package io.queenmq.client.consume;

/**
 * The broker's answer for one acknowledgment. {@code success} false with an {@code error}
 * such as {@code Message not found} or {@code Invalid or expired lease}.
 *
 * @param transactionId the acknowledged message's transactionId
 * @param success whether it was applied
 * @param error why not, or {@code null}
 * @param queueName the message's queue
 * @param partitionName the message's partition
 * @param leaseReleased whether this acknowledgment ended the lease
 * @param dlq whether the message went to the dead-letter queue
 */
public record AckResult(String transactionId, boolean success, String error, String queueName,
                        String partitionName, boolean leaseReleased, boolean dlq) {}
