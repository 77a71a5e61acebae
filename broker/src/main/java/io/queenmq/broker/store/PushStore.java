package io.queenmq.broker.store;

import io.queenmq.broker.db.SqlErrors;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;

/**
 * The SQL of push: one transaction per coalesced batch. Creates missing queues and partitions,
 * locks the touched partition rows in id order (D5), assigns dense offsets under those locks
 * (D1), drops duplicates of (partition, transactionId), inserts every row with one
 * {@code unnest} statement and moves the partition heads. Runs on store drain threads only.
 */
public final class PushStore implements BatchWork<PushRequest> {
    private static final String UPSERT_QUEUES = """
            WITH input AS (SELECT * FROM unnest(?::text[], ?::text[], ?::text[]) AS t(name, namespace, task)),
            created AS (
                INSERT INTO queen.queues (name, namespace, task)
                SELECT name, namespace, task FROM input ORDER BY name
                ON CONFLICT (name) DO NOTHING
                RETURNING id, name)
            SELECT id, name FROM created
            UNION ALL
            SELECT q.id, q.name FROM queen.queues q JOIN input i ON i.name = q.name""";

    private static final String UPSERT_PARTITIONS = """
            WITH input AS (SELECT * FROM unnest(?::uuid[], ?::text[]) AS t(queue_id, name)),
            created AS (
                INSERT INTO queen.partitions (queue_id, name)
                SELECT queue_id, name FROM input ORDER BY queue_id, name
                ON CONFLICT (queue_id, name) DO NOTHING
                RETURNING id, queue_id, name)
            SELECT id, queue_id, name FROM created
            UNION ALL
            SELECT p.id, p.queue_id, p.name FROM queen.partitions p
            JOIN input i ON i.queue_id = p.queue_id AND i.name = p.name""";

    /** createdAt of this batch's rows: never before the lane's newest message, so it grows with seq. */
    private static final String LOCK_HEADS = """
            SELECT id, head_seq,
                   (extract(epoch FROM greatest(coalesce(head_created_at, now()), now())) * 1000000)::int8
            FROM queen.partitions WHERE id = ANY(?::uuid[]) ORDER BY id FOR UPDATE""";

    private static final String FIND_EXISTING = """
            SELECT m.partition_id, m.transaction_id, m.id
            FROM unnest(?::uuid[], ?::text[]) AS k(partition_id, transaction_id)
            JOIN queen.messages m ON m.partition_id = k.partition_id AND m.transaction_id = k.transaction_id""";

    private static final String INSERT_MESSAGES = """
            INSERT INTO queen.messages (partition_id, seq, id, transaction_id, trace_id, payload, created_at, producer_sub)
            SELECT partition_id, seq, id, transaction_id, trace_id, payload::jsonb,
                   'epoch'::timestamptz + created_us * interval '1 microsecond', producer_sub
            FROM unnest(?::uuid[], ?::int8[], ?::uuid[], ?::text[], ?::uuid[], ?::text[], ?::int8[], ?::text[])
                 AS t(partition_id, seq, id, transaction_id, trace_id, payload, created_us, producer_sub)""";

    private static final String MOVE_HEADS = """
            UPDATE queen.partitions p
            SET head_seq = u.seq,
                head_created_at = 'epoch'::timestamptz + u.created_us * interval '1 microsecond',
                head_message_id = u.message_id,
                updated_at = now()
            FROM unnest(?::uuid[], ?::int8[], ?::int8[], ?::uuid[]) AS u(id, seq, created_us, message_id)
            WHERE p.id = u.id""";

    private final Catalog catalog;
    private final CommitListener listener;

    public PushStore(Catalog catalog, CommitListener listener) {
        this.catalog = catalog;
        this.listener = listener;
    }

    /** A lane's head while the batch holds its lock. */
    private static final class Head {
        final String queue;
        final String partition;
        long seq;
        final long createdUs;
        UUID lastMessageId;

        Head(String queue, String partition, long seq, long createdUs) {
            this.queue = queue;
            this.partition = partition;
            this.seq = seq;
            this.createdUs = createdUs;
        }
    }

    private record DedupKey(UUID partitionId, String transactionId) {}

