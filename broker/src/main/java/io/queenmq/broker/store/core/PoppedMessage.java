package io.queenmq.broker.store.core;

import java.util.UUID;

/**
 * A delivered message.
 *
 * @param payloadJson the wire {@code data} as JSON text (decrypted), inserted into the response as is
 * @param decryptionError why payloadJson is still in its encrypted stored form, null when it is not
 * @param traceparent the W3C traceparent stored with the message, or null
 */
public record PoppedMessage(UUID id, String transactionId, UUID traceId, String payloadJson, String producerSub,
                            long createdEpochMicros, UUID partitionId, String partition, long seq,
                            String decryptionError, String traceparent) {}
