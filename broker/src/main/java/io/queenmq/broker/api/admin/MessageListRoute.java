package io.queenmq.broker.api.admin;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.ListParams;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.QueryParams;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.admin.MessageStore;
import io.queenmq.broker.util.WireTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code GET /api/v1/messages} (docs/http-api.md §4.4): messages newest first, without payload, filtered by queue,
 * partition, namespace ({@code ns}), task, derived status and creation time ({@code from} defaults to an hour ago).
 * A page ends with {@code nextCursor}, which asks for the next page at a cost that does not grow with the pages before
 * it (docs/semantics.md §22); {@code offset} still works and costs with its size.
 */
final class MessageListRoute implements RouteHandler {
    private static final int DEFAULT_LIMIT = 200;
    private static final Set<String> STATUSES = Set.of("pending", "processing", "completed", "dead_letter");

    private final MessageStore store;
    private final BlockingWork blocking;

    MessageListRoute(MessageStore store, BlockingWork blocking) {
        this.store = store;
        this.blocking = blocking;
    }

    @Override
    public void handle(HttpExchange exchange) {
        QueryParams query = exchange.query();
        String queue = ListParams.text(query, "queue");
        String partition = ListParams.text(query, "partition");
        String status = ListParams.text(query, "status");
        if (status != null && !STATUSES.contains(status)) {
            throw ApiException.badRequest("status must be one of pending, processing, completed, dead_letter: " + status);
        }
        ListParams.TimeRange range = ListParams.timeRange(query);
        MessageStore.Filter filter = new MessageStore.Filter(
                queue == null ? null : Names.queue(queue), partition == null ? null : Names.partition(partition),
                ListParams.text(query, "ns"), ListParams.text(query, "task"), status,
                range.fromEpochMicros(), range.toEpochMicros(), ListCursor.decode(ListParams.text(query, "cursor")),
                ListParams.limit(query, DEFAULT_LIMIT), ListParams.offset(query));
        blocking.submit(exchange, () -> {
            MessageStore.Listing listing = store.list(filter);
            List<Map<String, Object>> messages = new ArrayList<>(listing.messages().size());
            for (MessageStore.Summary m : listing.messages()) {
                messages.add(summary(m));
            }
            Map<String, Object> mode = new LinkedHashMap<>();
            mode.put("hasQueueMode", listing.mode().hasQueueMode());
            mode.put("busGroupsCount", listing.mode().busGroups());
            mode.put("type", listing.mode().type());
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("messages", messages);
            out.put("mode", mode);
            List<MessageStore.Summary> page = listing.messages();
            out.put("nextCursor", page.size() < filter.limit() ? null
                    : ListCursor.encode(page.get(page.size() - 1).position()));
            exchange.respond(200, out);
        });
    }

    private static Map<String, Object> summary(MessageStore.Summary m) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", m.id().toString());
        out.put("transactionId", m.transactionId());
        out.put("partitionId", m.partitionId().toString());
        out.put("queuePath", m.queue() + "/" + m.partition());
        out.put("queue", m.queue());
        out.put("partition", m.partition());
        out.put("namespace", m.namespace());
        out.put("task", m.task());
        out.put("status", m.status());
        out.put("queueStatus", m.queueStatus());
        Map<String, Object> bus = new LinkedHashMap<>();
        bus.put("consumedBy", m.consumedBy());
        bus.put("totalGroups", m.totalGroups());
        out.put("busStatus", bus);
        out.put("traceId", m.traceId() == null ? null : m.traceId().toString());
        out.put("producerSub", m.producerSub());
        out.put("queuePriority", m.queuePriority());
        out.put("createdAt", WireTime.millis(m.createdEpochMicros()));
        out.put("leaseExpiresAt", WireTime.millisOrNull(m.leaseExpiresEpochMicros()));
        return out;
    }
}
