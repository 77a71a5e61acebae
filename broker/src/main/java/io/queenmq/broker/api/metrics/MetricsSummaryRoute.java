package io.queenmq.broker.api.metrics;

import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.metrics.BrokerMetrics;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code GET /metrics} (docs/http-api.md §4.1): a JSON snapshot of this broker. Requests count every
 * push, pop, ack and transaction request that reached a store lane, messages every pushed
 * message; rates are per second averaged over the uptime. {@code external} and
 * {@code arrayBuffers} are Node.js figures and stay 0.
 */
public final class MetricsSummaryRoute implements RouteHandler {
    private final BrokerMetrics metrics;

    public MetricsSummaryRoute(BrokerMetrics metrics) {
        this.metrics = metrics;
    }

    @Override
    public void handle(HttpExchange exchange) {
        BrokerMetrics.Snapshot now = metrics.snapshot();
        double uptime = Math.max(now.uptimeSeconds(), 1e-3);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("uptime", now.uptimeSeconds());
        body.put("requests", totalAndRate(now.requests(), uptime));
        body.put("messages", totalAndRate(now.messages(), uptime));
        Map<String, Object> database = new LinkedHashMap<>();
        database.put("poolSize", now.poolSize());
        database.put("idleConnections", now.idleConnections());
        database.put("waitingRequests", now.waitingRequests());
        body.put("database", database);
        Map<String, Object> memory = new LinkedHashMap<>();
        memory.put("rss", now.rssBytes());
        memory.put("heapTotal", now.heapTotalBytes());
        memory.put("heapUsed", now.heapUsedBytes());
        memory.put("external", 0);
        memory.put("arrayBuffers", 0);
        body.put("memory", memory);
        Map<String, Object> cpu = new LinkedHashMap<>();
        cpu.put("user", now.cpuUserMicros());
        cpu.put("system", now.cpuSystemMicros());
        body.put("cpu", cpu);
        exchange.respond(200, body);
    }

    private static Map<String, Object> totalAndRate(long total, double uptimeSeconds) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("total", total);
        out.put("rate", total / uptimeSeconds);
        return out;
    }
}
