package io.queenmq.broker.api.status;

import static io.queenmq.broker.api.status.Json.object;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.ListParams;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.QueryParams;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.admin.MessageStore;
import io.queenmq.broker.store.stats.QueueStatusStore;
import io.queenmq.broker.util.WireTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Queues as the dashboard lists them (docs/http-api.md §4.7): {@code GET /api/v1/status/queues}, {@code
 * /status/queues/:queue} with its partitions a page at a time, and {@code /status/queues/:queue/messages}. Counts come
 * from the statistics tables.
 */
final class QueueStatusRoutes {
    private static final int DEFAULT_QUEUES = 100;
    private static final int DEFAULT_PARTITIONS = 100;
    private static final int DEFAULT_MESSAGES = 50;

    private QueueStatusRoutes() {}

    /** A page of queues, newest first; {@code pending} includes processing here, as upstream. */
    static RouteHandler list(QueueStatusStore store, BlockingWork blocking) {
        return exchange -> {
            QueryParams query = exchange.query();
            String namespace = ListParams.text(query, "namespace");
            String task = ListParams.text(query, "task");
            int limit = ListParams.limit(query, DEFAULT_QUEUES);
            int offset = ListParams.offset(query);
            blocking.submit(exchange, () -> {
                QueueStatusStore.Page<QueueStatusStore.QueueSummary> page = store.queues(namespace, task, limit, offset);
                List<Map<String, Object>> queues = new ArrayList<>();
                for (QueueStatusStore.QueueSummary q : page.items()) {
                    Map<String, Object> out = header(q);
                    out.put("partitions", q.partitions());
                    QueueStatusStore.Counts c = q.counts();
                    out.put("messages", object("total", c.total(), "pending", c.pending() + c.processing(),
                            "processing", c.processing(), "completed", c.completed(), "deadLetter", c.deadLetter()));
                    out.put("totalConsumed", q.consumed());
                    queues.add(out);
                }
                exchange.respond(200, object("queues", queues,
                        "pagination", object("limit", limit, "offset", offset, "total", page.total())));
            });
        };
    }

    /**
     * One queue with its configuration, totals and one page of partitions ({@code limit}, {@code offset}, {@code
     * sort}: name, pending, total, processing, deadLetter or lastActivity); 404 for an unknown queue.
     */
    static RouteHandler detail(QueueStatusStore store, BlockingWork blocking) {
        return exchange -> {
            String name = Names.queue(exchange.pathParam("queue"));
            QueryParams query = exchange.query();
            int limit = ListParams.limit(query, DEFAULT_PARTITIONS);
            int offset = ListParams.offset(query);
            String sort = query.get("sort") == null ? "name" : query.get("sort");
            if (!QueueStatusStore.PARTITION_ORDERS.containsKey(sort)) {
                throw ApiException.badRequest("sort must be one of "
                        + String.join(", ", new TreeSet<>(QueueStatusStore.PARTITION_ORDERS.keySet()))
                        + ": " + sort);
            }
            blocking.submit(exchange, () -> {
                QueueStatusStore.QueueDetail detail = store.queue(name, sort, limit, offset);
                if (detail == null) {
                    throw ApiException.notFound("Queue not found");
                }
                QueueStatusStore.QueueSummary q = detail.queue();
                QueueStatusStore.QueueConfig config = detail.config();
                Map<String, Object> queue = header(q);
                queue.put("priority", config.priority());
                queue.put("config", object("leaseTime", config.leaseTime(), "retryLimit", config.retryLimit(),
                        "retryDelay", config.retryDelay(), "ttl", config.ttl(), "maxQueueSize", config.maxQueueSize(),
                        "deadLetterQueue", config.deadLetterQueue()));
                List<Map<String, Object>> partitions = new ArrayList<>();
                for (QueueStatusStore.PartitionStatus p : detail.partitions()) {
                    Map<String, Object> counts = counts(p.counts());
                    partitions.add(object("id", p.id().toString(), "name", p.name(),
                            "createdAt", Json.millis(p.createdAt()), "messages", counts, "stats", counts,
                            "cursor", object("totalConsumed", p.consumed(), "batchesConsumed", null),
                            "lastActivity", Json.millis(p.lastActivity()), "oldestMessage", Json.millis(p.oldest()),
                            "newestMessage", Json.millis(p.newest())));
                }
                // Queen's shape: the counts both under "messages" and at the top level.
                Map<String, Object> totals = counts(q.counts());
                Map<String, Object> allTotals = object("messages", totals);
                allTotals.putAll(totals);
                exchange.respond(200, object("queue", queue, "partitions", partitions, "totals", allTotals,
                        "pagination", object("limit", limit, "offset", offset, "total", q.partitions(),
                                "sort", sort)));
            });
        };
    }

    /** The queue's newest messages (JSON array), status from the queue-mode cursor. */
    static RouteHandler messages(MessageStore store, BlockingWork blocking) {
        return exchange -> {
            String name = Names.queue(exchange.pathParam("queue"));
            int limit = ListParams.limit(exchange.query(), DEFAULT_MESSAGES);
            int offset = ListParams.offset(exchange.query());
            blocking.submit(exchange, () -> {
                MessageStore.Listing listing = store.list(new MessageStore.Filter(name, null, null, null, null, null,
                        null, null, limit, offset));
                List<Map<String, Object>> out = new ArrayList<>();
                for (MessageStore.Summary m : listing.messages()) {
                    out.add(object("id", m.id().toString(), "transactionId", m.transactionId(),
                            "partitionId", m.partitionId().toString(), "queuePath", m.queue() + "/" + m.partition(),
                            "queue", m.queue(), "partition", m.partition(), "status", m.queueStatus(),
                            "createdAt", WireTime.millis(m.createdEpochMicros())));
                }
                exchange.respond(200, out);
            });
        };
    }

    private static Map<String, Object> header(QueueStatusStore.QueueSummary q) {
        return object("id", q.id().toString(), "name", q.name(), "namespace", q.namespace(), "task", q.task(),
                "createdAt", Json.millis(q.createdAt()));
    }

    static Map<String, Object> counts(QueueStatusStore.Counts c) {
        return object("total", c.total(), "pending", c.pending(), "processing", c.processing(),
                "completed", c.completed(), "failed", 0, "deadLetter", c.deadLetter());
    }
}
