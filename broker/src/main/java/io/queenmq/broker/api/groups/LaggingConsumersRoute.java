package io.queenmq.broker.api.groups;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.QueryNumbers;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.admin.ConsumerGroupStore;
import io.queenmq.broker.util.WireTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /api/v1/consumer-groups/lagging?minLagSeconds=N} (docs/http-api.md §4.8): every (group, partition) whose oldest
 * unconsumed message is at least N seconds old (default 3600), most behind first, in snake_case as upstream.
 */
final class LaggingConsumersRoute implements RouteHandler {
    private static final int DEFAULT_MIN_LAG_SECONDS = 3600;

    private final ConsumerGroupStore store;
    private final BlockingWork blocking;

    LaggingConsumersRoute(ConsumerGroupStore store, BlockingWork blocking) {
        this.store = store;
        this.blocking = blocking;
    }

    @Override
    public void handle(HttpExchange exchange) {
        // Upstream fails with a 500 on a non-number; it is the client's mistake, so 400.
        int minLagSeconds = (int) QueryNumbers.read(exchange.query(), "minLagSeconds", DEFAULT_MIN_LAG_SECONDS, 0,
                Integer.MAX_VALUE, "minLagSeconds must be a non-negative integer (seconds)");
        blocking.submit(exchange, () -> {
            List<Map<String, Object>> out = new ArrayList<>();
            for (ConsumerGroupStore.PartitionLag lag : store.lagging(minLagSeconds)) {
                Map<String, Object> entry = new LinkedHashMap<>();
                entry.put("consumer_group", lag.group());
                entry.put("queue_name", lag.queue());
                entry.put("partition_name", lag.partition());
                entry.put("partition_id", lag.partitionId().toString());
                entry.put("worker_id", lag.leaseOwner() == null ? null : lag.leaseOwner().toString());
                entry.put("offset_lag", lag.offsetLag());
                entry.put("time_lag_seconds", lag.timeLagSeconds());
                entry.put("lag_hours", Math.round(lag.timeLagSeconds() / 36.0) / 100.0);
                entry.put("oldest_unconsumed_at", WireTime.millisOrNull(lag.oldestUnconsumedEpochMicros()));
                entry.put("last_consumed_at", WireTime.millisOrNull(lag.lastConsumedEpochMicros()));
                out.add(entry);
            }
            exchange.respond(200, out);
        });
    }
}
