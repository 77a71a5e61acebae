package io.queenmq.broker.api.groups;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.admin.ConsumerGroupStore;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

/**
 * {@code DELETE /api/v1/consumer-groups/:group} and {@code DELETE /api/v1/consumer-groups/:group/queues/:queue}
 * (docs/http-api.md §3.9, docs/semantics.md §11), {@code ?deleteMetadata=true} by default. Deleting a group that has no
 * rows is not an error (clients delete groups before using them); naming an unknown queue is (404).
 */
final class ConsumerGroupDeleteRoute implements RouteHandler {
    private final ConsumerGroupStore store;
    private final BlockingWork blocking;

    ConsumerGroupDeleteRoute(ConsumerGroupStore store, BlockingWork blocking) {
        this.store = store;
        this.blocking = blocking;
    }

    @Override
    public void handle(HttpExchange exchange) {
        String group = Names.consumerGroup(exchange.pathParam("group"));
        String queue = exchange.pathParam("queue");
        if (queue != null) {
            Names.queue(queue);
        }
        boolean deleteMetadata = exchange.query().getBool("deleteMetadata", true);
        blocking.submit(exchange, () -> {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("success", true);
            out.put("consumerGroup", group);
            if (queue == null) {
                out.put("deletedPartitions", store.deleteEverywhere(group, deleteMetadata));
            } else {
                UUID queueId = store.queueId(queue);
                if (queueId == null) {
                    throw ApiException.notFound("Queue not found: " + queue);
                }
                out.put("queueName", queue);
                out.put("deletedPartitions", store.deleteOnQueue(group, queueId, queue, deleteMetadata));
            }
            out.put("metadataDeleted", deleteMetadata);
            exchange.respond(200, out);
        });
    }
}
