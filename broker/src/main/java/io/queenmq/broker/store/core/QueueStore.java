package io.queenmq.broker.store.core;

import io.queenmq.broker.store.QueueOptions;
import io.queenmq.broker.store.Catalog;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.UUID;
import javax.sql.DataSource;

/** Queue configuration (docs/semantics.md §2.2). Blocking: call from a worker thread, never an event loop. */
public final class QueueStore {
    /** Full replacement upsert: every option not given is reset to its default. */
    private static final String CONFIGURE = """
            INSERT INTO queen.queues AS q (name, namespace, task, lease_time, retry_limit, retry_delay, max_queue_size,
                ttl, priority, delayed_processing, window_buffer, retention_seconds, completed_retention_seconds,
                retention_enabled, encryption_enabled, max_wait_time_seconds, dead_letter_queue, dlq_after_max_retries,
                dedup_window_seconds)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (name) DO UPDATE SET
                namespace = excluded.namespace, task = excluded.task, lease_time = excluded.lease_time,
                retry_limit = excluded.retry_limit, retry_delay = excluded.retry_delay,
                max_queue_size = excluded.max_queue_size, ttl = excluded.ttl, priority = excluded.priority,
                delayed_processing = excluded.delayed_processing, window_buffer = excluded.window_buffer,
                retention_seconds = excluded.retention_seconds,
                completed_retention_seconds = excluded.completed_retention_seconds,
                retention_enabled = excluded.retention_enabled, encryption_enabled = excluded.encryption_enabled,
                max_wait_time_seconds = excluded.max_wait_time_seconds,
                dead_letter_queue = excluded.dead_letter_queue, dlq_after_max_retries = excluded.dlq_after_max_retries,
                dedup_window_seconds = excluded.dedup_window_seconds,
                updated_at = now()
            RETURNING id""";

    private static final String DEFAULT_PARTITION = """
            WITH created AS (
                INSERT INTO queen.partitions (queue_id, name) VALUES (?, 'Default')
                ON CONFLICT (queue_id, name) DO NOTHING RETURNING id)
            SELECT id FROM created
            UNION ALL
            SELECT id FROM queen.partitions WHERE queue_id = ? AND name = 'Default'""";

    private final DataSource dataSource;
    private final Catalog catalog;

    public QueueStore(DataSource dataSource, Catalog catalog) {
        this.dataSource = dataSource;
        this.catalog = catalog;
    }

    /** Ids of a configured queue and of its Default partition. */
    public record Configured(UUID queueId, UUID defaultPartitionId) {}

    public Configured configure(String queue, String namespace, String task, QueueOptions o) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            try {
                UUID queueId;
                try (PreparedStatement st = c.prepareStatement(CONFIGURE)) {
                    int i = 1;
                    st.setString(i++, queue);
                    st.setString(i++, namespace);
                    st.setString(i++, task);
                    st.setInt(i++, o.leaseTime());
                    st.setInt(i++, o.retryLimit());
                    st.setInt(i++, o.retryDelay());
                    st.setInt(i++, o.maxSize());
                    st.setInt(i++, o.ttl());
                    st.setInt(i++, o.priority());
                    st.setInt(i++, o.delayedProcessing());
                    st.setInt(i++, o.windowBuffer());
                    st.setInt(i++, o.retentionSeconds());
                    st.setInt(i++, o.completedRetentionSeconds());
                    st.setBoolean(i++, o.retentionEnabled());
                    st.setBoolean(i++, o.encryptionEnabled());
                    st.setInt(i++, o.maxWaitTimeSeconds());
                    st.setBoolean(i++, o.deadLetterQueue());
                    st.setBoolean(i++, o.dlqAfterMaxRetries());
                    st.setInt(i, o.dedupWindowSeconds());
                    try (ResultSet rs = st.executeQuery()) {
                        rs.next();
                        queueId = rs.getObject(1, UUID.class);
                    }
                }
                UUID partitionId;
                try (PreparedStatement st = c.prepareStatement(DEFAULT_PARTITION)) {
                    st.setObject(1, queueId);
                    st.setObject(2, queueId);
                    try (ResultSet rs = st.executeQuery()) {
                        rs.next();
                        partitionId = rs.getObject(1, UUID.class);
                    }
                }
                c.commit();
                catalog.putQueue(queue, queueId);
                catalog.putPartition(queueId, "Default", partitionId);
                catalog.putQueueEncrypted(queue, o.encryptionEnabled(), System.nanoTime());
                return new Configured(queueId, partitionId);
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(true);
            }
        }
    }
}
