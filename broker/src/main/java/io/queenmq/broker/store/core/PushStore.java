package io.queenmq.broker.store.core;

import io.queenmq.broker.store.SqlArrays;
import io.queenmq.broker.store.StoreFailure;
import io.queenmq.broker.store.CommitListener;
import io.queenmq.broker.store.BatchWork;
import io.queenmq.broker.store.Catalog;
import io.queenmq.broker.crypto.PayloadEncryption;
import io.queenmq.broker.db.SqlErrors;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * The SQL of push: one transaction per coalesced batch. Creates missing queues and partitions,
 * locks the touched partition rows in id order (docs/decisions.md §D5), assigns dense offsets under those locks
 * (docs/decisions.md §D1), drops duplicates of (partition, transactionId) within each queue's dedup window
 * (docs/semantics.md §3.4), inserts every row with one
 * {@code unnest} statement and moves the partition heads. Payloads of queues with
 * {@code encryptionEnabled} are stored encrypted; without a key such a request is refused alone.
 * Runs on store drain threads only.
 * Transactions and stream cycles store their pushes with the same code ({@link #append}).
 */
public final class PushStore implements BatchWork<PushRequest> {
    static final String ENCRYPTION_FLAGS =
            "SELECT name, encryption_enabled FROM queen.queues WHERE name = ANY(?::text[])";

    static final String UPSERT_QUEUES = """
            WITH input AS (SELECT * FROM unnest(?::text[], ?::text[], ?::text[]) AS t(name, namespace, task)),
            created AS (
                INSERT INTO queen.queues (name, namespace, task)
                SELECT name, namespace, task FROM input ORDER BY name
                ON CONFLICT (name) DO NOTHING
                RETURNING id, name)
            SELECT id, name FROM created
            UNION ALL
            SELECT q.id, q.name FROM input i CROSS JOIN LATERAL (
                SELECT q.id, q.name FROM queen.queues q WHERE q.name = i.name LIMIT 1) q""";

    static final String UPSERT_PARTITIONS = """
            WITH input AS (SELECT * FROM unnest(?::uuid[], ?::text[]) AS t(queue_id, name)),
            created AS (
                INSERT INTO queen.partitions (queue_id, name)
                SELECT queue_id, name FROM input ORDER BY queue_id, name
                ON CONFLICT (queue_id, name) DO NOTHING
                RETURNING id, queue_id, name)
            SELECT id, queue_id, name FROM created
            UNION ALL
            SELECT p.id, p.queue_id, p.name FROM input i CROSS JOIN LATERAL (
                SELECT p.id, p.queue_id, p.name FROM queen.partitions p
                WHERE p.queue_id = i.queue_id AND p.name = i.name LIMIT 1) p""";

    /**
     * Locks the partitions to append to, in id order (FOR NO KEY UPDATE: writers of a partition exclude each
     * other, while pops and acks creating consumer rows on it do not wait). It runs as its own statement, before
     * {@link #APPEND}, so that APPEND's snapshot is taken once the lock is held: it then sees every push committed
     * to these partitions, its duplicate lookup is exact, and the heads it reads are the latest. Both go to the
     * server in one round trip; the server runs them in order. The ids come as an array so that locking them is
     * an index lookup: a scan would also walk the dead versions that every batch leaves in partitions.
     */
    static final String LOCK = """
            SELECT count(*) AS locked_partitions FROM (
                SELECT p.id FROM queen.partitions p WHERE p.id = ANY(?::uuid[]) ORDER BY p.id FOR NO KEY UPDATE) l""";

    /**
     * The append, under {@link #LOCK}: look each (partition, transactionId) up once, keep the first item of each
     * that is not a duplicate, number the kept items from each partition's head, insert them and move the heads.
     * createdAt is never before the partition's newest message, so it grows with seq.
     * A duplicate (docs/semantics.md §3.4) is the newest message with that transactionId, if its queue has no
     * dedup window or it was pushed within the window; else, in a windowed queue, a tombstone of a deleted one
     * whose window has not ended. The lookups are LATERAL ... LIMIT 1 so that they stay index probes per item
     * whatever the statistics say: a plan cached while messages was small (a fresh database) otherwise keeps
     * hash-joining the whole, growing table on every batch.
     */
    static final String APPEND = """
            WITH input AS (
                SELECT * FROM unnest(?::uuid[], ?::uuid[], ?::text[], ?::uuid[], ?::text[], ?::text[], ?::bool[], ?::text[])
                    WITH ORDINALITY AS t(partition_id, id, transaction_id, trace_id, payload, producer_sub,
                                         is_encrypted, traceparent, ord)),
            heads AS (
                SELECT p.id, p.head_seq, greatest(coalesce(p.head_created_at, now()), now()) AS created_at,
                       q.dedup_window_seconds * interval '1 second' AS dedup_window
                FROM queen.partitions p JOIN queen.queues q ON q.id = p.queue_id
                WHERE p.id = ANY(?::uuid[])),
            firsts AS (
                SELECT DISTINCT ON (partition_id, transaction_id) *
                FROM input ORDER BY partition_id, transaction_id, ord),
            stored AS (
                SELECT f.partition_id, f.transaction_id, coalesce(m.id, t.message_id) AS id
                FROM firsts f JOIN heads h ON h.id = f.partition_id
                LEFT JOIN LATERAL (
                    SELECT m.id FROM queen.messages m
                    WHERE m.partition_id = f.partition_id AND m.transaction_id = f.transaction_id
                      AND (h.dedup_window = interval '0' OR m.created_at > now() - h.dedup_window)
                    ORDER BY m.seq DESC LIMIT 1) m ON true
                LEFT JOIN LATERAL (
                    SELECT t.message_id FROM queen.dedup_tombstones t
                    WHERE m.id IS NULL AND h.dedup_window > interval '0'
                      AND t.partition_id = f.partition_id AND t.transaction_id = f.transaction_id
                      AND t.expires_at > now()
                    LIMIT 1) t ON true
                WHERE m.id IS NOT NULL OR t.message_id IS NOT NULL),
            fresh AS (
                SELECT f.*, h.head_seq + row_number() OVER (PARTITION BY f.partition_id ORDER BY f.ord) AS seq,
                       h.created_at
                FROM firsts f JOIN heads h ON h.id = f.partition_id
                WHERE NOT EXISTS (SELECT 1 FROM stored s
                                  WHERE s.partition_id = f.partition_id AND s.transaction_id = f.transaction_id)),
            inserted AS (
                INSERT INTO queen.messages (partition_id, seq, id, transaction_id, trace_id, payload, created_at,
                                            producer_sub, is_encrypted, traceparent)
                SELECT partition_id, seq, id, transaction_id, trace_id, payload::jsonb, created_at, producer_sub,
                       is_encrypted, traceparent FROM fresh
                RETURNING 1),
            moved AS (
                UPDATE queen.partitions p
                SET head_seq = x.seq, head_created_at = x.created_at, head_message_id = x.id, updated_at = now()
                FROM (SELECT DISTINCT ON (partition_id) partition_id, seq, created_at, id
                      FROM fresh ORDER BY partition_id, seq DESC) x
                WHERE p.id = x.partition_id
                RETURNING 1)
            SELECT i.ord, fr.id IS NOT NULL AS queued, coalesce(fr.id, s.id, w.id) AS message_id
            FROM input i
            LEFT JOIN fresh fr ON fr.ord = i.ord
            LEFT JOIN stored s ON s.partition_id = i.partition_id AND s.transaction_id = i.transaction_id
            LEFT JOIN firsts w ON w.partition_id = i.partition_id AND w.transaction_id = i.transaction_id
            ORDER BY i.ord""";

    static final SqlArrays.Shape QUEUE_ROWS = SqlArrays.unnest(UPSERT_QUEUES);
    static final SqlArrays.Shape PARTITION_ROWS = SqlArrays.unnest(UPSERT_PARTITIONS);
    /** The items; the partitions to lock follow as one more array. */
    static final SqlArrays.Shape APPEND_ROWS = SqlArrays.unnest(APPEND);
    /** {@link #LOCK} and {@link #APPEND} as one prepared statement: pgjdbc sends both before it waits. */
    static final String LOCK_THEN_APPEND = LOCK + ";\n" + APPEND;

    private final Catalog catalog;
    private final CommitListener listener;
    private final PayloadEncryption encryption;

    public PushStore(Catalog catalog, CommitListener listener, PayloadEncryption encryption) {
        this.catalog = catalog;
        this.listener = listener;
        this.encryption = encryption;
    }

    @Override
    public Runnable execute(Connection c, List<PushRequest> requests) throws SQLException {
        List<PushItem> all = new ArrayList<>();
        for (PushRequest request : requests) {
            all.addAll(request.items());
        }
        Map<String, Boolean> encrypted = encryptionFlags(c, all);
        List<PushRequest> batch = new ArrayList<>(requests.size());
        Map<PushRequest, String> refused = new LinkedHashMap<>();
        List<PushItem> items = new ArrayList<>();
        for (PushRequest request : requests) {
            String refusal = refusal(request.items(), encrypted);
            if (refusal == null) {
                batch.add(request);
                items.addAll(request.items());
            } else {
                refused.put(request, refusal);
            }
        }
        if (batch.isEmpty()) {
            return () -> refuse(refused);
        }
        Appended appended = append(c, items, encrypted);

        List<List<PushResult>> results = new ArrayList<>(batch.size());
        int row = 0;
        for (PushRequest request : batch) {
            List<PushItem> requestItems = request.items();
            List<PushResult> out = new ArrayList<>(requestItems.size());
            for (int i = 0; i < requestItems.size(); i++, row++) {
                PushItem item = requestItems.get(i);
                if (appended.queued()[row]) {
                    out.add(new PushResult(i, item.transactionId(), false, appended.messageIds()[row],
                            appended.partitionIds().get(row), item.traceId(), item.queue()));
                } else {
                    out.add(new PushResult(i, item.transactionId(), true, appended.messageIds()[row], null, null,
                            item.queue()));
                }
            }
            results.add(out);
        }
        return () -> {
            for (int r = 0; r < batch.size(); r++) {
                batch.get(r).succeed(results.get(r));
            }
            for (PushItem filled : appended.filledPartitions()) {
                listener.messagesAvailable(filled.queue(), filled.partition());
            }
            refuse(refused);
        };
    }

    /**
     * What {@link #append} did with each item, in item order.
     *
     * @param queued false for an item whose (partition, transactionId) was stored already or taken by an earlier item
     * @param messageIds the stored message's id (the existing one for an item that was not queued)
     * @param filledPartitions one item of each partition that received messages
     */
    public record Appended(List<UUID> partitionIds, boolean[] queued, UUID[] messageIds, Set<PushItem> filledPartitions) {}

    /**
     * Appends {@code items} in order, creating missing queues and partitions. Shared by push batches,
     * transactions (which lock the partitions beforehand; locking them again here costs nothing) and stream cycles.
     */
    public Appended append(Connection c, List<PushItem> items) throws SQLException {
        Map<String, Boolean> encrypted = encryptionFlags(c, items);
        String refusal = refusal(items, encrypted);
        if (refusal != null) {
            throw new SQLException(refusal, "22023");
        }
        return append(c, items, encrypted);
    }

    private Appended append(Connection c, List<PushItem> items, Map<String, Boolean> encrypted) throws SQLException {
        List<UUID> pids = partitionIds(c, items);
        SqlArrays.Columns rows = APPEND_ROWS.rows(items.size());
        Map<UUID, PushItem> partitions = new HashMap<>();
        for (int i = 0; i < items.size(); i++) {
            PushItem item = items.get(i);
            boolean seal = encrypted.get(item.queue());
            partitions.putIfAbsent(pids.get(i), item);
            rows.add(pids.get(i)).add(item.messageId()).add(item.transactionId()).add(item.traceId())
                    .add(seal ? encryption.seal(item.payloadJson()) : item.payloadJson()).add(item.producerSub())
                    .add(seal).add(item.traceparent());
        }

        boolean[] queued = new boolean[pids.size()];
        UUID[] messageIds = new UUID[pids.size()];
        try (PreparedStatement st = c.prepareStatement(LOCK_THEN_APPEND)) {
            Array locked = SqlArrays.uuids(c, partitions.keySet());
            st.setArray(1, locked);
            int next = rows.bind(c, st, 2);
            st.setArray(next, locked);
            st.execute();
            try (ResultSet rs = st.getResultSet()) {
                rs.next();
                if (rs.getLong("locked_partitions") != partitions.size()) {
                    // A cached partition id points at a deleted partition.
                    catalog.clear();
                    throw SqlErrors.retryable("partition deleted while cached");
                }
            }
            st.getMoreResults();
            try (ResultSet rs = st.getResultSet()) {
                while (rs.next()) {
                    int row = rs.getInt("ord") - 1;
                    queued[row] = rs.getBoolean("queued");
                    messageIds[row] = rs.getObject("message_id", UUID.class);
                }
            }
        }

        Set<PushItem> touched = new LinkedHashSet<>();
        for (int row = 0; row < queued.length; row++) {
            if (queued[row]) {
                touched.add(partitions.get(pids.get(row)));
            }
        }
        return new Appended(pids, queued, messageIds, touched);
    }

    /** The partition of each item, in item order, creating missing queues and partitions. */
    List<UUID> partitionIds(Connection c, List<PushItem> items) throws SQLException {
        Map<String, UUID> queueIds = resolveQueues(c, items);
        Map<Catalog.PartitionKey, UUID> partitionIds = resolvePartitions(c, items, queueIds);
        List<UUID> pids = new ArrayList<>(items.size());
        for (PushItem item : items) {
            pids.add(partitionIds.get(new Catalog.PartitionKey(queueIds.get(item.queue()), item.partition())));
        }
        return pids;
    }

    /**
     * The transaction that resolved {@code items} was rolled back: any queue or partition it created
     * is gone again, so their ids leave the cache (partitions first, while their queue's id is known).
     */
    public void forget(List<PushItem> items) {
        for (PushItem item : items) {
            catalog.forgetPartition(item.queue(), item.partition());
        }
        for (PushItem item : items) {
            catalog.forgetQueue(item.queue());
        }
    }

    /** Why this broker cannot store {@code items}: one targets an encrypted queue and there is no key; or null. */
    private String refusal(List<PushItem> items, Map<String, Boolean> encrypted) {
        if (encryption.hasKey()) {
            return null;
        }
        for (PushItem item : items) {
            if (encrypted.get(item.queue())) {
                return "Queue " + item.queue() + " has encryptionEnabled but this broker has no QUEEN_ENCRYPTION_KEY";
            }
        }
        return null;
    }

    private static void refuse(Map<PushRequest, String> refused) {
        refused.forEach((request, reason) -> request.fail(StoreFailure.rejection(reason)));
    }

    /**
     * Each queue's {@code encryptionEnabled}, from the catalog or else from the database (which refreshes the
     * catalog). A queue that does not exist yet will be auto-created with encryption off.
     */
    private Map<String, Boolean> encryptionFlags(Connection c, List<PushItem> items) throws SQLException {
        long now = System.nanoTime();
        Map<String, Boolean> flags = new HashMap<>();
        Set<String> unknown = new LinkedHashSet<>();
        for (PushItem item : items) {
            String queue = item.queue();
            if (flags.containsKey(queue) || unknown.contains(queue)) {
                continue;
            }
            Boolean flag = catalog.queueEncrypted(queue, now);
            if (flag != null) {
                flags.put(queue, flag);
            } else {
                unknown.add(queue);
            }
        }
        if (unknown.isEmpty()) {
            return flags;
        }
        try (PreparedStatement st = c.prepareStatement(ENCRYPTION_FLAGS)) {
            st.setArray(1, SqlArrays.texts(c, unknown));
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    flags.put(rs.getString("name"), rs.getBoolean("encryption_enabled"));
                }
            }
        }
        for (String queue : unknown) {
            boolean flag = flags.computeIfAbsent(queue, absent -> false);
            catalog.putQueueEncrypted(queue, flag, now);
        }
        return flags;
    }

    private Map<String, UUID> resolveQueues(Connection c, List<PushItem> items) throws SQLException {
        Map<String, UUID> ids = new HashMap<>();
        Set<String> missing = new LinkedHashSet<>();
        for (PushItem item : items) {
            if (ids.containsKey(item.queue()) || missing.contains(item.queue())) {
                continue;
            }
            UUID id = catalog.queueId(item.queue());
            if (id != null) {
                ids.put(item.queue(), id);
            } else {
                missing.add(item.queue());
            }
        }
        if (missing.isEmpty()) {
            return ids;
        }
        SqlArrays.Columns rows = QUEUE_ROWS.rows(missing.size());
        for (String name : missing) {
            String[] parts = name.split("\\.", 3);
            rows.add(name).add(parts[0]).add(parts.length > 1 ? parts[1] : "");
        }
        try (PreparedStatement st = c.prepareStatement(UPSERT_QUEUES)) {
            rows.bind(c, st, 1);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    UUID id = rs.getObject("id", UUID.class);
                    String name = rs.getString("name");
                    ids.put(name, id);
                    catalog.putQueue(name, id);
                }
            }
        }
        for (String name : missing) {
            if (!ids.containsKey(name)) {
                // Created by a concurrent transaction after our snapshot: run the batch again.
                throw SqlErrors.retryable("queue " + name + " was created concurrently");
            }
        }
        return ids;
    }

    private Map<Catalog.PartitionKey, UUID> resolvePartitions(Connection c, List<PushItem> items,
                                                              Map<String, UUID> queueIds) throws SQLException {
        Map<Catalog.PartitionKey, UUID> ids = new HashMap<>();
        Set<Catalog.PartitionKey> missing = new LinkedHashSet<>();
        for (PushItem item : items) {
            Catalog.PartitionKey key = new Catalog.PartitionKey(queueIds.get(item.queue()), item.partition());
            if (ids.containsKey(key) || missing.contains(key)) {
                continue;
            }
            UUID id = catalog.partitionId(key.queueId(), key.name());
            if (id != null) {
                ids.put(key, id);
            } else {
                missing.add(key);
            }
        }
        if (missing.isEmpty()) {
            return ids;
        }
        SqlArrays.Columns rows = PARTITION_ROWS.rows(missing.size());
        for (Catalog.PartitionKey key : missing) {
            rows.add(key.queueId()).add(key.name());
        }
        try (PreparedStatement st = c.prepareStatement(UPSERT_PARTITIONS)) {
            rows.bind(c, st, 1);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    UUID id = rs.getObject("id", UUID.class);
                    UUID queueId = rs.getObject("queue_id", UUID.class);
                    String name = rs.getString("name");
                    ids.put(new Catalog.PartitionKey(queueId, name), id);
                    catalog.putPartition(queueId, name, id);
                }
            }
        } catch (SQLException e) {
            if ("23503".equals(e.getSQLState())) {
                // A cached queue id points at a deleted queue.
                catalog.clear();
                throw SqlErrors.retryable("queue deleted while cached");
            }
            throw e;
        }
        for (Catalog.PartitionKey key : missing) {
            if (!ids.containsKey(key)) {
                throw SqlErrors.retryable("partition " + key.name() + " was created concurrently");
            }
        }
        return ids;
    }
}
