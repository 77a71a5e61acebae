package io.queenmq.broker.service;

import io.queenmq.broker.store.admin.RetentionStore;
import java.sql.SQLException;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Deletes partitions that have no messages and saw no push or consumer activity for
 * {@code PARTITION_CLEANUP_DAYS} (docs/semantics.md §12.4), with their cursors; subscription metadata
 * is per queue and stays. A later push creates the partition again, with a new id.
 */
final class PartitionCleanup implements JobScheduler.Job {
    private static final Logger log = LoggerFactory.getLogger(PartitionCleanup.class);

    private final RetentionStore store;
    private final int idleDays;

    PartitionCleanup(RetentionStore store, int idleDays) {
        this.store = store;
        this.idleDays = idleDays;
    }

    @Override
    public void runPass() throws SQLException {
        Map<String, Long> deleted = store.deleteInactivePartitions(idleDays);
        if (deleted == null) {
            log.debug("Partition cleanup skipped: another broker holds the job lock");
        } else if (!deleted.isEmpty()) {
            log.info("Deleted partitions idle for {} days, per queue: {}", idleDays, deleted);
        }
    }
}
