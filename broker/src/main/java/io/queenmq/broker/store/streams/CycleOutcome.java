package io.queenmq.broker.store.streams;

import io.queenmq.broker.store.core.PushResult;
import java.util.List;

/**
 * How a cycle ended: committed, or rolled back with what it had done up to the failure.
 *
 * @param queueName the source partition's queue, null when the partition does not exist
 * @param acked null when the cycle had no ack or failed before it
 * @param error why the cycle was rolled back; null when it committed
 */
public record CycleOutcome(String queueName, int stateOpsApplied, List<PushResult> pushResults, Acked acked,
                           String error) {
    public CycleOutcome {
        pushResults = List.copyOf(pushResults);
    }

    public boolean committed() {
        return error == null;
    }

    /** The ack's result; {@code error} is set when the ack is what failed the cycle. */
    public record Acked(String error, int count, boolean leaseReleased, boolean dlq) {}
}
