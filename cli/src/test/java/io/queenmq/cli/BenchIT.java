package io.queenmq.cli;

import static io.queenmq.cli.Cli.queen;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.queenmq.client.TestBroker;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code queen bench}: short push and pop runs, their progress line and latency summary. */
class BenchIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    @Timeout(60)
    void popDrainsWhatPushSent() throws IOException {
        String q = TestBroker.uniqueName("cli-bench");

        Cli.Run push = queen("bench", "push", "--queue", q, "--duration", "1", "--concurrency", "4", "--partitions", "3",
                "--warmup", "0", "--json");
        assertThat(push.exitCode()).isZero();
        assertThat(push.err()).contains("\rpush: ", " msg/s");
        JsonNode pushed = JSON.readTree(push.out());
        assertThat(pushed.path("messages").asLong()).isPositive().isEqualTo(pushed.path("requests").asLong());
        assertThat(pushed.path("p99Ms").asDouble()).isPositive();
        assertThat(pushed.path("maxMs").asDouble()).isGreaterThanOrEqualTo(pushed.path("p50Ms").asDouble());

        Cli.Run pop = queen("bench", "pop", "--queue", q, "--count", "1000000", "--batch", "10", "--concurrency", "2", "--warmup", "0");
        assertThat(pop.exitCode()).isZero();
        assertThat(pop.outLines()).hasSize(2);
        assertThat(pop.outLines().get(0)).startsWith("pop " + q + ": " + String.format("%,d", pushed.path("messages").asLong())
                + " messages in ").contains("(batch 10, concurrency 2)");
        assertThat(pop.outLines().get(1)).startsWith("latency ms: p50 ").contains(" p90 ", " p99 ", " max ");
    }

    @Test
    void stopsAtTheCount() {
        String q = TestBroker.uniqueName("cli-bench-count");

        Cli.Run push = queen("bench", "push", "--queue", q, "--count", "25", "--batch", "10", "--warmup", "0");

        assertThat(push.exitCode()).isZero();
        assertThat(push.outLines().get(0)).startsWith("push " + q + ": 25 messages in ");
    }
}
