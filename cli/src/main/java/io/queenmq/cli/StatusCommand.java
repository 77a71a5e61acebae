package io.queenmq.cli;

import io.queenmq.client.admin.Admin;
import io.queenmq.client.admin.Health;
import io.queenmq.client.admin.MaintenanceStatus;
import io.queenmq.client.admin.Metrics;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Command;

/** {@code queen status}: the broker's health, traffic and maintenance modes. */
@Command(name = "status", description = "Show the broker's health, traffic and maintenance modes.")
final class StatusCommand extends CliCommand {
    @Override
    public Integer call() {
        Admin admin = queen().admin();
        Health health = admin.health();
        Metrics metrics = admin.metrics();
        MaintenanceStatus push = admin.maintenance();
        MaintenanceStatus pop = admin.popMaintenance();
        Map<String, Object> status = new LinkedHashMap<>();
        status.put("url", root().url);
        status.put("health", health);
        status.put("metrics", metrics);
        status.put("maintenance", push);
        status.put("popMaintenance", pop);
        return print(status, out -> {
            out.printf("broker       %s (%s, version %s)%n", root().url, health.status(), health.version());
            out.printf("database     %s%n", health.database());
            out.printf("uptime       %.0f s%n", metrics.uptime());
            out.printf("requests     %d (%.1f/s)%n", metrics.requests().total(), metrics.requests().rate());
            out.printf("messages     %d (%.1f/s)%n", metrics.messages().total(), metrics.messages().rate());
            out.printf("maintenance  push %s, pop %s, %d buffered%n", onOff(push.maintenanceMode()),
                    onOff(pop.popMaintenanceMode()), push.bufferedMessages() == null ? 0 : push.bufferedMessages());
        });
    }

    static String onOff(Boolean mode) {
        return Boolean.TRUE.equals(mode) ? "on" : "off";
    }
}
