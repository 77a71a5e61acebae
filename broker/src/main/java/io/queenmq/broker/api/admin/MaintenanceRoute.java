package io.queenmq.broker.api.admin;

import io.queenmq.broker.api.BlockingWork;
import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.service.MaintenanceMode;
import io.queenmq.broker.spool.Spool;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code GET/POST /api/v1/system/maintenance} and {@code GET/POST /api/v1/system/maintenance/pop} (docs/http-api.md §4.9):
 * read this broker's view of a maintenance flag, or set it for the whole cluster.
 */
final class MaintenanceRoute implements RouteHandler {
    private static final double BYTES_PER_MB = 1024.0 * 1024.0;

    private final MaintenanceMode mode;
    /** Null for the pop route. */
    private final Spool spool;
    private final BlockingWork blocking;
    private final boolean pop;

    private MaintenanceRoute(MaintenanceMode mode, Spool spool, BlockingWork blocking, boolean pop) {
        this.mode = mode;
        this.spool = spool;
        this.blocking = blocking;
        this.pop = pop;
    }

    /** Push maintenance: pushes go to the spool. */
    static MaintenanceRoute push(MaintenanceMode mode, Spool spool, BlockingWork blocking) {
        return new MaintenanceRoute(mode, spool, blocking, false);
    }

    /** Pop maintenance: pops answer 204. */
    static MaintenanceRoute pop(MaintenanceMode mode, BlockingWork blocking) {
        return new MaintenanceRoute(mode, null, blocking, true);
    }

    @Override
    public void handle(HttpExchange exchange) {
        if (exchange.method().equals("GET")) {
            exchange.respond(200, pop ? popState() : pushState());
            return;
        }
        JsonNode enabledField = exchange.jsonBody().get("enabled");
        if (enabledField == null || !enabledField.isBoolean()) {
            throw ApiException.badRequest("enabled (boolean) is required");
        }
        boolean enabled = enabledField.booleanValue();
        blocking.submit(exchange, () -> {
            Map<String, Object> body = new LinkedHashMap<>();
            if (pop) {
                mode.setPopMaintenance(enabled);
                body.put("popMaintenanceMode", enabled);
                body.put("message", enabled ? "Pop maintenance enabled: every pop answers 204 without messages"
                        : "Pop maintenance disabled: pops deliver messages again");
            } else {
                mode.setPushMaintenance(enabled);
                body.put("maintenanceMode", enabled);
                body.put("bufferedMessages", spool.pendingRecords());
                body.put("bufferHealthy", spool.writable());
                body.put("message", enabled ? "Maintenance enabled: pushes are written to the file buffer"
                        : "Maintenance disabled: pushes go to the database and the file buffer drains into it");
            }
            exchange.respond(200, body);
        });
    }

    private Map<String, Object> pushState() {
        Map<String, Object> failedFiles = new LinkedHashMap<>();
        failedFiles.put("count", spool.quarantineFileCount());
        failedFiles.put("totalBytes", spool.quarantineBytes());
        failedFiles.put("totalMB", spool.quarantineBytes() / BYTES_PER_MB);
        failedFiles.put("failoverCount", spool.quarantineFileCount());
        failedFiles.put("qos0Count", 0);
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("pendingCount", spool.pendingRecords());
        stats.put("failedCount", spool.quarantinedRecords());
        stats.put("dbHealthy", mode.databaseReachable());
        stats.put("failedFiles", failedFiles);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("maintenanceMode", mode.pushMaintenance());
        body.put("popMaintenanceMode", mode.popMaintenance());
        body.put("bufferedMessages", spool.pendingRecords());
        body.put("bufferHealthy", spool.writable());
        body.put("bufferStats", stats);
        return body;
    }

    private Map<String, Object> popState() {
        boolean enabled = mode.popMaintenance();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("popMaintenanceMode", enabled);
        body.put("message", enabled ? "Pop maintenance is on: every pop answers 204 without messages"
                : "Pop maintenance is off");
        return body;
    }
}
