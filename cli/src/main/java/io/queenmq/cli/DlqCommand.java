package io.queenmq.cli;

import io.queenmq.client.admin.DeadLetter;
import io.queenmq.client.admin.DeadLetterPage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code queen dlq Q}: a queue's dead letters, newest first. */
@Command(name = "dlq", description = "List a queue's dead letters, newest first.")
final class DlqCommand extends CliCommand {
    @Parameters(paramLabel = "QUEUE")
    String queue;

    @Option(names = {"-g", "--group"}, paramLabel = "GROUP", description = "Only this consumer group's.")
    String group;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "20", description = "At most N (default ${DEFAULT-VALUE}).")
    int limit;

    @Override
    public Integer call() {
        DeadLetterPage page = queen().admin().deadLetters(queue, group, limit, 0);
        return print(page, out -> {
            Table table = new Table("FAILED", "PARTITION", "GROUP", "RETRIES", "TRANSACTION", "ERROR");
            for (DeadLetter d : page.messages()) {
                table.row(d.failedAt(), d.partition(), d.consumerGroup(), d.retryCount(), d.transactionId(), d.errorMessage());
            }
            table.print(out);
            out.printf("%d of %d dead letter(s)%n", page.messages().size(), page.total());
        });
    }
}
