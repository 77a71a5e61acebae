package io.queenmq.broker.api.streams;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.broker.api.Overload;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.Completion;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.StoreFailure;
import io.queenmq.broker.store.core.PushResult;
import io.queenmq.broker.store.streams.CycleOutcome;
import io.queenmq.broker.store.streams.CycleRequest;
import java.util.Map;

/**
 * {@code POST /streams/v1/cycle} (docs/http-api.md §5.2): validate on the event loop, run in a cycle lane chosen by the
 * source partition, answer 200 after the commit, also when the cycle was rolled back ({@code success:false}); a
 * database failure is a 500.
 */
final class CycleRoute implements RouteHandler {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final Lanes<CycleRequest> lanes;
    private final int maxPushItems;

    CycleRoute(Lanes<CycleRequest> lanes, int maxPushItems) {
        this.lanes = lanes;
        this.maxPushItems = maxPushItems;
    }

    @Override
    public void handle(HttpExchange exchange) {
        JsonNode body = StreamsBody.object(exchange);
        StreamsBody.Shard shard = StreamsBody.shard(body);
        CycleRequest cycle = CycleBody.parse(body, exchange.bodyBytes(), shard, maxPushItems,
                new Completion<>() {
                    @Override
                    public void succeeded(CycleOutcome outcome) {
                        exchange.respond(200, render(shard, outcome));
                    }

                    @Override
                    public void failed(StoreFailure failure) {
                        exchange.respond(500, Map.of("error", failure.message()));
                    }
                });
        // By source partition: the cycles of one shard meet in one lane and run in turn.
        if (!lanes.offer(shard.partitionId(), cycle)) {
            Overload.reject(exchange, "Stream cycle");
        }
    }

    private static ObjectNode render(StreamsBody.Shard shard, CycleOutcome outcome) {
        ObjectNode body = JSON.objectNode();
        body.put("success", outcome.committed());
        if (!outcome.committed()) {
            body.put("error", outcome.error());
        }
        body.put("query_id", shard.queryId().toString());
        body.put("partition_id", shard.partitionId().toString());
        body.put("queueName", outcome.queueName());
        body.put("state_ops_applied", outcome.stateOpsApplied());
        ArrayNode pushes = body.putArray("push_results");
        for (PushResult pushed : outcome.pushResults()) {
            ObjectNode node = pushes.addObject();
            node.put("index", pushed.index());
            node.put("transaction_id", pushed.transactionId());
            node.put("status", pushed.duplicate() ? "duplicate" : "queued");
            node.put("message_id", pushed.messageId().toString());
            node.put("partition_id", pushed.partitionId() == null ? null : pushed.partitionId().toString());
            node.put("trace_id", pushed.traceId() == null ? null : pushed.traceId().toString());
            node.put("queueName", pushed.queue());
        }
        CycleOutcome.Acked acked = outcome.acked();
        if (acked == null) {
            body.putNull("ack_result");
        } else {
            ObjectNode node = body.putObject("ack_result");
            node.put("success", acked.error() == null);
            if (acked.error() != null) {
                node.put("error", acked.error());
            }
            node.put("count", acked.count());
            node.put("lease_released", acked.leaseReleased());
            node.put("dlq", acked.dlq());
        }
        return body;
    }
}
