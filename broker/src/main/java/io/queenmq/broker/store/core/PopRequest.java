package io.queenmq.broker.store.core;

import io.opentelemetry.api.trace.SpanContext;
import io.queenmq.broker.store.StoreRequest;
import io.queenmq.broker.store.StoreFailure;
import io.queenmq.broker.store.Completion;
import java.util.UUID;

/**
 * One pop attempt (a long poll makes several, each a new PopRequest with the same lease id).
 *
 * @param partition the partition route's name, or null for the wildcard route
 * @param maxMessages global cap over every claimed partition
 * @param maxPartitions how many partitions a wildcard pop may claim
 * @param subscription where a named group starts on partitions it has never consumed
 * @param caller the pop route's span (see {@link StoreRequest#caller})
 */
public record PopRequest(String queue, String partition, String consumerGroup, int maxMessages, int maxPartitions,
                         boolean autoAck, Subscription subscription, UUID leaseId,
                         Completion<PopResult> completion, SpanContext caller) implements StoreRequest {

    public static final String QUEUE_MODE = "__QUEUE_MODE__";

    /**
     * A group's requested start point, used only when the group first joins the queue.
     *
     * @param fromEpochMicros start after this time; null with {@code fromNow} false means from the beginning
     */
    public record Subscription(boolean fromNow, Long fromEpochMicros) {
        public static final Subscription ALL = new Subscription(false, null);

        public boolean anchored() {
            return fromNow || fromEpochMicros != null;
        }
    }

    public boolean queueMode() {
        return QUEUE_MODE.equals(consumerGroup);
    }

    @Override
    public int rows() {
        return 1;
    }

    @Override
    public void fail(StoreFailure failure) {
        completion.failed(failure);
    }
}
