package io.queenmq.broker.tracing;

import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import io.opentelemetry.context.propagation.TextMapGetter;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteDecorator;
import io.queenmq.broker.http.RouteHandler;
import java.util.Map;

/**
 * A server span around each push, pop, ack and transaction request: a child of the caller's {@code traceparent}
 * header when it sends one, current on the event loop while the route runs (so the route hands it to its store
 * request, see {@code StoreRequest.caller}), ended when the answer is ready. Other routes are left undecorated.
 * Installed only when tracing is on.
 */
final class RouteSpans implements RouteDecorator {
    /** Span name by route (method and pattern). */
    private static final Map<String, String> TRACED = Map.of(
            "POST /api/v1/push", "push",
            "GET /api/v1/pop/queue/:queue", "pop",
            "GET /api/v1/pop/queue/:queue/partition/:partition", "pop",
            "POST /api/v1/ack", "ack",
            "POST /api/v1/ack/batch", "ack",
            "POST /api/v1/transaction", "transaction");
    private static final AttributeKey<String> METHOD = AttributeKey.stringKey("http.request.method");
    private static final AttributeKey<String> ROUTE = AttributeKey.stringKey("http.route");
    private static final AttributeKey<Long> STATUS = AttributeKey.longKey("http.response.status_code");
    /** The W3C propagator reads only the headers it names: {@code traceparent} and {@code tracestate}. */
    private static final TextMapGetter<HttpExchange> HEADERS = (exchange, name) ->
            exchange == null ? null : exchange.header(name);

    private final Tracer tracer;

    RouteSpans(Tracer tracer) {
        this.tracer = tracer;
    }

    @Override
    public RouteHandler decorate(String method, String pattern, RouteHandler handler) {
        String name = TRACED.get(method + " " + pattern);
        if (name == null) {
            return handler;
        }
        return exchange -> {
            Context parent = W3CTraceContextPropagator.getInstance().extract(Context.root(), exchange, HEADERS);
            Span span = tracer.spanBuilder(name).setParent(parent).setSpanKind(SpanKind.SERVER)
                    .setAttribute(METHOD, method).setAttribute(ROUTE, pattern).startSpan();
            exchange.onAnswered(status -> end(span, status));
            Scope current = span.makeCurrent();
            try {
                handler.handle(exchange);
            } finally {
                current.close();
            }
        };
    }

    private static void end(Span span, int status) {
        if (status == 0) {
            span.setStatus(StatusCode.ERROR, "client left before the answer");
        } else {
            span.setAttribute(STATUS, (long) status);
            if (status >= 500) {
                span.setStatus(StatusCode.ERROR);
            }
        }
        span.end();
    }
}
