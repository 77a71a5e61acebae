package io.queenmq.cli;

import io.queenmq.client.admin.MessageCounts;
import io.queenmq.client.admin.PartitionDetail;
import io.queenmq.client.admin.QueueDetail;
import io.queenmq.client.admin.QueueList;
import io.queenmq.client.admin.QueueSummary;
import io.queenmq.client.queue.QueueConfig;
import io.queenmq.client.queue.QueueConfigured;
import io.queenmq.client.queue.QueueDeleted;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code queen queues [ls|show|delete|configure]}: the queues and their partitions. */
@Command(name = "queues", description = "List, show, delete or configure queues (default: ls).")
final class QueuesCommand extends CliCommand {
    @Override
    public Integer call() {
        return list();
    }

    @Command(name = "ls", description = "List every queue with its message counts (refreshed every few seconds).")
    int list() {
        QueueList queues = queen().admin().queues();
        return print(queues, out -> {
            Table table = new Table("QUEUE", "NAMESPACE", "PARTITIONS", "TOTAL", "PENDING", "PROCESSING", "COMPLETED", "DEAD");
            for (QueueSummary q : queues.queues()) {
                MessageCounts c = q.messages();
                table.row(q.name(), q.namespace(), q.partitions(), c.total(), c.pending(), c.processing(), c.completed(),
                        c.deadLetter());
            }
            table.print(out);
        });
    }

    @Command(name = "show", description = "Show one queue with its partitions.")
    int show(@Parameters(paramLabel = "QUEUE") String name) {
        QueueDetail queue = queen().admin().queue(name);
        return print(queue, out -> {
            out.printf("queue %s (namespace %s, task %s), created %s%n", queue.name(), queue.namespace(), queue.task(),
                    queue.createdAt());
            Table table = new Table("PARTITION", "TOTAL", "PENDING", "PROCESSING", "COMPLETED", "DEAD", "NEWEST");
            for (PartitionDetail p : queue.partitions()) {
                MessageCounts c = p.stats();
                table.row(p.name(), c.total(), c.pending(), c.processing(), c.completed(), c.deadLetter(), p.newestMessage());
            }
            table.print(out);
        });
    }

    @Command(name = "delete", description = "Delete a queue with its messages, cursors and dead letters.")
    int delete(@Parameters(paramLabel = "QUEUE") String name) {
        QueueDeleted deleted = queen().queue(name).delete();
        return print(deleted, out -> out.println(deleted.existed() ? "deleted queue " + name : "no queue " + name));
    }

    @Command(name = "configure", description = {"Create a queue or replace its options.",
            "Options not given are reset to their defaults: configuring replaces the whole configuration."})
    int configure(@Parameters(paramLabel = "QUEUE") String name,
                  @Option(names = "--lease-time", paramLabel = "SECONDS", description = "How long a pop holds a partition.") Integer leaseTime,
                  @Option(names = "--retry-limit", paramLabel = "N", description = "Failed deliveries before a message is dead-lettered.") Integer retryLimit,
                  @Option(names = "--delayed-processing", paramLabel = "SECONDS", description = "Messages younger than this are not delivered.") Integer delay,
                  @Option(names = "--window-buffer", paramLabel = "SECONDS", description = "A partition is served once its newest message is this old.") Integer window,
                  @Option(names = "--retention", paramLabel = "SECONDS", description = "Delete messages older than this.") Integer retention,
                  @Option(names = "--encryption", description = "Store payloads encrypted (the broker needs a key).") boolean encryption,
                  @Option(names = "--namespace", paramLabel = "NAME") String namespace,
                  @Option(names = "--task", paramLabel = "NAME") String task) {
        QueueConfig config = QueueConfig.defaults().encryptionEnabled(encryption);
        if (leaseTime != null) {
            config = config.leaseTimeSeconds(leaseTime);
        }
        if (retryLimit != null) {
            config = config.retryLimit(retryLimit);
        }
        if (delay != null) {
            config = config.delayedProcessingSeconds(delay);
        }
        if (window != null) {
            config = config.windowBufferSeconds(window);
        }
        if (retention != null) {
            config = config.retentionEnabled(true).retentionSeconds(retention);
        }
        QueueConfigured configured = queen().queue(name).namespace(namespace).task(task).config(config).create();
        return print(configured, out -> out.printf("configured queue %s: lease %d s, retry limit %d%n", name,
                configured.options().leaseTimeSeconds(), configured.options().retryLimit()));
    }
}
