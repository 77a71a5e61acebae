package io.queenmq.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The per-second bucketing of confirmations, driven with hand-set nanosecond times. */
class PushRateSeriesTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long T0 = 5 * SECOND;

    private final PushRateSeries series = new PushRateSeries(3);

    @Test
    void confirmationsCountInTheSecondAfterTheFirstPushSentTheyArriveIn() {
        series.pushSent(T0);
        series.pushSent(T0 - 1);
        series.confirmed(T0 + 10, 2);
        series.confirmed(T0 + SECOND - 1, 3);
        series.confirmed(T0 + SECOND, 7);
        series.confirmed(T0 + 2 * SECOND + 5, 1);

        assertThat(series.perSecond(T0 + 3 * SECOND)).containsExactly(5, 7, 1);
    }

    @Test
    void onlyWholeSecondsAreReportedSoAPartialLastSecondDoesNotReadAsADrop() {
        series.pushSent(T0);
        series.confirmed(T0 + SECOND / 2, 4);
        series.confirmed(T0 + SECOND + SECOND / 2, 1);

        assertThat(series.perSecond(T0 + SECOND + SECOND / 2)).containsExactly(4);
    }

    @Test
    void confirmationsPastTheLastBucketAreLeftOut() {
        series.pushSent(T0);
        series.confirmed(T0 + 2 * SECOND, 1);
        series.confirmed(T0 + 4 * SECOND, 9);

        assertThat(series.perSecond(T0 + 4 * SECOND)).containsExactly(0, 0, 1);
    }

    @Test
    void emptyBeforeTheFirstPush() {
        assertThat(series.perSecond(T0)).isEmpty();
        assertThat(series.perSecond(Long.MIN_VALUE)).isEmpty();
    }
}
