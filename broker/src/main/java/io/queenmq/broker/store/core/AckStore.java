package io.queenmq.broker.store.core;

import io.queenmq.broker.store.BatchWork;
import io.queenmq.broker.store.CommitListener;
import io.queenmq.broker.store.SqlArrays;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The SQL of ack: one transaction per coalesced batch. Acks are cursor commits (docs/decisions.md §D2): the items
 * of each (partition, group) are applied in offset order to that consumer row, locked in
 * (partition, group) order, and the rows are written back with one statement.
 *
 * <p>Rules (docs/semantics.md §7 with the decisions of docs/decisions.md §D10): the cursor only moves forward; the lease
 * is released once the cursor covers everything delivered under it; a {@code failed} ack is
 * judged once per (partition, group) per call: below the queue's retryLimit the whole window is
 * released for redelivery and later items of that group are not applied, at the limit every
 * failed item of the call is dead-lettered and the retry counter starts again. A lease that
 * ended by covering everything it delivered keeps its id on the row (with no expiry) until the
 * next claim, so late acks of its messages, arriving out of order, still succeed.
 */
public final class AckStore implements BatchWork<AckRequest> {
    /**
     * Resolves (partitionId, transactionId) pairs to the newest message with the transactionId (a windowed queue
     * may hold older ones, docs/semantics.md §3.4); also used by transactions.
     */
    static final String RESOLVE = """
            SELECT r.ord, p.name AS partition_name, q.name AS queue_name, q.retry_limit, m.seq, m.id AS message_id,
                   (extract(epoch FROM m.created_at) * 1000000)::int8 AS created_us
            FROM unnest(?::uuid[], ?::text[], ?::int4[]) AS r(partition_id, transaction_id, ord)
            LEFT JOIN LATERAL (SELECT p.name, p.queue_id FROM queen.partitions p WHERE p.id = r.partition_id LIMIT 1) p ON true
            LEFT JOIN LATERAL (SELECT q.name, q.retry_limit FROM queen.queues q WHERE q.id = p.queue_id LIMIT 1) q ON true
            LEFT JOIN LATERAL (
                SELECT m.seq, m.id, m.created_at FROM queen.messages m
                WHERE m.partition_id = r.partition_id AND m.transaction_id = r.transaction_id
                ORDER BY m.seq DESC LIMIT 1) m ON true""";

    /**
     * What each (partition, group)'s lease delivered, (cursor, lease_max_seq]: one primary-key range read per
     * consumer row, with the partition's and queue's names. An ack names messages its group was delivered, so
     * {@link #resolve} matches items here by transaction id (rows come in offset order, so the newest of a repeated
     * one wins) and probes {@link #RESOLVE} only for the rest. The
     * ORDER BY and LIMIT keep it a walk of the primary key whatever the statistics say (as FETCH's do): planned on
     * a young table, the bare range was read through another index of the partition, 26 µs per row.
     */
    static final String DELIVERED = """
            SELECT k.partition_id, k.consumer_group, p.name AS partition_name, q.name AS queue_name, q.retry_limit,
                   m.transaction_id, m.seq, m.id AS message_id,
                   (extract(epoch FROM m.created_at) * 1000000)::int8 AS created_us
            FROM unnest(?::uuid[], ?::text[]) AS k(partition_id, consumer_group)
            JOIN LATERAL (SELECT c.cursor_seq, c.lease_max_seq FROM queen.partition_consumers c
                          WHERE c.partition_id = k.partition_id AND c.consumer_group = k.consumer_group LIMIT 1) c
                ON true
            JOIN LATERAL (SELECT p.name, p.queue_id FROM queen.partitions p WHERE p.id = k.partition_id LIMIT 1) p ON true
            JOIN LATERAL (SELECT q.name, q.retry_limit FROM queen.queues q WHERE q.id = p.queue_id LIMIT 1) q ON true
            JOIN LATERAL (SELECT m.transaction_id, m.seq, m.id, m.created_at FROM queen.messages m
                          WHERE m.partition_id = k.partition_id AND m.seq > coalesce(c.cursor_seq, 0)
                            AND m.seq <= c.lease_max_seq
                          ORDER BY m.seq LIMIT greatest(c.lease_max_seq - coalesce(c.cursor_seq, 0), 0)) m ON true""";

