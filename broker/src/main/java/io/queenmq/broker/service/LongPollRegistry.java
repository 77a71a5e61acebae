package io.queenmq.broker.service;

import io.queenmq.broker.store.CommitListener;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Parked long-poll pops, keyed by queue. A commit that may have made a partition consumable (a push,
 * a released lease) wakes every waiter of that queue that is waiting for any partition or for
 * that one. Any thread may call; waiters do their own hand-off to their event loop.
 */
public final class LongPollRegistry implements CommitListener {
    /** A parked pop. {@link #wake} must be cheap and must not block. */
    public interface Waiter {
        /** The awaited partition, or null for any partition of the queue. */
        String partition();

        void wake();
    }

    private final Map<String, Set<Waiter>> byQueue = new ConcurrentHashMap<>();
    private volatile boolean stopping;

    public void park(String queue, Waiter waiter) {
        // Added inside the map's atomic update, so a concurrent unpark that empties the set cannot drop it.
        byQueue.compute(queue, (q, waiters) -> {
            Set<Waiter> set = waiters != null ? waiters : ConcurrentHashMap.newKeySet();
            set.add(waiter);
            return set;
        });
    }

    public void unpark(String queue, Waiter waiter) {
        byQueue.computeIfPresent(queue, (q, waiters) -> {
            waiters.remove(waiter);
            return waiters.isEmpty() ? null : waiters;
        });
    }

    /** Pops parked right now, over all queues; walks the registry, so for metrics, not hot paths. */
    public int parked() {
        int parked = 0;
        for (Set<Waiter> waiters : byQueue.values()) {
            parked += waiters.size();
        }
        return parked;
    }

    /** True once the broker is shutting down: waiters answer empty instead of waiting on. */
    public boolean stopping() {
        return stopping;
    }

    /**
     * Shutdown: from now on pops do not wait, and every parked one is woken so that it answers (204, or the
     * messages of an attempt already running) while the store lanes can still serve it.
     */
    public void stopWaiting() {
        stopping = true;
        for (Set<Waiter> waiters : byQueue.values()) {
            waiters.forEach(Waiter::wake);
        }
    }

    /** {@code partition} null wakes every waiter of the queue. */
    @Override
    public void messagesAvailable(String queue, String partition) {
        Set<Waiter> waiters = byQueue.get(queue);
        if (waiters == null) {
            return;
        }
        for (Waiter waiter : waiters) {
            if (partition == null || waiter.partition() == null || waiter.partition().equals(partition)) {
                waiter.wake();
            }
        }
    }
}
