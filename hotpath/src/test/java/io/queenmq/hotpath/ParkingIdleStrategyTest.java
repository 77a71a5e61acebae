package io.queenmq.hotpath;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Specification of {@link ParkingIdleStrategy}: an idle drain thread parks, and no wake-up is lost. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class ParkingIdleStrategyTest {

    /**
     * A producer hands the drainer one unit of work at a time and waits for it to be taken, so the
     * drainer (which parks at once when idle) races to park on every hand-off. A lost wake-up
     * leaves it parked forever and the test times out.
     */
    @Test
    void noWakeUpIsLostAcrossManyHandOffs() throws InterruptedException {
        int handOffs = 20_000;
        AtomicLong offered = new AtomicLong();
        AtomicLong taken = new AtomicLong();
        ParkingIdleStrategy idle = new ParkingIdleStrategy(0, 0, () -> offered.get() > taken.get());
        Thread drainer = new Thread(() -> {
            while (taken.get() < handOffs) {
                int work = (int) (offered.get() - taken.get());
                taken.addAndGet(work);
                idle.idle(work);
            }
        });
        drainer.start();

        for (int i = 1; i <= handOffs; i++) {
            offered.set(i);
            idle.wake();
            while (taken.get() < i) {
                Thread.onSpinWait();
            }
        }
        drainer.join();

        assertThat(taken.get()).isEqualTo(handOffs);
    }

    @Test
    void anIdleThreadParksUntilWoken() throws InterruptedException {
        AtomicBoolean workPending = new AtomicBoolean();
        ParkingIdleStrategy idle = new ParkingIdleStrategy(10, 2, workPending::get);
        Thread drainer = new Thread(() -> {
            while (!workPending.get()) {
                idle.idle(0);
            }
        });
        drainer.start();

        while (drainer.getState() != Thread.State.WAITING) {
            Thread.sleep(1);
        }
        workPending.set(true);
        idle.wake();
        drainer.join();

        assertThat(drainer.isAlive()).isFalse();
    }

    @Test
    void wakeWithNoParkedThreadDoesNothing() {
        ParkingIdleStrategy idle = new ParkingIdleStrategy(1, 1, () -> true);

        idle.wake();
        idle.idle(0); // spins: work is pending anyway, so even a park would return at once
        idle.idle(5);

        assertThat(idle.alias()).isEqualTo("parking");
    }

    @Test
    void negativeBackOffIsRejected() {
        assertThatThrownBy(() -> new ParkingIdleStrategy(-1, 0, () -> false))
                .hasMessage("spins and yields must not be negative: maxSpins=-1, maxYields=0");
    }
}
