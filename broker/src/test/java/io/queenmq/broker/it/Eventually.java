package io.queenmq.broker.it;

import java.time.Duration;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** Polls a value until it satisfies a condition, for effects that happen in the background (replays, refreshes). */
final class Eventually {
    private static final long POLL_MS = 50;

    private Eventually() {}

    /** The first value of {@code probe} that {@code done} accepts; fails with the last value after {@code within}. */
    static <T> T until(Duration within, Supplier<T> probe, Predicate<T> done, String what) {
        long deadline = System.nanoTime() + within.toNanos();
        while (true) {
            T value = probe.get();
            if (done.test(value)) {
                return value;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + within + ": " + what + "; last value: " + value);
            }
            try {
                Thread.sleep(POLL_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting: " + what, e);
            }
        }
    }
}
