package io.queenmq.broker.api.metrics;

import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.metrics.BrokerMetrics;

/**
 * {@code GET /metrics/prometheus} (docs/http-api.md §4.2): the Prometheus text exposition. Answered on
 * the event loop: every meter reads memory, a pool's counters or /proc, never the database.
 */
public final class PrometheusRoute implements RouteHandler {
    static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

    private final BrokerMetrics metrics;

    public PrometheusRoute(BrokerMetrics metrics) {
        this.metrics = metrics;
    }

    @Override
    public void handle(HttpExchange exchange) {
        exchange.respondText(200, CONTENT_TYPE, metrics.scrape());
    }
}
