package io.queenmq.broker.it.hostile;

import java.util.Map;

/**
 * A valid-looking value for every path parameter and a sample body for the POST routes that read one; the corpus
 * mutates them. A route added later without a sample still gets the generic body and parameter cases.
 */
public final class SampleRequests {
    static final String UUID_TEXT = "0196b7a2-4c1d-7e3f-9a10-55aa66bb77cc";

    private final String queue;
    private final String group;

    /** Samples addressing {@code queue} and consumer group {@code group}, both the corpus's own. */
    public SampleRequests(String queue, String group) {
        this.queue = queue;
        this.group = group;
    }

    /** The sample value of a path parameter, by its name in the route pattern. */
    String pathValue(String param) {
        return switch (param) {
            case "queue" -> queue;
            case "group" -> group;
            case "partition" -> "p";
            case "leaseId", "partitionId" -> UUID_TEXT;
            case "transactionId" -> "tx";
            case "file" -> "app.js";
            default -> "x";
        };
    }

    /** The route pattern with every parameter replaced by its sample value. */
    String path(String pattern) {
        StringBuilder out = new StringBuilder();
        for (String segment : pattern.substring(1).split("/", -1)) {
            out.append('/').append(segment.startsWith(":") ? pathValue(segment.substring(1)) : segment);
        }
        return out.toString();
    }

    /**
     * The sample JSON body of a POST route that reads its body, or null. Never a boolean where a route would act on
     * it (maintenance {@code enabled}, seek {@code toEnd}): mutations replace values, they never switch a mode on.
     */
    String body(String pattern) {
        return bodies().get(pattern);
    }

    private Map<String, String> bodies() {
        String q = "\"" + queue + "\"";
        return Map.ofEntries(
                Map.entry("/api/v1/configure", "{\"queue\":" + q + ",\"namespace\":\"ns\",\"task\":\"t\","
                        + "\"options\":{\"leaseTime\":30,\"retryLimit\":3,\"maxSize\":1000}}"),
                Map.entry("/api/v1/push", "{\"items\":[{\"queue\":" + q + ",\"partition\":\"p\",\"transactionId\":"
                        + "\"tx\",\"payload\":{\"n\":1},\"traceId\":\"" + UUID_TEXT + "\"}]}"),
                Map.entry("/api/v1/ack", "{\"transactionId\":\"tx\",\"partitionId\":\"" + UUID_TEXT
                        + "\",\"leaseId\":\"" + UUID_TEXT + "\",\"consumerGroup\":\"" + group
                        + "\",\"status\":\"failed\",\"error\":\"e\"}"),
                Map.entry("/api/v1/ack/batch", "{\"consumerGroup\":\"" + group + "\",\"acknowledgments\":[{"
                        + "\"transactionId\":\"tx\",\"partitionId\":\"" + UUID_TEXT + "\",\"status\":\"retry\"}]}"),
                Map.entry("/api/v1/transaction", "{\"operations\":[{\"type\":\"push\",\"items\":[{\"queue\":" + q
                        + ",\"payload\":{}}]},{\"type\":\"ack\",\"transactionId\":\"tx\",\"partitionId\":\""
                        + UUID_TEXT + "\"}]}"),
                Map.entry("/api/v1/lease/:leaseId/extend", "{\"seconds\":30}"),
                Map.entry("/api/v1/consumer-groups/:group/subscription",
                        "{\"subscriptionTimestamp\":\"2026-01-01T00:00:00Z\"}"),
                Map.entry("/api/v1/consumer-groups/:group/queues/:queue/seek",
                        "{\"timestamp\":\"2026-01-01T00:00:00Z\"}"),
                Map.entry("/api/v1/consumer-groups/:group/queues/:queue/partitions/:partition/seek",
                        "{\"timestamp\":\"2026-01-01T00:00:00Z\"}"),
                Map.entry("/api/v1/traces", "{\"transactionId\":\"tx\",\"partitionId\":\"" + UUID_TEXT
                        + "\",\"consumerGroup\":\"" + group + "\",\"eventType\":\"info\",\"data\":{\"k\":1},"
                        + "\"traceNames\":[\"n\"]}"),
                Map.entry("/api/v1/system/maintenance", "{\"enabled\":\"off\"}"),
                Map.entry("/api/v1/system/maintenance/pop", "{\"enabled\":\"off\"}"),
                Map.entry("/internal/api/notify", "{\"queue\":" + q + ",\"partition\":\"p\"}"),
                Map.entry("/streams/v1/queries", "{\"name\":" + q + ",\"source_queue\":" + q + ",\"sink_queue\":"
                        + q + ",\"config_hash\":\"sha256:1\"}"),
                Map.entry("/streams/v1/cycle", "{\"query_id\":\"" + UUID_TEXT + "\",\"partition_id\":\"" + UUID_TEXT
                        + "\",\"consumer_group\":\"" + group + "\",\"state_ops\":[{\"type\":\"upsert\",\"key\":\"k\","
                        + "\"value\":{\"n\":1}}],\"push_items\":[{\"queue\":" + q + ",\"payload\":{}}],"
                        + "\"ack\":{\"transactionId\":\"tx\",\"leaseId\":\"" + UUID_TEXT + "\",\"count\":1}}"),
                Map.entry("/streams/v1/state/get", "{\"query_id\":\"" + UUID_TEXT + "\",\"partition_id\":\""
                        + UUID_TEXT + "\",\"keys\":[\"k\"],\"key_prefix\":\"k\",\"ripe_at_or_before\":1}"));
    }
}
