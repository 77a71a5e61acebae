package io.queenmq.broker.metrics;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.queenmq.hotpath.BatchStats;
import org.HdrHistogram.Histogram;

/**
 * Batch sizes and drain times of one store lane over the last sampling interval, as quantile
 * gauges. The drain thread records them into {@link BatchStats}' interval histograms without
 * locks; {@link #sample} is their only reader and runs on the metrics thread.
 */
final class LaneDistributions {
    private static final double[] QUANTILES = {0.5, 0.99, 1.0};

    private final BatchStats stats;
    /** Latest interval's values, per quantile; replaced whole by the metrics thread, read by scrapes. */
    private volatile double[] rows = new double[QUANTILES.length];
    private volatile double[] drainSeconds = new double[QUANTILES.length];

    LaneDistributions(BatchStats stats, Tags tags, MeterRegistry registry) {
        this.stats = stats;
        for (int i = 0; i < QUANTILES.length; i++) {
            int q = i;
            Tags quantile = tags.and("quantile", Double.toString(QUANTILES[i]));
            Gauge.builder("queen.lane.batch.rows", this, d -> d.rows[q]).tags(quantile)
                    .description("Rows per transaction of the lane over the last sampling interval")
                    .register(registry);
            Gauge.builder("queen.lane.drain.seconds", this, d -> d.drainSeconds[q]).tags(quantile)
                    .description("Time the lane took per transaction over the last sampling interval")
                    .baseUnit("seconds").register(registry);
        }
    }

    /** Replaces the values with those of the batches since the previous sample (0 when none ran). */
    void sample() {
        Histogram batchRows = stats.intervalBatchRows();
        Histogram handlerNs = stats.intervalHandlerNs();
        double[] newRows = new double[QUANTILES.length];
        double[] newSeconds = new double[QUANTILES.length];
        for (int i = 0; i < QUANTILES.length; i++) {
            newRows[i] = value(batchRows, QUANTILES[i]);
            newSeconds[i] = value(handlerNs, QUANTILES[i]) / 1e9;
        }
        rows = newRows;
        drainSeconds = newSeconds;
    }

    private static double value(Histogram histogram, double quantile) {
        if (histogram.getTotalCount() == 0) {
            return 0;
        }
        return quantile == 1.0 ? histogram.getMaxValue() : histogram.getValueAtPercentile(quantile * 100);
    }
}
