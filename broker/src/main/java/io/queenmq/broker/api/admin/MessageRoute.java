package io.queenmq.broker.api.admin;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.JsonFields;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.admin.MessageStore;
import io.queenmq.broker.util.WireTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * One message by its wire identity (docs/http-api.md §4.4): {@code GET} and {@code DELETE
 * /api/v1/messages/:partitionId/:transactionId}.
 */
final class MessageRoute {
    private MessageRoute() {}

    /** The message with its payload, queue settings and every group's position; 404 when absent. */
    static RouteHandler get(MessageStore store, BlockingWork blocking, WirePayload payloads) {
        return exchange -> {
            UUID partitionId = partitionId(exchange);
            String transactionId = transactionId(exchange);
            blocking.submit(exchange, () -> {
                MessageStore.Detail m = store.find(partitionId, transactionId);
                if (m == null) {
                    throw ApiException.notFound("Message not found");
                }
                exchange.respond(200, detail(m, payloads));
            });
        };
    }

    /** Deletes the message and its dead letters; 200 either way, {@code success} says whether it existed. */
    static RouteHandler delete(MessageStore store, BlockingWork blocking) {
        return exchange -> {
            UUID partitionId = partitionId(exchange);
            String transactionId = transactionId(exchange);
            blocking.submit(exchange, () -> {
                boolean deleted = store.delete(partitionId, transactionId);
                Map<String, Object> out = new LinkedHashMap<>();
                out.put("success", deleted);
                out.put("partitionId", partitionId.toString());
                out.put("transactionId", transactionId);
                out.put("message", deleted ? "Message deleted successfully" : "Message not found");
                exchange.respond(200, out);
            });
        };
    }

    private static UUID partitionId(HttpExchange exchange) {
        return JsonFields.uuid("partitionId", exchange.pathParam("partitionId"));
    }

    private static String transactionId(HttpExchange exchange) {
        return Names.transactionId("transactionId", exchange.pathParam("transactionId"));
    }

    private static Map<String, Object> detail(MessageStore.Detail m, WirePayload payloads) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", m.id().toString());
        out.put("transactionId", m.transactionId());
        out.put("partitionId", m.partitionId().toString());
        out.put("queuePath", m.queue() + "/" + m.partition());
        out.put("queue", m.queue());
        out.put("partition", m.partition());
        out.put("namespace", m.namespace());
        out.put("task", m.task());
        out.put("status", m.status());
        payloads.put(out, "payload", m.id(), m.payloadJson(), m.encrypted());
        out.put("isEncrypted", m.encrypted());
        out.put("traceId", m.traceId() == null ? null : m.traceId().toString());
        out.put("producerSub", m.producerSub());
        out.put("createdAt", WireTime.millis(m.createdEpochMicros()));
        out.put("errorMessage", m.errorMessage());
        out.put("retryCount", m.retryCount());
        out.put("leaseExpiresAt", WireTime.millisOrNull(m.leaseExpiresEpochMicros()));
        MessageStore.QueueSettings settings = m.queueSettings();
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("leaseTime", settings.leaseTime());
        config.put("retryLimit", settings.retryLimit());
        config.put("retryDelay", settings.retryDelay());
        config.put("ttl", settings.ttl());
        config.put("priority", settings.priority());
        out.put("queueConfig", config);
        Map<String, Object> mode = new LinkedHashMap<>();
        mode.put("hasQueueMode", m.mode().hasQueueMode());
        mode.put("busGroupsCount", m.mode().busGroups());
        mode.put("consumedByGroups", m.consumedByGroups());
        mode.put("type", m.mode().type());
        out.put("mode", mode);
        List<Map<String, Object>> groups = new ArrayList<>(m.groups().size());
        for (MessageStore.GroupPosition group : m.groups()) {
            Map<String, Object> g = new LinkedHashMap<>();
            g.put("name", group.name());
            g.put("consumed", group.consumed());
            g.put("leaseExpiresAt", WireTime.millisOrNull(group.leaseExpiresEpochMicros()));
            groups.add(g);
        }
        out.put("consumerGroups", groups);
        return out;
    }
}
