package io.queenmq.broker.api.admin;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.admin.QueueAdminStore;
import io.queenmq.broker.store.admin.QueueStatsStore;
import io.queenmq.broker.util.WireTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The queue resources (docs/http-api.md §4.3): {@code GET /api/v1/resources/queues[/:queue]}, {@code DELETE
 * /api/v1/resources/queues/:queue} and {@code DELETE /api/v1/resources/queues/:queue/partitions/:partition} (not in
 * upstream 0.15).
 */
final class QueueResourceRoute {
    private QueueResourceRoute() {}

    /** Every queue, newest first, with its partition count and message counts. */
    static RouteHandler list(QueueStatsStore store, BlockingWork blocking) {
        return exchange -> blocking.submit(exchange, () -> {
            List<Map<String, Object>> queues = new ArrayList<>();
            for (QueueStatsStore.QueueStats q : store.list()) {
                Map<String, Object> out = header(q);
                out.put("partitions", q.partitions().size());
                Map<String, Object> messages = new LinkedHashMap<>();
                messages.put("total", q.totals().total());
                messages.put("pending", q.totals().pending());
                messages.put("processing", q.totals().processing());
                out.put("messages", messages);
                queues.add(out);
            }
            exchange.respond(200, Map.of("queues", queues));
        });
    }

    /** One queue with per-partition counts; 404 for an unknown queue. */
    static RouteHandler get(QueueStatsStore store, BlockingWork blocking) {
        return exchange -> {
            String queue = Names.queue(exchange.pathParam("queue"));
            blocking.submit(exchange, () -> {
                QueueStatsStore.QueueStats q = store.find(queue);
                if (q == null) {
                    throw ApiException.notFound("Queue not found");
                }
                Map<String, Object> out = header(q);
                List<Map<String, Object>> partitions = new ArrayList<>(q.partitions().size());
                for (QueueStatsStore.PartitionStats p : q.partitions()) {
                    Map<String, Object> partition = new LinkedHashMap<>();
                    partition.put("id", p.id().toString());
                    partition.put("name", p.name());
                    partition.put("createdAt", WireTime.millis(p.createdEpochMicros()));
                    partition.put("stats", counts(p.counts()));
                    partition.put("oldestMessage", WireTime.millisOrNull(p.oldestEpochMicros()));
                    partition.put("newestMessage", WireTime.millisOrNull(p.newestEpochMicros()));
                    partitions.add(partition);
                }
                out.put("partitions", partitions);
                out.put("totals", counts(q.totals()));
                exchange.respond(200, out);
            });
        };
    }

    /** Deletes the queue with everything in it; 200 whether or not it existed. */
    static RouteHandler delete(QueueAdminStore store, BlockingWork blocking) {
        return exchange -> {
            String queue = Names.queue(exchange.pathParam("queue"));
            blocking.submit(exchange, () -> {
                boolean existed = store.deleteQueue(queue);
                Map<String, Object> out = new LinkedHashMap<>();
                out.put("deleted", true);
                out.put("queue", queue);
                out.put("existed", existed);
                exchange.respond(200, out);
            });
        };
    }

    /** Deletes one partition with its messages, cursors and dead letters; 404 for an unknown queue or partition. */
    static RouteHandler deletePartition(QueueAdminStore store, BlockingWork blocking) {
        return exchange -> {
            String queue = Names.queue(exchange.pathParam("queue"));
            String partition = Names.partition(exchange.pathParam("partition"));
            blocking.submit(exchange, () -> {
                switch (store.deletePartition(queue, partition)) {
                    case NO_QUEUE -> throw ApiException.notFound("Queue not found: " + queue);
                    case NO_PARTITION -> throw ApiException.notFound("Partition not found: " + queue + "/" + partition);
                    case DELETED -> {
                        Map<String, Object> out = new LinkedHashMap<>();
                        out.put("deleted", true);
                        out.put("queue", queue);
                        out.put("partition", partition);
                        exchange.respond(200, out);
                    }
                }
            });
        };
    }

    private static Map<String, Object> header(QueueStatsStore.QueueStats q) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", q.id().toString());
        out.put("name", q.name());
        out.put("namespace", q.namespace());
        out.put("task", q.task());
        out.put("createdAt", WireTime.millis(q.createdEpochMicros()));
        return out;
    }

    private static Map<String, Object> counts(QueueStatsStore.Counts c) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("total", c.total());
        out.put("pending", c.pending());
        out.put("processing", c.processing());
        out.put("completed", c.completed());
        out.put("failed", 0);
        out.put("deadLetter", c.deadLetter());
        return out;
    }
}
