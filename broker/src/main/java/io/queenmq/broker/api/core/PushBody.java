package io.queenmq.broker.api.core;

import io.queenmq.broker.api.JsonFields;
import io.queenmq.broker.api.Names;
import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.store.core.PushItem;
import io.queenmq.broker.tracing.TraceParent;
import io.queenmq.broker.util.Uuid7;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Turns a push body into validated items (docs/http-api.md §3.3): the first invalid item rejects the
 * whole request with a 400. Public so that the decode benchmark measures this very code.
 */
public final class PushBody {
    private PushBody() {}

    /**
     * @param body the parsed JSON body
     * @param raw the same body's bytes, scanned once for NUL escapes that PostgreSQL could not store
     * @param maxItems more items than this is a 400
     * @param producerSub stamped on every item (the JWT subject of the caller), or null
     * @param traceparent the request's valid {@code traceparent} header, kept by items without their own, or null
     * @return the items, with message ids minted in item order; empty for {@code "items": []}
     */
    public static List<PushItem> parse(JsonNode body, byte[] raw, int maxItems, String producerSub,
                                       String traceparent) {
        JsonNode items = body.get("items");
        if (items == null || !items.isArray()) {
            throw ApiException.badRequest("items array is required");
        }
        if (items.size() > maxItems) {
            throw ApiException.badRequest("Too many items: " + items.size() + " (max " + maxItems + ")");
        }
        boolean mayContainUnstorable = JsonFields.mayContainUnstorable(raw);
        List<PushItem> parsed = new ArrayList<>(items.size());
        for (JsonNode item : items) {
            PushItem parsedItem = parseItem(item, item.get("payload"), "null", mayContainUnstorable);
            parsed.add(producerSub == null && (traceparent == null || parsedItem.traceparent() != null) ? parsedItem
                    : new PushItem(parsedItem.queue(), parsedItem.partition(), parsedItem.payloadJson(),
                    parsedItem.transactionId(), parsedItem.messageId(), parsedItem.traceId(), producerSub,
                    parsedItem.traceparent() != null ? parsedItem.traceparent() : traceparent));
        }
        return parsed;
    }

    /**
     * One item. {@code payload}: the item's payload, null when absent, then stored as {@code absentPayloadJson}
     * (push and transactions differ there). {@code mayContainUnstorable}: the body holds a NUL or surrogate escape or
     * a long exponent, so strings and numbers must be checked ({@link JsonFields#mayContainUnstorable}). Also the sink
     * items of stream cycles.
     */
    public static PushItem parseItem(JsonNode item, JsonNode payload, String absentPayloadJson,
                                     boolean mayContainUnstorable) {
        if (!item.isObject()) {
            throw ApiException.badRequest("Each item must be an object");
        }
        String partition = JsonFields.stringIfPresent(item, "partition", "Partition must be a string");
        String queue = JsonFields.optionalString(item, "queue", "Queue must be a string");
        if (queue == null) {
            throw ApiException.badRequest("Queue must be a string");
        }
        String transactionId = JsonFields.stringIfPresent(item, "transactionId", "TransactionId must be a string");
        String traceId = JsonFields.stringIfPresent(item, "traceId", "TraceId must be a string");
        String traceparent = JsonFields.stringIfPresent(item, TraceParent.HEADER, "traceparent must be a string");
        if (traceparent != null && !traceparent.isEmpty() && !TraceParent.isValid(traceparent)) {
            throw ApiException.badRequest("traceparent must be a W3C version-00 traceparent "
                    + "(00-<32 hex>-<16 hex>-<2 hex>, lower case)");
        }
        Names.queue(queue);
        Names.partition(partition == null ? "Default" : partition);
        Names.bounded("TransactionId", transactionId);
        if (mayContainUnstorable) {
            JsonFields.storableText("TransactionId", transactionId);
            JsonFields.rejectUnstorable("Payload", payload);
        }
        UUID messageId = Uuid7.next();
        return new PushItem(
                queue,
                partition == null ? "Default" : partition,
                payload == null ? absentPayloadJson : payload.toString(),
                transactionId == null || transactionId.isEmpty() ? messageId.toString() : transactionId,
                messageId,
                JsonFields.optionalUuid("TraceId", traceId),
                null,
                traceparent == null || traceparent.isEmpty() ? null : traceparent);
    }
}
