package io.queenmq.cli;

import static io.queenmq.cli.Cli.queen;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.queenmq.client.TestBroker;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code queen bench}: a tiny push and pop run, its progress line and latency summary. */
class BenchIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    @Timeout(60)
    void pushThenPopATinyCount() throws IOException {
        String q = TestBroker.uniqueName("cli-bench");

        Cli.Run push = queen("bench", "push", "--queue", q, "--count", "40", "--concurrency", "4", "--partitions", "3");
        assertThat(push.exitCode()).isZero();
        assertThat(push.err()).contains("\rpush: ", " msg/s");
        assertThat(push.outLines()).hasSize(2);
        assertThat(push.outLines().get(0)).startsWith("push " + q + ": 40 messages in ").contains("(batch 1, concurrency 4)");
        assertThat(push.outLines().get(1)).startsWith("latency ms: p50 ").contains(" p90 ", " p99 ", " max ", "(40 requests)");

        Cli.Run pop = queen("bench", "pop", "--queue", q, "--count", "100", "--batch", "10", "--concurrency", "2", "--json");
        assertThat(pop.exitCode()).isZero();
        JsonNode result = JSON.readTree(pop.out());
        assertThat(result.path("messages").asLong()).isEqualTo(40);
        assertThat(result.path("mode").asText()).isEqualTo("pop");
        assertThat(result.path("p99Ms").asDouble()).isPositive();
        assertThat(result.path("maxMs").asDouble()).isGreaterThanOrEqualTo(result.path("p50Ms").asDouble());
    }

    @Test
    void rejectsAZeroConcurrency() {
        Cli.Run run = queen("bench", "push", "--concurrency", "0");

        assertThat(run.exitCode()).isEqualTo(QueenCli.USAGE);
        assertThat(run.err().lines()).singleElement().asString().contains("must be at least 1");
    }
}
