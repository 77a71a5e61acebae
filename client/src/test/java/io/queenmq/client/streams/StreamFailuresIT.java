package io.queenmq.client.streams;

import static io.queenmq.client.streams.StreamTesting.T0;
import static io.queenmq.client.streams.StreamTesting.byMinute;
import static io.queenmq.client.streams.StreamTesting.createSource;
import static io.queenmq.client.streams.StreamTesting.minuteTotals;
import static io.queenmq.client.streams.StreamTesting.order;
import static io.queenmq.client.streams.StreamTesting.readResults;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.client.Queen;
import io.queenmq.client.consume.Message;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Each way a runner can fail, made to happen at a chosen point: a crash holding a popped batch, a cycle whose answer
 * was lost and is sent again, two runners of one query at once. Every window result reaches the sink exactly once.
 */
@Timeout(60)
class StreamFailuresIT extends StreamTestBase {    private final List<Map<String, Object>> orders = List.of(order("a", 1, 0), order("b", 2, 10), order("a", 4, 70),
            order("b", 8, 80), order("a", 16, 130));

    private StreamQuery<JsonNode, Double> query(Queen client) {
        return Stream.from(client, source)
                .keyBy(o -> o.get("customer").asText())
                .eventTime(o -> Instant.parse(o.get("at").asText()).toEpochMilli())
                .window(Window.tumbling(Duration.ofMinutes(1)))
                .aggregate(0.0, (total, o) -> total + o.get("amount").asDouble())
                .to(sink).batch(2);
    }

    private List<Message> pop(WindowOperator<JsonNode, Double> operator) {
        return queen.queue(source).group(operator.group()).batch(4).wait(false).pop();
    }

    @Test
    void aBatchHeldByACrashedRunnerIsProcessedOnceItsLeaseExpires() {
        createSource(queen, source);
        queen.queue(source).push(orders);
        WindowOperator<JsonNode, Double> operator = query(queen).register(name);
        assertThat(pop(operator)).as("popped, then the runner died").hasSize(4);

        StreamRunner runner = query(queen).start(name);

        assertThat(byMinute(readResults(queen, sink, 4, Duration.ofSeconds(20))))
                .isEqualTo(minuteTotals(orders, T0.plusSeconds(130)))
                .isEqualTo(Map.of("a@0", 1.0, "b@0", 2.0, "a@1", 4.0, "b@1", 8.0));
        runner.stop().join();
    }

    @Test
    void aCycleSentAgainAfterItCommittedIsRejectedWhole() {
        createSource(queen, source);
        queen.queue(source).push(orders);
        WindowOperator<JsonNode, Double> operator = query(queen).register(name);
        List<Message> batch = pop(operator);

        assertThat(operator.process(batch)).as("first attempt").isTrue();
        assertThat(operator.process(batch)).as("the same batch again: its messages are behind the cursor").isFalse();

        assertThat(byMinute(readResults(queen, sink, 2, Duration.ofSeconds(5))))
                .isEqualTo(Map.of("a@0", 1.0, "b@0", 2.0));
        List<Message> rest = pop(operator);
        assertThat(rest).singleElement().satisfies(m -> assertThat(m.data().get("amount").asDouble()).isEqualTo(16));
        assertThat(operator.process(rest)).isTrue();
        assertThat(byMinute(readResults(queen, sink, 2, Duration.ofSeconds(5))))
                .as("minute 1 kept its first batch's part").isEqualTo(Map.of("a@1", 4.0, "b@1", 8.0));
    }

    @Test
    void twoRunnersOfOneQueryShareThePartitions() {
        createSource(queen, source);
        List<Map<String, Object>> all = new ArrayList<>();
        for (int p = 0; p < 6; p++) {
            List<Map<String, Object>> partition = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                partition.add(order("p" + p + "-" + i % 2, i + 1, i * 10L));
            }
            queen.queue(source).partition("p" + p).push(partition);
            all.addAll(partition);
        }
        StreamRunner first = query(queen).start(name);
        StreamRunner second = query(queen).start(name);

        Map<String, Double> expected = minuteTotals(all, T0.plusSeconds(180));
        assertThat(byMinute(readResults(queen, sink, expected.size(), Duration.ofSeconds(40)))).isEqualTo(expected);
        first.stop().join();
        second.stop().join();
        assertThat(first.committedCycles() + second.committedCycles()).isEqualTo(6 * 10);
    }
}
