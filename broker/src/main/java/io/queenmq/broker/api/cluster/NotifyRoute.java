package io.queenmq.broker.api.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.CommitListener;
import java.util.Map;

/**
 * {@code POST /internal/api/notify} (docs/http-api.md §4.10), body {@code {"queue":"orders","partition":"p-1"}}: wakes the
 * long polls waiting on that queue (on that partition or any; without a partition, all of the queue's) on this
 * broker and, through the peer announcement, on the others. Never blocks: both hand-offs are non-blocking.
 */
final class NotifyRoute implements RouteHandler {
    private final CommitListener wake;

    /** {@code wake}: what a committed push tells, this broker's long polls and its peers. */
    NotifyRoute(CommitListener wake) {
        this.wake = wake;
    }

    @Override
    public void handle(HttpExchange exchange) {
        JsonNode body = exchange.jsonBodyOrEmpty();
        JsonNode queue = body.get("queue");
        if (queue == null || !queue.isTextual() || queue.textValue().isEmpty()) {
            throw ApiException.badRequest("queue is required");
        }
        JsonNode partition = body.get("partition");
        if (partition != null && !partition.isNull() && (!partition.isTextual() || partition.textValue().isEmpty())) {
            throw ApiException.badRequest("partition must be a non-empty string");
        }
        // Names as anywhere else: no control characters, so none reaches a notification payload (one name per line,
        // and PostgreSQL refuses a NUL in it).
        String queueName = Names.queue(queue.textValue());
        String partitionName = partition == null || partition.isNull() ? null : Names.partition(partition.textValue());
        wake.messagesAvailable(queueName, partitionName);
        exchange.respond(200, Map.of("status", "ok"));
    }
}
