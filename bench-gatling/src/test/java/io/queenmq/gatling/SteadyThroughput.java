package io.queenmq.gatling;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A run's steady push rate and how many seconds it took to get there, from its per-second series
 * of confirmed messages ({@link PushRateSeries}: element {@code s} counts second {@code [s, s+1)}
 * after the first push sent, {@code n} whole seconds in all). Immutable.
 *
 * <ul>
 *   <li>steady = the median of the per-second counts over the last half of the run, seconds
 *       {@code n/2 .. n-1} (integer division);
 *   <li>the 5-second moving average at {@code s} = the mean of seconds {@code s .. s+4}, for
 *       {@code s = 0 .. n-5};
 *   <li>time to steady = the first {@code s} from which every moving average, up to the last one,
 *       is at least 90 % of steady: 0 for a run steady from its first second.
 * </ul>
 *
 * @param msgPerSec           the steady rate
 * @param timeToSteadySeconds null when the run never settled (its last 5 seconds average below
 *                            90 % of steady) or has no steady rate to reach (steady is 0)
 */
record SteadyThroughput(double msgPerSec, Integer timeToSteadySeconds) {

    static final int WINDOW_SECONDS = 5;
    static final int PERCENT_OF_STEADY = 90;
    /** A shorter run's last half is too short to tell a ramp from the steady rate. */
    static final int MIN_SECONDS = 2 * WINDOW_SECONDS;

    /** Empty for a series shorter than {@link #MIN_SECONDS}. */
    static Optional<SteadyThroughput> of(long[] perSecond) {
        int n = perSecond.length;
        if (n < MIN_SECONDS) {
            return Optional.empty();
        }
        double steady = median(perSecond, n / 2, n);
        if (steady == 0) {
            return Optional.of(new SteadyThroughput(0, null));
        }
        // Backwards from the last window: time to steady follows the last window below the bar.
        long windowSum = 0;
        for (int s = n - 1; s >= 0; s--) {
            windowSum += perSecond[s];
            if (s + WINDOW_SECONDS < n) {
                windowSum -= perSecond[s + WINDOW_SECONDS];
            }
            boolean fullWindow = s + WINDOW_SECONDS <= n;
            // In integers and exact halves (steady may be one), so 90 % exactly passes.
            if (fullWindow && 100.0 * windowSum < PERCENT_OF_STEADY * WINDOW_SECONDS * steady) {
                return Optional.of(new SteadyThroughput(steady, s + WINDOW_SECONDS == n ? null : s + 1));
            }
        }
        return Optional.of(new SteadyThroughput(steady, 0));
    }

    /**
     * The result fields {@code pushMsgPerSecondSeries}, {@code steadyMsgPerSec} and
     * {@code timeToSteadySeconds}; the last two null for a series too short to judge.
     */
    static Map<String, Object> summary(long[] perSecond) {
        Optional<SteadyThroughput> steady = of(perSecond);
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("pushMsgPerSecondSeries", perSecond);
        summary.put("steadyMsgPerSec", steady.map(SteadyThroughput::msgPerSec).orElse(null));
        summary.put("timeToSteadySeconds", steady.map(SteadyThroughput::timeToSteadySeconds).orElse(null));
        return summary;
    }

    /** The median of {@code values[from .. to-1]}. */
    private static double median(long[] values, int from, int to) {
        long[] sorted = Arrays.copyOfRange(values, from, to);
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2.0;
    }
}
