package io.queenmq.broker.store;

import java.util.List;

/**
 * The store lanes of one operation kind. A request goes to the lane chosen by its routing key,
 * so requests on the same lanes meet in the same batches instead of contending for row locks.
 */
public final class Lanes<R extends StoreRequest> implements AutoCloseable {
    private final List<StoreLane<R>> lanes;

    public Lanes(List<StoreLane<R>> lanes) {
        this.lanes = List.copyOf(lanes);
    }

    public List<StoreLane<R>> lanes() {
        return lanes;
    }

    public void start() {
        lanes.forEach(StoreLane::start);
    }

    /** Any thread. False when the chosen lane is full: the caller answers 503. */
    public boolean offer(Object routingKey, R request) {
        int lane = Math.floorMod(routingKey.hashCode(), lanes.size());
        return lanes.get(lane).offer(request);
    }

    @Override
    public void close() {
        lanes.forEach(StoreLane::close);
    }
}
