package io.queenmq.cli;

import io.queenmq.client.admin.Admin;
import io.queenmq.client.admin.ConsumerGroup;
import io.queenmq.client.admin.GroupDeleted;
import io.queenmq.client.admin.LaggingPartition;
import io.queenmq.client.admin.SeekResult;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code queen groups [ls|lag|seek|delete]}: consumer groups, their lag, replay and reset. */
@Command(name = "groups", description = "List consumer groups, show lagging partitions, seek or delete a group (default: ls).")
final class GroupsCommand extends CliCommand {
    @Override
    public Integer call() {
        return list();
    }

    @Command(name = "ls", description = "List every consumer group on every queue with its lag.")
    int list() {
        List<ConsumerGroup> groups = queen().admin().consumerGroups();
        return print(groups, out -> {
            Table table = new Table("GROUP", "QUEUE", "PARTITIONS", "LAGGING", "LAG", "MAX-LAG-S", "STATE");
            for (ConsumerGroup g : groups) {
                table.row(g.name(), g.queueName(), g.members(), g.partitionsWithLag(), g.totalLag(), g.maxTimeLag(), g.state());
            }
            table.print(out);
        });
    }

    @Command(name = "lag", description = "List the partitions whose oldest unconsumed message waited at least --min-seconds.")
    int lag(@Option(names = "--min-seconds", paramLabel = "S", defaultValue = "0",
            description = "Only partitions waiting this long (default ${DEFAULT-VALUE}).") long minSeconds) {
        List<LaggingPartition> lagging = queen().admin().laggingPartitions(Duration.ofSeconds(minSeconds));
        return print(lagging, out -> {
            Table table = new Table("GROUP", "QUEUE", "PARTITION", "LAG", "LAG-S", "OLDEST-UNCONSUMED");
            for (LaggingPartition p : lagging) {
                table.row(p.consumerGroup(), p.queueName(), p.partitionName(), p.offsetLag(), p.timeLagSeconds(),
                        p.oldestUnconsumedAt());
            }
            table.print(out);
        });
    }

    /** Where {@code seek} moves the cursors: exactly one of the two. */
    static final class Target {
        @Option(names = "--to-end", required = true, description = "Skip every message there is now.")
        boolean toEnd;

        @Option(names = "--timestamp", required = true, paramLabel = "ISO-TIME",
                description = "Consume again every message created after this time, e.g. 2026-05-06T10:00:00Z.")
        Instant timestamp;
    }

    @Command(name = "seek", description = "Move a group's cursors on a queue: to the end, or back to a time.")
    int seek(@Parameters(paramLabel = "GROUP") String group, @Parameters(paramLabel = "QUEUE") String queue,
             @ArgGroup(multiplicity = "1") Target target) {
        Admin admin = queen().admin();
        SeekResult result = target.toEnd ? admin.seekToEnd(group, queue) : admin.seek(group, queue, target.timestamp);
        return print(result, out -> out.printf("moved %s on %s: %d partition(s) %s%n", group, queue,
                result.partitionsUpdated(), target.toEnd ? "to the end" : "to " + target.timestamp));
    }

    @Command(name = "delete", description = "Delete a group's cursors and leases, so that it starts afresh.")
    int delete(@Parameters(paramLabel = "GROUP") String group,
               @Option(names = "--queue", paramLabel = "QUEUE", description = "On this queue only.") String queue,
               @Option(names = "--keep-subscription", description = "Keep where the group subscribed from.") boolean keep) {
        Admin admin = queen().admin();
        GroupDeleted deleted = queue == null ? admin.deleteConsumerGroup(group, !keep)
                : admin.deleteConsumerGroup(group, queue, !keep);
        return print(deleted, out -> out.printf("deleted group %s%s: %d partition cursor(s)%n", group,
                queue == null ? "" : " on " + queue, deleted.deletedPartitions()));
    }
}
