package io.queenmq.broker.api.admin;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.JsonFields;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.admin.TraceStore;
import io.queenmq.broker.store.core.PopRequest;
import io.queenmq.broker.util.JsonMapper;
import io.queenmq.broker.util.Uuid7;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code POST /api/v1/traces} (docs/http-api.md §4.6): records a client's trace event for one message.
 * An unknown message is answered 404 {@code {"success":false,"error":"Message not found"}}, where
 * upstream intends 500: the request cannot succeed on a retry, and clients retry 5xx answers.
 */
final class TraceRecordRoute implements RouteHandler {
    /** Which broker recorded the event: the JVM's {@code pid@host}. */
    private static final String WORKER_ID = ManagementFactory.getRuntimeMXBean().getName();

    private final TraceStore store;
    private final BlockingWork blocking;

    TraceRecordRoute(TraceStore store, BlockingWork blocking) {
        this.store = store;
        this.blocking = blocking;
    }

    @Override
    public void handle(HttpExchange exchange) {
        JsonNode body = exchange.jsonBody();
        if (!body.isObject()) {
            throw ApiException.badRequest("Request body must be a JSON object");
        }
        String transactionId = JsonFields.optionalString(body, "transactionId", "transactionId must be a string");
        String partitionId = JsonFields.optionalString(body, "partitionId", "partitionId must be a string");
        if (transactionId == null || transactionId.isEmpty() || partitionId == null || partitionId.isEmpty()) {
            throw ApiException.badRequest("transactionId and partitionId are required");
        }
        JsonNode data = body.get("data");
        if (data == null || data.isNull()) {
            throw ApiException.badRequest("data is required");
        }
        JsonFields.rejectUnstorable("data", data);
        String group = JsonFields.optionalString(body, "consumerGroup", "consumerGroup must be a string");
        String eventType = JsonFields.optionalString(body, "eventType", "eventType must be a string");
        TraceStore.NewEvent event = new TraceStore.NewEvent(Uuid7.next(),
                JsonFields.uuid("partitionId", partitionId),
                Names.transactionId("transactionId", transactionId),
                group == null ? PopRequest.QUEUE_MODE : Names.consumerGroup(group),
                eventType == null ? "info" : Names.check("eventType", eventType, false),
                json(data), names(body.get("traceNames")), WORKER_ID);
        blocking.submit(exchange, () -> {
            if (!store.record(event)) {
                Map<String, Object> notFound = new LinkedHashMap<>();
                notFound.put("success", false);
                notFound.put("error", "Message not found");
                exchange.respond(404, notFound);
                return;
            }
            Map<String, Object> created = new LinkedHashMap<>();
            created.put("success", true);
            created.put("traceId", event.id().toString());
            exchange.respond(201, created);
        });
    }

    /** Absent or null: none; a string: one name; an array of strings: each name once. */
    private static List<String> names(JsonNode traceNames) {
        if (traceNames == null || traceNames.isNull()) {
            return List.of();
        }
        if (traceNames.isTextual()) {
            return List.of(Names.check("Trace name", traceNames.textValue(), false));
        }
        if (!traceNames.isArray()) {
            throw ApiException.badRequest("traceNames must be a string or an array of strings");
        }
        Set<String> names = new LinkedHashSet<>();
        for (JsonNode name : traceNames) {
            if (!name.isTextual()) {
                throw ApiException.badRequest("traceNames must be a string or an array of strings: " + name);
            }
            names.add(Names.check("Trace name", name.textValue(), false));
        }
        return new ArrayList<>(names);
    }

    private static String json(JsonNode data) {
        try {
            return JsonMapper.shared().writeValueAsString(data);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a parsed JSON tree cannot fail to serialise", e);
        }
    }
}
