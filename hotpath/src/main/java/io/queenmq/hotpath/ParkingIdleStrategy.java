package io.queenmq.hotpath;

import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import org.agrona.concurrent.IdleStrategy;

/**
 * Idles a drain thread that found no work: spin, then yield, then park until woken.
 *
 * <p>Threads: {@link #idle(int)}, {@link #idle()} and {@link #reset()} on the one drain thread;
 * {@link #wake()} on any thread.
 *
 * <p>Contract, so that no wake-up is lost:
 * <ul>
 *   <li>a producer makes its work visible (for example a successful queue offer), then calls
 *       {@link #wake()};
 *   <li>before parking, the drain thread publishes itself as parked, then asks
 *       {@code workPending} once more and parks only if it answers false.
 * </ul>
 * Both sides write and then read volatile state, so either the drain thread sees the new work and
 * does not park, or the producer sees the parked thread and unparks it. A parked thread therefore
 * uses no CPU, and a lone item after a long idle costs one unpark. {@code workPending} must also
 * answer true when the drain loop is asked to stop.
 */
public final class ParkingIdleStrategy implements IdleStrategy {

    private final int maxSpins;
    private final int maxYields;
    private final BooleanSupplier workPending;
    /** The drain thread while it parks, else null; a waker claims it so only one unparks it. */
    private final AtomicReference<Thread> parkedThread = new AtomicReference<>();

    // Drain-thread state: how far into the current idle period we are.
    private int spins;
    private int yields;

    /**
     * @param maxSpins idle calls that busy-spin before yielding
     * @param maxYields idle calls that yield before parking
     * @param workPending true when there is work to do or the loop should stop; called on the drain
     *     thread after it has published itself as parked
     */
    public ParkingIdleStrategy(int maxSpins, int maxYields, BooleanSupplier workPending) {
        if (maxSpins < 0 || maxYields < 0) {
            throw new IllegalArgumentException(
                    "spins and yields must not be negative: maxSpins=" + maxSpins + ", maxYields=" + maxYields);
        }
        this.maxSpins = maxSpins;
        this.maxYields = maxYields;
        this.workPending = workPending;
    }

    /** Unparks the drain thread if it is parked; cheap (one volatile read) when it is not. */
    public void wake() {
        Thread parked = parkedThread.get();
        if (parked != null && parkedThread.compareAndSet(parked, null)) {
            LockSupport.unpark(parked);
        }
    }

    /** Resets the back-off when work was done, else idles one step. */
    @Override
    public void idle(int workCount) {
        if (workCount > 0) {
            reset();
        } else {
            idle();
        }
    }

    @Override
    public void idle() {
        if (spins < maxSpins) {
            spins++;
            Thread.onSpinWait();
        } else if (yields < maxYields) {
            yields++;
            Thread.yield();
        } else {
            park();
        }
    }

    @Override
    public void reset() {
        spins = 0;
        yields = 0;
    }

    @Override
    public String alias() {
        return "parking";
    }

    private void park() {
        parkedThread.set(Thread.currentThread());
        if (!workPending.getAsBoolean()) {
            // Returns on wake(), on a spurious wake-up, or at once if an unpark came in between.
            LockSupport.park(this);
        }
        parkedThread.set(null);
    }
}
