package io.queenmq.broker.api.core;

import io.queenmq.broker.http.JsonBody;
import io.queenmq.broker.store.core.PopRequest;
import io.queenmq.broker.store.core.PopResult;
import io.queenmq.broker.store.core.PoppedMessage;
import io.queenmq.broker.util.WireTime;

/**
 * Writes a pop answer with messages (docs/http-api.md §3.4), on the event loop into the response's buffer.
 * Payloads are JSON text and are copied into the body as they are, never parsed. A message whose payload could
 * not be decrypted carries its stored form as {@code data} and a {@code decryptionError} saying why.
 */
final class PopResponseWriter {
    private PopResponseWriter() {}

    static JsonBody write(PopRequest request, PopResult result) {
        String leaseId = request.autoAck() ? "" : request.leaseId().toString();
        return json -> {
            json.writeStartObject();
            json.writeBooleanField("success", true);
            json.writeStringField("queue", request.queue());
            json.writeStringField("partition", result.partition());
            json.writeStringField("partitionId", result.partitionId().toString());
            json.writeStringField("leaseId", leaseId);
            json.writeStringField("consumerGroup", request.consumerGroup());
            json.writeNumberField("partitionsClaimed", result.partitionsClaimed());
            json.writeArrayFieldStart("messages");
            for (PoppedMessage m : result.messages()) {
                json.writeStartObject();
                json.writeStringField("id", m.id().toString());
                json.writeStringField("transactionId", m.transactionId());
                json.writeStringField("traceId", m.traceId() == null ? null : m.traceId().toString());
                json.writeStringField("traceparent", m.traceparent());
                json.writeFieldName("data");
                json.writeRawValue(m.payloadJson());
                json.writeStringField("producerSub", m.producerSub());
                json.writeStringField("createdAt", WireTime.micros(m.createdEpochMicros()));
                json.writeStringField("partitionId", m.partitionId().toString());
                json.writeStringField("partition", m.partition());
                json.writeStringField("leaseId", leaseId);
                json.writeStringField("consumerGroup", request.consumerGroup());
                if (m.decryptionError() != null) {
                    json.writeStringField("decryptionError", m.decryptionError());
                }
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        };
    }
}
