package io.queenmq.broker;

import io.queenmq.broker.api.status.StatusRoutes;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.Settings;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.metrics.BrokerMetrics;
import io.queenmq.broker.metrics.StatsJobs;
import io.queenmq.broker.service.JobScheduler;
import io.queenmq.broker.service.MaintenanceMode;
import io.queenmq.broker.spool.Spool;
import io.queenmq.broker.store.admin.MessageStore;
import io.queenmq.broker.store.stats.BrokerSampleStore;
import io.queenmq.broker.store.stats.HistoryStore;
import io.queenmq.broker.store.stats.QueueStatusStore;
import io.queenmq.broker.store.stats.StatsRefreshStore;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.concurrent.ExecutorService;
import javax.sql.DataSource;

/**
 * The statistics feature (status, analytics and summary routes, the refresh of the statistics tables, this broker's
 * samples): its stores over the general pool, its routes, and its jobs once the broker knows its port.
 */
final class StatusFeature {
    private final StatsJobs.Stores stores;

    StatusFeature(DataSource general) {
        stores = new StatsJobs.Stores(new StatsRefreshStore(general), new QueueStatusStore(general),
                new HistoryStore(general), new BrokerSampleStore(general));
    }

    /** Where retention and eviction record what they delete. */
    HistoryStore history() {
        return stores.history();
    }

    Router addRoutes(Router router, MessageStore messages, Spool spool, MaintenanceMode maintenance,
                     ExecutorService blocking) {
        return StatusRoutes.addTo(router, new StatusRoutes.Parts(stores.status(), stores.history(), stores.samples(),
                stores.refresh(), messages, spool, maintenance, blocking));
    }

    /** Starts the refresh, the per-queue gauges, this broker's samples (as host name and {@code port}) and pruning. */
    JobScheduler startJobs(BrokerMetrics metrics, BrokerConfig config, int port) {
        return StatsJobs.start(metrics, stores, new StatsJobs.Identity(hostname(), port,
                config.get(Settings.WORKER_ID)), new StatsJobs.Schedule(config.get(Settings.STATS_INTERVAL_MS),
                config.get(Settings.METRICS_AGGREGATE_INTERVAL_S), config.get(Settings.RETENTION_INTERVAL),
                config.get(Settings.METRICS_RETENTION_DAYS), config.get(Settings.STATS_HISTORY_RETENTION_DAYS)));
    }

    private static String hostname() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }
}
