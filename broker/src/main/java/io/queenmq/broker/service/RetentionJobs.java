package io.queenmq.broker.service;

import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.Settings;
import io.queenmq.broker.store.admin.RetentionStore;
import io.queenmq.broker.store.stats.HistoryStore;

/**
 * Schedules the retention, eviction and partition-cleanup passes (docs/semantics.md §12) and the pruning of dedup
 * tombstones (docs/semantics.md §3.4) on one job thread.
 */
public final class RetentionJobs {
    /** Intervals, batch sizes and the idle time of a deletable partition. */
    public record Schedule(int retentionIntervalMs, int retentionBatchRows, int evictionIntervalMs,
                           int evictionBatchRows, int partitionCleanupDays) {
        /** {@code RETENTION_*}, {@code EVICTION_*} and {@code PARTITION_CLEANUP_DAYS}. */
        public static Schedule from(BrokerConfig config) {
            return new Schedule(config.get(Settings.RETENTION_INTERVAL), config.get(Settings.RETENTION_BATCH_SIZE),
                    config.get(Settings.EVICTION_INTERVAL), config.get(Settings.EVICTION_BATCH_SIZE),
                    config.get(Settings.PARTITION_CLEANUP_DAYS));
        }
    }

    private RetentionJobs() {}

    /** Starts the passes, recording what they delete in {@code history}; closing the returned scheduler stops them. */
    public static JobScheduler start(RetentionStore store, HistoryStore history, Schedule schedule) {
        JobScheduler jobs = new JobScheduler();
        jobs.every("Retention", schedule.retentionIntervalMs(),
                new MessageRetention(store, schedule.retentionBatchRows(), history));
        jobs.every("Partition cleanup", schedule.retentionIntervalMs(),
                new PartitionCleanup(store, schedule.partitionCleanupDays()));
        jobs.every("Tombstone pruning", schedule.retentionIntervalMs(), new TombstonePruning(store));
        jobs.every("Eviction", schedule.evictionIntervalMs(),
                new MessageEviction(store, schedule.evictionBatchRows(), history));
        return jobs;
    }
}
