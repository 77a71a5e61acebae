package io.queenmq.client.consume;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.client.Queen;
import io.queenmq.client.QueueBuilder;
import io.queenmq.client.internal.Json;

/**
 * A delivered message. Acknowledge it with {@link Queen#ack(Message)} (or let
 * {@link QueueBuilder#consume} do it); {@code partitionId}, {@code transactionId},
 * {@code leaseId} and {@code consumerGroup} identify the delivery.
 *
 * @param queue the queue's name
 * @param id the message's id (a UUIDv7, increasing in push order)
 * @param transactionId the push's deduplication key
 * @param traceId the producer's traceId, or {@code null}
 * @param data the payload as pushed (a JSON {@code null} is a {@code NullNode})
 * @param producerSub the producer's JWT subject, or {@code null}
 * @param createdAt when it was pushed, e.g. {@code 2026-05-06T10:01:42.123456Z}
 * @param partitionId the partition's id
 * @param partition the partition's name
 * @param leaseId the lease this delivery holds ({@code ""} when popped with autoAck)
 * @param consumerGroup the group it was delivered to ({@code __QUEUE_MODE__} for none)
 * @param traceparent the W3C traceparent of the producer's span when it pushed, or {@code null}: make it the parent
 *                    of the span that handles the message to continue the producer's trace
 */
public record Message(String queue, String id, String transactionId, String traceId, JsonNode data, String producerSub,
                      String createdAt, String partitionId, String partition, String leaseId, String consumerGroup,
                      String traceparent) {

    /** The payload read as {@code type}, e.g. a record of the producer's. */
    public <T> T data(Class<T> type) {
        return Json.read(data, type);
    }
}
