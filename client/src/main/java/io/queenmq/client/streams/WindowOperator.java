package io.queenmq.client.streams;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.client.consume.Message;
import io.queenmq.client.internal.StreamRoutes;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Function;

/**
 * Folds one popped batch of one source partition into that partition's windows and commits the batch with one
 * cycle: upserts of the windows still open, a sink push and a delete for each window the watermark passed, the new
 * watermark, and the ack of the whole batch. It keeps nothing between batches: state lives in the broker, read at the
 * start of each batch, so a batch replayed after a crash folds into the state as it was before, and its results are
 * pushed once. Called by one runner thread at a time.
 */
final class WindowOperator<V, A> {
    /** State key of the partition's watermark; window keys start with {@link #WINDOW_PREFIX}, so they never clash. */
    private static final String WATERMARK = "watermark";
    private static final String WINDOW_PREFIX = "w:";

    private final StreamRoutes routes;
    private final String queryId;
    private final String sink;
    private final Function<Message, Element<V>> chain;
    private final Window window;
    private final Aggregation<V, A> aggregation;

    WindowOperator(StreamRoutes routes, String queryId, String sink, Function<Message, Element<V>> chain,
                   Window window, Aggregation<V, A> aggregation) {
        this.routes = routes;
        this.queryId = queryId;
        this.sink = sink;
        this.chain = chain;
        this.window = window;
        this.aggregation = aggregation;
    }

    /** The consumer group the query reads its source with, as Queen's streams SDK names it. */
    String group() {
        return "streams." + queryId;
    }

    /**
     * Processes {@code batch}, popped from one partition under one lease; returns whether the cycle committed (when
     * not, e.g. because the lease expired meanwhile, the batch is delivered again and nothing of it was applied).
     */
    boolean process(List<Message> batch) {
        Message last = batch.get(batch.size() - 1);
        String partitionId = last.partitionId();
        List<Element<V>> elements = new ArrayList<>();
        Set<String> keys = new LinkedHashSet<>();
        keys.add(WATERMARK);
        for (Message message : batch) {
            Element<V> element = chain.apply(message);
            if (element != null) {
                elements.add(element);
                window.startsOf(element.eventTimeMs()).forEach(start -> keys.add(stateKey(element.key(), start)));
            }
        }
        Map<String, JsonNode> stored = read(partitionId, StreamJson.object().set("keys", array(keys)));
        long watermark = stored.containsKey(WATERMARK) ? stored.get(WATERMARK).path("eventTimeMs").asLong()
                : Long.MIN_VALUE;
        long newWatermark = watermark;
        for (Element<V> element : elements) {
            newWatermark = Math.max(newWatermark, element.eventTimeMs() - window.latenessMs());
        }

        ArrayNode stateOps = StreamJson.MAPPER.createArrayNode();
        Map<String, WindowResult> fired = new TreeMap<>();
        for (Map.Entry<String, WindowResult> entry : fold(elements, stored, watermark).entrySet()) {
            if (entry.getValue().windowEnd() <= newWatermark) {
                fired.put(entry.getKey(), entry.getValue());
            } else {
                stateOps.addObject().put("type", "upsert").put("key", entry.getKey())
                        .set("value", StreamJson.MAPPER.valueToTree(entry.getValue()));
            }
        }
        if (newWatermark > watermark) {
            // Windows of earlier batches that this batch's events made ripe.
            read(partitionId, StreamJson.object().put("key_prefix", WINDOW_PREFIX).put("ripe_at_or_before", newWatermark))
                    .forEach((key, value) -> fired.putIfAbsent(key, StreamJson.MAPPER.convertValue(value, WindowResult.class)));
            stateOps.addObject().put("type", "upsert").put("key", WATERMARK)
                    .set("value", StreamJson.object().put("eventTimeMs", newWatermark));
        }
        ArrayNode pushes = StreamJson.MAPPER.createArrayNode();
        fired.entrySet().stream()
                .sorted(Comparator.comparingLong((Map.Entry<String, WindowResult> e) -> e.getValue().windowStart())
                        .thenComparing(e -> e.getValue().key()))
                .forEach(e -> {
                    stateOps.addObject().put("type", "delete").put("key", e.getKey());
                    pushes.addObject()
                            .put("queue", sink)
                            .put("partition", last.partition())
                            .put("transactionId", resultId(partitionId, e.getKey()))
                            .set("payload", StreamJson.MAPPER.valueToTree(e.getValue()));
                });

        ObjectNode cycle = StreamJson.object()
                .put("query_id", queryId)
                .put("partition_id", partitionId)
                .put("consumer_group", group());
        cycle.set("state_ops", stateOps);
        cycle.set("push_items", pushes);
        cycle.putObject("ack")
                .put("transactionId", last.transactionId())
                .put("leaseId", last.leaseId())
                .put("status", "completed")
                .put("count", batch.size());
        return routes.cycle(cycle).path("success").asBoolean();
    }

    /**
     * The windows {@code elements} fall in, by state key, each with its {@code stored} accumulator folded further;
     * windows the {@code watermark} has passed already fired, so their late elements are left out.
     */
    private Map<String, WindowResult> fold(List<Element<V>> elements, Map<String, JsonNode> stored, long watermark) {
        Map<String, A> accumulators = new HashMap<>();
        Map<String, WindowResult> windows = new TreeMap<>();
        for (Element<V> element : elements) {
            for (long start : window.startsOf(element.eventTimeMs())) {
                long end = start + window.sizeMs();
                if (end > watermark) {
                    String key = stateKey(element.key(), start);
                    A acc = accumulators.containsKey(key) ? accumulators.get(key)
                            : stored.containsKey(key) ? aggregation.decode(stored.get(key).get("value")) : null;
                    accumulators.put(key, aggregation.add(acc, element.value()));
                    windows.put(key, new WindowResult(element.key(), start, end, null));
                }
            }
        }
        windows.replaceAll((key, w) -> new WindowResult(w.key(), w.windowStart(), w.windowEnd(),
                aggregation.encode(accumulators.get(key))));
        return windows;
    }

    /** The partition's state rows matching {@code filter}, by key. */
    private Map<String, JsonNode> read(String partitionId, ObjectNode filter) {
        filter.put("query_id", queryId).put("partition_id", partitionId);
        Map<String, JsonNode> rows = new TreeMap<>();
        routes.getState(filter).path("rows").forEach(row -> rows.put(row.get("key").asText(), row.get("value")));
        return rows;
    }

    private static ArrayNode array(Set<String> values) {
        ArrayNode array = StreamJson.MAPPER.createArrayNode();
        values.forEach(array::add);
        return array;
    }

    private static String stateKey(String key, long windowStart) {
        return WINDOW_PREFIX + windowStart + ":" + key;
    }

    /** The same for every attempt at a window's result, so that the sink drops a second push of it. */
    private String resultId(String partitionId, String stateKey) {
        return "w-" + UUID.nameUUIDFromBytes((queryId + "\n" + partitionId + "\n" + stateKey)
                .getBytes(StandardCharsets.UTF_8));
    }
}
