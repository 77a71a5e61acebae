package io.queenmq.client.queue;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A queue's options, as {@code POST /api/v1/configure} takes and echoes them. Configuring is a
 * full replace: an option left at its default here is reset to it on the broker. Start from
 * {@link #defaults()} and change what you need, e.g.
 * {@code QueueConfig.defaults().leaseTimeSeconds(30).retryLimit(2)}.
 *
 * @param leaseTimeSeconds how long a pop holds a partition (0: 60 s)
 * @param retryLimit failed deliveries before a message goes to the dead-letter queue
 * @param retryDelayMs stored and echoed only
 * @param maxSize stored and echoed only
 * @param ttlSeconds stored and echoed only
 * @param priority shown in the admin views
 * @param deadLetterQueue stored and echoed only (exhausted messages always go to the DLQ)
 * @param dlqAfterMaxRetries stored and echoed only
 * @param delayedProcessingSeconds messages younger than this are not delivered
 * @param windowBufferSeconds a partition is not served until its newest message is this old
 * @param retentionEnabled turns on the two retention options below
 * @param retentionSeconds messages older than this are deleted
 * @param completedRetentionSeconds consumed messages older than this are deleted
 * @param maxWaitTimeSeconds unconsumed messages older than this are deleted
 * @param encryptionEnabled payloads are stored encrypted (the broker needs a key)
 */
public record QueueConfig(
        @JsonProperty("leaseTime") int leaseTimeSeconds,
        @JsonProperty("retryLimit") int retryLimit,
        @JsonProperty("retryDelay") int retryDelayMs,
        @JsonProperty("maxSize") int maxSize,
        @JsonProperty("ttl") int ttlSeconds,
        @JsonProperty("priority") int priority,
        @JsonProperty("deadLetterQueue") boolean deadLetterQueue,
        @JsonProperty("dlqAfterMaxRetries") boolean dlqAfterMaxRetries,
        @JsonProperty("delayedProcessing") int delayedProcessingSeconds,
        @JsonProperty("windowBuffer") int windowBufferSeconds,
        @JsonProperty("retentionEnabled") boolean retentionEnabled,
        @JsonProperty("retentionSeconds") int retentionSeconds,
        @JsonProperty("completedRetentionSeconds") int completedRetentionSeconds,
        @JsonProperty("maxWaitTimeSeconds") int maxWaitTimeSeconds,
        @JsonProperty("encryptionEnabled") boolean encryptionEnabled) {

    /** The broker's defaults: lease 300 s, 3 retries, retry delay 1000 ms, ttl 3600 s, the rest off. */
    public static QueueConfig defaults() {
        return new QueueConfig(300, 3, 1000, 0, 3600, 0, false, false, 0, 0, false, 0, 0, 0, false);
    }

    /** With {@code leaseTimeSeconds} changed. */
    public QueueConfig leaseTimeSeconds(int value) {
        return new QueueConfig(value, retryLimit, retryDelayMs, maxSize, ttlSeconds, priority, deadLetterQueue,
                dlqAfterMaxRetries, delayedProcessingSeconds, windowBufferSeconds, retentionEnabled, retentionSeconds,
                completedRetentionSeconds, maxWaitTimeSeconds, encryptionEnabled);
    }

    /** With {@code retryLimit} changed. */
    public QueueConfig retryLimit(int value) {
        return new QueueConfig(leaseTimeSeconds, value, retryDelayMs, maxSize, ttlSeconds, priority, deadLetterQueue,
                dlqAfterMaxRetries, delayedProcessingSeconds, windowBufferSeconds, retentionEnabled, retentionSeconds,
                completedRetentionSeconds, maxWaitTimeSeconds, encryptionEnabled);
    }

    /** With {@code retryDelayMs} changed. */
    public QueueConfig retryDelayMs(int value) {
        return new QueueConfig(leaseTimeSeconds, retryLimit, value, maxSize, ttlSeconds, priority, deadLetterQueue,
                dlqAfterMaxRetries, delayedProcessingSeconds, windowBufferSeconds, retentionEnabled, retentionSeconds,
                completedRetentionSeconds, maxWaitTimeSeconds, encryptionEnabled);
    }

    /** With {@code maxSize} changed. */
    public QueueConfig maxSize(int value) {
        return new QueueConfig(leaseTimeSeconds, retryLimit, retryDelayMs, value, ttlSeconds, priority, deadLetterQueue,
                dlqAfterMaxRetries, delayedProcessingSeconds, windowBufferSeconds, retentionEnabled, retentionSeconds,
                completedRetentionSeconds, maxWaitTimeSeconds, encryptionEnabled);
    }

    /** With {@code ttlSeconds} changed. */
    public QueueConfig ttlSeconds(int value) {
        return new QueueConfig(leaseTimeSeconds, retryLimit, retryDelayMs, maxSize, value, priority, deadLetterQueue,
                dlqAfterMaxRetries, delayedProcessingSeconds, windowBufferSeconds, retentionEnabled, retentionSeconds,
                completedRetentionSeconds, maxWaitTimeSeconds, encryptionEnabled);
    }

    /** With {@code priority} changed. */
    public QueueConfig priority(int value) {
        return new QueueConfig(leaseTimeSeconds, retryLimit, retryDelayMs, maxSize, ttlSeconds, value, deadLetterQueue,
                dlqAfterMaxRetries, delayedProcessingSeconds, windowBufferSeconds, retentionEnabled, retentionSeconds,
                completedRetentionSeconds, maxWaitTimeSeconds, encryptionEnabled);
    }

    /** With {@code deadLetterQueue} changed. */
    public QueueConfig deadLetterQueue(boolean value) {
        return new QueueConfig(leaseTimeSeconds, retryLimit, retryDelayMs, maxSize, ttlSeconds, priority, value,
                dlqAfterMaxRetries, delayedProcessingSeconds, windowBufferSeconds, retentionEnabled, retentionSeconds,
                completedRetentionSeconds, maxWaitTimeSeconds, encryptionEnabled);
    }

    /** With {@code dlqAfterMaxRetries} changed. */
    public QueueConfig dlqAfterMaxRetries(boolean value) {
        return new QueueConfig(leaseTimeSeconds, retryLimit, retryDelayMs, maxSize, ttlSeconds, priority, deadLetterQueue,
                value, delayedProcessingSeconds, windowBufferSeconds, retentionEnabled, retentionSeconds,
                completedRetentionSeconds, maxWaitTimeSeconds, encryptionEnabled);
    }

    /** With {@code delayedProcessingSeconds} changed. */
    public QueueConfig delayedProcessingSeconds(int value) {
        return new QueueConfig(leaseTimeSeconds, retryLimit, retryDelayMs, maxSize, ttlSeconds, priority, deadLetterQueue,
                dlqAfterMaxRetries, value, windowBufferSeconds, retentionEnabled, retentionSeconds,
                completedRetentionSeconds, maxWaitTimeSeconds, encryptionEnabled);
    }

    /** With {@code windowBufferSeconds} changed. */
    public QueueConfig windowBufferSeconds(int value) {
        return new QueueConfig(leaseTimeSeconds, retryLimit, retryDelayMs, maxSize, ttlSeconds, priority, deadLetterQueue,
                dlqAfterMaxRetries, delayedProcessingSeconds, value, retentionEnabled, retentionSeconds,
                completedRetentionSeconds, maxWaitTimeSeconds, encryptionEnabled);
    }

    /** With {@code retentionEnabled} changed. */
    public QueueConfig retentionEnabled(boolean value) {
        return new QueueConfig(leaseTimeSeconds, retryLimit, retryDelayMs, maxSize, ttlSeconds, priority, deadLetterQueue,
                dlqAfterMaxRetries, delayedProcessingSeconds, windowBufferSeconds, value, retentionSeconds,
                completedRetentionSeconds, maxWaitTimeSeconds, encryptionEnabled);
    }

    /** With {@code retentionSeconds} changed. */
    public QueueConfig retentionSeconds(int value) {
        return new QueueConfig(leaseTimeSeconds, retryLimit, retryDelayMs, maxSize, ttlSeconds, priority, deadLetterQueue,
                dlqAfterMaxRetries, delayedProcessingSeconds, windowBufferSeconds, retentionEnabled, value,
                completedRetentionSeconds, maxWaitTimeSeconds, encryptionEnabled);
    }

    /** With {@code completedRetentionSeconds} changed. */
    public QueueConfig completedRetentionSeconds(int value) {
        return new QueueConfig(leaseTimeSeconds, retryLimit, retryDelayMs, maxSize, ttlSeconds, priority, deadLetterQueue,
                dlqAfterMaxRetries, delayedProcessingSeconds, windowBufferSeconds, retentionEnabled, retentionSeconds,
                value, maxWaitTimeSeconds, encryptionEnabled);
    }

    /** With {@code maxWaitTimeSeconds} changed. */
    public QueueConfig maxWaitTimeSeconds(int value) {
        return new QueueConfig(leaseTimeSeconds, retryLimit, retryDelayMs, maxSize, ttlSeconds, priority, deadLetterQueue,
                dlqAfterMaxRetries, delayedProcessingSeconds, windowBufferSeconds, retentionEnabled, retentionSeconds,
                completedRetentionSeconds, value, encryptionEnabled);
    }

    /** With {@code encryptionEnabled} changed. */
    public QueueConfig encryptionEnabled(boolean value) {
        return new QueueConfig(leaseTimeSeconds, retryLimit, retryDelayMs, maxSize, ttlSeconds, priority, deadLetterQueue,
                dlqAfterMaxRetries, delayedProcessingSeconds, windowBufferSeconds, retentionEnabled, retentionSeconds,
                completedRetentionSeconds, maxWaitTimeSeconds, value);
    }
}
