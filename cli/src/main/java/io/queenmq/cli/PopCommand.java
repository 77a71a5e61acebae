package io.queenmq.cli;

import io.queenmq.client.QueueBuilder;
import io.queenmq.client.consume.Message;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code queen pop Q}: one pop, printed, acknowledged with {@code --ack}. */
@Command(name = "pop", description = {"Pop messages once and print them.",
        "Without --ack they stay leased to this pop until the queue's lease time passes, then come back."})
final class PopCommand extends CliCommand {
    @Mixin
    Consumer consumer;

    @Option(names = {"-p", "--partition"}, paramLabel = "PARTITION", description = "Pop from this partition only.")
    String partition;

    @Option(names = {"-n", "--count"}, paramLabel = "N", defaultValue = "1", description = "At most N messages (default ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--wait", paramLabel = "SECONDS", defaultValue = "0",
            description = "Wait up to SECONDS for a message to arrive (default ${DEFAULT-VALUE}: answer at once).")
    int waitSeconds;

    @Option(names = "--ack", description = "Acknowledge the messages once printed.")
    boolean ack;

    @Override
    public Integer call() {
        QueueBuilder source = consumer.source(queen()).batch(count)
                .wait(waitSeconds > 0).timeoutMillis(Math.max(1, waitSeconds * 1000L));
        if (partition != null) {
            source = source.partition(partition);
        }
        List<Message> messages = source.pop();
        print(messages, out -> printMessages(out, messages));
        if (ack && !messages.isEmpty()) {
            queen().ack(messages);
        }
        return QueenCli.OK;
    }

    /** One row per message: the columns {@code tail} prints too, with a header. */
    private static void printMessages(PrintWriter out, List<Message> messages) {
        Table table = new Table("CREATED", "PARTITION", "TRANSACTION", "DATA");
        for (Message m : messages) {
            table.row(m.createdAt(), m.partition(), m.transactionId(), m.data());
        }
        table.print(out);
    }
}
