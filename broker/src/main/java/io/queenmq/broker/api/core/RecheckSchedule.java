package io.queenmq.broker.api.core;

import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.Settings;

/**
 * When a parked long poll looks again on its own, with no commit announced (docs/semantics.md §5.10): leases expiring and
 * delayed messages coming of age announce nothing. The first {@code threshold} empty checks come {@code initialMs}
 * apart; after that the interval grows with the number of empty checks, {@code initialMs x checks x multiplier}
 * (upstream's linear growth), up to {@code maxMs}. A commit on the queue wakes the poll at once and starts the count
 * again.
 */
public record RecheckSchedule(int initialMs, int threshold, double multiplier, int maxMs) {
    /** {@code POP_WAIT_INITIAL_INTERVAL_MS}, {@code _BACKOFF_THRESHOLD}, {@code _BACKOFF_MULTIPLIER}, {@code _MAX_INTERVAL_MS}. */
    public static RecheckSchedule from(BrokerConfig config) {
        return new RecheckSchedule(config.get(Settings.POP_WAIT_INITIAL_INTERVAL_MS),
                config.get(Settings.POP_WAIT_BACKOFF_THRESHOLD), config.get(Settings.POP_WAIT_BACKOFF_MULTIPLIER),
                config.get(Settings.POP_WAIT_MAX_INTERVAL_MS));
    }

    /** The delay before the next check, after {@code emptyChecks} (1 or more) consecutive empty ones. */
    long delayMs(int emptyChecks) {
        if (emptyChecks <= threshold) {
            return Math.min(initialMs, maxMs);
        }
        return (long) Math.min(maxMs, initialMs * (double) emptyChecks * multiplier);
    }
}
