package io.queenmq.gatling;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Confirmed messages per second of a run, counted in one-second buckets from the first push sent.
 * Any thread, without a lock: the origin is set once, each confirmation adds to its bucket.
 * Confirmations later than the buckets reach are left out of the series (they still count in the
 * ledger's totals).
 */
final class PushRateSeries {

    private static final long UNSET = Long.MIN_VALUE;
    private static final long SECOND_NANOS = 1_000_000_000L;

    private final AtomicLongArray buckets;
    private final AtomicLong originNanos = new AtomicLong(UNSET);

    /** @param seconds how many one-second buckets to hold */
    PushRateSeries(int seconds) {
        this.buckets = new AtomicLongArray(seconds);
    }

    /** Called with the time of every push sent; the first call sets the origin. */
    void pushSent(long nanos) {
        originNanos.compareAndSet(UNSET, nanos);
    }

    /**
     * Counts {@code messages} confirmed at {@code nanos}. A confirmation follows its own push, so
     * the origin is set and not later than {@code nanos}.
     */
    void confirmed(long nanos, long messages) {
        long second = (nanos - originNanos.get()) / SECOND_NANOS;
        if (second < buckets.length()) {
            buckets.addAndGet((int) second, messages);
        }
    }

    /**
     * The counts of the whole seconds between the origin and {@code endNanos}: a trailing partial
     * second would read as a drop in rate. Empty before the first push.
     */
    long[] perSecond(long endNanos) {
        long origin = originNanos.get();
        if (origin == UNSET || endNanos <= origin) {
            return new long[0];
        }
        int seconds = (int) Math.min(buckets.length(), (endNanos - origin) / SECOND_NANOS);
        long[] counts = new long[seconds];
        for (int i = 0; i < seconds; i++) {
            counts[i] = buckets.get(i);
        }
        return counts;
    }
}
