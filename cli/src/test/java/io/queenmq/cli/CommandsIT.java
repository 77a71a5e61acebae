package io.queenmq.cli;

import static io.queenmq.cli.Cli.queen;
import static io.queenmq.cli.Cli.withStdin;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.queenmq.client.Queen;
import io.queenmq.client.TestBroker;
import io.queenmq.client.consume.AckStatus;
import io.queenmq.client.consume.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each command against a real broker: what it prints as a table and as JSON, and its exit code. */
class CommandsIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void statusShowsHealthAndMaintenance() throws IOException {
        Cli.Run table = queen("status");
        Cli.Run json = queen("status", "--json");

        assertThat(table.exitCode()).isZero();
        assertThat(table.out()).contains("healthy", "database     connected", "maintenance  push off, pop off");
        assertThat(JSON.readTree(json.out()).path("health").path("status").asText()).isEqualTo("healthy");
    }

    @Test
    void pushFromStdinThenPopAndAck() throws IOException {
        String q = TestBroker.uniqueName("cli-push");

        Cli.Run push = withStdin("{\"orderId\":7}\n\nplain text\n", "push", q, "-p", "customer-42");
        assertThat(push.exitCode()).isZero();
        assertThat(push.out()).isEqualTo("pushed 2 message(s) to " + q + "/customer-42: 2 queued, 0 duplicate, 0 buffered, 0 failed\n");

        Cli.Run pop = queen("pop", q, "-n", "10", "--ack");
        assertThat(pop.exitCode()).isZero();
        assertThat(pop.outLines()).hasSize(3);
        assertThat(pop.outLines().get(0)).startsWith("CREATED").contains("PARTITION", "TRANSACTION", "DATA");
        assertThat(pop.outLines().get(1)).contains("customer-42", "{\"orderId\":7}");
        assertThat(pop.outLines().get(2)).contains("\"plain text\"");

        // Acked: nothing left to pop.
        Cli.Run empty = queen("pop", q, "--json");
        assertThat(empty.out()).isEqualTo("[]\n");
    }

    @Test
    void pushFromFileAndPopAsJsonWithoutAck(@TempDir Path dir) throws IOException {
        String q = TestBroker.uniqueName("cli-file");
        Path file = dir.resolve("messages.jsonl");
        Files.writeString(file, "{\"n\":1}\n{\"n\":2}\n{\"n\":3}\n");

        Cli.Run push = queen("push", q, "--file", file.toString(), "--batch", "2", "--json");
        assertThat(push.exitCode()).isZero();
        JsonNode results = JSON.readTree(push.out());
        assertThat(results).hasSize(3);
        assertThat(results.get(0).path("status").asText()).isEqualTo("queued");

        JsonNode popped = JSON.readTree(queen("pop", q, "-n", "2", "-g", "readers", "--json").out());
        assertThat(popped).hasSize(2);
        assertThat(popped.get(0).path("data").path("n").asInt()).isEqualTo(1);
        assertThat(popped.get(0).path("leaseId").asText()).isNotEmpty();
        // Not acked: the lease holds the partition, so another pop of the group gets nothing now.
        assertThat(queen("pop", q, "-g", "readers", "--json").out()).isEqualTo("[]\n");
    }

    @Test
    void queuesConfigureListShowDelete() throws IOException {
        String q = TestBroker.uniqueName("cli-queues");

        Cli.Run configure = queen("queues", "configure", q, "--lease-time", "30", "--retry-limit", "2", "--namespace", "shop");
        assertThat(configure.exitCode()).isZero();
        assertThat(configure.out()).isEqualTo("configured queue " + q + ": lease 30 s, retry limit 2\n");

        withStdin("1\n2\n", "push", q, "-p", "a");
        Cli.Run list = queen("queues");
        assertThat(list.outLines().get(0)).startsWith("QUEUE").contains("NAMESPACE", "PARTITIONS", "PENDING");
        assertThat(list.outLines()).anySatisfy(line -> assertThat(line).startsWith(q + " ").contains("shop"));
        JsonNode listed = JSON.readTree(queen("queues", "ls", "--json").out()).path("queues");
        assertThat(listed.findValuesAsText("name")).contains(q);

        Cli.Run show = queen("queues", "show", q);
        assertThat(show.exitCode()).isZero();
        assertThat(show.outLines().get(0)).startsWith("queue " + q + " (namespace shop");
        assertThat(show.outLines()).anySatisfy(line -> assertThat(line).startsWith("Default "))
                .anySatisfy(line -> assertThat(line).startsWith("a "));

        assertThat(queen("queues", "delete", q).out()).isEqualTo("deleted queue " + q + "\n");
        assertThat(queen("queues", "delete", q).out()).isEqualTo("no queue " + q + "\n");
        assertThat(queen("queues", "show", q).exitCode()).isEqualTo(QueenCli.BROKER_ERROR);
    }

    @Test
    void groupsListLagSeekAndDelete() throws IOException {
        String q = TestBroker.uniqueName("cli-groups");
        String group = TestBroker.uniqueName("billing");
        withStdin("1\n2\n3\n", "push", q);
        queen("pop", q, "-g", group, "--ack");

        Cli.Run list = queen("groups", "ls");
        assertThat(list.outLines().get(0)).startsWith("GROUP").contains("QUEUE", "LAG", "STATE");
        assertThat(list.outLines()).anySatisfy(line -> assertThat(line).startsWith(group + " ").contains(q));
        JsonNode groups = JSON.readTree(queen("groups", "--json").out());
        assertThat(groups.findValuesAsText("name")).contains(group);

        JsonNode lagging = JSON.readTree(queen("groups", "lag", "--json").out());
        assertThat(lagging.findValuesAsText("consumer_group")).contains(group);

        Cli.Run toEnd = queen("groups", "seek", group, q, "--to-end");
        assertThat(toEnd.exitCode()).isZero();
        assertThat(toEnd.out()).isEqualTo("moved " + group + " on " + q + ": 1 partition(s) to the end\n");
        assertThat(queen("pop", q, "-g", group, "--json").out()).isEqualTo("[]\n");

        Cli.Run back = queen("groups", "seek", group, q, "--timestamp", Instant.now().minusSeconds(3600).toString());
        assertThat(back.exitCode()).isZero();
        assertThat(JSON.readTree(queen("pop", q, "-g", group, "-n", "10", "--ack", "--json").out())).hasSize(3);

        Cli.Run delete = queen("groups", "delete", group, "--queue", q);
        assertThat(delete.exitCode()).isZero();
        assertThat(delete.out()).startsWith("deleted group " + group + " on " + q + ": ");
    }

    @Test
    void dlqListsDeadLetters() throws IOException {
        String q = TestBroker.uniqueName("cli-dlq");
        Message message;
        try (Queen queen = Queen.connect(TestBroker.url())) {
            queen.queue(q).push(List.of("bad"));
            message = queen.queue(q).wait(false).pop().get(0);
            queen.ack(message, AckStatus.DLQ, "unparseable");
        }

        Cli.Run table = queen("dlq", q);
        assertThat(table.exitCode()).isZero();
        assertThat(table.outLines().get(0)).startsWith("FAILED").contains("ERROR");
        assertThat(table.outLines().get(1)).contains(message.transactionId(), "unparseable");
        assertThat(table.outLines().get(2)).isEqualTo("1 of 1 dead letter(s)");
        assertThat(JSON.readTree(queen("dlq", q, "--json").out()).path("total").asLong()).isEqualTo(1);
    }

    @Test
    void tracesByNameAndTheNamesInUse() throws IOException {
        String q = TestBroker.uniqueName("cli-traces");
        String name = TestBroker.uniqueName("tenant");
        Message message;
        try (Queen queen = Queen.connect(TestBroker.url())) {
            queen.queue(q).push(List.of(1));
            message = queen.queue(q).wait(false).pop().get(0);
            queen.trace(message, "billed", Map.of("amount", 12), name);
        }

        Cli.Run table = queen("traces", name);
        assertThat(table.exitCode()).isZero();
        assertThat(table.outLines().get(1)).contains("billed", q, message.transactionId(), "{\"amount\":12}");
        assertThat(JSON.readTree(queen("traces", name, "--json").out()).path("total").asLong()).isEqualTo(1);
        assertThat(queen("traces", "--limit", "1000").out()).contains(name);
    }

    @Test
    void maintenanceOnAndOff() throws IOException {
        try {
            Cli.Run on = queen("maintenance", "on");
            assertThat(on.exitCode()).isZero();
            assertThat(on.out()).isEqualTo("push maintenance on\n");
            assertThat(queen("maintenance").out()).startsWith("push maintenance on, ");
            assertThat(queen("maintenance", "on", "--pop").out()).isEqualTo("pop maintenance on\n");
            JsonNode both = JSON.readTree(queen("maintenance", "status", "--json").out());
            assertThat(both.get(0).path("maintenanceMode").asBoolean()).isTrue();
            assertThat(both.get(1).path("popMaintenanceMode").asBoolean()).isTrue();
        } finally {
            assertThat(queen("maintenance", "off").exitCode()).isZero();
            assertThat(queen("maintenance", "off", "--pop").exitCode()).isZero();
        }
        assertThat(queen("maintenance").out()).isEqualTo("push maintenance off, 0 buffered\npop maintenance off\n");
    }
}
