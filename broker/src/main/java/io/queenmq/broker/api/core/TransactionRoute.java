package io.queenmq.broker.api.core;

import io.queenmq.broker.api.Overload;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.opentelemetry.api.trace.Span;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.Completion;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.StoreFailure;
import io.queenmq.broker.store.core.TransactionOperation;
import io.queenmq.broker.store.core.TransactionOutcome;
import io.queenmq.broker.store.core.TransactionRequest;
import io.queenmq.broker.util.Uuid7;
import java.util.List;
import java.util.UUID;

/**
 * {@code POST /api/v1/transaction} (docs/http-api.md §3.7, docs/semantics.md §9): validate on the event loop,
 * run in a transaction lane, answer 200 after the commit, also when the transaction was rolled back
 * ({@code success:false}); only a malformed body is a 400.
 */
final class TransactionRoute implements RouteHandler {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final Lanes<TransactionRequest> lanes;
    private final int maxOperations;

    TransactionRoute(Lanes<TransactionRequest> lanes, int maxOperations) {
        this.lanes = lanes;
        this.maxOperations = maxOperations;
    }

    @Override
    public void handle(HttpExchange exchange) {
        List<TransactionOperation> operations = TransactionBody.parse(exchange.jsonBody(), exchange.bodyBytes(),
                maxOperations);
        // A fresh id for the transaction itself, as upstream; clients only echo it.
        UUID transactionId = Uuid7.next();
        if (operations.isEmpty()) {
            exchange.respond(200, render(transactionId, new TransactionOutcome(List.of(), null)));
            return;
        }
        TransactionRequest request = new TransactionRequest(operations, new Completion<>() {
            @Override
            public void succeeded(TransactionOutcome outcome) {
                exchange.respond(200, render(transactionId, outcome));
            }

            @Override
            public void failed(StoreFailure failure) {
                // As upstream: a database failure is a 200 whose success:false the clients raise.
                ObjectNode body = JSON.objectNode();
                body.put("transactionId", transactionId.toString());
                body.put("success", false);
                body.put("error", failure.message());
                exchange.respond(200, body);
            }
        }, Span.current().getSpanContext());
        if (!lanes.offer(routingKey(operations.get(0)), request)) {
            Overload.reject(exchange, "Transaction");
        }
    }

    /** The lane of the first operation, as the push and ack routes choose theirs. */
    private static Object routingKey(TransactionOperation first) {
        if (first instanceof TransactionOperation.Push push) {
            return push.item().queue() + '\u0000' + push.item().partition();
        }
        if (first instanceof TransactionOperation.Ack ack) {
            return ack.item().partitionId();
        }
        return ((TransactionOperation.Unknown) first).type();
    }

    private static ObjectNode render(UUID transactionId, TransactionOutcome outcome) {
        ObjectNode body = JSON.objectNode();
        body.put("transactionId", transactionId.toString());
        body.put("success", outcome.committed());
        if (!outcome.committed()) {
            body.put("error", outcome.error());
        }
        ArrayNode results = body.putArray("results");
        for (TransactionOutcome.Result result : outcome.results()) {
            ObjectNode node = results.addObject();
            node.put("index", result.index());
            if (result instanceof TransactionOutcome.Pushed pushed) {
                node.put("type", "push");
                node.put("success", pushed.error() == null);
                node.put("transactionId", pushed.transactionId());
                if (pushed.error() == null) {
                    node.put("messageId", pushed.messageId().toString());
                    node.put("partitionId", pushed.partitionId().toString());
                } else {
                    node.put("error", pushed.error());
                }
                node.put("queueName", pushed.queue());
            } else if (result instanceof TransactionOutcome.Acked acked) {
                node.put("type", "ack");
                node.put("success", acked.error() == null);
                node.put("transactionId", acked.transactionId());
                node.put("error", acked.error());
                node.put("dlq", acked.dlq());
            } else {
                TransactionOutcome.Unknown unknown = (TransactionOutcome.Unknown) result;
                node.put("type", unknown.type());
                node.put("success", false);
                node.put("error", unknown.error());
            }
        }
        return body;
    }
}