    @Override
    public Runnable execute(Connection c, List<PushRequest> batch) throws SQLException {
        Map<String, UUID> queueIds = resolveQueues(c, batch);
        Map<Catalog.PartitionKey, UUID> partitionIds = resolvePartitions(c, batch, queueIds);
        Map<UUID, Head> heads = lockHeads(c, batch, queueIds, partitionIds);
        Map<DedupKey, UUID> existing = findExisting(c, batch, queueIds, partitionIds);

        List<UUID> pids = new ArrayList<>();
        List<Long> seqs = new ArrayList<>();
        List<UUID> ids = new ArrayList<>();
        List<String> txs = new ArrayList<>();
        List<UUID> traces = new ArrayList<>();
        List<String> payloads = new ArrayList<>();
        List<Long> createdUs = new ArrayList<>();
        List<String> subs = new ArrayList<>();
        List<List<PushResult>> results = new ArrayList<>(batch.size());
        for (PushRequest request : batch) {
            List<PushItem> items = request.items();
            List<PushResult> out = new ArrayList<>(items.size());
            for (int i = 0; i < items.size(); i++) {
                PushItem item = items.get(i);
                UUID pid = partitionIds.get(new Catalog.PartitionKey(queueIds.get(item.queue()), item.partition()));
                DedupKey key = new DedupKey(pid, item.transactionId());
                UUID winner = existing.get(key);
                if (winner != null) {
                    out.add(new PushResult(i, item.transactionId(), true, winner, null, null, item.queue()));
                    continue;
                }
                existing.put(key, item.messageId());
                Head head = heads.get(pid);
                head.seq++;
                head.lastMessageId = item.messageId();
                pids.add(pid);
                seqs.add(head.seq);
                ids.add(item.messageId());
                txs.add(item.transactionId());
                traces.add(item.traceId());
                payloads.add(item.payloadJson());
                createdUs.add(head.createdUs);
                subs.add(item.producerSub());
                out.add(new PushResult(i, item.transactionId(), false, item.messageId(), pid, item.traceId(), item.queue()));
            }
            results.add(out);
        }

        Set<Head> touched = new LinkedHashSet<>();
        if (!pids.isEmpty()) {
            try (PreparedStatement st = c.prepareStatement(INSERT_MESSAGES)) {
                st.setArray(1, SqlArrays.uuids(c, pids));
                st.setArray(2, SqlArrays.longs(c, seqs));
                st.setArray(3, SqlArrays.uuids(c, ids));
                st.setArray(4, SqlArrays.texts(c, txs));
                st.setArray(5, SqlArrays.uuids(c, traces));
                st.setArray(6, SqlArrays.texts(c, payloads));
                st.setArray(7, SqlArrays.longs(c, createdUs));
                st.setArray(8, SqlArrays.texts(c, subs));
                st.executeUpdate();
            }
            List<UUID> headIds = new ArrayList<>();
            List<Long> headSeqs = new ArrayList<>();
            List<Long> headCreated = new ArrayList<>();
            List<UUID> headMessages = new ArrayList<>();
            for (Map.Entry<UUID, Head> e : heads.entrySet()) {
                Head head = e.getValue();
                if (head.lastMessageId != null) {
                    headIds.add(e.getKey());
                    headSeqs.add(head.seq);
                    headCreated.add(head.createdUs);
                    headMessages.add(head.lastMessageId);
                    touched.add(head);
                }
            }
            try (PreparedStatement st = c.prepareStatement(MOVE_HEADS)) {
                st.setArray(1, SqlArrays.uuids(c, headIds));
                st.setArray(2, SqlArrays.longs(c, headSeqs));
                st.setArray(3, SqlArrays.longs(c, headCreated));
                st.setArray(4, SqlArrays.uuids(c, headMessages));
                st.executeUpdate();
            }
        }
        return () -> {
            for (int r = 0; r < batch.size(); r++) {
                batch.get(r).succeed(results.get(r));
            }
            for (Head head : touched) {
                listener.messagesAvailable(head.queue, head.partition);
            }
        };
    }

