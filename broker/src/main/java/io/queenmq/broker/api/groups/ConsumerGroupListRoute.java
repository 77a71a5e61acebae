package io.queenmq.broker.api.groups;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.admin.ConsumerGroupStore;
import io.queenmq.broker.util.WireTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /api/v1/consumer-groups} (docs/http-api.md §4.8): one entry per (group, queue), queue mode included.
 * {@code totalLag} is the exact number of offsets after the cursors, which upstream leaves null because it would
 * have to count message rows.
 */
final class ConsumerGroupListRoute implements RouteHandler {
    /** A group whose most behind partition has waited longer than this is {@code Lagging}. */
    private static final long LAGGING_AFTER_SECONDS = 300;

    private final ConsumerGroupStore store;
    private final BlockingWork blocking;

    ConsumerGroupListRoute(ConsumerGroupStore store, BlockingWork blocking) {
        this.store = store;
        this.blocking = blocking;
    }

    @Override
    public void handle(HttpExchange exchange) {
        blocking.submit(exchange, () -> {
            List<Map<String, Object>> out = new ArrayList<>();
            for (ConsumerGroupStore.GroupSummary g : store.summaries()) {
                Map<String, Object> entry = new LinkedHashMap<>();
                entry.put("name", g.group());
                entry.put("topics", List.of(g.queue()));
                entry.put("queueName", g.queue());
                entry.put("members", g.members());
                entry.put("partitionsWithLag", g.partitionsWithLag());
                entry.put("totalLag", g.totalLag());
                entry.put("maxTimeLag", g.maxTimeLagSeconds());
                entry.put("state", g.maxTimeLagSeconds() > LAGGING_AFTER_SECONDS ? "Lagging"
                        : g.everConsumed() ? "Stable" : "Dead");
                entry.put("subscriptionMode", g.subscriptionMode());
                entry.put("subscriptionTimestamp", WireTime.millisOrNull(g.subscriptionEpochMicros()));
                entry.put("subscriptionCreatedAt", WireTime.millisOrNull(g.subscribedAtEpochMicros()));
                out.add(entry);
            }
            exchange.respond(200, out);
        });
    }
}
