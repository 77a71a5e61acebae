package io.queenmq.broker.api.core;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;
import io.queenmq.broker.api.Overload;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.Principal;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.service.MaintenanceMode;
import io.queenmq.broker.store.Completion;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.StoreFailure;
import io.queenmq.broker.store.core.PushItem;
import io.queenmq.broker.store.core.PushRequest;
import io.queenmq.broker.store.core.PushResult;
import io.queenmq.broker.tracing.TraceParent;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code POST /api/v1/push} (docs/http-api.md §3.3): validate on the event loop, store in a push lane, answer 201 after
 * commit. During push maintenance, or when the database cannot be reached, the items go to the spool instead. A push
 * to a partition whose earlier pushes still wait in the spool waits for their replay (or joins them).
 */
final class PushRoute implements RouteHandler {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    /** How often a push held back behind spooled pushes of its partition looks again. */
    private static final long HELD_BACK_RECHECK_MS = 5;
    /** How long it waits for their replay before it is spooled behind them. */
    private static final long HELD_BACK_WAIT_NS = TimeUnit.SECONDS.toNanos(2);

    private final Lanes<PushRequest> lanes;
    private final int maxItems;
    private final MaintenanceMode maintenance;
    private final BufferedPush buffered;

    PushRoute(Lanes<PushRequest> lanes, int maxItems, MaintenanceMode maintenance, BufferedPush buffered) {
        this.lanes = lanes;
        this.maxItems = maxItems;
        this.maintenance = maintenance;
        this.buffered = buffered;
    }

    @Override
    public void handle(HttpExchange exchange) {
        // With JWT auth on, every item's producerSub is the token's subject; a body's producerSub is never read.
        Principal caller = exchange.principal();
        // A malformed traceparent header is ignored, as W3C trace context asks; a malformed item field is a 400.
        String traceparent = exchange.header(TraceParent.HEADER);
        List<PushItem> parsed = PushBody.parse(exchange.jsonBody(), exchange.bodyBytes(), maxItems,
                caller == null ? null : caller.subject(), TraceParent.isValid(traceparent) ? traceparent : null);
        if (parsed.isEmpty()) {
            exchange.respond(201, List.of());
            return;
        }
        if (maintenance.pushMaintenance()) {
            buffered.accept(exchange, parsed);
            return;
        }
        // Read here: a push held back runs later, outside the route's span (see StoreRequest.caller).
        SpanContext span = Span.current().getSpanContext();
        if (buffered.holdsBack(parsed)) {
            awaitReplay(exchange, parsed, span, System.nanoTime() + HELD_BACK_WAIT_NS);
            return;
        }
        store(exchange, parsed, span);
    }

    /**
     * A push to a partition whose earlier pushes still wait in the spool must not commit ahead of them (order per
     * partition, docs/semantics.md §4; the chaos test's "postgres-restart" saw it happen after an outage). It waits on its event loop
     * until the replay has committed them; if that takes too long it is spooled behind them instead. It does not
     * join them at once: under a steady load each new spooled push would keep its partition waiting forever.
     */
    private void awaitReplay(HttpExchange exchange, List<PushItem> parsed, SpanContext span, long deadlineNs) {
        exchange.eventLoop().schedule(() -> {
            if (!buffered.holdsBack(parsed) && !maintenance.pushMaintenance()) {
                store(exchange, parsed, span);
            } else if (System.nanoTime() - deadlineNs >= 0 || maintenance.pushMaintenance()) {
                buffered.accept(exchange, parsed);
            } else {
                awaitReplay(exchange, parsed, span, deadlineNs);
            }
        }, HELD_BACK_RECHECK_MS, TimeUnit.MILLISECONDS);
    }

    private void store(HttpExchange exchange, List<PushItem> parsed, SpanContext span) {
        PushItem first = parsed.get(0);
        PushRequest request = new PushRequest(parsed, new Completion<>() {
            @Override
            public void succeeded(List<PushResult> results) {
                exchange.respond(201, render(results));
            }

            @Override
            public void failed(StoreFailure failure) {
                if (failure.rejected()) {
                    exchange.respond(400, Map.of("error", failure.message()));
                } else if (failure.databaseUnavailable()) {
                    buffered.accept(exchange, parsed);
                } else {
                    exchange.respond(500, Map.of("error", failure.message()));
                }
            }
        }, span);
        if (!lanes.offer(first.queue() + '\u0000' + first.partition(), request)) {
            Overload.reject(exchange, "Push");
        }
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
