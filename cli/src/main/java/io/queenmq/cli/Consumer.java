package io.queenmq.cli;

import io.queenmq.client.Queen;
import io.queenmq.client.QueueBuilder;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The queue a consuming command pops from and the consumer group it pops as (pop, tail). */
final class Consumer {
    @Parameters(paramLabel = "QUEUE")
    String queue;

    @Option(names = {"-g", "--group"}, paramLabel = "GROUP", description = "Consumer group (default: plain queue mode).")
    String group;

    QueueBuilder source(Queen queen) {
        return queen.queue(queue).group(group);
    }
}
