package io.queenmq.client.streams;

import static io.queenmq.client.streams.StreamTesting.T0;
import static io.queenmq.client.streams.StreamTesting.byMinute;
import static io.queenmq.client.streams.StreamTesting.createSource;
import static io.queenmq.client.streams.StreamTesting.minuteTotals;
import static io.queenmq.client.streams.StreamTesting.order;
import static io.queenmq.client.streams.StreamTesting.readResults;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The stream API over a real broker: windows fire once the watermark passes them, each result reaches the sink
 * once, and the operators, window kinds and aggregations do what they say.
 */
@Timeout(60)
class StreamsIT extends StreamTestBase {
    private Stream<JsonNode> orders() {
        createSource(queen, source);
        return Stream.from(queen, source).eventTime(o -> Instant.parse(o.get("at").asText()).toEpochMilli());
    }

    @Test
    void tumblingWindowsSumPerKeyAndFireOnceTheWatermarkPasses() {
        List<Map<String, Object>> orders = List.of(order("alice", 10, 5), order("bob", 1, 30), order("alice", 2.5, 59),
                order("alice", 4, 60), order("bob", 7, 61), order("bob", 0.5, 179), order("carol", 3, 200));
        StreamRunner runner = orders().keyBy(o -> o.get("customer").asText())
                .window(Window.tumbling(Duration.ofMinutes(1)))
                .aggregate(0.0, (total, o) -> total + o.get("amount").asDouble())
                .to(sink).batch(3).start(name);
        queen.queue(source).push(orders);

        Map<String, Double> expected = minuteTotals(orders, T0.plusSeconds(200));
        assertThat(byMinute(readResults(queen, sink, expected.size(), Duration.ofSeconds(20))))
                .isEqualTo(expected)
                .isEqualTo(Map.of("alice@0", 12.5, "bob@0", 1.0, "alice@1", 4.0, "bob@1", 7.0,
                        "bob@2", 0.5));
        runner.stop().join();
        assertThat(runner.committedCycles()).as("7 orders in batches of 3").isGreaterThanOrEqualTo(3);
    }

    @Test
    void windowResultsGoToTheSourcePartitionsNameWithAStableTransactionId() {
        StreamRunner runner = orders().window(Window.tumbling(Duration.ofMinutes(1)))
                .aggregate(0, (count, o) -> count + 1)
                .to(sink).start(name);
        queen.queue(source).partition("store-7").push(List.of(order("x", 1, 0), order("y", 1, 1), order("x", 1, 60)));

        List<WindowResult> results = readResults(queen, sink, 1, Duration.ofSeconds(20));

        assertThat(results).singleElement().satisfies(r -> {
            assertThat(r.key()).as("keyed by partition without keyBy").isEqualTo("store-7");
            assertThat(r.windowStart()).isEqualTo(T0.toEpochMilli());
            assertThat(r.windowEnd()).isEqualTo(T0.plusSeconds(60).toEpochMilli());
            assertThat(r.value().asInt()).isEqualTo(2);
        });
        assertThat(queen.queue(sink).partition("store-7").wait(false).pop()).singleElement()
                .satisfies(m -> assertThat(m.transactionId()).startsWith("w-"));
        runner.stop().join();
    }

    @Test
    void withoutEventTimeAMessageCountsAtItsPushTime() throws InterruptedException {
        createSource(queen, source);
        StreamRunner runner = Stream.from(queen, source).window(Window.tumbling(Duration.ofMillis(500)))
                .aggregate(0, (count, o) -> count + 1)
                .to(sink).start(name);
        queen.queue(source).push(List.of(Map.of("n", 1)));
        Thread.sleep(600);
        queen.queue(source).push(List.of(Map.of("n", 2)));

        List<WindowResult> results = readResults(queen, sink, 1, Duration.ofSeconds(20));
        assertThat(results).singleElement().satisfies(r -> {
            assertThat(r.key()).isEqualTo("Default");
            assertThat(r.windowEnd() - r.windowStart()).isEqualTo(500);
            assertThat(r.value().asInt()).as("the second push is a window later").isEqualTo(1);
        });
        runner.stop().join();
    }

