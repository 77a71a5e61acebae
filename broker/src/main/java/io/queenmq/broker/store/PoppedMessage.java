package io.queenmq.broker.store;

import java.util.UUID;

/** A delivered message; payloadJson is the stored JSON text, inserted into the response as is. */
public record PoppedMessage(UUID id, String transactionId, UUID traceId, String payloadJson, String producerSub,
                            long createdEpochMicros, UUID partitionId, String partition, long seq) {}