    static final String ENSURE_CONSUMERS = """
            INSERT INTO queen.partition_consumers (partition_id, consumer_group)
            SELECT * FROM unnest(?::uuid[], ?::text[]) AS k(partition_id, consumer_group)
            ORDER BY partition_id, consumer_group
            ON CONFLICT DO NOTHING""";

    static final String LOCK_CONSUMERS = """
            SELECT c.partition_id, c.consumer_group, c.cursor_seq, c.lease_id,
                   coalesce(c.lease_expires_at > now(), false) AS lease_live, c.lease_max_seq, c.retry_count,
                   c.lease_id IS NOT NULL AND c.lease_expires_at IS NULL AS lease_completed
            FROM queen.partition_consumers c
            JOIN unnest(?::uuid[], ?::text[]) AS k(partition_id, consumer_group)
              ON c.partition_id = k.partition_id AND c.consumer_group = k.consumer_group
            ORDER BY c.partition_id, c.consumer_group
            FOR UPDATE OF c""";

    static final String UPDATE_CONSUMERS = """
            UPDATE queen.partition_consumers c
            SET cursor_seq = u.cursor_seq,
                lease_expires_at = CASE WHEN u.release THEN NULL ELSE c.lease_expires_at END,
                lease_max_seq = CASE WHEN u.release THEN NULL ELSE c.lease_max_seq END,
                retry_count = u.retry_count,
                total_consumed = c.total_consumed + u.consumed,
                last_consumed_at = CASE WHEN u.consumed > 0 THEN now() ELSE c.last_consumed_at END
            FROM unnest(?::uuid[], ?::text[], ?::int8[], ?::bool[], ?::int4[], ?::int4[])
                 AS u(partition_id, consumer_group, cursor_seq, release, retry_count, consumed)
            WHERE c.partition_id = u.partition_id AND c.consumer_group = u.consumer_group""";

    static final String DEAD_LETTER = """
            INSERT INTO queen.dead_letter_queue
                (partition_id, seq, consumer_group, message_id, transaction_id, error_message, retry_count, original_created_at)
            SELECT partition_id, seq, consumer_group, message_id, transaction_id, error_message, retry_count,
                   'epoch'::timestamptz + created_us * interval '1 microsecond'
            FROM unnest(?::uuid[], ?::int8[], ?::text[], ?::uuid[], ?::text[], ?::text[], ?::int4[], ?::int8[])
                 AS d(partition_id, seq, consumer_group, message_id, transaction_id, error_message, retry_count, created_us)
            ON CONFLICT DO NOTHING""";

    static final SqlArrays.Shape RESOLVE_ROWS = SqlArrays.unnest(RESOLVE);
    static final SqlArrays.Shape DELIVERED_KEYS = SqlArrays.unnest(DELIVERED);
    static final SqlArrays.Shape CONSUMER_KEYS = SqlArrays.unnest(LOCK_CONSUMERS);
    static final SqlArrays.Shape CONSUMER_UPDATES = SqlArrays.unnest(UPDATE_CONSUMERS);
    static final SqlArrays.Shape DEAD_LETTERS = SqlArrays.unnest(DEAD_LETTER);

    private final CommitListener listener;
    private final AtomicLong succeeded = new AtomicLong();
    private final AtomicLong refused = new AtomicLong();
    private final AtomicLong deadLettered = new AtomicLong();

    public AckStore(CommitListener listener) {
        this.listener = listener;
    }

    /** Ack items applied since start. Any thread. */
    public long succeededItems() {
        return succeeded.get();
    }

    /** Ack items answered {@code success:false} since start (unknown message, lease not held...). Any thread. */
    public long refusedItems() {
        return refused.get();
    }

    /** Messages dead-lettered by acks since start. Any thread. */
    public long deadLettered() {
        return deadLettered.get();
    }

    /** Once per committed batch, on the drain thread: metrics read these when scraped. */
    private void count(List<Entry> entries) {
        long ok = 0;
        long dead = 0;
        for (Entry entry : entries) {
            ok += entry.result.success() ? 1 : 0;
            dead += entry.result.dlq() ? 1 : 0;
        }
        succeeded.addAndGet(ok);
        refused.addAndGet(entries.size() - ok);
        deadLettered.addAndGet(dead);
    }

