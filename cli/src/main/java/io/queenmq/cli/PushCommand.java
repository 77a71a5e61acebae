package io.queenmq.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.queenmq.client.QueueBuilder;
import io.queenmq.client.push.PushResult;
import io.queenmq.client.push.PushStatus;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/** {@code queen push Q}: one message per line of a file or of stdin. */
@Command(name = "push", description = {"Push one message per line of --file, or of stdin.",
        "A line that is valid JSON is pushed as that JSON, any other line as a string; blank lines are skipped."})
final class PushCommand extends CliCommand {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Parameters(paramLabel = "QUEUE", description = "The queue (created on first push).")
    String queue;

    @Option(names = {"-p", "--partition"}, paramLabel = "PARTITION", description = "The partition (default: Default).")
    String partition;

    @Option(names = {"-f", "--file"}, paramLabel = "FILE", description = "Read the messages from FILE instead of stdin.")
    Path file;

    @Option(names = "--batch", paramLabel = "N", defaultValue = "100", description = "Messages per request (default ${DEFAULT-VALUE}).")
    int batch;

    @Override
    public Integer call() throws IOException {
        QueueBuilder target = partition == null ? queen().queue(queue) : queen().queue(queue).partition(partition);
        List<PushResult> results = new ArrayList<>();
        try (BufferedReader lines = file != null ? Files.newBufferedReader(file, StandardCharsets.UTF_8)
                : new BufferedReader(new InputStreamReader(root().stdin(), StandardCharsets.UTF_8))) {
            List<Object> pending = new ArrayList<>();
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (!line.isBlank()) {
                    pending.add(payload(line));
                }
                if (pending.size() == Math.max(1, batch)) {
                    results.addAll(target.push(pending));
                    pending.clear();
                }
            }
            if (!pending.isEmpty()) {
                results.addAll(target.push(pending));
            }
        } catch (NoSuchFileException e) {
            throw new ParameterException(spec.commandLine(), "no such file: " + file);
        }
        long failed = results.stream().filter(r -> r.status() == PushStatus.FAILED).count();
        print(results, out -> out.printf("pushed %d message(s) to %s%s: %d queued, %d duplicate, %d buffered, %d failed%n",
                results.size(), queue, partition == null ? "" : "/" + partition, count(results, PushStatus.QUEUED),
                count(results, PushStatus.DUPLICATE), count(results, PushStatus.BUFFERED), failed));
        if (failed > 0) {
            results.stream().filter(r -> r.status() == PushStatus.FAILED).findFirst()
                    .ifPresent(r -> err().println("queen: " + failed + " item(s) failed, first: " + r.error()));
            return QueenCli.BROKER_ERROR;
        }
        return QueenCli.OK;
    }

    /** The line as JSON when it parses as JSON, else as a string. */
    private static Object payload(String line) {
        try {
            JsonNode node = JSON.readTree(line);
            return node == null ? line : node;
        } catch (IOException notJson) {
            return line;
        }
    }

    private static long count(List<PushResult> results, PushStatus status) {
        return results.stream().filter(r -> r.status() == status).count();
    }
}
