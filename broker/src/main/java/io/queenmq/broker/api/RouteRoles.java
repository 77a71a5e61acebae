package io.queenmq.broker.api;

import static io.queenmq.broker.http.Role.ADMIN;
import static io.queenmq.broker.http.Role.PUBLIC;
import static io.queenmq.broker.http.Role.READ_ONLY;
import static io.queenmq.broker.http.Role.READ_WRITE;

import io.queenmq.broker.http.Role;
import io.queenmq.broker.http.RoleTable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The minimum role of every route when JWT auth is on: the minimum-role column of docs/http-api.md §1, and for our own routes the nearest
 * analogue. The {@link io.queenmq.broker.http.Router} looks every route up here when it is added and refuses one
 * this table does not name, so a new route cannot start without a role. {@code OPTIONS} on any path is answered
 * before routing and is always public; unknown paths are 404 for everyone.
 */
public final class RouteRoles implements RoleTable {
    public static final RouteRoles TABLE = new RouteRoles();

    private final Map<String, Role> roles = new LinkedHashMap<>();

    private RouteRoles() {
        // Core (docs/http-api.md §3)
        role(PUBLIC, "GET", "/health");
        role(READ_WRITE, "POST", "/api/v1/configure");
        role(READ_WRITE, "POST", "/api/v1/push");
        role(READ_WRITE, "GET", "/api/v1/pop/queue/:queue");
        role(READ_WRITE, "GET", "/api/v1/pop/queue/:queue/partition/:partition");
        role(READ_WRITE, "POST", "/api/v1/ack");
        role(READ_WRITE, "POST", "/api/v1/ack/batch");
        role(READ_WRITE, "POST", "/api/v1/transaction");
        role(READ_WRITE, "POST", "/api/v1/lease/:leaseId/extend");
        role(ADMIN, "DELETE", "/api/v1/consumer-groups/:group");
        role(READ_WRITE, "POST", "/api/v1/consumer-groups/:group/subscription");
        role(ADMIN, "DELETE", "/api/v1/consumer-groups/:group/queues/:queue");
        role(READ_WRITE, "POST", "/api/v1/consumer-groups/:group/queues/:queue/seek");
        role(READ_WRITE, "POST", "/api/v1/consumer-groups/:group/queues/:queue/partitions/:partition/seek");
        // Metrics (docs/http-api.md §4.1, §4.2)
        role(PUBLIC, "GET", "/metrics");
        role(PUBLIC, "GET", "/metrics/prometheus");
        // Resources (docs/http-api.md §4.3); deleting one partition is ours, guarded like deleting its queue
        role(READ_ONLY, "GET", "/api/v1/resources/queues");
        role(READ_ONLY, "GET", "/api/v1/resources/queues/:queue");
        role(ADMIN, "DELETE", "/api/v1/resources/queues/:queue");
        role(ADMIN, "DELETE", "/api/v1/resources/queues/:queue/partitions/:partition");
        role(READ_ONLY, "GET", "/api/v1/resources/namespaces");
        role(READ_ONLY, "GET", "/api/v1/resources/tasks");
        role(READ_ONLY, "GET", "/api/v1/resources/overview");
        // Messages, DLQ, traces (docs/http-api.md §4.4-§4.6)
        role(READ_ONLY, "GET", "/api/v1/messages");
        role(READ_ONLY, "GET", "/api/v1/messages/:partitionId/:transactionId");
        role(READ_WRITE, "DELETE", "/api/v1/messages/:partitionId/:transactionId");
        role(READ_ONLY, "GET", "/api/v1/dlq");
        role(READ_WRITE, "POST", "/api/v1/traces");
        role(READ_ONLY, "GET", "/api/v1/traces/:partitionId/:transactionId");
        role(READ_ONLY, "GET", "/api/v1/traces/by-name/:traceName");
        role(READ_ONLY, "GET", "/api/v1/traces/names");
        // Status and analytics (docs/http-api.md §4.7)
        role(READ_ONLY, "GET", "/api/v1/status");
        role(READ_ONLY, "GET", "/api/v1/status/queues");
        role(READ_ONLY, "GET", "/api/v1/status/queues/:queue");
        role(READ_ONLY, "GET", "/api/v1/status/queues/:queue/messages");
        role(READ_ONLY, "GET", "/api/v1/status/analytics");
        role(READ_ONLY, "GET", "/api/v1/status/buffers");
        role(READ_ONLY, "GET", "/api/v1/analytics/system-metrics");
        role(READ_ONLY, "GET", "/api/v1/analytics/worker-metrics");
        role(READ_ONLY, "GET", "/api/v1/analytics/queue-lag");
        role(READ_ONLY, "GET", "/api/v1/analytics/queue-ops");
        role(READ_ONLY, "GET", "/api/v1/analytics/queue-parked-replicas");
        role(READ_ONLY, "GET", "/api/v1/analytics/retention");
        role(READ_ONLY, "GET", "/api/v1/analytics/postgres-stats");
        // Consumer-group views and stats refresh (docs/http-api.md §4.8)
        role(ADMIN, "POST", "/api/v1/stats/refresh");
        role(READ_ONLY, "GET", "/api/v1/consumer-groups");
        role(READ_ONLY, "GET", "/api/v1/consumer-groups/lagging");
        role(READ_ONLY, "GET", "/api/v1/consumer-groups/:group");
        // Maintenance and cluster sync (docs/http-api.md §4.9, §4.10)
        role(ADMIN, "GET", "/api/v1/system/maintenance");
        role(ADMIN, "POST", "/api/v1/system/maintenance");
        role(ADMIN, "GET", "/api/v1/system/maintenance/pop");
        role(ADMIN, "POST", "/api/v1/system/maintenance/pop");
        role(ADMIN, "GET", "/api/v1/system/shared-state");
        role(ADMIN, "POST", "/internal/api/notify");
        role(ADMIN, "GET", "/internal/api/shared-state/stats");
        role(ADMIN, "GET", "/internal/api/inter-instance/stats");
        // Streams (docs/http-api.md §5)
        role(READ_WRITE, "POST", "/streams/v1/queries");
        role(READ_WRITE, "POST", "/streams/v1/cycle");
        role(READ_ONLY, "POST", "/streams/v1/state/get");
        // Static dashboard (docs/http-api.md §4.12): its files are public; the API routes it calls are not
        role(PUBLIC, "GET", "/");
        role(PUBLIC, "GET", "/assets/:file");
    }

