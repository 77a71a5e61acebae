package io.queenmq.broker.api.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RecheckScheduleTest {
    @Test
    void theDefaultsCheckThreeTimesAtTheInitialIntervalThenGrowLinearlyToTheCap() {
        RecheckSchedule schedule = new RecheckSchedule(100, 3, 2.0, 1000);

        assertThat(schedule.delayMs(1)).isEqualTo(100);
        assertThat(schedule.delayMs(3)).isEqualTo(100);
        assertThat(schedule.delayMs(4)).isEqualTo(800);   // 100 x 4 x 2
        assertThat(schedule.delayMs(5)).isEqualTo(1000);  // 1000, capped
        assertThat(schedule.delayMs(500)).isEqualTo(1000);
    }

    @Test
    void withoutThresholdItGrowsFromTheFirstCheckAndTheCapBoundsEvenTheInitialInterval() {
        assertThat(new RecheckSchedule(50, 0, 1.0, 1000).delayMs(1)).isEqualTo(50);
        assertThat(new RecheckSchedule(50, 0, 1.0, 1000).delayMs(3)).isEqualTo(150);
        assertThat(new RecheckSchedule(500, 3, 2.0, 200).delayMs(1)).isEqualTo(200);
    }
}
