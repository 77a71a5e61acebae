package io.queenmq.broker.service;

import io.queenmq.broker.store.admin.RetentionStore;
import java.sql.SQLException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Deletes the dedup tombstones whose window has ended (docs/semantics.md §3.4): what windowed deduplication
 * remembers of deleted messages lasts as long as their window and no longer.
 */
final class TombstonePruning implements JobScheduler.Job {
    private static final Logger log = LoggerFactory.getLogger(TombstonePruning.class);

    private final RetentionStore store;

    TombstonePruning(RetentionStore store) {
        this.store = store;
    }

    @Override
    public void runPass() throws SQLException {
        Long deleted = store.deleteExpiredTombstones();
        if (deleted == null) {
            log.debug("Tombstone pruning skipped: another broker holds the job lock");
        } else if (deleted > 0) {
            log.debug("Deleted {} dedup tombstones past their window", deleted);
        }
    }
}
