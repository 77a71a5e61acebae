package io.queenmq.hotpath;

import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;

/**
 * Counters and histograms of the batches one drain loop handled.
 *
 * <p>Threads: the drain thread records; any thread reads. The interval histograms hold what was
 * recorded since the previous call by any caller, so give them one reader (the metrics job).
 */
public final class BatchStats {

    private static final int SIGNIFICANT_DIGITS = 3;

    private final AtomicLong batches = new AtomicLong();
    private final AtomicLong items = new AtomicLong();
    private final AtomicLong rows = new AtomicLong();
    private final AtomicLong failedBatches = new AtomicLong();
    private final SingleWriterRecorder batchRows = new SingleWriterRecorder(SIGNIFICANT_DIGITS);
    private final SingleWriterRecorder handlerNs = new SingleWriterRecorder(SIGNIFICANT_DIGITS);

    /** Batches handed to the handler since start, failed ones included. */
    public long batches() {
        return batches.get();
    }

    /** Items handed to the handler since start, failed batches included. */
    public long items() {
        return items.get();
    }

    /** Rows (as counted by the weigher) handed to the handler since start, failed batches included. */
    public long rows() {
        return rows.get();
    }

    /** Batches whose handler threw. */
    public long failedBatches() {
        return failedBatches.get();
    }

    /** Rows per batch (as counted by the weigher), recorded since the previous call. */
    public Histogram intervalBatchRows() {
        return batchRows.getIntervalHistogram();
    }

    /** Time the handler took per batch in nanoseconds, recorded since the previous call. */
    public Histogram intervalHandlerNs() {
        return handlerNs.getIntervalHistogram();
    }

    /** Drain thread only. */
    void recordBatch(int itemCount, long rowCount, long elapsedNs, boolean failed) {
        batches.incrementAndGet();
        items.addAndGet(itemCount);
        rows.addAndGet(rowCount);
        if (failed) {
            failedBatches.incrementAndGet();
        }
        batchRows.recordValue(rowCount);
        handlerNs.recordValue(elapsedNs);
    }
}
