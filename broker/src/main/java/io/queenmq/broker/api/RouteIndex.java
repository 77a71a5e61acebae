package io.queenmq.broker.api;

import io.queenmq.broker.http.Role;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The route index of docs/http-api.md §1: every route of {@link RouteRoles}, with its minimum role and
 * the section of the document that describes it. The index sits between two marker lines of the document and is
 * regenerated with {@value #REGENERATE_COMMAND}; {@code RouteIndexDocTest} fails when it is stale, and refuses a
 * route that has no section here.
 */
public final class RouteIndex {
    public static final String BEGIN = "<!-- route-index:begin";
    public static final String END = "<!-- route-index:end -->";
    public static final String REGENERATE_COMMAND = "mvn -q -pl broker -am compile && "
            + "java -cp broker/target/classes io.queenmq.broker.api.RouteIndex docs/http-api.md";

    private static final Map<String, String> SECTIONS = new HashMap<>();

    static {
        section("GET /health", "3.1");
        section("POST /api/v1/configure", "3.2");
        section("POST /api/v1/push", "3.3");
        section("GET /api/v1/pop/queue/:queue", "3.4");
        section("GET /api/v1/pop/queue/:queue/partition/:partition", "3.4");
        section("POST /api/v1/ack", "3.5");
        section("POST /api/v1/ack/batch", "3.6");
        section("POST /api/v1/transaction", "3.7");
        section("POST /api/v1/lease/:leaseId/extend", "3.8");
        section("DELETE /api/v1/consumer-groups/:group", "3.9");
        section("POST /api/v1/consumer-groups/:group/subscription", "3.9");
        section("DELETE /api/v1/consumer-groups/:group/queues/:queue", "3.9");
        section("POST /api/v1/consumer-groups/:group/queues/:queue/seek", "3.9");
        section("POST /api/v1/consumer-groups/:group/queues/:queue/partitions/:partition/seek", "3.9");
        section("GET /metrics", "4.1");
        section("GET /metrics/prometheus", "4.2");
        section("GET /api/v1/resources/queues", "4.3");
        section("GET /api/v1/resources/queues/:queue", "4.3");
        section("DELETE /api/v1/resources/queues/:queue", "4.3");
        section("DELETE /api/v1/resources/queues/:queue/partitions/:partition", "4.3");
        section("GET /api/v1/resources/namespaces", "4.3");
        section("GET /api/v1/resources/tasks", "4.3");
        section("GET /api/v1/resources/overview", "4.3");
        section("GET /api/v1/messages", "4.4");
        section("GET /api/v1/messages/:partitionId/:transactionId", "4.4");
        section("DELETE /api/v1/messages/:partitionId/:transactionId", "4.4");
        section("GET /api/v1/dlq", "4.5");
        section("POST /api/v1/traces", "4.6");
        section("GET /api/v1/traces/:partitionId/:transactionId", "4.6");
        section("GET /api/v1/traces/by-name/:traceName", "4.6");
        section("GET /api/v1/traces/names", "4.6");
        section("GET /api/v1/status", "4.7");
        section("GET /api/v1/status/queues", "4.7");
        section("GET /api/v1/status/queues/:queue", "4.7");
        section("GET /api/v1/status/queues/:queue/messages", "4.7");
        section("GET /api/v1/status/analytics", "4.7");
        section("GET /api/v1/status/buffers", "4.7");
        section("GET /api/v1/analytics/system-metrics", "4.7");
        section("GET /api/v1/analytics/worker-metrics", "4.7");
        section("GET /api/v1/analytics/queue-lag", "4.7");
        section("GET /api/v1/analytics/queue-ops", "4.7");
        section("GET /api/v1/analytics/queue-parked-replicas", "4.7");
        section("GET /api/v1/analytics/retention", "4.7");
        section("GET /api/v1/analytics/postgres-stats", "4.7");
        section("POST /api/v1/stats/refresh", "4.8");
        section("GET /api/v1/consumer-groups", "4.8");
        section("GET /api/v1/consumer-groups/lagging", "4.8");
        section("GET /api/v1/consumer-groups/:group", "4.8");
        section("GET /api/v1/system/maintenance", "4.9");
        section("POST /api/v1/system/maintenance", "4.9");
        section("GET /api/v1/system/maintenance/pop", "4.9");
        section("POST /api/v1/system/maintenance/pop", "4.9");
        section("GET /api/v1/system/shared-state", "4.10");
        section("POST /internal/api/notify", "4.10");
        section("GET /internal/api/shared-state/stats", "4.10");
        section("GET /internal/api/inter-instance/stats", "4.10");
        section("POST /streams/v1/queries", "5.1");
        section("POST /streams/v1/cycle", "5.2");
        section("POST /streams/v1/state/get", "5.3");
        section("GET /", "4.12");
        section("GET /assets/:file", "4.12");
    }

    private RouteIndex() {
    }

    private static void section(String route, String section) {
        if (SECTIONS.put(route, section) != null) {
            throw new IllegalStateException("Route listed twice in RouteIndex: " + route);
        }
    }

    /** The section of docs/http-api.md that describes {@code route} ("METHOD pattern"), or null. */
    public static String sectionOf(String route) {
        return SECTIONS.get(route);
    }

    /** The index as Markdown rows, in the order of {@link RouteRoles}; a route without a section is an error. */
    public static String markdown() {
        StringBuilder md = new StringBuilder();
        md.append("| Method | Path | Minimum role | Section |\n");
        md.append("|--------|------|--------------|---------|\n");
        RouteRoles.TABLE.entries().forEach((route, role) -> {
            String section = SECTIONS.get(route);
            if (section == null) {
                throw new IllegalStateException("Route " + route + " has no section of docs/http-api.md: add it to "
                        + "api/RouteIndex and describe the route there");
            }
            int space = route.indexOf(' ');
            md.append("| ").append(route, 0, space).append(" | `").append(route.substring(space + 1)).append("` | ")
                    .append(roleName(role)).append(" | §").append(section).append(" |\n");
        });
        return md.toString();
    }

    /** {@code document} with the text between its two marker lines replaced by {@link #markdown()}. */
    public static String renderInto(String document) {
        int begin = document.indexOf(BEGIN);
        int end = document.indexOf(END);
        if (begin < 0 || end < begin) {
            throw new IllegalArgumentException("the document has no route-index markers");
        }
        int afterBeginLine = document.indexOf('\n', begin) + 1;
        return document.substring(0, afterBeginLine) + markdown() + document.substring(end);
    }

    /** Rewrites the index in the file named by {@code args[0]} (docs/http-api.md). */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: RouteIndex <docs/http-api.md>");
        }
        Path doc = Path.of(args[0]);
        Files.writeString(doc, renderInto(Files.readString(doc, StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
    }

    private static String roleName(Role role) {
        return switch (role) {
            case PUBLIC -> "public";
            case READ_ONLY -> "read-only";
            case READ_WRITE -> "read-write";
            case ADMIN -> "admin";
        };
    }
}
