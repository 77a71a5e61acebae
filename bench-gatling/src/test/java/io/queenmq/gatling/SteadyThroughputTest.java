package io.queenmq.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Steady push rate and time to reach it, computed from hand-written per-second series. */
class SteadyThroughputTest {

    @Test
    void aRunSteadyFromItsFirstSecondTookNoTime() {
        SteadyThroughput steady = SteadyThroughput.of(constant(20, 100)).orElseThrow();

        assertThat(steady.msgPerSec()).isEqualTo(100.0);
        assertThat(steady.timeToSteadySeconds()).isZero();
    }

    @Test
    void theFirstSecondWhoseFiveSecondAverageReachesNinetyPercentOfSteadyEndsTheRamp() {
        long[] series = constant(20, 100);
        System.arraycopy(new long[] {0, 20, 40, 60, 80}, 0, series, 0, 5);

        // Seconds 3..7 average 88, seconds 4..8 average 96 (second 4 alone is at 80).
        assertThat(SteadyThroughput.of(series).orElseThrow().timeToSteadySeconds()).isEqualTo(4);
    }

    @Test
    void exactlyNinetyPercentIsSteady() {
        long[] series = constant(10, 100);
        Arrays.fill(series, 0, 5, 90);
        assertThat(SteadyThroughput.of(series).orElseThrow().timeToSteadySeconds()).isZero();

        series[0] = 89;
        assertThat(SteadyThroughput.of(series).orElseThrow().timeToSteadySeconds()).isEqualTo(1);
    }

    @Test
    void aLaterDipRestartsTheCountBecauseTheRateMustStaySteadyToTheEnd() {
        long[] series = constant(20, 100);
        series[12] = 0;

        SteadyThroughput steady = SteadyThroughput.of(series).orElseThrow();
        assertThat(steady.msgPerSec()).isEqualTo(100.0);
        assertThat(steady.timeToSteadySeconds()).isEqualTo(13);
    }

    @Test
    void aRunWhoseLastFiveSecondsFallBelowTheBarNeverSettled() {
        long[] series = constant(10, 100);
        series[9] = 0;

        SteadyThroughput steady = SteadyThroughput.of(series).orElseThrow();
        assertThat(steady.msgPerSec()).isEqualTo(100.0);
        assertThat(steady.timeToSteadySeconds()).isNull();
    }

    @Test
    void steadyIsTheMedianOfTheLastHalfWhichTakesTheMiddleSecondOfAnOddRun() {
        long[] series = {1, 2, 3, 4, 5, 60, 10, 50, 20, 40, 30};

        // Seconds 5..10: 10, 20, 30, 40, 50, 60.
        assertThat(SteadyThroughput.of(series).orElseThrow().msgPerSec()).isEqualTo(35.0);
    }

    @Test
    void withNothingPushedInTheLastHalfThereIsNoSteadyRateToReach() {
        long[] series = new long[10];
        Arrays.fill(series, 0, 5, 100);

        SteadyThroughput steady = SteadyThroughput.of(series).orElseThrow();
        assertThat(steady.msgPerSec()).isZero();
        assertThat(steady.timeToSteadySeconds()).isNull();
    }

    @Test
    void aRunShorterThanTenSecondsIsNotJudgedButItsSeriesIsReported() {
        long[] series = constant(9, 100);

        assertThat(SteadyThroughput.of(series)).isEmpty();
        assertThat(SteadyThroughput.summary(series))
                .containsEntry("pushMsgPerSecondSeries", series)
                .containsEntry("steadyMsgPerSec", null)
                .containsEntry("timeToSteadySeconds", null);
        assertThat(SteadyThroughput.summary(constant(10, 100)))
                .containsEntry("steadyMsgPerSec", 100.0)
                .containsEntry("timeToSteadySeconds", 0);
    }

    private static long[] constant(int seconds, long msgPerSec) {
        long[] series = new long[seconds];
        Arrays.fill(series, msgPerSec);
        return series;
    }
}
