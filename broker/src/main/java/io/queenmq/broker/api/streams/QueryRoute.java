package io.queenmq.broker.api.streams;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.JsonFields;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.streams.QueryStore;

/**
 * {@code POST /streams/v1/queries} (docs/http-api.md §5.1): create or update a query by name; a changed
 * {@code config_hash} is a 409 (the intended code) unless {@code reset} deletes the query's state.
 */
final class QueryRoute implements RouteHandler {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final QueryStore queries;
    private final BlockingWork blocking;

    QueryRoute(QueryStore queries, BlockingWork blocking) {
        this.queries = queries;
        this.blocking = blocking;
    }

    @Override
    public void handle(HttpExchange exchange) {
        JsonNode body = StreamsBody.object(exchange);
        String name = Names.check("name", StreamsBody.required(body, "name"), false);
        String source = Names.queue(StreamsBody.required(body, "source_queue"));
        String hash = JsonFields.storableText("config_hash", StreamsBody.required(body, "config_hash"));
        String sink = StreamsBody.optional(body, "sink_queue");
        QueryStore.Registration registration = new QueryStore.Registration(name, source,
                sink == null ? null : Names.queue(sink), hash, StreamsBody.bool(body, "reset", false));
        blocking.submit(exchange, () -> {
            QueryStore.Registered registered = queries.register(registration);
            ObjectNode answer = JSON.objectNode();
            answer.put("success", !registered.conflict());
            answer.put("query_id", registered.queryId().toString());
            answer.put("name", name);
            if (registered.conflict()) {
                answer.put("error", "config_hash mismatch: query " + name + " is registered with "
                        + registered.storedHash() + ", not " + hash
                        + "; pass reset:true to delete its state and adopt the new hash, or pick a new name");
                exchange.respond(409, answer);
                return;
            }
            answer.put("config_hash", registered.storedHash());
            answer.put("fresh", registered.fresh());
            answer.put("reset", registered.reset());
            exchange.respond(200, answer);
        });
    }
}