    private Map<String, UUID> resolveQueues(Connection c, List<PushRequest> batch) throws SQLException {
        Map<String, UUID> ids = new HashMap<>();
        Set<String> missing = new LinkedHashSet<>();
        for (PushRequest request : batch) {
            for (PushItem item : request.items()) {
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
        }
        if (missing.isEmpty()) {
            return ids;
        }
        List<String> names = new ArrayList<>(missing);
        List<String> namespaces = new ArrayList<>();
        List<String> tasks = new ArrayList<>();
        for (String name : names) {
            String[] parts = name.split("\\.", 3);
            namespaces.add(parts[0]);
            tasks.add(parts.length > 1 ? parts[1] : "");
        }
        try (PreparedStatement st = c.prepareStatement(UPSERT_QUEUES)) {
            st.setArray(1, SqlArrays.texts(c, names));
            st.setArray(2, SqlArrays.texts(c, namespaces));
            st.setArray(3, SqlArrays.texts(c, tasks));
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    UUID id = rs.getObject(1, UUID.class);
                    String name = rs.getString(2);
                    ids.put(name, id);
                    catalog.putQueue(name, id);
                }
            }
        }
        for (String name : names) {
            if (!ids.containsKey(name)) {
                // Created by a concurrent transaction after our snapshot: run the batch again.
                throw SqlErrors.retryable("queue " + name + " was created concurrently");
            }
        }
        return ids;
    }

    private Map<Catalog.PartitionKey, UUID> resolvePartitions(Connection c, List<PushRequest> batch,
                                                              Map<String, UUID> queueIds) throws SQLException {
        Map<Catalog.PartitionKey, UUID> ids = new HashMap<>();
        Set<Catalog.PartitionKey> missing = new LinkedHashSet<>();
        for (PushRequest request : batch) {
            for (PushItem item : request.items()) {
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
        }
        if (missing.isEmpty()) {
            return ids;
        }
        List<UUID> queues = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Catalog.PartitionKey key : missing) {
            queues.add(key.queueId());
            names.add(key.name());
        }
        try (PreparedStatement st = c.prepareStatement(UPSERT_PARTITIONS)) {
            st.setArray(1, SqlArrays.uuids(c, queues));
            st.setArray(2, SqlArrays.texts(c, names));
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    UUID id = rs.getObject(1, UUID.class);
                    UUID queueId = rs.getObject(2, UUID.class);
                    String name = rs.getString(3);
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

    private Map<UUID, Head> lockHeads(Connection c, List<PushRequest> batch, Map<String, UUID> queueIds,
                                      Map<Catalog.PartitionKey, UUID> partitionIds) throws SQLException {
        Map<UUID, String[]> names = new TreeMap<>();
        for (PushRequest request : batch) {
            for (PushItem item : request.items()) {
                UUID pid = partitionIds.get(new Catalog.PartitionKey(queueIds.get(item.queue()), item.partition()));
                names.putIfAbsent(pid, new String[] {item.queue(), item.partition()});
            }
        }
        Map<UUID, Head> heads = new TreeMap<>();
        try (PreparedStatement st = c.prepareStatement(LOCK_HEADS)) {
            st.setArray(1, SqlArrays.uuids(c, new ArrayList<>(names.keySet())));
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    UUID id = rs.getObject(1, UUID.class);
                    String[] name = names.get(id);
                    heads.put(id, new Head(name[0], name[1], rs.getLong(2), rs.getLong(3)));
                }
            }
        }
        if (heads.size() != names.size()) {
            // A cached partition id points at a deleted partition.
            catalog.clear();
            throw SqlErrors.retryable("partition deleted while cached");
        }
        return heads;
    }

    private Map<DedupKey, UUID> findExisting(Connection c, List<PushRequest> batch, Map<String, UUID> queueIds,
                                             Map<Catalog.PartitionKey, UUID> partitionIds) throws SQLException {
        List<UUID> pids = new ArrayList<>();
        List<String> txs = new ArrayList<>();
        for (PushRequest request : batch) {
            for (PushItem item : request.items()) {
                pids.add(partitionIds.get(new Catalog.PartitionKey(queueIds.get(item.queue()), item.partition())));
                txs.add(item.transactionId());
            }
        }
        Map<DedupKey, UUID> existing = new HashMap<>();
        try (PreparedStatement st = c.prepareStatement(FIND_EXISTING)) {
            st.setArray(1, SqlArrays.uuids(c, pids));
            st.setArray(2, SqlArrays.texts(c, txs));
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    existing.put(new DedupKey(rs.getObject(1, UUID.class), rs.getString(2)), rs.getObject(3, UUID.class));
                }
            }
        }
        return existing;
    }
}
