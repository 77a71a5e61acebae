package io.queenmq.broker.api.metrics;

import io.queenmq.broker.feature.Feature;
import io.queenmq.broker.feature.Foundation;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.metrics.BrokerMetrics;

/**
 * The metrics routes (docs/http-api.md §4.1, §4.2), both public, and the count of answers by status. The meters themselves
 * are registered by the parts they measure.
 */
public final class MetricsFeature implements Feature {
    private final BrokerMetrics metrics;

    public MetricsFeature(Foundation base) {
        metrics = base.metrics();
    }

    @Override
    public void register(Router router) {
        router.add("GET", "/metrics", new MetricsSummaryRoute(metrics))
                .add("GET", "/metrics/prometheus", new PrometheusRoute(metrics))
                .countStatusesWith(metrics.statusCounter());
    }
}
