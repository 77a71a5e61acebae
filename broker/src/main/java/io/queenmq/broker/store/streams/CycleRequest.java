package io.queenmq.broker.store.streams;

import io.queenmq.broker.store.Completion;
import io.queenmq.broker.store.StoreFailure;
import io.queenmq.broker.store.StoreRequest;
import io.queenmq.broker.store.core.PushItem;
import java.util.List;
import java.util.UUID;

/**
 * One stream cycle (docs/http-api.md §5.2): state operations, sink pushes and the source ack that commit or roll back
 * together, answered after the batch commits.
 *
 * @param ack null when the cycle acknowledges nothing
 * @param releaseLease whether a completed ack ends the lease
 */
public record CycleRequest(UUID queryId, UUID partitionId, String consumerGroup, List<StateOp> stateOps,
                           List<PushItem> pushItems, CycleAck ack, boolean releaseLease,
                           Completion<CycleOutcome> completion) implements StoreRequest {
    public CycleRequest {
        stateOps = List.copyOf(stateOps);
        pushItems = List.copyOf(pushItems);
    }

    /** One: what bounds a batch is its savepoints, one per cycle. */
    @Override
    public int rows() {
        return 1;
    }

    @Override
    public long bytes() {
        long bytes = 0;
        for (PushItem item : pushItems) {
            bytes += item.payloadJson().length();
        }
        for (StateOp op : stateOps) {
            bytes += op.valueJson().length();
        }
        return bytes;
    }

    @Override
    public void fail(StoreFailure failure) {
        completion.failed(failure);
    }
}