    /** One item of the batch with what the database knows about its message. */
    private static final class Entry {
        final AckRequest request;
        final int index;
        final AckItem item;
        String partitionName;
        String queueName;
        int retryLimit;
        Long seq;
        UUID messageId;
        long createdUs;
        AckResult result;

        Entry(AckRequest request, int index, AckItem item) {
            this.request = request;
            this.index = index;
            this.item = item;
        }

        void answer(boolean success, String error, boolean leaseReleased, boolean dlq) {
            result = new AckResult(index, item.transactionId(), success, error, queueName, partitionName, leaseReleased, dlq);
        }
    }

    record ConsumerKey(UUID partitionId, String group) {}

    /** A consumer row as locked at the start, then as changed by this batch's items. */
    static final class Consumer {
        long cursor;
        UUID leaseId;
        boolean leaseLive;
        /** The lease ended by covering everything it delivered, and no other lease was granted since. */
        boolean leaseCompleted;
        Long leaseMaxSeq;
        int retryCount;
        boolean release;
        int consumed;
        boolean changed;
        String queue;
        String partition;
    }

    record DeadLetter(UUID partitionId, long seq, String group, UUID messageId, String transactionId,
                              String error, int retryCount, long createdUs) {}

    @Override
    public Runnable execute(Connection c, List<AckRequest> batch) throws SQLException {
        List<Entry> entries = new ArrayList<>();
        for (AckRequest request : batch) {
            for (int i = 0; i < request.items().size(); i++) {
                entries.add(new Entry(request, i, request.items().get(i)));
            }
        }
        resolve(c, entries);

        Map<ConsumerKey, List<Entry>> byConsumer = new LinkedHashMap<>();
        for (Entry entry : entries) {
            if (entry.seq == null) {
                entry.answer(false, "Message not found", false, false);
            } else {
                byConsumer.computeIfAbsent(new ConsumerKey(entry.item.partitionId(), entry.item.consumerGroup()),
                        k -> new ArrayList<>()).add(entry);
            }
        }
        Map<ConsumerKey, Consumer> consumers = lockConsumers(c, byConsumer.keySet());
        List<DeadLetter> deadLetters = new ArrayList<>();
        for (Map.Entry<ConsumerKey, List<Entry>> e : byConsumer.entrySet()) {
            apply(e.getKey(), consumers.get(e.getKey()), e.getValue(), deadLetters);
        }
        write(c, consumers, deadLetters);
        return () -> {
            count(entries);
            for (AckRequest request : batch) {
                List<AckResult> results = new ArrayList<>(request.items().size());
                for (Entry entry : entries) {
                    if (entry.request == request) {
                        results.add(entry.result);
                    }
                }
                request.completion().succeeded(results);
            }
            for (Consumer consumer : consumers.values()) {
                if (consumer.release) {
                    listener.messagesAvailable(consumer.queue, consumer.partition);
                }
            }
        };
    }

