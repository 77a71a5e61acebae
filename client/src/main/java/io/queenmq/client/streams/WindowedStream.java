package io.queenmq.client.streams;

import io.queenmq.client.Queen;
import io.queenmq.client.consume.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;

/**
 * A stream cut into windows per key (from {@link Stream#window}), waiting for the function that folds each window's
 * values into one result. Immutable.
 *
 * @param <V> the type of the values in the windows
 */
public final class WindowedStream<V> {
    private final Queen queen;
    private final String source;
    private final Function<Message, Element<V>> chain;
    private final List<String> operators;
    private final Window window;

    WindowedStream(Queen queen, String source, Function<Message, Element<V>> chain, List<String> operators,
                   Window window) {
        this.queen = queen;
        this.source = source;
        this.chain = chain;
        this.operators = operators;
        this.window = window;
    }

    /**
     * Folds each window's values, in source order, into an accumulator that starts as a copy of {@code initial}.
     * The accumulator is stored as JSON between cycles and read back as {@code initial}'s class, so it must be a
     * type Jackson maps both ways (a number, a string, a record, a {@code JsonNode}, ...).
     */
    public <A> StreamQuery<V, A> aggregate(A initial, BiFunction<A, ? super V, A> fold) {
        return query(Aggregation.folding(initial, fold));
    }

    /**
     * Combines each window's values, in source order, into one of their type, starting from the first; {@code type}
     * reads the stored value back (e.g. {@code JsonNode.class}, {@code Double.class}).
     */
    public StreamQuery<V, V> reduce(BinaryOperator<V> reducer, Class<V> type) {
        return query(Aggregation.reducing(reducer, type));
    }

    private <A> StreamQuery<V, A> query(Aggregation<V, A> aggregation) {
        List<String> described = new ArrayList<>(operators);
        described.add(aggregation.toString());
        return new StreamQuery<>(queen, source, chain, String.join(" | ", described), window, aggregation);
    }
}
