package io.queenmq.broker.api.admin;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.ListParams;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.QueryParams;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.admin.DeadLetterStore;
import io.queenmq.broker.util.WireTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /api/v1/dlq} (docs/http-api.md §4.5): dead letters newest failure first, filtered by queue, partition,
 * consumer group (absent: every group) and failure time, with the number of matches in {@code total} (docs/decisions.md §D10).
 */
final class DeadLetterRoute implements RouteHandler {
    private static final int DEFAULT_LIMIT = 100;

    private final DeadLetterStore store;
    private final BlockingWork blocking;
    private final WirePayload payloads;

    DeadLetterRoute(DeadLetterStore store, BlockingWork blocking, WirePayload payloads) {
        this.payloads = payloads;
        this.store = store;
        this.blocking = blocking;
    }

    @Override
    public void handle(HttpExchange exchange) {
        QueryParams query = exchange.query();
        String queue = ListParams.text(query, "queue");
        String partition = ListParams.text(query, "partition");
        String group = ListParams.text(query, "consumerGroup");
        ListParams.TimeRange range = ListParams.timeRange(query);
        int limit = ListParams.limit(query, DEFAULT_LIMIT);
        int offset = ListParams.offset(query);
        DeadLetterStore.Filter filter = new DeadLetterStore.Filter(
                queue == null ? null : Names.queue(queue), partition == null ? null : Names.partition(partition),
                group == null ? null : Names.consumerGroup(group), range.fromEpochMicros(), range.toEpochMicros(),
                limit, offset);
        blocking.submit(exchange, () -> {
            DeadLetterStore.Page page = store.list(filter);
            List<Map<String, Object>> messages = new ArrayList<>(page.deadLetters().size());
            for (DeadLetterStore.DeadLetter d : page.deadLetters()) {
                messages.add(deadLetter(d));
            }
            Map<String, Object> pagination = new LinkedHashMap<>();
            pagination.put("limit", limit);
            pagination.put("offset", offset);
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("messages", messages);
            out.put("total", page.total());
            out.put("pagination", pagination);
            exchange.respond(200, out);
        });
    }

    private Map<String, Object> deadLetter(DeadLetterStore.DeadLetter d) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", d.messageId().toString());
        out.put("transactionId", d.transactionId());
        out.put("partitionId", d.partitionId().toString());
        out.put("queue", d.queue());
        out.put("partition", d.partition());
        out.put("consumerGroup", d.consumerGroup());
        out.put("errorMessage", d.errorMessage());
        out.put("retryCount", d.retryCount());
        payloads.put(out, "data", d.messageId(), d.payloadJson(), d.encrypted());
        out.put("producerSub", d.producerSub());
        out.put("createdAt", WireTime.millis(d.createdEpochMicros()));
        out.put("failedAt", WireTime.millis(d.failedEpochMicros()));
        return out;
    }
}
