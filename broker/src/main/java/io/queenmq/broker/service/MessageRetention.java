package io.queenmq.broker.service;

import io.queenmq.broker.store.admin.RetentionStore;
import io.queenmq.broker.store.stats.HistoryStore;
import java.sql.SQLException;
import java.util.Map;
import java.util.TreeMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The retention pass (docs/semantics.md §12.1–12.2), for queues with {@code retentionEnabled}: deletes
 * messages older than {@code retentionSeconds} whether consumed or not, then messages older than
 * {@code completedRetentionSeconds} that every consumer row of their partition has passed.
 */
final class MessageRetention implements JobScheduler.Job {
    private static final Logger log = LoggerFactory.getLogger(MessageRetention.class);

    private final RetentionStore store;
    private final RangeDeleter deleter;
    private final HistoryStore history;

    MessageRetention(RetentionStore store, int batchRows, HistoryStore history) {
        this.store = store;
        this.history = history;
        this.deleter = new RangeDeleter(store, batchRows);
    }

    @Override
    public void runPass() throws SQLException {
        Map<String, Long> expired = new TreeMap<>();
        Map<String, Long> completed = new TreeMap<>();
        boolean finished = deleter.delete(store.expired(), expired) && deleter.delete(store.completed(), completed);
        history.recordDeletions("retention", expired);
        history.recordDeletions("completed_retention", completed);
        if (!expired.isEmpty()) {
            log.info("Retention deleted expired messages per queue: {}", expired);
        }
        if (!completed.isEmpty()) {
            log.info("Retention deleted completed messages per queue: {}", completed);
        }
        if (!finished) {
            log.debug("Retention pass stopped: another broker holds the job lock");
        }
    }
}
