package io.queenmq.broker.api.status;

import static io.queenmq.broker.api.status.Json.object;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.config.Settings;
import io.queenmq.broker.feature.Feature;
import io.queenmq.broker.feature.Foundation;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.metrics.StatsJobs;
import io.queenmq.broker.service.MaintenanceMode;
import io.queenmq.broker.spool.Spool;
import io.queenmq.broker.store.admin.MessageStore;
import io.queenmq.broker.store.admin.PostgresStatsStore;
import io.queenmq.broker.store.stats.BrokerSampleStore;
import io.queenmq.broker.store.stats.HistoryStore;
import io.queenmq.broker.store.stats.QueueStatusStore;
import io.queenmq.broker.store.stats.StatsRefreshStore;
import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * Statistics (docs/http-api.md §4.3, §4.7
 * and §4.8: namespaces, tasks, overview, status, analytics, stats refresh): the status, analytics, summary
 * and PostgreSQL statistics routes over the statistics tables, and, once the broker listens, the jobs that refresh
 * those tables (one broker of the fleet at a time), keep the per-queue gauges, record this broker's samples and prune
 * old rows.
 */
public final class StatusFeature implements Feature {
    private final Foundation base;
    private final BlockingWork blocking;
    private final StatsJobs.Stores stores;
    private final MessageStore messages;
    private final PostgresStatsStore postgresStats;

    public StatusFeature(Foundation base) {
        this.base = base;
        blocking = new BlockingWork(base.blocking());
        stores = new StatsJobs.Stores(new StatsRefreshStore(base.general()), new QueueStatusStore(base.general()),
                new HistoryStore(base.general()), new BrokerSampleStore(base.general()));
        messages = new MessageStore(base.general());
        postgresStats = new PostgresStatsStore(base.general());
    }

    @Override
    public void register(Router router) {
        QueueStatusStore status = stores.status();
        HistoryStore history = stores.history();
        BrokerSampleStore samples = stores.samples();
        router
                .add("GET", "/api/v1/resources/namespaces", ResourceSummaryRoutes.namespaces(status, blocking))
                .add("GET", "/api/v1/resources/tasks", ResourceSummaryRoutes.tasks(status, blocking))
                .add("GET", "/api/v1/resources/overview", ResourceSummaryRoutes.overview(status, samples, blocking))
                .add("GET", "/api/v1/status", new StatusRoute(status, history, samples, blocking))
                .add("GET", "/api/v1/status/queues", QueueStatusRoutes.list(status, blocking))
                .add("GET", "/api/v1/status/queues/:queue", QueueStatusRoutes.detail(status, blocking))
                .add("GET", "/api/v1/status/queues/:queue/messages", QueueStatusRoutes.messages(messages, blocking))
                .add("GET", "/api/v1/status/analytics", AnalyticsRoutes.messagesCreated(history, status, blocking))
                .add("GET", "/api/v1/status/buffers", buffers(base.spool(), base.maintenance()))
                .add("GET", "/api/v1/analytics/system-metrics", AnalyticsRoutes.systemMetrics(samples, blocking))
                .add("GET", "/api/v1/analytics/worker-metrics",
                        AnalyticsRoutes.workerMetrics(samples, history, status, blocking))
                .add("GET", "/api/v1/analytics/queue-lag", AnalyticsRoutes.queueLag(history, status, blocking))
                .add("GET", "/api/v1/analytics/queue-ops", AnalyticsRoutes.queueOps(history, status, blocking))
                .add("GET", "/api/v1/analytics/queue-parked-replicas", AnalyticsRoutes.parkedReplicas(samples, blocking))
                .add("GET", "/api/v1/analytics/retention", AnalyticsRoutes.retention(history, status, blocking))
                .add("POST", "/api/v1/stats/refresh", refresh(stores.refresh(), blocking))
                .add("GET", "/api/v1/analytics/postgres-stats", new PostgresStatsRoute(postgresStats, blocking));
    }

    /** Starts the jobs; this broker's samples name it by host name and {@code port}. */
    @Override
    public void listening(int port) {
        base.lifecycle().own(StatsJobs.start(base.metrics(), stores, new StatsJobs.Identity(hostname(), port,
                base.config().get(Settings.WORKER_ID)), StatsJobs.Schedule.from(base.config())));
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

    private static String hostname() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }
}
