package io.queenmq.gatling;

import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * Epoch microseconds that never go backwards: the wall clock read once, then advanced by
 * {@link System#nanoTime()}, so a clock adjustment during the run cannot make a message's
 * delivery look earlier than its push. Any thread.
 */
final class MicrosClock {

    private static final long START_EPOCH_MICROS = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
    private static final long START_NANOS = System.nanoTime();

    private MicrosClock() {
    }

    static long now() {
        return START_EPOCH_MICROS + (System.nanoTime() - START_NANOS) / 1_000;
    }
}
