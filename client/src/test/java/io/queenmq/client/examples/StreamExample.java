package io.queenmq.client.examples;

import io.queenmq.client.Queen;
import io.queenmq.client.streams.Stream;
import io.queenmq.client.streams.StreamRunner;
import io.queenmq.client.streams.Window;
import java.time.Duration;
import java.time.Instant;

/** The README's stream example: per-minute order totals per customer. */
public final class StreamExample {
    private StreamExample() {}

    /**
     * Starts (or resumes) query {@code name}, which sums the amounts of the orders in {@code orders} per customer and
     * minute into {@code totals}; the caller stops the runner.
     */
    public static StreamRunner start(Queen queen, String orders, String totals, String name) {
        // README: stream
        // orders: {"customer":"alice","amount":12.5,"at":"2026-05-06T10:01:42Z"}
        StreamRunner runner = Stream.from(queen, orders)
                .filter(order -> order.get("amount").asDouble() > 0)
                .keyBy(order -> order.get("customer").asText())
                .eventTime(order -> Instant.parse(order.get("at").asText()).toEpochMilli())
                .window(Window.tumbling(Duration.ofMinutes(1)))
                .aggregate(0.0, (total, order) -> total + order.get("amount").asDouble())
                .to(totals)                // {"key":"alice","windowStart":...,"windowEnd":...,"value":37.5}
                .batch(20)
                .start(name);              // resumes from the stored windows and the group's cursor
        // README: end
        return runner;
    }
}
