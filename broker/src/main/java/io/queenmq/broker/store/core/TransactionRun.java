package io.queenmq.broker.store.core;

import io.queenmq.broker.store.SqlArrays;
import io.queenmq.broker.store.Catalog;
import io.queenmq.broker.store.RequestSavepoint;
import io.queenmq.broker.db.SqlErrors;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;

/**
 * One transaction's operations, run in request order on the caller's connection (docs/semantics.md §9);
 * the caller rolls back whatever it wrote when the outcome is a failure. Used once, by a store drain thread.
 *
 * <p>Before the first operation it takes every row lock it will need, in the project's one order
 * (docs/decisions.md §D5): the partitions it pushes to, by id, then the consumer rows it acks, by (partition, group). Pushes
 * append like {@code /push} (dense offsets under the partition's lock) but a (partition, transactionId)
 * that exists fails the transaction instead of reporting a duplicate. Acks follow the ack route's
 * cursor rules (monotonic cursor, the lease ends once the cursor covers what it delivered), except
 * that {@code failed} and {@code dlq} dead-letter the message at once and end the lease.
 */
final class TransactionRun implements RequestSavepoint.Work<TransactionOutcome> {
    static final String LOCK_PARTITIONS = """
            SELECT id FROM queen.partitions WHERE id = ANY(?::uuid[]) ORDER BY id FOR NO KEY UPDATE""";

    /** The message an ack names: queue and partition names (null if no such partition), offset (null if not found). */
    private static final class Target {
        String queue;
        String partition;
        Long seq;
        UUID messageId;
        long createdUs;
    }

    /** A partition to wake after commit. */
    record QueuePartition(String queue, String partition) {}

    private final PushStore pushes;
    private final Catalog catalog;
    private final List<TransactionOperation> operations;
    private final List<TransactionOutcome.Result> results = new ArrayList<>();
    /** One item of each partition that received messages. */
    private final Set<PushItem> pushedPartitions = new LinkedHashSet<>();
    private final Set<QueuePartition> released = new LinkedHashSet<>();

    TransactionRun(PushStore pushes, Catalog catalog, List<TransactionOperation> operations) {
        this.pushes = pushes;
        this.catalog = catalog;
        this.operations = operations;
    }

    @Override
    public TransactionOutcome run(Connection c) throws SQLException {
        List<PushItem> items = pushItems();
        if (!items.isEmpty()) {
            lockPartitions(c, pushes.partitionIds(c, items));
        }
        Target[] targets = new Target[operations.size()];
        Map<AckStore.ConsumerKey, AckStore.Consumer> consumers = lockConsumers(c, targets);

        List<AckStore.DeadLetter> deadLetters = new ArrayList<>();
        int i = 0;
        while (i < operations.size()) {
            TransactionOperation operation = operations.get(i);
            if (operation instanceof TransactionOperation.Push) {
                int end = i + 1;
                while (end < operations.size() && operations.get(end) instanceof TransactionOperation.Push) {
                    end++;
                }
                String error = push(c, i, end);
                if (error != null) {
                    return failed("PUSH operation failed: " + error);
                }
                i = end;
            } else if (operation instanceof TransactionOperation.Ack ack) {
                String error = ack(c, i, ack.item(), targets, consumers, deadLetters);
                if (error != null) {
                    return failed("ACK operation failed: " + error);
                }
                i++;
            } else {
                String type = ((TransactionOperation.Unknown) operation).type();
                String error = "Unknown operation type: " + type;
                results.add(new TransactionOutcome.Unknown(i, type, error));
                return failed(error);
            }
        }
        AckStore.write(c, consumers, deadLetters);
        for (AckStore.Consumer consumer : consumers.values()) {
            if (consumer.release) {
                released.add(new QueuePartition(consumer.queue, consumer.partition));
            }
        }
        return new TransactionOutcome(results, null);
    }

    /** A rolled-back outcome with the results so far: up to the failing operation, or before it if SQL failed. */
    @Override
    public TransactionOutcome failed(String error) {
        return new TransactionOutcome(results, error);
    }

    @Override
    public boolean committed(TransactionOutcome outcome) {
        return outcome.committed();
    }

    /** Every push item of the transaction, in order. */
    List<PushItem> pushItems() {
        List<PushItem> items = new ArrayList<>();
        for (TransactionOperation operation : operations) {
            if (operation instanceof TransactionOperation.Push push) {
                items.add(push.item());
            }
        }
        return items;
    }

    /** Partitions that received messages, for peer notification and wake-ups once committed. */
    Set<PushItem> pushedPartitions() {
        return pushedPartitions;
    }

    /** Partitions whose lease an ack ended, to wake once committed. */
    Set<QueuePartition> releasedPartitions() {
        return released;
    }

