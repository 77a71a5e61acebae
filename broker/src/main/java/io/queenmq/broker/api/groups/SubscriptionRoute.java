package io.queenmq.broker.api.groups;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.JsonFields;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.api.Timestamps;
import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.admin.ConsumerGroupStore;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code POST /api/v1/consumer-groups/:group/subscription} with {@code {"subscriptionTimestamp": ISO}}
 * (docs/http-api.md §3.9): moves every subscription anchor of the group, on all queues. Cursors stay where they are;
 * the anchor decides where the group starts on partitions it has not consumed yet.
 */
final class SubscriptionRoute implements RouteHandler {
    private final ConsumerGroupStore store;
    private final BlockingWork blocking;

    SubscriptionRoute(ConsumerGroupStore store, BlockingWork blocking) {
        this.store = store;
        this.blocking = blocking;
    }

    @Override
    public void handle(HttpExchange exchange) {
        String group = Names.consumerGroup(exchange.pathParam("group"));
        JsonNode body = exchange.jsonBody();
        if (!body.isObject()) {
            throw ApiException.badRequest("Request body must be a JSON object");
        }
        String timestamp = JsonFields.optionalString(body, "subscriptionTimestamp",
                "subscriptionTimestamp must be an ISO-8601 string");
        if (timestamp == null || timestamp.isEmpty()) {
            throw ApiException.badRequest("Missing subscriptionTimestamp in request body");
        }
        long atEpochMicros = Timestamps.epochMicros("subscriptionTimestamp", timestamp);
        blocking.submit(exchange, () -> {
            int rows = store.reanchor(group, atEpochMicros);
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("success", true);
            out.put("consumerGroup", group);
            out.put("newTimestamp", timestamp);
            out.put("rowsUpdated", rows);
            exchange.respond(200, out);
        });
    }
}
