package io.queenmq.gatling;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * When the autoAck consumers of a queue filled before the run may stop, and whether they proved it
 * drained. With autoAck nothing stays leased, so an empty pop means nothing was claimable, except
 * what a concurrent pop of another consumer was taking at that moment. Hence a consumer stops after
 * two empty pops in a row, and the queue counts as drained only when the last consumer still
 * running got its two while alone: no other pop could have been in flight. Any thread; each
 * consumer user calls only its own {@link Streak}.
 */
final class DrainWatch {

    /** Empty pops in a row after which a consumer stops. */
    private static final int EMPTY_POPS_TO_STOP = 2;

    private final AtomicInteger running;
    private volatile boolean drained;

    /** @param consumers every consumer that will run, so none counts as alone before all have started */
    DrainWatch(int consumers) {
        this.running = new AtomicInteger(consumers);
    }

    /** Whether the last consumer saw the queue empty with no other consumer running. */
    boolean drained() {
        return drained;
    }

    Streak newStreak() {
        return new Streak();
    }

    /** One consumer's run of empty pops; only that consumer calls it. */
    final class Streak {

        private int empty;
        private int emptyAlone;
        private boolean alone;

        private Streak() {
        }

        /** Whether to send another pop; once false, the consumer has stopped for good. */
        boolean popAgain() {
            boolean last = running.get() == 1;
            if ((last ? emptyAlone : empty) >= EMPTY_POPS_TO_STOP) {
                if (last) {
                    drained = true;
                }
                running.decrementAndGet();
                return false;
            }
            // Stopped consumers never pop again: the last one's next pop has no concurrent pop.
            alone = last;
            return true;
        }

        /** Records the answer of the pop {@link #popAgain} allowed. */
        void popped(boolean wasEmpty) {
            empty = wasEmpty ? empty + 1 : 0;
            emptyAlone = wasEmpty && alone ? emptyAlone + 1 : 0;
        }
    }
}
