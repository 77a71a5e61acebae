package io.queenmq.broker.api.status;

import static io.queenmq.broker.api.status.Json.object;

import io.queenmq.broker.store.stats.BrokerSampleStore;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The brokers seen in a window of samples, each with its latest state and what it processed. */
final class Brokers {
    private Brokers() {}

    /** One entry per broker (host name and port), in the order of the buckets (by broker). */
    static List<Map<String, Object>> workers(List<BrokerSampleStore.Bucket> buckets) {
        Map<String, Map<String, Object>> byBroker = new LinkedHashMap<>();
        for (BrokerSampleStore.Bucket b : buckets) {
            String key = b.hostname() + ":" + b.port();
            Map<String, Object> w = byBroker.computeIfAbsent(key, k -> object("hostname", b.hostname(),
                    "port", b.port(), "workerId", b.workerId(), "avgEventLoopLagMs", null, "maxEventLoopLagMs", null,
                    "freeSlots", null, "dbConnections", 0L, "jobQueueSize", 0L, "backoffSize", 0L,
                    "messagesProcessed", 0L, "lastSeen", null));
            // Buckets come oldest first per broker: the last one seen holds the latest state.
            w.put("dbConnections", b.gauges().get("pool_size").last());
            w.put("jobQueueSize", b.gauges().get("lane_depth").last());
            w.put("backoffSize", b.gauges().get("parked_pops").last());
            w.put("messagesProcessed", (Long) w.get("messagesProcessed") + b.counts().get("ack_messages"));
            w.put("lastSeen", Json.millis(b.lastSampledAt()));
        }
        return new ArrayList<>(byBroker.values());
    }
}
