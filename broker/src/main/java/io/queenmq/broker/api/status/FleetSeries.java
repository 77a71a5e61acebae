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
    record Point(long bucketEpochSeconds, Map<String, Long> counts, Map<String, Long> gauges, long intervalMs,
                 int samples) {
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
            points.put(t, new Point(t, new LinkedHashMap<>(), new LinkedHashMap<>(), 0, 0));
        }
        for (BrokerSampleStore.Bucket b : buckets) {
            Point p = points.get(b.bucketEpochSeconds());
            if (p == null) {
                continue;
            }
            b.counts().forEach((k, v) -> p.counts().merge(k, v, Long::sum));
            b.gauges().forEach((k, v) -> p.gauges().merge(k, v.avg(), Long::sum));
            points.put(p.bucketEpochSeconds(), new Point(p.bucketEpochSeconds(), p.counts(), p.gauges(),
                    p.intervalMs() + b.intervalMs(), p.samples() + b.samples()));
        }
        return points;
    }
}
