package io.queenmq.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The three {@code /streams/v1} routes (docs/http-api.md §5) as JSON calls through a client's transport, so that
 * {@link io.queenmq.client.streams} shares its URLs, token, retries and failover. Thread-safe. Each call blocks and
 * throws as the rest of the client does: a non-2xx answer is a {@link QueenHttpException}.
 */
public final class StreamRoutes {
    private final Queen queen;

    private StreamRoutes(Queen queen) {
        this.queen = queen;
    }

    /** The routes reached through {@code queen}. */
    public static StreamRoutes of(Queen queen) {
        return new StreamRoutes(queen);
    }

    /** {@code POST /streams/v1/queries}: registers a query; a changed {@code config_hash} is a 409. */
    public JsonNode registerQuery(ObjectNode body) {
        return post("/streams/v1/queries", body);
    }

    /** {@code POST /streams/v1/cycle}: state ops, sink pushes and the source ack in one transaction. */
    public JsonNode cycle(ObjectNode body) {
        return post("/streams/v1/cycle", body);
    }

    /** {@code POST /streams/v1/state/get}: a shard's state rows, sorted by key. */
    public JsonNode getState(ObjectNode body) {
        return post("/streams/v1/state/get", body);
    }

    private JsonNode post(String path, ObjectNode body) {
        queen.ensureOpen();
        return queen.transport().post(path, body);
    }
}