    private void lockPartitions(Connection c, List<UUID> partitionIds) throws SQLException {
        List<UUID> partitions = new ArrayList<>(new LinkedHashSet<>(partitionIds));
        int locked = 0;
        try (PreparedStatement st = c.prepareStatement(LOCK_PARTITIONS)) {
            st.setArray(1, SqlArrays.uuids(c, partitions));
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    locked++;
                }
            }
        }
        if (locked != partitions.size()) {
            // A cached partition id points at a deleted partition.
            catalog.clear();
            throw SqlErrors.retryable("partition deleted while cached");
        }
    }

    /**
     * Resolves the messages of every ack into {@code targets}, then creates and locks the consumer rows of
     * those whose partition exists (the others can only fail).
     */
    private Map<AckStore.ConsumerKey, AckStore.Consumer> lockConsumers(Connection c, Target[] targets)
            throws SQLException {
        List<Integer> acks = new ArrayList<>();
        for (int i = 0; i < operations.size(); i++) {
            if (operations.get(i) instanceof TransactionOperation.Ack) {
                acks.add(i);
            }
        }
        resolve(c, acks, targets);
        Set<AckStore.ConsumerKey> keys = new LinkedHashSet<>();
        for (int i : acks) {
            if (targets[i].partition != null) {
                keys.add(consumerKey(((TransactionOperation.Ack) operations.get(i)).item()));
            }
        }
        return AckStore.lockConsumers(c, keys);
    }

    /** Appends the push operations [from, to) with one statement; returns why the first one that fails did. */
    private String push(Connection c, int from, int to) throws SQLException {
        List<PushItem> items = new ArrayList<>(to - from);
        for (int i = from; i < to; i++) {
            items.add(((TransactionOperation.Push) operations.get(i)).item());
        }
        PushStore.Appended appended = pushes.append(c, items);
        for (int k = 0; k < items.size(); k++) {
            PushItem item = items.get(k);
            if (!appended.queued()[k]) {
                String error = "transactionId " + item.transactionId() + " already exists in partition "
                        + item.partition() + " of queue " + item.queue();
                results.add(new TransactionOutcome.Pushed(from + k, item.transactionId(), null, null, item.queue(),
                        error));
                return error;
            }
            results.add(new TransactionOutcome.Pushed(from + k, item.transactionId(), appended.messageIds()[k],
                    appended.partitionIds().get(k), item.queue(), null));
        }
        pushedPartitions.addAll(appended.filledPartitions());
        return null;
    }

    /** Applies one ack; returns why it failed, or null. */
    private String ack(Connection c, int index, AckItem item, Target[] targets,
                       Map<AckStore.ConsumerKey, AckStore.Consumer> consumers, List<AckStore.DeadLetter> deadLetters)
            throws SQLException {
        Target target = targets[index];
        if (target.seq == null && target.partition != null) {
            // An earlier push of this transaction may have stored it.
            resolve(c, List.of(index), targets);
            target = targets[index];
        }
        String error = null;
        boolean dlq = false;
        if (target.seq == null) {
            error = "Message not found";
        } else {
            // Found, so its partition existed when the consumer rows were locked: this one is among them.
            AckStore.Consumer consumer = consumers.get(consumerKey(item));
            consumer.queue = target.queue;
            consumer.partition = target.partition;
            if (item.leaseId() != null && !(consumer.leaseLive && item.leaseId().equals(consumer.leaseId))) {
                // Checked against the row as locked before the first operation, as the ack route does.
                error = "Invalid or expired lease";
            } else if (item.status().completes()) {
                AckStore.advance(consumer, target.seq);
            } else if (item.status().fails()) {
                deadLetters.add(new AckStore.DeadLetter(item.partitionId(), target.seq, item.consumerGroup(),
                        target.messageId, item.transactionId(),
                        Objects.requireNonNullElse(item.error(), "Unknown error"), 0, target.createdUs));
                AckStore.advance(consumer, target.seq);
                AckStore.releaseLease(consumer);
                consumer.retryCount = 0;
                dlq = true;
            } else {
                error = "Status " + item.status().wireName() + " is not allowed in a transaction (completed, success, failed or dlq)";
            }
        }
        results.add(new TransactionOutcome.Acked(index, item.transactionId(), error, dlq));
        return error;
    }

    private static AckStore.ConsumerKey consumerKey(AckItem item) {
        return new AckStore.ConsumerKey(item.partitionId(), item.consumerGroup());
    }

    /** Looks up the messages of the ack operations at {@code indexes} into {@code targets}. */
    private void resolve(Connection c, List<Integer> indexes, Target[] targets) throws SQLException {
        if (indexes.isEmpty()) {
            return;
        }
        SqlArrays.Columns rows = AckStore.RESOLVE_ROWS.rows(indexes.size());
        for (int i : indexes) {
            AckItem item = ((TransactionOperation.Ack) operations.get(i)).item();
            rows.add(item.partitionId()).add(item.transactionId()).add(i);
        }
        try (PreparedStatement st = c.prepareStatement(AckStore.RESOLVE)) {
            rows.bind(c, st, 1);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    Target target = new Target();
                    target.partition = rs.getString("partition_name");
                    target.queue = rs.getString("queue_name");
                    long seq = rs.getLong("seq");
                    if (!rs.wasNull()) {
                        target.seq = seq;
                        target.messageId = rs.getObject("message_id", UUID.class);
                        target.createdUs = rs.getLong("created_us");
                    }
                    targets[rs.getInt("ord")] = target;
                }
            }
        }
    }
}
