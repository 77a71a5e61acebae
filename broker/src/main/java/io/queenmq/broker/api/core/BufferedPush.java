package io.queenmq.broker.api.core;

import io.queenmq.broker.api.Overload;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.spool.Spool;
import io.queenmq.broker.spool.SpoolRecord;
import io.queenmq.broker.store.core.PushItem;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Answers a push from the failover spool (docs/http-api.md §3.3, docs/semantics.md §13.2): during push maintenance, or when the
 * database cannot be reached. The items are answered 201 {@code buffered} once written and fsynced; if the write
 * fails, 500 with every item {@code failed}, and the client's retry is deduplicated by its transactionId.
 */
final class BufferedPush {
    private static final String WRITE_FAILED = "File buffer write failed";

    private final Spool spool;

    BufferedPush(Spool spool) {
        this.spool = spool;
    }

    /** True when one of {@code items} goes to a partition with pushes still waiting in the spool (order, docs/semantics.md §4). */
    boolean holdsBack(List<PushItem> items) {
        for (PushItem item : items) {
            if (spool.holdsBack(item.queue(), item.partition())) {
                return true;
            }
        }
        return false;
    }

    void accept(HttpExchange exchange, List<PushItem> items) {
        List<SpoolRecord> records = new ArrayList<>(items.size());
        for (PushItem item : items) {
            records.add(SpoolRecord.of(item));
        }
        boolean queued = spool.append(records, new Spool.WriteCallback() {
            @Override
            public void durable() {
                exchange.respond(201, render(items, "buffered"));
            }

            @Override
            public void failed() {
                exchange.respond(500, render(items, "failed"));
            }
        });
        if (!queued) {
            Overload.reject(exchange, "File buffer");
        }
    }

    private static List<Map<String, Object>> render(List<PushItem> items, String status) {
        List<Map<String, Object>> out = new ArrayList<>(items.size());
        for (PushItem item : items) {
            Map<String, Object> result = new LinkedHashMap<>();
            result.put("status", status);
            result.put("queue", item.queue());
            result.put("partition", item.partition());
            // PushBody gives an item without transactionId its message id as one; only the client's is echoed.
            if (!item.transactionId().equals(item.messageId().toString())) {
                result.put("transactionId", item.transactionId());
            }
            if (status.equals("failed")) {
                result.put("error", WRITE_FAILED);
            }
            out.add(result);
        }
        return out;
    }
}
