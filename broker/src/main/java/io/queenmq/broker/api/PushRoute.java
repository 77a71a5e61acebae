package io.queenmq.broker.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.Completion;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.PushItem;
import io.queenmq.broker.store.PushRequest;
import io.queenmq.broker.store.PushResult;
import io.queenmq.broker.store.StoreFailure;
import io.queenmq.broker.util.Uuid7;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** {@code POST /api/v1/push} (http-api.md §3.3): validate on the event loop, store in a push lane, answer 201 after commit. */
final class PushRoute implements RouteHandler {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final Lanes<PushRequest> lanes;
    private final int maxItems;

    PushRoute(Lanes<PushRequest> lanes, int maxItems) {
        this.lanes = lanes;
        this.maxItems = maxItems;
    }

    @Override
    public void handle(HttpExchange exchange) {
        JsonNode items = exchange.jsonBody().get("items");
        if (items == null || !items.isArray()) {
            throw ApiException.badRequest("items array is required");
        }
        if (items.isEmpty()) {
            exchange.respond(201, List.of());
            return;
        }
        if (items.size() > maxItems) {
            throw ApiException.badRequest("Too many items: " + items.size() + " (max " + maxItems + ")");
        }
        List<PushItem> parsed = new ArrayList<>(items.size());
        for (JsonNode item : items) {
            parsed.add(parseItem(item));
        }
        PushItem first = parsed.get(0);
        PushRequest request = new PushRequest(parsed, new Completion<>() {
            @Override
            public void succeeded(List<PushResult> results) {
                exchange.respond(201, render(results));
            }

            @Override
            public void failed(StoreFailure failure) {
                exchange.respond(500, Map.of("error", failure.message()));
            }
        });
        if (!lanes.offer(first.queue() + '\u0000' + first.partition(), request)) {
            Overload.reject(exchange, "Push");
        }
    }

    private static PushItem parseItem(JsonNode item) {
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
        Names.queue(queue);
        Names.partition(partition == null ? "Default" : partition);
        if (transactionId != null && transactionId.length() > Names.MAX_LENGTH) {
            throw ApiException.badRequest("TransactionId too long: " + transactionId.length()
                    + " characters (max " + Names.MAX_LENGTH + ")");
        }
        UUID messageId = Uuid7.next();
        JsonNode payload = item.get("payload");
        return new PushItem(
                queue,
                partition == null ? "Default" : partition,
                payload == null ? "null" : payload.toString(),
                transactionId == null || transactionId.isEmpty() ? messageId.toString() : transactionId,
                messageId,
                JsonFields.optionalUuid("TraceId", traceId),
                null);
    }

    private static ArrayNode render(List<PushResult> results) {
        ArrayNode out = JSON.arrayNode(results.size());
        for (PushResult r : results) {
            ObjectNode node = out.addObject();
            node.put("index", r.index());
            node.put("transaction_id", r.transactionId());
            node.put("status", r.duplicate() ? "duplicate" : "queued");
            node.put("message_id", r.messageId().toString());
            if (!r.duplicate()) {
                node.put("partition_id", r.partitionId().toString());
                node.put("trace_id", r.traceId() == null ? null : r.traceId().toString());
            }
            node.put("queueName", r.queue());
        }
        return out;
    }
}
