package io.queenmq.broker.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class ThreadRecordersTest {
    @Test
    void anIntervalHoldsWhatEveryThreadRecordedSinceTheLastOne() throws InterruptedException {
        ThreadRecorders recorders = new ThreadRecorders(1_000_000);
        recorders.record(10);
        Thread other = new Thread(() -> {
            for (int i = 0; i < 1000; i++) {
                recorders.record(500);
            }
        });
        other.start();
        other.join();

        Histogram first = recorders.intervalHistogram();
        assertThat(first.getTotalCount()).isEqualTo(1001);
        assertThat(first.getMinValue()).isEqualTo(10);
        assertThat(first.getMaxValue()).isBetween(500L, 501L);

        recorders.record(7);
        Histogram second = recorders.intervalHistogram();
        assertThat(second.getTotalCount()).as("the last interval only").isEqualTo(1);
        assertThat(second.getMaxValue()).isEqualTo(7);
    }
}
