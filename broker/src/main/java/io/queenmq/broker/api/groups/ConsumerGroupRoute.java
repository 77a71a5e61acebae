package io.queenmq.broker.api.groups;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.admin.ConsumerGroupStore;
import io.queenmq.broker.util.WireTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /api/v1/consumer-groups/:group} (docs/http-api.md §4.8): the group's partitions keyed by queue name, each with
 * its exact offset lag. A group with neither consumer rows nor a subscription anchor is unknown: 404 (upstream
 * answers {@code {}}).
 */
final class ConsumerGroupRoute implements RouteHandler {
    private final ConsumerGroupStore store;
    private final BlockingWork blocking;

    ConsumerGroupRoute(ConsumerGroupStore store, BlockingWork blocking) {
        this.store = store;
        this.blocking = blocking;
    }

    @Override
    public void handle(HttpExchange exchange) {
        String group = Names.consumerGroup(exchange.pathParam("group"));
        blocking.submit(exchange, () -> {
            Map<String, List<ConsumerGroupStore.PartitionLag>> byQueue = store.group(group);
            if (byQueue.isEmpty()) {
                throw ApiException.notFound("Consumer group not found: " + group);
            }
            Map<String, Object> out = new LinkedHashMap<>();
            byQueue.forEach((queue, lags) -> {
                List<Map<String, Object>> partitions = new ArrayList<>();
                for (ConsumerGroupStore.PartitionLag lag : lags) {
                    Map<String, Object> entry = new LinkedHashMap<>();
                    entry.put("partition", lag.partition());
                    entry.put("workerId", lag.leaseOwner() == null ? null : lag.leaseOwner().toString());
                    entry.put("lastConsumedAt", WireTime.millisOrNull(lag.lastConsumedEpochMicros()));
                    entry.put("totalConsumed", lag.totalConsumed());
                    entry.put("offsetLag", lag.offsetLag());
                    entry.put("timeLagSeconds", lag.timeLagSeconds());
                    entry.put("leaseActive", lag.leaseOwner() != null);
                    partitions.add(entry);
                }
                out.put(queue, Map.of("partitions", partitions));
            });
            exchange.respond(200, out);
        });
    }
}
