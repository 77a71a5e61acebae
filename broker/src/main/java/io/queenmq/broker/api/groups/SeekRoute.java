package io.queenmq.broker.api.groups;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.JsonFields;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.api.Timestamps;
import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.admin.ConsumerGroupStore;
import io.queenmq.broker.util.WireTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * {@code POST /api/v1/consumer-groups/:group/queues/:queue/seek} with {@code {"toEnd": true}} or
 * {@code {"timestamp": ISO}}, and {@code POST .../partitions/:partition/seek} (to the head, or to {@code timestamp}
 * when the optional body gives one). docs/http-api.md §3.9, docs/semantics.md §10.
 *
 * <p>After a seek the group's position on every partition of the queue (or on the one partition) is the target, partitions it had
 * never consumed included: a timestamp seek then redelivers exactly the messages created after the timestamp, in
 * order, on every partition, and a seek to the end skips everything. Upstream touches only partitions the group already has
 * a cursor on, so there a never-consumed partition would still start at the group's subscription anchor.
 */
final class SeekRoute implements RouteHandler {
    private static final String NEITHER = "Must specify either 'toEnd': true or 'timestamp'";

    private final ConsumerGroupStore store;
    private final BlockingWork blocking;

    SeekRoute(ConsumerGroupStore store, BlockingWork blocking) {
        this.store = store;
        this.blocking = blocking;
    }

    @Override
    public void handle(HttpExchange exchange) {
        String group = Names.consumerGroup(exchange.pathParam("group"));
        String queue = Names.queue(exchange.pathParam("queue"));
        String partition = exchange.pathParam("partition");
        if (partition != null) {
            Names.partition(partition);
        }
        // The queue route needs a target; the partition route defaults to the head.
        JsonNode body = partition == null ? exchange.jsonBody() : exchange.jsonBodyOrEmpty();
        if (!body.isObject()) {
            throw ApiException.badRequest("Request body must be a JSON object");
        }
        boolean toEnd = toEnd(body);
        String timestamp = JsonFields.optionalString(body, "timestamp", "timestamp must be an ISO-8601 string");
        if (timestamp != null && timestamp.isEmpty()) {
            timestamp = null;
        }
        if (toEnd && timestamp != null) {
            throw ApiException.badRequest("Specify either 'toEnd': true or 'timestamp', not both");
        }
        if (partition == null && !toEnd && timestamp == null) {
            throw ApiException.badRequest(NEITHER);
        }
        Long atEpochMicros = timestamp == null ? null : Timestamps.epochMicros("timestamp", timestamp);
        blocking.submit(exchange, () -> {
            UUID queueId = store.queueId(queue);
            if (queueId == null) {
                throw ApiException.notFound("Queue not found: " + queue);
            }
            List<ConsumerGroupStore.Position> moved = store.seek(group, queueId, queue, partition, atEpochMicros);
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("success", true);
            out.put("consumerGroup", group);
            out.put("queueName", queue);
            if (partition == null) {
                out.put("seekToEnd", atEpochMicros == null);
                out.put("targetTimestamp", WireTime.millisOrNull(atEpochMicros));
                out.put("partitionsUpdated", moved.size());
            } else {
                if (moved.isEmpty()) {
                    throw ApiException.notFound("Partition not found: " + partition);
                }
                out.put("partitionName", partition);
                out.put("updated", true);
                out.put("cursorMovedTo", WireTime.millisOrNull(moved.get(0).cursorCreatedEpochMicros()));
            }
            exchange.respond(200, out);
        });
    }

    private static boolean toEnd(JsonNode body) {
        JsonNode value = body.get("toEnd");
        if (value == null || value.isNull()) {
            return false;
        }
        if (!value.isBoolean()) {
            throw ApiException.badRequest("toEnd must be a boolean: " + value);
        }
        return value.booleanValue();
    }
}
