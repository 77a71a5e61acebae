package io.queenmq.client.streams;

import static io.queenmq.client.streams.StreamTesting.T0;
import static io.queenmq.client.streams.StreamTesting.byMinute;
import static io.queenmq.client.streams.StreamTesting.createSource;
import static io.queenmq.client.streams.StreamTesting.killAfter;
import static io.queenmq.client.streams.StreamTesting.minuteTotals;
import static io.queenmq.client.streams.StreamTesting.order;
import static io.queenmq.client.streams.StreamTesting.readResults;
import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.client.Queen;
import io.queenmq.client.TestBroker;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Runners killed mid-stream (their client closed under them, wherever they are: waiting on a pop, holding a leased
 * batch, reading state, or with a cycle in flight) and started again under the same name lose no window result and
 * deliver none twice.
 */
@Timeout(120)
class StreamRestartIT extends StreamTestBase {
    @Test
    void killedRunnersResumeWithNoLostOrDoubledWindow() throws InterruptedException {
        List<Map<String, Object>> all = new ArrayList<>();
        createSource(queen, source);
        for (int store = 0; store < 4; store++) {
            List<Map<String, Object>> orders = new ArrayList<>();
            for (int i = 0; i < 60; i++) {
                // Customers are per store: windows are kept per source partition.
                orders.add(order("s" + store + "-c" + i % 3, i % 7 + 0.5, i * 5L));
            }
            orders.add(order("s" + store + "-closer", 1, 600));
            queen.queue(source).partition("store-" + store).push(orders);
            all.addAll(orders);
        }

        for (int kill = 0; kill < 3; kill++) {
            Queen doomed = Queen.connect(TestBroker.url());
            killAfter(3 + kill, start(doomed), doomed);
        }

        Map<String, Double> expected = minuteTotals(all, T0.plusSeconds(600));
        StreamRunner runner = start(queen);
        assertThat(byMinute(readResults(queen, sink, expected.size(), Duration.ofSeconds(60)))).isEqualTo(expected);
        runner.stop().join();
    }

    private StreamRunner start(Queen queen) {
        return Stream.from(queen, source)
                .keyBy(o -> o.get("customer").asText())
                .eventTime(o -> Instant.parse(o.get("at").asText()).toEpochMilli())
                .window(Window.tumbling(Duration.ofMinutes(1)))
                .aggregate(0.0, (total, o) -> total + o.get("amount").asDouble())
                .to(sink).batch(4).start(name);
    }
}
