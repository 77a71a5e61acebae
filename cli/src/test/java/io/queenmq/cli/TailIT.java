package io.queenmq.cli;

import static io.queenmq.cli.Cli.queen;
import static io.queenmq.cli.Cli.withStdin;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.queenmq.client.TestBroker;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code queen tail} prints and acks what arrives; stopping it leaves the cursor after what it printed. */
class TailIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    @Timeout(60)
    void stoppedTailLeavesTheCursorAfterWhatItPrinted() throws InterruptedException, IOException {
        String q = TestBroker.uniqueName("cli-tail");
        String group = TestBroker.uniqueName("audit");
        withStdin("{\"n\":1}\n{\"n\":2}\n{\"n\":3}\n", "push", q);

        Cli.Run tail = Cli.tailUntil(out -> out.lines().count() == 3, q, "-g", group);

        assertThat(tail.exitCode()).isZero();
        assertThat(tail.err()).isEmpty();
        assertThat(tail.outLines()).hasSize(3);
        assertThat(tail.outLines().get(0)).contains("Default", "{\"n\":1}");
        assertThat(tail.outLines().get(2)).contains("{\"n\":3}");

        // The three were acked and the waiting pop was abandoned without a lease: the next two come at once.
        withStdin("{\"n\":4}\n{\"n\":5}\n", "push", q);
        JsonNode next = JSON.readTree(queen("pop", q, "-g", group, "-n", "10", "--json").out());
        assertThat(next).hasSize(2);
        assertThat(next.get(0).path("data").path("n").asInt()).isEqualTo(4);
    }

    @Test
    @Timeout(60)
    void tailPrintsJsonLines() throws InterruptedException, IOException {
        String q = TestBroker.uniqueName("cli-tail-json");
        withStdin("\"hello\"\n", "push", q, "-p", "p1");

        Cli.Run tail = Cli.tailUntil(out -> !out.isEmpty(), q, "--json");

        JsonNode line = JSON.readTree(tail.outLines().get(0));
        assertThat(line.path("data").asText()).isEqualTo("hello");
        assertThat(line.path("partition").asText()).isEqualTo("p1");
    }
}
