package io.queenmq.client.push;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The broker's answer for one pushed item, in the order of the items pushed.
 *
 * @param status queued, duplicate, buffered or failed
 * @param transactionId the item's deduplication key
 * @param messageId the stored message's id (for a duplicate, the id of the message already there)
 * @param partitionId the partition's id ({@code null} for a duplicate)
 * @param traceId the item's traceId, or {@code null}
 * @param queue the queue's name
 * @param error why the item failed, or {@code null}
 */
public record PushResult(
        PushStatus status,
        @JsonProperty("transaction_id") String transactionId,
        @JsonProperty("message_id") String messageId,
        @JsonProperty("partition_id") String partitionId,
        @JsonProperty("trace_id") String traceId,
        @JsonProperty("queueName") String queue,
        String error) {}