    @Test
    void slidingWindowsCountAnEventInEachWindowHoldingIt() {
        StreamRunner runner = orders().keyBy(o -> o.get("customer").asText())
                .window(Window.sliding(Duration.ofMinutes(2), Duration.ofMinutes(1)))
                .aggregate(0.0, (total, o) -> total + o.get("amount").asDouble())
                .to(sink).start(name);
        queen.queue(source).push(List.of(order("a", 1, 10), order("a", 2, 70), order("a", 4, 130), order("a", 8, 300)));

        // Windows [-1,1), [0,2), [1,3), [2,4) in minutes fire once the watermark reaches minute 5.
        assertThat(byMinute(readResults(queen, sink, 4, Duration.ofSeconds(20))))
                .isEqualTo(Map.of("a@-1", 1.0, "a@0", 3.0, "a@1", 6.0, "a@2", 4.0));
        runner.stop().join();
    }

    @Test
    void filterMapAndReduce() {
        StreamRunner runner = orders().filter(o -> !o.get("customer").asText().equals("test"))
                .keyBy(o -> o.get("customer").asText())
                .map(o -> o.get("amount").asDouble())
                .window(Window.tumbling(Duration.ofMinutes(1)))
                .reduce(Math::max, Double.class)
                .to(sink).start(name);
        queen.queue(source).push(List.of(order("a", 3, 0), order("test", 99, 1), order("a", 5, 2), order("b", 1, 3),
                order("a", 4, 4), order("b", 1, 120)));

        assertThat(byMinute(readResults(queen, sink, 2, Duration.ofSeconds(20))))
                .isEqualTo(Map.of("a@0", 5.0, "b@0", 1.0));
        runner.stop().join();
    }

    @Test
    void latenessWaitsForOutOfOrderEventsAndDropsLaterOnes() {
        StreamRunner runner = orders().window(Window.tumbling(Duration.ofMinutes(1)).lateness(Duration.ofSeconds(30)))
                .aggregate(0.0, (total, o) -> total + o.get("amount").asDouble())
                .to(sink).batch(1).start(name);
        queen.queue(source).push(List.of(order("a", 1, 10), order("a", 2, 80), order("a", 4, 50),
                order("a", 8, 100), order("a", 16, 55), order("a", 32, 200)));

        // 4 at 0:50 arrives within 30 s of the latest event (1:20); 16 at 0:55 arrives after the watermark (1:40 - 30 s)
        // passed minute 0's end, and is dropped.
        assertThat(byMinute(readResults(queen, sink, 2, Duration.ofSeconds(20))))
                .isEqualTo(Map.of("Default@0", 5.0, "Default@1", 10.0));
        runner.stop().join();
    }

    @Test
    void aChangedChainIsAConflictUnlessReset() {
        orders().window(Window.tumbling(Duration.ofMinutes(1))).aggregate(0, (n, o) -> n + 1)
                .to(sink).version("1").start(name).stop().join();
        StreamQuery<JsonNode, Integer> changed = Stream.from(queen, source)
                .window(Window.tumbling(Duration.ofMinutes(1))).aggregate(0, (n, o) -> n + 1)
                .to(sink).version("2");

        assertThatThrownBy(() -> changed.start(name))
                .isInstanceOf(StreamConfigMismatchException.class)
                .hasMessageContaining(name).hasMessageContaining("reset(true)")
                .hasMessageContaining("config_hash mismatch");
        changed.reset(true).start(name).stop().join();
    }

    @Test
    void stopAbandonsAWaitingPop() {
        StreamRunner runner = orders().window(Window.tumbling(Duration.ofMinutes(1)))
                .aggregate(new ArrayList<String>(), (seen, o) -> seen)
                .to(sink).start(name);
        long started = System.nanoTime();
        runner.stop().join();
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5));
        assertThat(runner.completion()).isCompleted().isNotCompletedExceptionally();
    }
}
