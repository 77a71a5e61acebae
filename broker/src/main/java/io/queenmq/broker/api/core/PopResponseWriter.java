package io.queenmq.broker.api.core;

import com.fasterxml.jackson.core.JsonGenerator;
import io.queenmq.broker.store.core.PopRequest;
import io.queenmq.broker.store.core.PopResult;
import io.queenmq.broker.store.core.PoppedMessage;
import io.queenmq.broker.util.JsonMapper;
import io.queenmq.broker.util.WireTime;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Writes a pop answer with messages (docs/http-api.md §3.4). Payloads are JSON text and are copied
 * into the body as they are, never parsed. A message whose payload could not be decrypted
 * carries its stored form as {@code data} and a {@code decryptionError} saying why.
 */
final class PopResponseWriter {
    private PopResponseWriter() {}

    static byte[] write(PopRequest request, PopResult result) {
        String leaseId = request.autoAck() ? "" : request.leaseId().toString();
        ByteArrayOutputStream out = new ByteArrayOutputStream(256 + result.messages().size() * 256);
        try (JsonGenerator json = JsonMapper.shared().getFactory().createGenerator(out)) {
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
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
