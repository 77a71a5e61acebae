package io.queenmq.broker.api.status;

import static io.queenmq.broker.api.status.Json.object;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.service.MaintenanceMode;
import io.queenmq.broker.spool.Spool;
import io.queenmq.broker.store.admin.MessageStore;
import io.queenmq.broker.store.stats.BrokerSampleStore;
import io.queenmq.broker.store.stats.HistoryStore;
import io.queenmq.broker.store.stats.QueueStatusStore;
import io.queenmq.broker.store.stats.StatsRefreshStore;
import java.util.concurrent.ExecutorService;

/**
 * The status, analytics and summary routes (http-api.md §4.3 namespaces/tasks/overview, §4.7, §4.8 stats refresh):
 * the one place they are added to the route table.
 */
public final class StatusRoutes {
    /** What the routes read. */
    public record Parts(QueueStatusStore status, HistoryStore history, BrokerSampleStore samples,
                        StatsRefreshStore refresh, MessageStore messages, Spool spool, MaintenanceMode maintenance,
                        ExecutorService blockingExecutor) {}

    private StatusRoutes() {}

    public static Router addTo(Router router, Parts p) {
        BlockingWork blocking = new BlockingWork(p.blockingExecutor());
        return router
                .add("GET", "/api/v1/resources/namespaces", ResourceSummaryRoutes.namespaces(p.status(), blocking))
                .add("GET", "/api/v1/resources/tasks", ResourceSummaryRoutes.tasks(p.status(), blocking))
                .add("GET", "/api/v1/resources/overview",
                        ResourceSummaryRoutes.overview(p.status(), p.samples(), blocking))
                .add("GET", "/api/v1/status", new StatusRoute(p.status(), p.history(), p.samples(), blocking))
                .add("GET", "/api/v1/status/queues", QueueStatusRoutes.list(p.status(), blocking))
                .add("GET", "/api/v1/status/queues/:queue", QueueStatusRoutes.detail(p.status(), blocking))
                .add("GET", "/api/v1/status/queues/:queue/messages", QueueStatusRoutes.messages(p.messages(), blocking))
                .add("GET", "/api/v1/status/analytics", AnalyticsRoutes.messagesCreated(p.history(), p.status(), blocking))
                .add("GET", "/api/v1/status/buffers", buffers(p.spool(), p.maintenance()))
                .add("GET", "/api/v1/analytics/system-metrics", AnalyticsRoutes.systemMetrics(p.samples(), blocking))
                .add("GET", "/api/v1/analytics/worker-metrics",
                        AnalyticsRoutes.workerMetrics(p.samples(), p.history(), p.status(), blocking))
                .add("GET", "/api/v1/analytics/queue-lag", AnalyticsRoutes.queueLag(p.history(), p.status(), blocking))
                .add("GET", "/api/v1/analytics/queue-ops", AnalyticsRoutes.queueOps(p.history(), p.status(), blocking))
                .add("GET", "/api/v1/analytics/queue-parked-replicas",
                        AnalyticsRoutes.parkedReplicas(p.samples(), blocking))
                .add("GET", "/api/v1/analytics/retention", AnalyticsRoutes.retention(p.history(), p.status(), blocking))
                .add("POST", "/api/v1/stats/refresh", refresh(p.refresh(), blocking));
    }

    /** The file buffer's counters, read in memory on the event loop. */
    private static RouteHandler buffers(Spool spool, MaintenanceMode maintenance) {
        return exchange -> exchange.respond(200, object("pending", spool.pendingRecords(),
                "failed", spool.quarantinedRecords(), "dbHealthy", maintenance.databaseReachable(), "worker", 0));
    }

    /**
     * Refreshes the statistics now, after any refresh under way (so that what was committed before the call is in
     * the answer's counts). The {@code skipped} answer of upstream is never needed.
     */
    private static RouteHandler refresh(StatsRefreshStore store, BlockingWork blocking) {
        return exchange -> blocking.submit(exchange, () -> {
            StatsRefreshStore.Report r = store.refresh(true);
            exchange.respond(200, object(
                    "partition", object("updated", r.partitionsUpdated()),
                    "queue", object("groups", r.groups(), "historyRows", r.queues()),
                    "namespace", object("computedOnRead", true),
                    "task", object("computedOnRead", true),
                    "system", object("durationMs", r.durationMs()),
                    "cleanup", object("groupsRemoved", r.groupsRemoved())));
        });
    }
}
