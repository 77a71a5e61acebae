package io.queenmq.broker.store.core;

import java.util.UUID;

/**
 * One validated message to append.
 *
 * @param payloadJson the payload as compact JSON text ("null" for a JSON null)
 * @param transactionId the dedup key within the partition; never empty
 * @param messageId the UUIDv7 minted when the request was parsed
 * @param traceId optional producer trace id
 * @param producerSub JWT subject of the producer, or null
 * @param traceparent the W3C traceparent the producer sent with it (docs/http-api.md §3.3), or null
 */
public record PushItem(String queue, String partition, String payloadJson, String transactionId,
                       UUID messageId, UUID traceId, String producerSub, String traceparent) {}
