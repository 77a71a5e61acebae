package io.queenmq.broker.api.cluster;

import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;

/**
 * {@code GET /api/v1/system/shared-state}, {@code GET /internal/api/shared-state/stats} and its legacy alias
 * {@code GET /internal/api/inter-instance/stats} (docs/http-api.md §4.10): this broker's {@link SharedState}, answered on
 * the event loop (counters only).
 */
final class SharedStateRoute implements RouteHandler {
    private final SharedState state;

    SharedStateRoute(SharedState state) {
        this.state = state;
    }

    @Override
    public void handle(HttpExchange exchange) {
        exchange.respond(200, state.snapshot());
    }
}
