package io.queenmq.client.streams;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.client.QueenException;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;

/**
 * How a window's values fold into its accumulator, and how the accumulator is stored as JSON between cycles.
 * {@code add} is given {@code null} for a window's first value.
 */
final class Aggregation<V, A> {
    private final String name;
    private final Class<A> type;
    private final BiFunction<A, V, A> add;

    private Aggregation(String name, Class<A> type, BiFunction<A, V, A> add) {
        this.name = name;
        this.type = type;
        this.add = add;
    }

    /** Starts each window from a fresh copy of {@code initial} (a JSON round trip, so mutable ones are not shared). */
    static <V, A> Aggregation<V, A> folding(A initial, BiFunction<A, ? super V, A> fold) {
        @SuppressWarnings("unchecked")
        Class<A> type = (Class<A>) initial.getClass();
        JsonNode start = StreamJson.MAPPER.valueToTree(initial);
        return new Aggregation<>("aggregate(" + type.getName() + ")", type,
                (acc, value) -> fold.apply(acc == null ? read(start, type) : acc, value));
    }

    /** Starts each window with its first value and combines the next ones into it. */
    static <V> Aggregation<V, V> reducing(BinaryOperator<V> reducer, Class<V> type) {
        return new Aggregation<>("reduce(" + type.getName() + ")", type,
                (acc, value) -> acc == null ? value : reducer.apply(acc, value));
    }

    A add(A acc, V value) {
        return add.apply(acc, value);
    }

    JsonNode encode(A acc) {
        return StreamJson.MAPPER.valueToTree(acc);
    }

    A decode(JsonNode stored) {
        return read(stored, type);
    }

    private static <A> A read(JsonNode stored, Class<A> type) {
        try {
            return StreamJson.MAPPER.treeToValue(stored, type);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new QueenException("stored window state " + stored + " is not a " + type.getName()
                    + "; was the query changed without a new version?", e);
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
