package io.queenmq.broker.store;

/** Every per-queue option of the configure route (docs/semantics.md §2.1), with the configured defaults. */
public record QueueOptions(int leaseTime, int retryLimit, int retryDelay, int maxSize, int ttl, int priority,
                           int delayedProcessing, int windowBuffer, int retentionSeconds,
                           int completedRetentionSeconds, boolean retentionEnabled, boolean encryptionEnabled,
                           int maxWaitTimeSeconds, boolean deadLetterQueue, boolean dlqAfterMaxRetries,
                           int dedupWindowSeconds) {

    public static final QueueOptions DEFAULTS =
            new QueueOptions(300, 3, 1000, 0, 3600, 0, 0, 0, 0, 0, false, false, 0, false, false, 0);
}
