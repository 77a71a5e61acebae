package io.queenmq.client.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.client.Queen;
import io.queenmq.client.QueenHttpException;

/**
 * Internal, not API. The three {@code /streams/v1} routes (docs/http-api.md §5) as JSON calls through a client's transport, so that
 * {@link io.queenmq.client.streams} shares its URLs, token, retries and failover. Thread-safe. Each call blocks and
 * throws as the rest of the client does: a non-2xx answer is a {@link QueenHttpException}.
 */
public final class StreamRoutes {
    private final ClientCore core;

    private StreamRoutes(ClientCore core) {
        this.core = core;
    }

    /** The routes reached through {@code queen}. */
    public static StreamRoutes of(Queen queen) {
        return new StreamRoutes(ClientCore.of(queen));
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
        core.ensureOpen();
        return core.transport().post(path, body);
    }
}
