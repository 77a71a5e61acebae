package io.queenmq.client.examples;

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
import io.queenmq.client.streams.StreamRunner;
import io.queenmq.client.streams.StreamTestBase;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The README's stream example gives the exact per-minute totals per customer, also when killed and started again. */
@Timeout(120)
class StreamExampleIT extends StreamTestBase {
    @Test
    void perMinuteTotalsPerCustomerSurviveAKilledRunner() throws InterruptedException {
        List<Map<String, Object>> pushed = new ArrayList<>();
        for (int i = 0; i < 120; i++) {
            // four minutes of orders of three customers; every 10th has amount 0, filtered out
            pushed.add(order(List.of("alice", "bob", "carol").get(i % 3), i % 10 == 0 ? 0 : i % 11 + 0.25, i * 2L + 1));
        }
        pushed.add(order("dave", 1, 900)); // moves the watermark past minute 3
        createSource(queen, source);
        queen.queue(source).push(pushed);

        Queen doomed = Queen.connect(TestBroker.url());
        killAfter(2, StreamExample.start(doomed, source, sink, name), doomed);

        Map<String, Double> expected = minuteTotals(pushed, T0.plusSeconds(900));
        assertThat(expected).hasSize(12);
        StreamRunner runner = StreamExample.start(queen, source, sink, name);
        assertThat(byMinute(readResults(queen, sink, expected.size(), Duration.ofSeconds(60)))).isEqualTo(expected);
        runner.stop().join();
    }
}
