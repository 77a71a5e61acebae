package io.queenmq.broker.api.core;

import io.queenmq.broker.api.JsonFields;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.api.Overload;
import com.fasterxml.jackson.databind.JsonNode;
import io.opentelemetry.api.trace.Span;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.core.AckItem;
import io.queenmq.broker.store.core.AckRequest;
import io.queenmq.broker.store.core.AckResult;
import io.queenmq.broker.store.core.AckStatus;
import io.queenmq.broker.store.Completion;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.core.PopRequest;
import io.queenmq.broker.store.StoreFailure;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@code POST /api/v1/ack} and {@code POST /api/v1/ack/batch} (docs/http-api.md §3.5, §3.6). */
final class AckRoute implements RouteHandler {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final Lanes<AckRequest> lanes;
    private final boolean batch;
    private final int maxItems;

    private AckRoute(Lanes<AckRequest> lanes, boolean batch, int maxItems) {
        this.lanes = lanes;
        this.batch = batch;
        this.maxItems = maxItems;
    }

    static AckRoute single(Lanes<AckRequest> lanes) {
        return new AckRoute(lanes, false, 1);
    }

    static AckRoute batch(Lanes<AckRequest> lanes, int maxItems) {
        return new AckRoute(lanes, true, maxItems);
    }

    @Override
    public void handle(HttpExchange exchange) {
        JsonNode body = exchange.jsonBody();
        if (!body.isObject()) {
            throw ApiException.badRequest("Request body must be a JSON object");
        }
        List<AckItem> items = batch ? parseBatch(body) : List.of(parseSingle(body));
        if (items.isEmpty()) {
            exchange.respond(200, List.of());
            return;
        }
        AckRequest request = new AckRequest(items, new Completion<>() {
            @Override
            public void succeeded(List<AckResult> results) {
                exchange.respond(200, render(results));
            }

            @Override
            public void failed(StoreFailure failure) {
                // As upstream: a failed ack call is a 200 whose top-level error the clients raise.
                exchange.respond(200, Map.of("success", false, "error", failure.message()));
            }
        }, Span.current().getSpanContext());
        if (!lanes.offer(items.get(0).partitionId(), request)) {
            Overload.reject(exchange, "Ack");
        }
    }

    private static AckItem parseSingle(JsonNode body) {
        String transactionId = JsonFields.optionalString(body, "transactionId", "transactionId is required");
        if (transactionId == null) {
            throw ApiException.badRequest("transactionId is required");
        }
        String partitionId = JsonFields.optionalString(body, "partitionId",
                "partitionId is required to ensure message uniqueness");
        if (partitionId == null) {
            throw ApiException.badRequest("partitionId is required to ensure message uniqueness");
        }
        return item(body, transactionId, partitionId, group(body));
    }

    private List<AckItem> parseBatch(JsonNode body) {
        JsonNode acks = body.get("acknowledgments");
        if (acks == null || !acks.isArray()) {
            throw ApiException.badRequest("acknowledgments array is required");
        }
        if (acks.size() > maxItems) {
            throw ApiException.badRequest("Too many acknowledgments: " + acks.size() + " (max " + maxItems + ")");
        }
        String group = group(body);
        List<AckItem> items = new ArrayList<>(acks.size());
        for (JsonNode ack : acks) {
            if (!ack.isObject()) {
                throw ApiException.badRequest("Each acknowledgment must be an object");
            }
            String transactionId = JsonFields.optionalString(ack, "transactionId",
                    "Each acknowledgment must have a valid transactionId string");
            if (transactionId == null) {
                throw ApiException.badRequest("Each acknowledgment must have a valid transactionId string");
            }
            String partitionId = JsonFields.optionalString(ack, "partitionId",
                    "Each acknowledgment must have a valid partitionId string to ensure message uniqueness");
            if (partitionId == null) {
                throw ApiException.badRequest(
                        "Each acknowledgment must have a valid partitionId string to ensure message uniqueness");
            }
            items.add(item(ack, transactionId, partitionId, group));
        }
        return items;
    }

    /** The {@code consumerGroup} of {@code body}; absent, null or empty is queue mode. */
    static String group(JsonNode body) {
        String group = JsonFields.optionalString(body, "consumerGroup", "consumerGroup must be a string");
        return group == null || group.isEmpty() ? PopRequest.QUEUE_MODE : Names.consumerGroup(group);
    }

    /** The item of an acknowledgment whose required fields are read; its other fields are checked here. */
    static AckItem item(JsonNode node, String transactionId, String partitionId, String group) {
        String name = JsonFields.optionalString(node, "status", "status must be a string");
        AckStatus status = name == null ? AckStatus.COMPLETED : AckStatus.parse(name);
        if (status == null) {
            throw ApiException.badRequest("Unknown ack status: " + name
                    + " (expected completed, success, failed, dlq or retry)");
        }
        String leaseId = JsonFields.optionalString(node, "leaseId", "leaseId must be a string");
        String error = JsonFields.storableText("error",
                JsonFields.optionalString(node, "error", "error must be a string"));
        Names.transactionId("transactionId", transactionId);
        return new AckItem(transactionId, JsonFields.uuid("partitionId", partitionId), status, group,
                JsonFields.optionalUuid("leaseId", leaseId), error);
    }

    private static ArrayNode render(List<AckResult> results) {
        ArrayNode out = JSON.arrayNode(results.size());
        for (AckResult r : results) {
            ObjectNode node = out.addObject();
            node.put("index", r.index());
            node.put("transactionId", r.transactionId());
            node.put("success", r.success());
            node.put("error", r.error());
            node.put("queueName", r.queueName());
            node.put("partitionName", r.partitionName());
            node.put("leaseReleased", r.leaseReleased());
            node.put("dlq", r.dlq());
        }
        return out;
    }
}
