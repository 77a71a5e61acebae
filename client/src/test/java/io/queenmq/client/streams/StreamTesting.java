package io.queenmq.client.streams;

import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.client.Queen;
import io.queenmq.client.consume.Message;
import io.queenmq.client.queue.QueueConfig;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** What the stream tests share: a source queue with a short lease, orders, and reading every window result. */
public final class StreamTesting {
    /** 10:00 UTC on a fixed day: minute {@code m} of the tests starts {@code m} minutes after it. */
    public static final Instant T0 = Instant.parse("2026-05-06T10:00:00Z");

    private StreamTesting() {}

    /** Creates {@code queue} with a 1 s lease, so that a killed runner's batch comes back soon. */
    public static void createSource(Queen queen, String queue) {
        queen.queue(queue).config(QueueConfig.defaults().leaseTimeSeconds(1)).create();
    }

    /** An order of {@code customer} for {@code amount}, {@code secondsAfterT0} into the test's time. */
    public static Map<String, Object> order(String customer, double amount, long secondsAfterT0) {
        return Map.of("customer", customer, "amount", amount, "at", T0.plusSeconds(secondsAfterT0).toString());
    }

    /** The expected per-minute totals: {@code "customer@minute"} to the sum, for windows ending at or before {@code closedBefore}. */
    public static Map<String, Double> minuteTotals(List<Map<String, Object>> orders, Instant closedBefore) {
        Map<String, Double> totals = new TreeMap<>();
        for (Map<String, Object> order : orders) {
            Instant at = Instant.parse((String) order.get("at"));
            long minute = Duration.between(T0, at).toMinutes();
            double amount = (Double) order.get("amount");
            if (amount > 0 && !T0.plus(Duration.ofMinutes(minute + 1)).isAfter(closedBefore)) {
                totals.merge(order.get("customer") + "@" + minute, amount, Double::sum);
            }
        }
        return totals;
    }

    /** {@code results} as {@code "key@minute"} to the value, failing on a window seen twice. */
    public static Map<String, Double> byMinute(List<WindowResult> results) {
        Map<String, Double> totals = new TreeMap<>();
        for (WindowResult r : results) {
            long minute = Duration.ofMillis(r.windowStart() - T0.toEpochMilli()).toMinutes();
            Double before = totals.put(r.key() + "@" + minute, r.value().asDouble());
            assertThat(before).as("window %s@%d delivered twice", r.key(), minute).isNull();
        }
        return totals;
    }

    /**
     * Kills {@code runner} once it has committed {@code cycles} cycles: closes its {@code client} under it, wherever it
     * is (waiting on a pop, holding a leased batch, reading state, with a cycle in flight), and waits for it to die.
     */
    public static void killAfter(long cycles, StreamRunner runner, Queen client) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (runner.committedCycles() < cycles && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        client.close();
        assertThat(runner.completion()).as("a runner whose client closed dies").failsWithin(Duration.ofSeconds(40));
    }

    /**
     * Every window result in {@code sink}: waits until {@code expected} have arrived (at most {@code timeout}), then
     * 1 s more to catch any extra.
     */
    public static List<WindowResult> readResults(Queen queen, String sink, int expected, Duration timeout) {
        List<WindowResult> results = new ArrayList<>();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (results.size() < expected && System.nanoTime() < deadline) {
            read(queen, sink, results);
        }
        read(queen, sink, results);
        return results;
    }

    private static void read(Queen queen, String sink, List<WindowResult> into) {
        List<Message> messages = queen.queue(sink).group("check").autoAck(true).batch(1000).partitions(100)
                .timeoutMillis(1000).pop();
        messages.forEach(m -> into.add(m.data(WindowResult.class)));
    }
}
