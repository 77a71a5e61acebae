package io.queenmq.client.push;

import java.time.Duration;

/**
 * Client-side batching of pushes: items wait in the client until {@code messageCount} of them
 * are waiting for the same queue and partition, or the oldest has waited {@code maxWait}.
 */
public record BufferOptions(int messageCount, Duration maxWait) {
    /** Checks the bounds. */
    public BufferOptions {
        if (messageCount < 1) {
            throw new IllegalArgumentException("messageCount must be >= 1: " + messageCount);
        }
        if (maxWait.isNegative() || maxWait.isZero()) {
            throw new IllegalArgumentException("maxWait must be positive: " + maxWait);
        }
    }
}
