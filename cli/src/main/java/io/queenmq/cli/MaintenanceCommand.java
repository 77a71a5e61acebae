package io.queenmq.cli;

import io.queenmq.client.admin.Admin;
import io.queenmq.client.admin.MaintenanceStatus;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code queen maintenance [on|off|status] [--pop]}: the push and pop maintenance modes of the deployment. */
@Command(name = "maintenance", description = {"Show or switch maintenance on every broker of the deployment.",
        "Push maintenance spools pushes to disk and replays them when switched off; pop maintenance answers every pop empty."})
final class MaintenanceCommand extends CliCommand {
    enum Action { ON, OFF, STATUS }

    @Parameters(paramLabel = "on|off|status", defaultValue = "status", arity = "0..1",
            description = "Switch on, off, or show (default).")
    Action action;

    @Option(names = "--pop", description = "Switch pop maintenance instead of push maintenance.")
    boolean pop;

    @Override
    public Integer call() {
        Admin admin = queen().admin();
        if (action != Action.STATUS) {
            boolean enabled = action == Action.ON;
            MaintenanceStatus status = pop ? admin.popMaintenance(enabled) : admin.maintenance(enabled);
            return print(status, out -> out.printf("%s maintenance %s%n", pop ? "pop" : "push", StatusCommand.onOff(enabled)));
        }
        MaintenanceStatus push = admin.maintenance();
        MaintenanceStatus pops = admin.popMaintenance();
        return print(List.of(push, pops), out -> {
            out.printf("push maintenance %s, %d buffered%n", StatusCommand.onOff(push.maintenanceMode()),
                    push.bufferedMessages() == null ? 0 : push.bufferedMessages());
            out.printf("pop maintenance %s%n", StatusCommand.onOff(pops.popMaintenanceMode()));
        });
    }
}
