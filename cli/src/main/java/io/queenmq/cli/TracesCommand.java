package io.queenmq.cli;

import io.queenmq.client.admin.Trace;
import io.queenmq.client.admin.TraceName;
import io.queenmq.client.admin.TraceNames;
import io.queenmq.client.admin.TracesByName;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code queen traces [NAME]}: the trace events carrying a name, or the names in use. */
@Command(name = "traces", description = "List the trace events carrying NAME; without NAME, the trace names in use.")
final class TracesCommand extends CliCommand {
    @Parameters(paramLabel = "NAME", arity = "0..1")
    String name;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "50", description = "At most N (default ${DEFAULT-VALUE}).")
    int limit;

    @Override
    public Integer call() {
        if (name == null) {
            TraceNames names = queen().admin().traceNames(limit, 0);
            return print(names, out -> {
                Table table = new Table("NAME", "EVENTS", "MESSAGES", "LAST-SEEN");
                for (TraceName n : names.names()) {
                    table.row(n.name(), n.traceCount(), n.messageCount(), n.lastSeen());
                }
                table.print(out);
            });
        }
        TracesByName traces = queen().admin().tracesByName(name, limit, 0);
        return print(traces, out -> {
            Table table = new Table("CREATED", "EVENT", "QUEUE", "PARTITION", "TRANSACTION", "DATA");
            for (Trace t : traces.traces()) {
                table.row(t.createdAt(), t.eventType(), t.queueName(), t.partitionName(), t.transactionId(), t.data());
            }
            table.print(out);
            out.printf("%d of %d event(s)%n", traces.traces().size(), traces.total());
        });
    }
}
