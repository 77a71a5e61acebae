package io.queenmq.broker.api.admin;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.JsonFields;
import io.queenmq.broker.api.Names;
import com.fasterxml.jackson.databind.util.RawValue;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.QueryParams;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.admin.TraceStore;
import io.queenmq.broker.util.WireTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The trace reads of docs/http-api.md §4.6: one message's timeline, the events of one trace name, and
 * the names in use. Fields are snake_case and times TS-ms, as upstream.
 */
final class TraceReadRoutes {
    /** Largest page a client may ask for. */
    static final int MAX_LIMIT = 1000;

    private TraceReadRoutes() {}

    /** {@code GET /api/v1/traces/:partitionId/:transactionId}: oldest first; an unknown message has none. */
    static RouteHandler forMessage(TraceStore store, BlockingWork blocking) {
        return exchange -> {
            UUID partitionId = JsonFields.uuid("partitionId", exchange.pathParam("partitionId"));
            String transactionId = Names.transactionId("transactionId", exchange.pathParam("transactionId"));
            blocking.submit(exchange, () -> {
                List<Map<String, Object>> traces = new ArrayList<>();
                for (TraceStore.Event event : store.forMessage(partitionId, transactionId)) {
                    Map<String, Object> trace = new LinkedHashMap<>();
                    trace.put("id", event.id().toString());
                    putEventFields(trace, event);
                    trace.put("trace_names", event.names());
                    traces.add(trace);
                }
                exchange.respond(200, Map.of("traces", traces));
            });
        };
    }

    /** {@code GET /api/v1/traces/by-name/:traceName}: newest first, with each event's message. */
    static RouteHandler byName(TraceStore store, BlockingWork blocking) {
        return exchange -> {
            String name = JsonFields.storableText("traceName", exchange.pathParam("traceName"));
            int limit = limit(exchange.query(), 100);
            int offset = offset(exchange.query());
            blocking.submit(exchange, () -> {
                TraceStore.Page<TraceStore.NamedEvent> page = store.byName(name, limit, offset);
                List<Map<String, Object>> traces = new ArrayList<>();
                for (TraceStore.NamedEvent named : page.rows()) {
                    Map<String, Object> trace = new LinkedHashMap<>();
                    trace.put("id", named.event().id().toString());
                    trace.put("transaction_id", named.transactionId());
                    trace.put("partition_id", named.partitionId().toString());
                    putEventFields(trace, named.event());
                    trace.put("queue_name", named.queue());
                    trace.put("partition_name", named.partition());
                    trace.put("message_payload", new RawValue(named.payloadJson()));
                    trace.put("trace_names", named.event().names());
                    traces.add(trace);
                }
                exchange.respond(200, pageBody("traces", traces, page.total(), limit, offset));
            });
        };
    }

    /** {@code GET /api/v1/traces/names}: most recently used first. */
    static RouteHandler names(TraceStore store, BlockingWork blocking) {
        return exchange -> {
            int limit = limit(exchange.query(), 50);
            int offset = offset(exchange.query());
            blocking.submit(exchange, () -> {
                TraceStore.Page<TraceStore.NameUse> page = store.names(limit, offset);
                List<Map<String, Object>> names = new ArrayList<>();
                for (TraceStore.NameUse use : page.rows()) {
                    Map<String, Object> name = new LinkedHashMap<>();
                    name.put("trace_name", use.name());
                    name.put("trace_count", use.events());
                    name.put("message_count", use.messages());
                    name.put("last_seen", WireTime.millis(use.lastSeenEpochMicros()));
                    names.add(name);
                }
                exchange.respond(200, pageBody("trace_names", names, page.total(), limit, offset));
            });
        };
    }

    /** The fields every rendering of an event shares. */
    private static void putEventFields(Map<String, Object> out, TraceStore.Event event) {
        out.put("event_type", event.eventType());
        out.put("data", new RawValue(event.dataJson()));
        out.put("consumer_group", event.consumerGroup());
        out.put("worker_id", event.workerId());
        out.put("created_at", WireTime.millis(event.createdEpochMicros()));
    }

    private static Map<String, Object> pageBody(String field, List<Map<String, Object>> rows, long total,
                                                int limit, int offset) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put(field, rows);
        body.put("total", total);
        Map<String, Object> pagination = new LinkedHashMap<>();
        pagination.put("limit", limit);
        pagination.put("offset", offset);
        body.put("pagination", pagination);
        return body;
    }

    /** Unparsable or absent gives the default (docs/http-api.md §2.5); a number out of range is the client's mistake. */
    private static int limit(QueryParams query, int defaultLimit) {
        int limit = query.getInt("limit", defaultLimit);
        if (limit < 1 || limit > MAX_LIMIT) {
            throw ApiException.badRequest("limit must be from 1 to " + MAX_LIMIT + ": " + limit);
        }
        return limit;
    }

    private static int offset(QueryParams query) {
        int offset = query.getInt("offset", 0);
        if (offset < 0) {
            throw ApiException.badRequest("offset must not be negative: " + offset);
        }
        return offset;
    }
}