    private void role(Role role, String method, String pattern) {
        if (roles.put(method + " " + pattern, role) != null) {
            throw new IllegalStateException("Route listed twice in RouteRoles: " + method + " " + pattern);
        }
    }

    @Override
    public Role roleOf(String method, String pattern) {
        return roles.get(method + " " + pattern);
    }

    /**
     * Writes the table as Markdown to the file named by {@code args[0]}; {@code docs/route-roles.md} is regenerated
     * with {@value #REGENERATE_COMMAND} (a test fails when it is stale).
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: RouteRoles <output.md>");
        }
        Files.writeString(Path.of(args[0]), TABLE.markdown(), StandardCharsets.UTF_8);
    }

    public static final String REGENERATE_COMMAND = "mvn -q -pl broker -am compile && "
            + "java -cp broker/target/classes io.queenmq.broker.api.RouteRoles docs/route-roles.md";

    /** The table as the Markdown reference {@code docs/route-roles.md}. */
    public String markdown() {
        StringBuilder md = new StringBuilder();
        md.append("<!-- Generated from io.queenmq.broker.api.RouteRoles; do not edit. Regenerate with: ")
                .append(REGENERATE_COMMAND).append(" -->\n");
        md.append("# Routes and their minimum roles\n\n");
        md.append("With `JWT_ENABLED=true` a route needs a token whose role covers its minimum ")
                .append("(`admin` ⊇ `read-write` ⊇ `read-only`); public routes, `OPTIONS` on any path and the paths of ")
                .append("`JWT_SKIP_PATHS` need none. No token or a bad one: 401; too low a role: 403. ")
                .append("Unknown paths are 404 for everyone.\n\n");
        md.append("| Method | Path | Minimum role |\n");
        md.append("|--------|------|--------------|\n");
        roles.forEach((route, role) -> {
            int space = route.indexOf(' ');
            md.append("| ").append(route, 0, space).append(" | `").append(route.substring(space + 1)).append("` | ")
                    .append(switch (role) {
                        case PUBLIC -> "public";
                        case READ_ONLY -> "read-only";
                        case READ_WRITE -> "read-write";
                        case ADMIN -> "admin";
                    }).append(" |\n");
        });
        return md.toString();
    }

    /** Every entry, "METHOD pattern" to role, in table order. */
    public Map<String, Role> entries() {
        return Collections.unmodifiableMap(roles);
    }
}
