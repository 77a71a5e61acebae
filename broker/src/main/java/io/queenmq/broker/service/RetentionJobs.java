package io.queenmq.broker.service;

import io.queenmq.broker.store.RetentionStore;

/** Schedules the retention, eviction and partition-cleanup passes (semantics.md §12) on one job thread. */
public final class RetentionJobs {
    /** Intervals, batch sizes and the idle time of a deletable partition. */
    public record Schedule(int retentionIntervalMs, int retentionBatchRows, int evictionIntervalMs,
                           int evictionBatchRows, int partitionCleanupDays) {}

    private RetentionJobs() {}

    /** Starts the passes; closing the returned scheduler stops them. */
    public static JobScheduler start(RetentionStore store, Schedule schedule) {
        JobScheduler jobs = new JobScheduler();
        jobs.every("Retention", schedule.retentionIntervalMs(),
                new MessageRetention(store, schedule.retentionBatchRows()));
        jobs.every("Partition cleanup", schedule.retentionIntervalMs(),
                new PartitionCleanup(store, schedule.partitionCleanupDays()));
        jobs.every("Eviction", schedule.evictionIntervalMs(),
                new MessageEviction(store, schedule.evictionBatchRows()));
        return jobs;
    }
}
