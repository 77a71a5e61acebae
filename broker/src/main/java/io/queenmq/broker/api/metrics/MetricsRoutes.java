package io.queenmq.broker.api.metrics;

import io.queenmq.broker.http.Router;
import io.queenmq.broker.metrics.BrokerMetrics;

/** The metrics routes (http-api.md §4.1, §4.2), both public. */
public final class MetricsRoutes {
    private MetricsRoutes() {}

    public static Router addTo(Router router, BrokerMetrics metrics) {
        return router
                .add("GET", "/metrics", new MetricsSummaryRoute(metrics))
                .add("GET", "/metrics/prometheus", new PrometheusRoute(metrics));
    }
}
