package io.queenmq.broker.metrics;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import java.util.function.Supplier;
import org.HdrHistogram.Histogram;

/**
 * Quantile gauges (p50, p99 and max) of what an HdrHistogram recorder took in during the last
 * sampling interval. Writers record without locks; {@link #sample}, on the metrics thread, is the
 * recorder's only interval reader. A quiet interval reads 0.
 */
final class SampledQuantiles {
    private static final double[] QUANTILES = {0.5, 0.99, 1.0};

    private final Supplier<Histogram> interval;
    private final double scale;
    /** Latest interval's values, per quantile; replaced whole by the metrics thread, read by scrapes. */
    private volatile double[] values = new double[QUANTILES.length];

    /** {@code scale} converts the recorded unit into the gauge's (1e-9 for nanoseconds to seconds). */
    SampledQuantiles(String name, String description, String baseUnit, Tags tags, Supplier<Histogram> interval,
                     double scale, MeterRegistry registry) {
        this.interval = interval;
        this.scale = scale;
        for (int i = 0; i < QUANTILES.length; i++) {
            int q = i;
            Gauge.builder(name, this, s -> s.values[q]).tags(tags.and("quantile", Double.toString(QUANTILES[i])))
                    .description(description).baseUnit(baseUnit).register(registry);
        }
    }

    void sample() {
        Histogram histogram = interval.get();
        double[] sampled = new double[QUANTILES.length];
        if (histogram.getTotalCount() > 0) {
            for (int i = 0; i < QUANTILES.length; i++) {
                double value = QUANTILES[i] == 1.0 ? histogram.getMaxValue()
                        : histogram.getValueAtPercentile(QUANTILES[i] * 100);
                sampled[i] = value * scale;
            }
        }
        values = sampled;
    }
}
