package io.queenmq.broker.store.core;

import java.util.List;
import java.util.UUID;

/**
 * Outcome of one pop attempt.
 *
 * @param partition first claimed partition's name (partition route: the requested name)
 * @param partitionId first claimed partition's id, or null
 * @param partitionsClaimed number of partitions leased by this attempt
 */
public record PopResult(Outcome outcome, List<PoppedMessage> messages, String partition, UUID partitionId,
                        int partitionsClaimed) {

    /** What happened, in the words of the upstream error strings where there is one. */
    public enum Outcome {
        /** Partitions were claimed; messages may still be empty (all delayed, or nothing after the cursor). */
        CLAIMED,
        /** Wildcard route: no partition of the queue has anything for this group right now. */
        NO_AVAILABLE_PARTITION,
        /** Partition route: the queue or partition does not exist (yet). */
        PARTITION_NOT_FOUND,
        /** Partition route: another consumer of the group holds the lease. */
        LEASE_HELD,
        /** Partition route: the partition's newest message is younger than the queue's window buffer. */
        WINDOW_BUFFER_ACTIVE
    }

    public static PopResult of(Outcome outcome) {
        return new PopResult(outcome, List.of(), null, null, 0);
    }

    public boolean hasMessages() {
        return !messages.isEmpty();
    }
}
