package io.queenmq.broker.api.streams;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.JsonFields;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.streams.StateStore;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code POST /streams/v1/state/get} (docs/http-api.md §5.3): a shard's state rows sorted by key; an unknown query is a 400
 * (the intended code) with {@code success:false} and no rows.
 */
final class StateRoute implements RouteHandler {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final StateStore state;
    private final BlockingWork blocking;

    StateRoute(StateStore state, BlockingWork blocking) {
        this.state = state;
        this.blocking = blocking;
    }

    @Override
    public void handle(HttpExchange exchange) {
        JsonNode body = StreamsBody.object(exchange);
        StreamsBody.Shard shard = StreamsBody.shard(body);
        StateStore.Filter filter = new StateStore.Filter(keys(body),
                JsonFields.storableText("key_prefix", StreamsBody.optional(body, "key_prefix")), ripeAtOrBefore(body));
        blocking.submit(exchange, () -> {
            List<StateStore.Row> rows = state.read(shard.queryId(), shard.partitionId(), filter);
            ObjectNode answer = JSON.objectNode();
            answer.put("success", rows != null);
            if (rows == null) {
                answer.put("error", "Unknown query: " + shard.queryId());
                answer.putArray("rows");
                exchange.respond(400, answer);
                return;
            }
            ArrayNode out = answer.putArray("rows");
            for (StateStore.Row row : rows) {
                ObjectNode node = out.addObject();
                node.put("key", row.key());
                // As stored: PostgreSQL wrote it as JSON, so it goes out unparsed.
                node.putRawValue("value", new RawValue(row.valueJson()));
                node.put("updated_at", row.updatedAt());
            }
            exchange.respond(200, answer);
        });
    }

    /** {@code keys}: anything but an array reads as none, which means every key (as upstream). */
    private static List<String> keys(JsonNode body) {
        JsonNode keys = body.get("keys");
        List<String> out = new ArrayList<>();
        if (keys == null || !keys.isArray()) {
            return out;
        }
        for (JsonNode key : keys) {
            if (!key.isTextual()) {
                throw ApiException.badRequest("keys must be an array of strings");
            }
            out.add(JsonFields.storableText("keys", key.textValue()));
        }
        return out;
    }

    private static Long ripeAtOrBefore(JsonNode body) {
        JsonNode value = body.get("ripe_at_or_before");
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isNumber()) {
            throw ApiException.badRequest("ripe_at_or_before must be a number (epoch ms)");
        }
        return value.longValue();
    }
}
