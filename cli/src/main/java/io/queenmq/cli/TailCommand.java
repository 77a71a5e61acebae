package io.queenmq.cli;

import io.queenmq.client.consume.Message;
import io.queenmq.client.consume.RunningConsumer;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code queen tail Q}: follows a queue with a consumer of the client, printing each batch before
 * it is acknowledged. Interrupting it (Ctrl-C) stops the consumer, which acks the batch in hand and
 * abandons its waiting pop, so the group's cursor stays after the last printed message.
 */
@Command(name = "tail", description = {"Follow a queue: print each message as it arrives, then acknowledge it.",
        "Ctrl-C stops it; the group's cursor stays after the last message printed."})
final class TailCommand extends CliCommand {
    @Mixin
    Consumer consumer;

    @Option(names = "--batch", paramLabel = "N", defaultValue = "100", description = "Messages per pop (default ${DEFAULT-VALUE}).")
    int batch;

    @Override
    public Integer call() throws InterruptedException {
        RunningConsumer tailing = consumer.source(queen()).batch(batch).timeoutMillis(10_000).consumeBatchAsync(this::print);
        // Ctrl-C runs the hooks while the consumer still runs: let it ack the batch in hand, then exit.
        Thread onCtrlC = new Thread(() -> stop(tailing));
        Runtime.getRuntime().addShutdownHook(onCtrlC);
        try {
            tailing.completion().get();
        } catch (InterruptedException e) {
            stop(tailing);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException ? (RuntimeException) e.getCause()
                    : new IllegalStateException(e.getCause());
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(onCtrlC);
            } catch (IllegalStateException exiting) {
                // called from the hook's own shutdown: nothing to remove
            }
        }
        return QueenCli.OK;
    }

    private void print(List<Message> messages) {
        for (Message m : messages) {
            out().println(root().json() ? json(m)
                    : String.join("  ", m.createdAt(), m.partition(), m.transactionId(), String.valueOf(m.data())));
        }
        out().flush();
    }

    /** Stops the consumer, waiting up to 5 s for the ack of the batch in hand. */
    private static void stop(RunningConsumer tailing) {
        try {
            tailing.stop().get(5, TimeUnit.SECONDS);
        } catch (InterruptedException | ExecutionException | TimeoutException ignored) {
            // exiting: a batch not acked in time is delivered again after its lease
        }
    }
}
