package io.queenmq.broker.http;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The request body bytes all connections of a server may hold at once ({@code MAX_INFLIGHT_BODY_BYTES}): reserved
 * while a body is received (its declared length at once, or chunk by chunk) and held by its exchange until the
 * answer, so that several large bodies together cannot exhaust the heap. Thread-safe, lock-free; one per server.
 */
final class InflightBodyBudget {
    private final long capacityBytes;
    private final AtomicLong heldBytes = new AtomicLong();

    InflightBodyBudget(long capacityBytes) {
        this.capacityBytes = capacityBytes;
    }

    long capacityBytes() {
        return capacityBytes;
    }

    long heldBytes() {
        return heldBytes.get();
    }

    /** Reserves {@code bytes} if they fit under the capacity; false (nothing reserved) if not. */
    boolean tryReserve(long bytes) {
        long held;
        do {
            held = heldBytes.get();
            if (held + bytes > capacityBytes) {
                return false;
            }
        } while (!heldBytes.compareAndSet(held, held + bytes));
        return true;
    }

    void release(long bytes) {
        if (bytes > 0) {
            heldBytes.addAndGet(-bytes);
        }
    }
}
