package io.queenmq.cli;

import io.queenmq.client.Message;
import io.queenmq.client.QueueBuilder;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code queen tail Q}: follows a queue, printing and acknowledging each batch. Interrupting it
 * (Ctrl-C) abandons the waiting pop, so the group's cursor stays where the last printed batch was acked.
 */
@Command(name = "tail", description = {"Follow a queue: print each message as it arrives, then acknowledge it.",
        "Ctrl-C stops it; the group's cursor stays after the last message printed."})
final class TailCommand extends CliCommand {
    @Mixin
    Consumer consumer;

    @Option(names = "--batch", paramLabel = "N", defaultValue = "100", description = "Messages per pop (default ${DEFAULT-VALUE}).")
    int batch;

    @Override
    public Integer call() {
        Thread tailing = Thread.currentThread();
        CountDownLatch stopped = new CountDownLatch(1);
        // Ctrl-C runs the hooks while this thread still runs: stop it between batches, not mid-ack.
        Thread onCtrlC = new Thread(() -> {
            tailing.interrupt();
            try {
                stopped.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException ignored) {
                // the JVM is exiting anyway
            }
        });
        Runtime.getRuntime().addShutdownHook(onCtrlC);
        try {
            follow(consumer.source(queen()).batch(batch).timeoutMillis(10_000));
            return QueenCli.OK;
        } finally {
            stopped.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(onCtrlC);
            } catch (IllegalStateException exiting) {
                // called from the hook's own shutdown: nothing to remove
            }
        }
    }

    private void follow(QueueBuilder source) {
        while (!Thread.currentThread().isInterrupted()) {
            CompletableFuture<List<Message>> pop = source.popAsync();
            List<Message> messages;
            try {
                messages = pop.get();
            } catch (InterruptedException e) {
                pop.cancel(true);
                return;
            } catch (ExecutionException e) {
                throw e.getCause() instanceof RuntimeException ? (RuntimeException) e.getCause()
                        : new IllegalStateException(e.getCause());
            }
            for (Message m : messages) {
                out().println(root().json() ? json(m)
                        : String.join("  ", m.createdAt(), m.partition(), m.transactionId(), String.valueOf(m.data())));
            }
            out().flush();
            if (!messages.isEmpty()) {
                queen().ack(messages);
            }
        }
    }
}
