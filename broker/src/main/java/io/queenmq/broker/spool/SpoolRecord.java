package io.queenmq.broker.spool;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.store.core.PushItem;
import io.queenmq.broker.util.JsonMapper;
import io.queenmq.broker.util.Uuid7;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.UUID;

/**
 * One spooled push item, stored as a JSON object {@code {queue, partition, payload, transactionId, traceId,
 * producerSub, traceparent}}. The transactionId is the client's or the id minted for the item before any database attempt, so
 * that replaying a record that did reach the database is a duplicate, not a second message (docs/decisions.md §D7). Replay mints a new
 * message id: the message is stored then, after whatever was pushed meanwhile.
 *
 * @param payloadJson the payload as compact JSON text, embedded as is
 * @param traceId null when the item had none
 * @param producerSub null when the item had none
 * @param traceparent null when the item had none (and in records written before it was kept)
 */
public record SpoolRecord(String queue, String partition, String payloadJson, String transactionId, UUID traceId,
                          String producerSub, String traceparent) {

    public static SpoolRecord of(PushItem item) {
        return new SpoolRecord(item.queue(), item.partition(), item.payloadJson(), item.transactionId(), item.traceId(),
                item.producerSub(), item.traceparent());
    }

    /** The item to push again, with a fresh message id. */
    public PushItem toPushItem() {
        return new PushItem(queue, partition, payloadJson, transactionId, Uuid7.next(), traceId, producerSub, traceparent);
    }

    byte[] toJson() {
        ByteArrayOutputStream out = new ByteArrayOutputStream(payloadJson.length() + 128);
        try (JsonGenerator json = JsonMapper.shared().getFactory().createGenerator(out)) {
            json.writeStartObject();
            json.writeStringField("queue", queue);
            json.writeStringField("partition", partition);
            json.writeFieldName("payload");
            json.writeRawValue(payloadJson);
            json.writeStringField("transactionId", transactionId);
            json.writeStringField("traceId", traceId == null ? null : traceId.toString());
            json.writeStringField("producerSub", producerSub);
            json.writeStringField("traceparent", traceparent);
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("writing to memory cannot fail", e);
        }
        return out.toByteArray();
    }

    /** @throws IOException when {@code json} is not a record this class wrote */
    static SpoolRecord fromJson(byte[] json) throws IOException {
        JsonNode node = JsonMapper.shared().readTree(json);
        if (node == null || !node.isObject() || !node.has("payload")) {
            throw new IOException("not a spool record");
        }
        String traceId = optionalText(node, "traceId");
        try {
            return new SpoolRecord(text(node, "queue"), text(node, "partition"), node.get("payload").toString(),
                    text(node, "transactionId"), traceId == null ? null : UUID.fromString(traceId),
                    optionalText(node, "producerSub"), optionalText(node, "traceparent"));
        } catch (IllegalArgumentException e) {
            throw new IOException("spool record with a malformed traceId: " + traceId, e);
        }
    }

    private static String text(JsonNode node, String field) throws IOException {
        String value = optionalText(node, field);
        if (value == null) {
            throw new IOException("spool record without " + field);
        }
        return value;
    }

    private static String optionalText(JsonNode node, String field) throws IOException {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw new IOException("spool record whose " + field + " is not a string");
        }
        return value.textValue();
    }
}
