package io.queenmq.broker.service;

import io.queenmq.broker.store.admin.RetentionStore;
import io.queenmq.broker.store.stats.HistoryStore;
import java.sql.SQLException;
import java.util.Map;
import java.util.TreeMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The eviction pass (docs/semantics.md §12.3), for queues with {@code maxWaitTimeSeconds} whether or not
 * retention is enabled: deletes messages that waited longer than that for some consumer row of
 * their partition (or for any consumer at all). They are deleted, not dead-lettered.
 */
final class MessageEviction implements JobScheduler.Job {
    private static final Logger log = LoggerFactory.getLogger(MessageEviction.class);

    private final RetentionStore store;
    private final RangeDeleter deleter;
    private final HistoryStore history;

    MessageEviction(RetentionStore store, int batchRows, HistoryStore history) {
        this.store = store;
        this.history = history;
        this.deleter = new RangeDeleter(store, batchRows);
    }

    @Override
    public void runPass() throws SQLException {
        Map<String, Long> evicted = new TreeMap<>();
        boolean finished = deleter.delete(store.evictable(), evicted);
        history.recordDeletions("eviction", evicted);
        if (!evicted.isEmpty()) {
            log.info("Eviction deleted unconsumed messages per queue: {}", evicted);
        }
        if (!finished) {
            log.debug("Eviction pass stopped: another broker holds the job lock");
        }
    }
}
