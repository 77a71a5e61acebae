package io.queenmq.client.streams;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.client.Queen;
import io.queenmq.client.QueenException;
import io.queenmq.client.QueenHttpException;
import io.queenmq.client.consume.Message;
import io.queenmq.client.internal.StreamRoutes;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;
import java.util.function.Function;

/**
 * A complete stream query: its operators, window and aggregation, plus where results go and how the runner reads.
 * {@link #start} registers it under a name and runs it. Built on one thread; each setter returns this query.
 *
 * @param <V> the type of the values in the windows
 * @param <A> the type of a window's result
 */
public final class StreamQuery<V, A> {
    private final Queen queen;
    private final String source;
    private final Function<Message, Element<V>> chain;
    private final String description;
    private final Window window;
    private final Aggregation<V, A> aggregation;
    private String sink;
    private String version = "";
    private int batch = 100;
    private boolean reset;

    StreamQuery(Queen queen, String source, Function<Message, Element<V>> chain, String description, Window window,
                Aggregation<V, A> aggregation) {
        this.queen = queen;
        this.source = source;
        this.chain = chain;
        this.description = description;
        this.window = window;
        this.aggregation = aggregation;
    }

    /**
     * The queue receiving one {@link WindowResult} per fired window, in the partition named like the source
     * partition, with a {@code transactionId} derived from the query, partition, key and window.
     */
    public StreamQuery<V, A> to(String sinkQueue) {
        this.sink = Objects.requireNonNull(sinkQueue, "sinkQueue");
        return this;
    }

    /**
     * A version of the code in the operators (default {@code ""}). The broker keeps the query's state only while
     * the operator chain and this version stay the same: change it when a lambda changes meaning.
     */
    public StreamQuery<V, A> version(String version) {
        this.version = Objects.requireNonNull(version, "version");
        return this;
    }

    /** At most this many source messages per pop, and so per cycle (default 100). */
    public StreamQuery<V, A> batch(int messages) {
        if (messages < 1) {
            throw new IllegalArgumentException("batch must be at least 1: " + messages);
        }
        this.batch = messages;
        return this;
    }

    /** Whether a changed operator chain or version may drop the state of the query registered before (default false). */
    public StreamQuery<V, A> reset(boolean reset) {
        this.reset = reset;
        return this;
    }

    /**
     * Registers the query as {@code name} and starts its runner, which resumes from the query's stored state and
     * its consumer group's cursor. Throws {@link StreamConfigMismatchException} if {@code name} is registered with
     * another operator chain or version, unless {@link #reset}.
     */
    public StreamRunner start(String name) {
        WindowOperator<V, A> operator = register(name);
        return new StreamRunner(name, queen.queue(source).group(operator.group()).batch(batch), operator);
    }

    /** Registers the query as {@code name}; returns what processes its batches. */
    WindowOperator<V, A> register(String name) {
        if (sink == null) {
            throw new IllegalStateException("stream query " + name + " has no sink queue: call to(queue) first");
        }
        StreamRoutes routes = StreamRoutes.of(queen);
        String hash = configHash();
        ObjectNode body = StreamJson.object()
                .put("name", name)
                .put("source_queue", source)
                .put("sink_queue", sink)
                .put("config_hash", hash)
                .put("reset", reset);
        JsonNode answer;
        try {
            answer = routes.registerQuery(body);
        } catch (QueenHttpException e) {
            if (e.status() == 409) {
                throw new StreamConfigMismatchException(name, hash, e.error());
            }
            throw e;
        }
        if (!answer.path("success").asBoolean()) {
            throw new QueenException("registering stream query " + name + " failed: " + answer.path("error").asText());
        }
        String queryId = answer.get("query_id").asText();
        return new WindowOperator<>(routes, queryId, sink, chain, window, aggregation);
    }

    /** {@code sha256:} and the hex SHA-256 of the operator chain's description and the version. */
    String configHash() {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest((description + "\n" + version).getBytes(StandardCharsets.UTF_8));
            return "sha256:" + HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