    /** Finds each entry's message: among what its group's lease delivered, else by a probe. */
    private static void resolve(Connection c, List<Entry> entries) throws SQLException {
        Map<String, List<Entry>> byKey = new HashMap<>();
        Set<ConsumerKey> keys = new LinkedHashSet<>();
        for (Entry entry : entries) {
            AckItem item = entry.item;
            byKey.computeIfAbsent(deliveredKey(item.partitionId(), item.consumerGroup(), item.transactionId()),
                    k -> new ArrayList<>()).add(entry);
            keys.add(new ConsumerKey(item.partitionId(), item.consumerGroup()));
        }
        SqlArrays.Columns keyRows = DELIVERED_KEYS.rows(keys.size());
        for (ConsumerKey key : keys) {
            keyRows.add(key.partitionId()).add(key.group());
        }
        try (PreparedStatement st = c.prepareStatement(DELIVERED)) {
            keyRows.bind(c, st, 1);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    List<Entry> named = byKey.get(deliveredKey(rs.getObject("partition_id", UUID.class),
                            rs.getString("consumer_group"), rs.getString("transaction_id")));
                    for (Entry entry : named == null ? List.<Entry>of() : named) {
                        read(rs, entry);
                    }
                }
            }
        }
        List<Entry> probe = new ArrayList<>();
        for (Entry entry : entries) {
            if (entry.seq == null) {
                probe.add(entry);
            }
        }
        if (probe.isEmpty()) {
            return;
        }
        SqlArrays.Columns rows = RESOLVE_ROWS.rows(probe.size());
        for (int i = 0; i < probe.size(); i++) {
            AckItem item = probe.get(i).item;
            rows.add(item.partitionId()).add(item.transactionId()).add(i);
        }
        try (PreparedStatement st = c.prepareStatement(RESOLVE)) {
            rows.bind(c, st, 1);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    read(rs, probe.get(rs.getInt("ord")));
                }
            }
        }
    }

    private static String deliveredKey(UUID partitionId, String group, String transactionId) {
        return partitionId + "\n" + group + "\n" + transactionId;
    }

    /** Names and, when the row has a message, its offset, id and creation time. */
    private static void read(ResultSet rs, Entry entry) throws SQLException {
        entry.partitionName = rs.getString("partition_name");
        entry.queueName = rs.getString("queue_name");
        entry.retryLimit = rs.getInt("retry_limit");
        long seq = rs.getLong("seq");
        if (!rs.wasNull()) {
            entry.seq = seq;
            entry.messageId = rs.getObject("message_id", UUID.class);
            entry.createdUs = rs.getLong("created_us");
        }
    }

    /** Creates missing consumer rows (their partitions must exist) and locks them in (partition, group) order. */
    static Map<ConsumerKey, Consumer> lockConsumers(Connection c, Collection<ConsumerKey> keys) throws SQLException {
        Map<ConsumerKey, Consumer> consumers = new LinkedHashMap<>();
        if (keys.isEmpty()) {
            return consumers;
        }
        // ENSURE_CONSUMERS takes the same (partition_id, consumer_group) arrays.
        SqlArrays.Columns rows = CONSUMER_KEYS.rows(keys.size());
        for (ConsumerKey key : keys) {
            rows.add(key.partitionId()).add(key.group());
        }
        try (PreparedStatement st = c.prepareStatement(ENSURE_CONSUMERS)) {
            rows.bind(c, st, 1);
            st.executeUpdate();
        }
        try (PreparedStatement st = c.prepareStatement(LOCK_CONSUMERS)) {
            rows.bind(c, st, 1);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    Consumer consumer = new Consumer();
                    consumer.cursor = rs.getLong("cursor_seq");
                    consumer.leaseId = rs.getObject("lease_id", UUID.class);
                    consumer.leaseLive = consumer.leaseId != null && rs.getBoolean("lease_live");
                    long maxSeq = rs.getLong("lease_max_seq");
                    consumer.leaseMaxSeq = rs.wasNull() ? null : maxSeq;
                    consumer.retryCount = rs.getInt("retry_count");
                    consumer.leaseCompleted = rs.getBoolean("lease_completed");
                    consumers.put(new ConsumerKey(rs.getObject("partition_id", UUID.class),
                            rs.getString("consumer_group")), consumer);
                }
            }
        }
        return consumers;
    }

    /** Applies one (partition, group)'s items in offset order. */
    private static void apply(ConsumerKey key, Consumer consumer, List<Entry> entries, List<DeadLetter> deadLetters) {
        entries.sort(Comparator.comparingLong((Entry e) -> e.seq));
        Entry any = entries.get(0);
        consumer.queue = any.queueName;
        consumer.partition = any.partitionName;
        int retryLimit = any.retryLimit;
        // Lease checks see the row as it was before this call (docs/semantics.md §7.2).
        UUID initialLease = consumer.leaseLive ? consumer.leaseId : null;
        UUID completedLease = consumer.leaseCompleted ? consumer.leaseId : null;
        long initialCursor = consumer.cursor;
        Boolean deadLetterFailures = null;
        boolean redeliver = false;
        boolean deadLettered = false;
        for (Entry entry : entries) {
            AckItem item = entry.item;
            if (item.leaseId() != null && !item.leaseId().equals(initialLease)) {
                if (item.leaseId().equals(completedLease) && entry.seq <= initialCursor) {
                    // A late ack of a message its own lease already covered (acks of a batch arriving out of order).
                    entry.answer(true, null, true, false);
                } else {
                    entry.answer(false, "Invalid or expired lease", !holdsLease(consumer), false);
                }
                continue;
            }
            AckStatus status = item.status();
            switch (status) {
                case COMPLETED, SUCCESS -> {
                    if (redeliver) {
                        entry.answer(false, "Not applied: an earlier message of this partition was released for redelivery",
                                true, false);
                    } else {
                        advance(consumer, entry.seq);
                        entry.answer(true, null, !holdsLease(consumer), false);
                    }
                }
                case FAILED, DLQ -> {
                    if (redeliver) {
                        entry.answer(true, null, true, false);
                        break;
                    }
                    if (status == AckStatus.FAILED && deadLetterFailures == null) {
                        deadLetterFailures = consumer.retryCount >= retryLimit;
                    }
                    if (status == AckStatus.DLQ || deadLetterFailures) {
                        deadLetters.add(new DeadLetter(key.partitionId(), entry.seq, key.group(), entry.messageId,
                                item.transactionId(), item.error() != null ? item.error() : "Retries exhausted",
                                consumer.retryCount, entry.createdUs));
                        deadLettered = true;
                        advance(consumer, entry.seq);
                        entry.answer(true, null, !holdsLease(consumer), true);
                    } else {
                        if (holdsLease(consumer)) {
                            consumer.retryCount++;
                        }
                        releaseLease(consumer);
                        redeliver = true;
                        entry.answer(true, null, true, false);
                    }
                }
                case RETRY -> {
                    releaseLease(consumer);
                    redeliver = true;
                    entry.answer(true, null, true, false);
                }
            }
        }
        if (deadLettered) {
            consumer.retryCount = 0;
            consumer.changed = true;
        }
    }

    private static boolean holdsLease(Consumer consumer) {
        return consumer.leaseLive && !consumer.release;
    }

    /** Commits the cursor past {@code seq}; the lease ends once it covers everything delivered. */
    static void advance(Consumer consumer, long seq) {
        consumer.changed = true;
        if (seq > consumer.cursor) {
            consumer.cursor = seq;
        }
        consumer.consumed++;
        if (holdsLease(consumer) && (consumer.leaseMaxSeq == null || consumer.cursor >= consumer.leaseMaxSeq)) {
            releaseLease(consumer);
            consumer.retryCount = 0;
        }
    }

    static void releaseLease(Consumer consumer) {
        consumer.changed = true;
        if (consumer.leaseId != null) {
            consumer.release = true;
        }
    }

    /** Writes back the changed consumer rows and inserts the dead letters. */
    static void write(Connection c, Map<ConsumerKey, Consumer> consumers, List<DeadLetter> deadLetters)
            throws SQLException {
        SqlArrays.Columns updates = CONSUMER_UPDATES.rows(consumers.size());
        for (Map.Entry<ConsumerKey, Consumer> e : consumers.entrySet()) {
            Consumer consumer = e.getValue();
            if (consumer.changed) {
                updates.add(e.getKey().partitionId()).add(e.getKey().group()).add(consumer.cursor)
                        .add(consumer.release).add(consumer.retryCount).add(consumer.consumed);
            }
        }
        if (!updates.isEmpty()) {
            try (PreparedStatement st = c.prepareStatement(UPDATE_CONSUMERS)) {
                updates.bind(c, st, 1);
                st.executeUpdate();
            }
        }
        if (deadLetters.isEmpty()) {
            return;
        }
        SqlArrays.Columns rows = DEAD_LETTERS.rows(deadLetters.size());
        for (DeadLetter d : deadLetters) {
            rows.add(d.partitionId()).add(d.seq()).add(d.group()).add(d.messageId()).add(d.transactionId())
                    .add(d.error()).add(d.retryCount()).add(d.createdUs());
        }
        try (PreparedStatement st = c.prepareStatement(DEAD_LETTER)) {
            rows.bind(c, st, 1);
            st.executeUpdate();
        }
    }
}
