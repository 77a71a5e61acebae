package io.queenmq.broker.api.status;

import io.queenmq.broker.store.stats.BrokerSampleStore;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The brokers' samples of a window summed per time bucket over the fleet, every bucket of the window present (empty
 * where no broker wrote), oldest first.
 */
final class FleetSeries {
    /** The fleet in one bucket: summed counters, gauges' averages summed over brokers, and the sampled time. */
    static final class Point {
        private final long bucketEpochSeconds;
        private final Map<String, Long> counts = new LinkedHashMap<>();
        private final Map<String, Long> gauges = new LinkedHashMap<>();
        private long intervalMs;

        private Point(long bucketEpochSeconds) {
            this.bucketEpochSeconds = bucketEpochSeconds;
        }

        private void add(BrokerSampleStore.Bucket b) {
            b.counts().forEach((k, v) -> counts.merge(k, v, Long::sum));
            b.gauges().forEach((k, v) -> gauges.merge(k, v.avg(), Long::sum));
            intervalMs += b.intervalMs();
        }

        long bucketEpochSeconds() {
            return bucketEpochSeconds;
        }

        Map<String, Long> counts() {
            return counts;
        }

        long count(String column) {
            return counts.getOrDefault(column, 0L);
        }

        long gauge(String column) {
            return gauges.getOrDefault(column, 0L);
        }

        /** CPU time of a counter column as a percentage of the sampled time (per broker on average). */
        double cpuPercent(String column) {
            return intervalMs == 0 ? 0 : Math.round(count(column) / (intervalMs * 10.0) * 100.0) / 100.0;
        }
    }

    private FleetSeries() {}

    static Map<Long, Point> of(Window window, List<BrokerSampleStore.Bucket> buckets) {
        Map<Long, Point> points = new LinkedHashMap<>();
        long step = window.bucketSeconds();
        long first = Math.floorDiv(window.from().getEpochSecond(), step) * step;
        for (long t = first; t < window.to().getEpochSecond(); t += step) {
            points.put(t, new Point(t));
        }
        for (BrokerSampleStore.Bucket b : buckets) {
            Point p = points.get(b.bucketEpochSeconds());
            if (p != null) {
                p.add(b);
            }
        }
        return points;
    }
}
