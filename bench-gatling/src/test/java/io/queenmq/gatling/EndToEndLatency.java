package io.queenmq.gatling;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAccumulator;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * How long messages took from their push request being built to the pop answer that delivered
 * them, in microseconds. Any thread: consumers record into a {@link ConcurrentHistogram}, whose
 * writers never wait for each other or for a reader. Beside the histogram it keeps the highest
 * latency of the messages sent in each second, which tells a run whose latency rose once (a
 * stall, a backlog worked off) from one that is slow throughout.
 */
final class EndToEndLatency {

    /** Three digits: 0.1 % resolution at any magnitude. */
    private static final int SIGNIFICANT_DIGITS = 3;

    private final ConcurrentHistogram micros = new ConcurrentHistogram(SIGNIFICANT_DIGITS);
    private final ConcurrentHashMap<Long, LongAccumulator> maxBySentSecond = new ConcurrentHashMap<>();

    /** Records one delivery; a negative span (clocks of two machines) counts as 0. */
    void record(long sentMicros, long deliveredMicros) {
        long span = Math.max(0, deliveredMicros - sentMicros);
        micros.recordValue(span);
        maxBySentSecond.computeIfAbsent(Math.floorDiv(sentMicros, 1_000_000L), second -> new LongAccumulator(Math::max, 0))
                .accumulate(span);
    }

    /** The highest latency in microseconds by the epoch second its message was sent in, so far. */
    SortedMap<Long, Long> maxBySentSecond() {
        SortedMap<Long, Long> copy = new TreeMap<>();
        maxBySentSecond.forEach((second, max) -> copy.put(second, max.get()));
        return copy;
    }

    /**
     * One entry per second from the first send to the last: the highest latency of the messages
     * sent in it, in milliseconds, or null when none was delivered.
     */
    static List<Double> maxMsBySecond(SortedMap<Long, Long> maxMicrosBySecond) {
        List<Double> series = new ArrayList<>();
        if (maxMicrosBySecond.isEmpty()) {
            return series;
        }
        for (long second = maxMicrosBySecond.firstKey(); second <= maxMicrosBySecond.lastKey(); second++) {
            Long max = maxMicrosBySecond.get(second);
            series.add(max == null ? null : millis(max));
        }
        return series;
    }

    /** A copy of what was recorded so far. */
    Histogram snapshot() {
        return micros.copy();
    }

    /** An empty histogram to {@link Histogram#add} snapshots of several groups into. */
    static Histogram emptyTotal() {
        return new Histogram(SIGNIFICANT_DIGITS);
    }

    /** {@code count}, {@code mean}, {@code p50}, {@code p99}, {@code p999} and {@code max}, in milliseconds. */
    static Map<String, Object> summary(AbstractHistogram micros) {
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("count", micros.getTotalCount());
        boolean empty = micros.getTotalCount() == 0;
        summary.put("mean", empty ? null : millis(micros.getMean()));
        summary.put("p50", empty ? null : millis(micros.getValueAtPercentile(50)));
        summary.put("p99", empty ? null : millis(micros.getValueAtPercentile(99)));
        summary.put("p999", empty ? null : millis(micros.getValueAtPercentile(99.9)));
        summary.put("max", empty ? null : millis(micros.getMaxValue()));
        return summary;
    }

    private static double millis(double micros) {
        return Math.round(micros) / 1000.0;
    }
}
