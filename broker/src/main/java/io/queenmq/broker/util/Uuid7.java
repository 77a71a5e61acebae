package io.queenmq.broker.util;

import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Time-ordered UUIDv7 ids, strictly increasing per process. Any thread may call.
 *
 * <p>Layout: 48-bit Unix milliseconds, version 7, a 12-bit counter, variant bits, 62 random
 * bits. The counter increases within one millisecond; the clock going backwards keeps the last
 * millisecond; a counter overflow advances the millisecond field rather than wrapping (docs/decisions.md §D6).
 */
public final class Uuid7 {
    private static final int COUNTER_BITS = 12;
    private static final long COUNTER_MASK = (1L << COUNTER_BITS) - 1;

    /** Last issued (millis << 12 | counter). */
    private static final AtomicLong last = new AtomicLong();

    private Uuid7() {}

    public static UUID next() {
        long now = System.currentTimeMillis() << COUNTER_BITS;
        long stamp;
        long previous;
        do {
            previous = last.get();
            // Same or earlier millisecond: step the counter; an overflow carries into the millis.
            stamp = now > previous ? now : previous + 1;
        } while (!last.compareAndSet(previous, stamp));
        long millis = stamp >>> COUNTER_BITS;
        long counter = stamp & COUNTER_MASK;
        long msb = (millis << 16) | 0x7000L | counter;
        long lsb = (ThreadLocalRandom.current().nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(msb, lsb);
    }
}
