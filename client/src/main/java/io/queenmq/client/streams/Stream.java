package io.queenmq.client.streams;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.client.Queen;
import io.queenmq.client.consume.Message;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * The messages of a source queue going down a chain of operators, each message alone:
 * <pre>{@code
 * Stream.from(queen, "orders")
 *         .filter(order -> order.get("amount").asDouble() > 0)
 *         .keyBy(order -> order.get("customer").asText())
 *         .window(Window.tumbling(Duration.ofMinutes(1)))
 *         .aggregate(0.0, (total, order) -> total + order.get("amount").asDouble())
 *         .to("totals")
 *         .start("orders.per-minute");
 * }</pre>
 * A message starts as its payload, keyed by its partition's name, at its push time ({@code createdAt}). Immutable:
 * each operator returns a new stream. The operators run on the runner's thread and should not block.
 *
 * @param <V> the type of the values at this point of the chain
 */
public final class Stream<V> {
    private final Queen queen;
    private final String source;
    private final Function<Message, Element<V>> chain;
    private final List<String> operators;

    private Stream(Queen queen, String source, Function<Message, Element<V>> chain, List<String> operators) {
        this.queen = queen;
        this.source = source;
        this.chain = chain;
        this.operators = operators;
    }

    /** The payloads of queue {@code source}, read through {@code queen}. */
    public static Stream<JsonNode> from(Queen queen, String source) {
        Objects.requireNonNull(queen, "queen");
        Objects.requireNonNull(source, "source");
        return new Stream<>(queen, source,
                m -> new Element<>(m.partition(), OffsetDateTime.parse(m.createdAt()).toInstant().toEpochMilli(),
                        m.data()),
                List.of("from(" + source + ")"));
    }

    /** Keeps the values {@code test} accepts; the others are consumed without effect. */
    public Stream<V> filter(Predicate<? super V> test) {
        return then("filter", e -> test.test(e.value()) ? e : null);
    }

    /** Replaces each value with {@code mapper}'s result. */
    public <R> Stream<R> map(Function<? super V, ? extends R> mapper) {
        return then("map", e -> e.withValue(mapper.apply(e.value())));
    }

    /** Groups values by {@code key} (at most 1,000 characters) instead of by source partition. */
    public Stream<V> keyBy(Function<? super V, String> key) {
        return then("keyBy", e -> e.withKey(Objects.requireNonNull(key.apply(e.value()), "keyBy returned null")));
    }

    /** Takes each value's event time (epoch ms) from {@code eventTimeMs} instead of the message's push time. */
    public Stream<V> eventTime(ToLongFunction<? super V> eventTimeMs) {
        return then("eventTime", e -> e.withEventTime(eventTimeMs.applyAsLong(e.value())));
    }

    /** Cuts the stream into {@code window}s per key, to be aggregated or reduced. */
    public WindowedStream<V> window(Window window) {
        return new WindowedStream<>(queen, source, chain, describe(window.toString()), window);
    }

    /** {@code step} after the chain so far; a step returning {@code null} drops the value. */
    private <R> Stream<R> then(String name, Function<Element<V>, Element<R>> step) {
        Function<Message, Element<V>> before = chain;
        return new Stream<>(queen, source, m -> {
            Element<V> e = before.apply(m);
            return e == null ? null : step.apply(e);
        }, describe(name));
    }

    private List<String> describe(String operator) {
        List<String> more = new ArrayList<>(operators);
        more.add(operator);
        return List.copyOf(more);
    }
}
