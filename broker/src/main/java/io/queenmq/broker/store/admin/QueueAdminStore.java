package io.queenmq.broker.store.admin;

import io.queenmq.broker.store.Catalog;
import io.queenmq.broker.store.Transactions;
import io.queenmq.broker.db.SqlErrors;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * Deleting queues and partitions (docs/semantics.md §11). Partitions, messages, cursors, leases and dead letters go by
 * foreign-key cascade; subscription anchors are keyed by name, so they are deleted explicitly (the decision of docs/decisions.md §D10: a
 * re-created queue or partition starts fresh instead of inheriting old anchors). Blocking: call from a worker
 * thread, never an event loop.
 */
public final class QueueAdminStore {
    /** Deadlocks with concurrent pushes and pops are possible (the cascade locks rows they lock); retry that often. */
    private static final int MAX_ATTEMPTS = 5;

    private static final String LOCK_QUEUE = "SELECT id FROM queen.queues WHERE name = ? FOR UPDATE";
    /** In id order, the order push locks them in (docs/decisions.md §D5), so a delete and a push cannot deadlock on them. */
    private static final String LOCK_PARTITIONS =
            "SELECT id FROM queen.partitions WHERE queue_id = ? AND name = coalesce(?, name) ORDER BY id FOR UPDATE";
    private static final String DELETE_QUEUE = "DELETE FROM queen.queues WHERE id = ?";
    private static final String DELETE_PARTITION = "DELETE FROM queen.partitions WHERE id = ?";
    private static final String DELETE_QUEUE_ANCHORS = "DELETE FROM queen.consumer_groups_metadata WHERE queue_name = ?";
    private static final String DELETE_PARTITION_ANCHORS =
            "DELETE FROM queen.consumer_groups_metadata WHERE queue_name = ? AND partition_name = ?";

    private final DataSource dataSource;
    private final Catalog catalog;

    public QueueAdminStore(DataSource dataSource, Catalog catalog) {
        this.dataSource = dataSource;
        this.catalog = catalog;
    }

    /** What a partition delete found. */
    public enum PartitionDeletion { DELETED, NO_QUEUE, NO_PARTITION }

    /** Deletes the queue and everything in it; returns whether it existed. Anchors of the name go in any case. */
    public boolean deleteQueue(String queue) throws SQLException {
        return inTransaction(c -> {
            UUID queueId = lockQueue(c, queue);
            if (queueId != null) {
                lockPartitions(c, queueId, null);
                update(c, DELETE_QUEUE, queueId);
            }
            update(c, DELETE_QUEUE_ANCHORS, queue);
            return queueId != null;
        });
    }

    /** Deletes one partition of a queue with its messages, cursors and dead letters. */
    public PartitionDeletion deletePartition(String queue, String partition) throws SQLException {
        return inTransaction(c -> {
            UUID queueId = lockQueue(c, queue);
            if (queueId == null) {
                return PartitionDeletion.NO_QUEUE;
            }
            UUID partitionId = lockPartitions(c, queueId, partition);
            if (partitionId == null) {
                return PartitionDeletion.NO_PARTITION;
            }
            update(c, DELETE_PARTITION, partitionId);
            update(c, DELETE_PARTITION_ANCHORS, queue, partition);
            return PartitionDeletion.DELETED;
        });
    }

    private <T> T inTransaction(Transactions.Work<T> work) throws SQLException {
        for (int attempt = 1; ; attempt++) {
            try {
                T result = Transactions.inOne(dataSource, work);
                // Pushes on this broker would otherwise first try the deleted ids (they recover, at a retry's cost).
                catalog.clear();
                return result;
            } catch (SQLException e) {
                if (attempt >= MAX_ATTEMPTS || SqlErrors.classify(e) != SqlErrors.Kind.RETRY) {
                    throw e;
                }
            }
        }
    }

    private static UUID lockQueue(Connection c, String queue) throws SQLException {
        try (PreparedStatement st = c.prepareStatement(LOCK_QUEUE)) {
            st.setString(1, queue);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? rs.getObject(1, UUID.class) : null;
            }
        }
    }

    /** Locks the queue's partitions, or only the one named; returns the last id locked, or null for none. */
    private static UUID lockPartitions(Connection c, UUID queueId, String name) throws SQLException {
        try (PreparedStatement st = c.prepareStatement(LOCK_PARTITIONS)) {
            st.setObject(1, queueId);
            st.setString(2, name);
            UUID last = null;
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    last = rs.getObject(1, UUID.class);
                }
            }
            return last;
        }
    }

    private static void update(Connection c, String sql, Object... params) throws SQLException {
        try (PreparedStatement st = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                st.setObject(i + 1, params[i]);
            }
            st.executeUpdate();
        }
    }
}
