package io.queenmq.broker.api.core;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.db.PrimaryWatch;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.admin.DatabaseProbe;
import io.queenmq.broker.util.BuildInfo;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@code GET /health} (docs/http-api.md §3.1): 200 when PostgreSQL answers, 503 when it does not. Beyond upstream's fields,
 * {@code primary}: the {@code PG_HOST} entry and server the broker writes to (null while none answers), since when,
 * and how many times it changed since start; {@code version} and {@code commit}: what this broker was built from.
 */
final class HealthRoute implements RouteHandler {
    private static final BuildInfo BUILD = BuildInfo.current();

    private final DatabaseProbe probe;
    private final BlockingWork blocking;
    /** The cluster view of docs/http-api.md §4.10. */
    private final Supplier<?> sharedState;

    HealthRoute(DatabaseProbe probe, BlockingWork blocking, Supplier<?> sharedState) {
        this.probe = probe;
        this.blocking = blocking;
        this.sharedState = sharedState;
    }

    @Override
    public void handle(HttpExchange exchange) {
        blocking.submit(exchange, () -> {
            boolean up = probe.reachable();
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("status", up ? "healthy" : "unhealthy");
            body.put("database", up ? "connected" : "disconnected");
            body.put("server", "Queen MQ Java broker");
            body.put("version", BUILD.version());
            body.put("commit", BUILD.commit());
            PrimaryWatch.Primary primary = probe.primary();
            Map<String, Object> database = new LinkedHashMap<>();
            database.put("host", primary.host());
            database.put("server", primary.server());
            database.put("since", primary.since().toString());
            database.put("changes", primary.changes());
            body.put("primary", database);
            body.put("shared_state", sharedState.get());
            exchange.respond(up ? 200 : 503, body);
        });
    }
}
