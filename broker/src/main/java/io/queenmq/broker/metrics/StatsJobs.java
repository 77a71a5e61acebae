package io.queenmq.broker.metrics;

import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.Settings;
import io.queenmq.broker.service.JobScheduler;
import io.queenmq.broker.store.stats.BrokerSampleStore;
import io.queenmq.broker.store.stats.HistoryStore;
import io.queenmq.broker.store.stats.QueueStatusStore;
import io.queenmq.broker.store.stats.StatsRefreshStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The statistics feature's background work, on one job thread: the refresh of the statistics tables (one broker of
 * the fleet at a time) followed by the per-queue gauges, this broker's sample row, and the pruning of old rows.
 */
public final class StatsJobs {
    private static final Logger log = LoggerFactory.getLogger(StatsJobs.class);

    /** Where and how often. */
    public record Schedule(int statsIntervalMs, int sampleSeconds, int cleanupIntervalMs, int metricsRetentionDays,
                           int historyRetentionDays) {
        /** {@code STATS_INTERVAL_MS}, {@code METRICS_AGGREGATE_INTERVAL_S}, {@code RETENTION_INTERVAL}, retention days. */
        public static Schedule from(BrokerConfig config) {
            return new Schedule(config.get(Settings.STATS_INTERVAL_MS), config.get(Settings.METRICS_AGGREGATE_INTERVAL_S),
                    config.get(Settings.RETENTION_INTERVAL), config.get(Settings.METRICS_RETENTION_DAYS),
                    config.get(Settings.STATS_HISTORY_RETENTION_DAYS));
        }
    }

    /** The broker's identity in its sample rows. */
    public record Identity(String hostname, int port, String workerId) {}

    /** The stores the jobs use. */
    public record Stores(StatsRefreshStore refresh, QueueStatusStore status, HistoryStore history,
                         BrokerSampleStore samples) {}

    private StatsJobs() {}

    /** Starts the jobs; closing the returned scheduler stops them. */
    public static JobScheduler start(BrokerMetrics metrics, Stores stores, Identity identity, Schedule schedule) {
        QueueMetrics queueMetrics = new QueueMetrics(metrics, stores.status(), stores.history());
        JobScheduler jobs = new JobScheduler("queen-stats");
        jobs.every("Statistics refresh", schedule.statsIntervalMs(), () -> {
            stores.refresh().refresh(false);
            queueMetrics.runPass();
        });
        jobs.every("Broker sample", schedule.sampleSeconds() * 1000L,
                new BrokerSampler(metrics, stores.samples(), identity.hostname(), identity.port(), identity.workerId()));
        jobs.every("Metrics cleanup", schedule.cleanupIntervalMs(), () -> {
            int deleted = stores.samples().prune(schedule.metricsRetentionDays())
                    + stores.history().prune(schedule.historyRetentionDays(), schedule.metricsRetentionDays());
            if (deleted > 0) {
                log.info("Metrics cleanup deleted {} old rows", deleted);
            }
        });
        return jobs;
    }
}
