package io.queenmq.broker.service;

import io.queenmq.broker.store.admin.RetentionStore;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/**
 * Deletes message ranges partition by partition in batches of a fixed size, each batch its own short
 * transaction under the cluster-wide job lock. Job thread only.
 */
final class RangeDeleter {
    private final RetentionStore store;
    private final int batchRows;

    RangeDeleter(RetentionStore store, int batchRows) {
        this.store = store;
        this.batchRows = batchRows;
    }

    /**
     * Deletes what {@code ranges} allow, adding the counts per queue to {@code deletedPerQueue}.
     *
     * @return false when another broker holds the job lock: it is running the pass, so this one stops
     */
    boolean delete(List<RetentionStore.Range> ranges, Map<String, Long> deletedPerQueue) throws SQLException {
        for (RetentionStore.Range range : ranges) {
            long after = range.afterSeq();
            while (true) {
                RetentionStore.Batch batch = store.deleteBatch(range, after, batchRows);
                if (batch == null) {
                    return false;
                }
                if (batch.deleted() > 0) {
                    deletedPerQueue.merge(range.queue(), batch.deleted(), Long::sum);
                }
                // created_at grows with seq, so a batch that kept a message reached the young end of the partition.
                if (batch.scanned() < batchRows || batch.deleted() < batch.scanned()) {
                    break;
                }
                after = batch.lastSeq();
            }
        }
        return true;
    }
}
