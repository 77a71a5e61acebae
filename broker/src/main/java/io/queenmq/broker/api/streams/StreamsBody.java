package io.queenmq.broker.api.streams;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.queenmq.broker.api.JsonFields;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import java.util.UUID;

/** The field checks the three streams routes share (docs/http-api.md §5), with the spec's error texts. */
final class StreamsBody {
    private StreamsBody() {}

    /** The body, which must be a JSON object. */
    static JsonNode object(HttpExchange exchange) {
        JsonNode body = exchange.hasBody() ? exchange.jsonBody() : null;
        if (body == null || !body.isObject()) {
            throw ApiException.badRequest("request body must be a JSON object");
        }
        return body;
    }

    /** A non-empty string field; anything else is 400 "{field} is required". */
    static String required(JsonNode body, String field) {
        JsonNode value = body.get(field);
        if (value == null || !value.isTextual() || value.textValue().isEmpty()) {
            throw ApiException.badRequest(field + " is required");
        }
        return value.textValue();
    }

    /** The shard a cycle or a state read is about: a query and one of its source partitions. */
    record Shard(UUID queryId, UUID partitionId) {}

    /** The required {@code query_id} and {@code partition_id}. */
    static Shard shard(JsonNode body) {
        return new Shard(JsonFields.uuid("query_id", required(body, "query_id")),
                JsonFields.uuid("partition_id", required(body, "partition_id")));
    }

    /** An optional string field; absent, null and "" are null. */
    static String optional(JsonNode body, String field) {
        String value = JsonFields.optionalString(body, field, field + " must be a string");
        return value == null || value.isEmpty() ? null : value;
    }

    /** An optional boolean field. */
    static boolean bool(JsonNode body, String field, boolean absent) {
        JsonNode value = body.get(field);
        if (value == null || value.isNull()) {
            return absent;
        }
        if (!value.isBoolean()) {
            throw ApiException.badRequest(field + " must be a boolean");
        }
        return value.booleanValue();
    }

    /** An optional array field; absent or null is an empty array. */
    static JsonNode array(JsonNode body, String field) {
        JsonNode value = body.get(field);
        if (value == null || value.isNull()) {
            return JsonNodeFactory.instance.arrayNode();
        }
        if (!value.isArray()) {
            throw ApiException.badRequest(field + " must be an array");
        }
        return value;
    }
}
