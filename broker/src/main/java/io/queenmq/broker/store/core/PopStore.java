package io.queenmq.broker.store.core;

import io.queenmq.broker.store.SqlArrays;
import io.queenmq.broker.store.BatchWork;
import io.queenmq.broker.crypto.PayloadEncryption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The SQL of pop: one transaction per coalesced batch. Each request claims its partitions in
 * turn (partition-route requests first, so two requests of one batch on one partition are separated
 * by the lease), then one statement reads the messages of every claim and one statement
 * commits every cursor and lease. Runs on store drain threads only.
 *
 * <p>Wildcard pops walk a queue's partitions in id order starting after the partition this broker last
 * served for the group, wrapping around: no partition with data waits more than one round (docs/decisions.md §D4).
 */
public final class PopStore implements BatchWork<PopRequest> {
    static final String QUEUES = """
            SELECT name, id, lease_time, delayed_processing, window_buffer
            FROM queen.queues WHERE name = ANY(?::text[])""";

    static final String PARTITION = """
            SELECT id, head_created_at IS NOT NULL AND head_created_at > now() - ? * interval '1 second' AS in_window
            FROM queen.partitions WHERE queue_id = ? AND name = ?""";

    private static final String CLAIM_CONFLICT = """
            ON CONFLICT (partition_id, consumer_group) DO UPDATE
            SET lease_id = excluded.lease_id,
                lease_acquired_at = excluded.lease_acquired_at,
                lease_expires_at = excluded.lease_expires_at,
                lease_max_seq = NULL
            WHERE c.lease_expires_at IS NULL OR c.lease_expires_at <= now()
            RETURNING c.partition_id, c.cursor_seq,
                coalesce((SELECT g.through_seq FROM queen.message_gaps g WHERE g.partition_id = c.partition_id
                          ORDER BY g.after_seq DESC LIMIT 1), 0) AS deleted_through,
                (extract(epoch FROM pg_postmaster_start_time()) * 1000000)::int8 AS server_start,
                (SELECT p.head_seq FROM queen.partitions p WHERE p.id = c.partition_id) AS head_seq""";

    static final String CLAIM_ONE = """
            INSERT INTO queen.partition_consumers AS c (partition_id, consumer_group, lease_id, lease_acquired_at, lease_expires_at)
            VALUES (?, ?, ?, now(), now() + ? * interval '1 second')
            """ + CLAIM_CONFLICT;

    /** Candidate partitions: data after the group's cursor, no live lease, window and delay satisfied. */
    private static final String CANDIDATES = """
            WITH candidates AS (
                SELECT p.id FROM queen.partitions p
                LEFT JOIN queen.partition_consumers pc ON pc.partition_id = p.id AND pc.consumer_group = ?
                WHERE p.queue_id = ? AND %s
                  AND p.head_seq > coalesce(pc.cursor_seq, 0)
                  AND (pc.lease_expires_at IS NULL OR pc.lease_expires_at <= now())
                  AND (? = 0 OR p.head_created_at <= now() - ? * interval '1 second')
                  AND (? = 0 OR (SELECT m.created_at FROM queen.messages m
                                 WHERE m.partition_id = p.id AND m.seq > coalesce(pc.cursor_seq, 0)
                                 ORDER BY m.seq LIMIT 1) <= now() - ? * interval '1 second')
                ORDER BY p.id
                LIMIT ?)
            INSERT INTO queen.partition_consumers AS c (partition_id, consumer_group, lease_id, lease_acquired_at, lease_expires_at)
            SELECT id, ?, ?, now(), now() + ? * interval '1 second' FROM candidates ORDER BY id
            """ + CLAIM_CONFLICT;
    static final String CLAIM_AFTER_PIVOT = CANDIDATES.formatted("p.id > ?");
    static final String CLAIM_UP_TO_PIVOT = CANDIDATES.formatted("p.id <= ?");

    static final String SUBSCRIPTION = """
            SELECT (extract(epoch FROM subscription_timestamp) * 1000000)::int8
            FROM queen.consumer_groups_metadata
            WHERE consumer_group = ? AND queue_name = ? AND partition_name IN (?, '')
            ORDER BY partition_name DESC LIMIT 1""";

    static final String SUBSCRIBE = """
            INSERT INTO queen.consumer_groups_metadata (consumer_group, queue_name, partition_name, subscription_mode, subscription_timestamp)
            VALUES (?, ?, ?, ?, CASE WHEN ? THEN now() ELSE 'epoch'::timestamptz + ? * interval '1 microsecond' END)
            ON CONFLICT DO NOTHING
            RETURNING (extract(epoch FROM subscription_timestamp) * 1000000)::int8""";

    /** Last offset at or before an anchor time; created_at grows with seq, so walk back from the head. */
    static final String SEQ_AT = """
            SELECT coalesce((SELECT seq FROM queen.messages
                             WHERE partition_id = ? AND created_at <= 'epoch'::timestamptz + ? * interval '1 microsecond'
                             ORDER BY seq DESC LIMIT 1), 0)""";

    /** A group joining with an anchor gets a positioned cursor on every existing partition at once. */
    static final String BOOTSTRAP = """
            INSERT INTO queen.partition_consumers (partition_id, consumer_group, cursor_seq)
            SELECT p.id, ?, %s
            FROM queen.partitions p WHERE p.queue_id = ? ORDER BY p.id
            ON CONFLICT DO NOTHING""".formatted(OffsetAtTime.OF_PARTITION_P);

    /**
     * The messages of every claim; a claim that finds none still yields one row, with its partition's head.
     * Head and messages come from one snapshot, and a push moves the head in the transaction that
     * inserts, so a partition with nothing visible between the cursor and that head had its messages
     * deleted (retention, eviction, message delete): the cursor may move up to the head.
     */
    static final String FETCH = """
            SELECT r.ord, p.name AS partition_name, m.seq, m.id, m.transaction_id, m.trace_id,
                   m.payload::text AS payload, m.producer_sub, m.traceparent, (extract(epoch FROM m.created_at) * 1000000)::int8 AS created_us,
                   m.is_encrypted, p.head_seq
            FROM unnest(?::uuid[], ?::int8[], ?::int4[], ?::int4[], ?::int4[]) AS r(partition_id, after_seq, max_rows, delay_s, ord)
            JOIN queen.partitions p ON p.id = r.partition_id
            LEFT JOIN LATERAL (
                SELECT * FROM queen.messages m
                WHERE m.partition_id = r.partition_id AND m.seq > r.after_seq
                  AND (r.delay_s = 0 OR m.created_at <= now() - r.delay_s * interval '1 second')
                ORDER BY m.seq LIMIT r.max_rows) m ON true
            ORDER BY r.ord, m.seq""";

    static final String FINISH = """
            UPDATE queen.partition_consumers c
            SET cursor_seq = u.cursor_seq,
                lease_id = CASE WHEN u.keep_lease THEN c.lease_id END,
                lease_acquired_at = CASE WHEN u.keep_lease THEN c.lease_acquired_at END,
                lease_expires_at = CASE WHEN u.keep_lease THEN c.lease_expires_at END,
                lease_max_seq = CASE WHEN u.keep_lease THEN u.max_seq END,
                retry_count = CASE WHEN u.consumed > 0 THEN 0 ELSE c.retry_count END,
                total_consumed = c.total_consumed + u.consumed,
                last_consumed_at = CASE WHEN u.consumed > 0 THEN now() ELSE c.last_consumed_at END
            FROM unnest(?::uuid[], ?::text[], ?::int8[], ?::bool[], ?::int8[], ?::int4[])
                 AS u(partition_id, consumer_group, cursor_seq, keep_lease, max_seq, consumed)
            WHERE c.partition_id = u.partition_id AND c.consumer_group = u.consumer_group""";

    static final SqlArrays.Shape FETCH_ROWS = SqlArrays.unnest(FETCH);
    static final SqlArrays.Shape FINISH_ROWS = SqlArrays.unnest(FINISH);

    /** PostgreSQL orders uuids by unsigned bytes. */
    private static final Comparator<UUID> PG_UUID_ORDER = Comparator
            .comparing(UUID::getMostSignificantBits, Long::compareUnsigned)
            .thenComparing(UUID::getLeastSignificantBits, Long::compareUnsigned);
    private static final UUID LOWEST_UUID = new UUID(0, 0);

    private record QueueConfig(UUID id, int leaseSeconds, int delaySeconds, int windowSeconds) {}

    private record PivotKey(UUID queueId, String group) {}

    /** One leased partition of one request; cursor is where delivery starts. */
    private static final class Claim {
        final PopRequest request;
        final UUID partitionId;
        long cursor;
        final int delaySeconds;
        /** The highest offset of the partition deleted so far, in the claim's snapshot (0: none). */
        final long deletedThrough;
        /** When the PostgreSQL server that made the claim started, in microseconds: whose offsets these are. */
        final long serverStart;
        /** The partition's head in the claim's snapshot. */
        final long claimedHead;
        /** How many messages this claim may deliver, its share of its request's cap (see {@link #share}). */
        int wanted;
        final List<StoredMessage> fetched = new ArrayList<>();
        final List<PoppedMessage> delivered = new ArrayList<>();
        /** The partition's head in the fetch's snapshot. */
        long head;
        String partitionName;

        Claim(PopRequest request, UUID partitionId, long cursor, int delaySeconds, long deletedThrough,
              long serverStart, long claimedHead) {
            this.request = request;
            this.partitionId = partitionId;
            this.cursor = cursor;
            this.delaySeconds = delaySeconds;
            this.deletedThrough = deletedThrough;
            this.serverStart = serverStart;
            this.claimedHead = claimedHead;
        }

        /**
         * Whether the lane read cache may serve this claim: no delay to filter by, and nothing after the cursor
         * deleted, so that every offset from the cursor up to the head holds its message.
         */
        boolean cacheable() {
            return delaySeconds == 0 && deletedThrough <= cursor;
        }
    }

    /** Where each (queue, group) wildcard walk resumes; a hint only, so it lives in memory. */
    private final Map<PivotKey, UUID> pivots = new ConcurrentHashMap<>();
    private final PayloadEncryption encryption;
    private final LaneReadCache cache;
    private final AtomicLong delivered = new AtomicLong();
    private final AtomicLong emptyAttempts = new AtomicLong();

    /** {@code cachedMessages}: the lane read cache's capacity, 0 for none. */
    public PopStore(PayloadEncryption encryption, int cachedMessages) {
        this.encryption = encryption;
        this.cache = new LaneReadCache(cachedMessages);
    }

    /** Messages delivered from the lane read cache instead of a read of the database, since start. Any thread. */
    public long cacheServedMessages() {
        return cache.served();
    }

    /** Messages delivered by committed pops since start. Any thread. */
    public long deliveredMessages() {
        return delivered.get();
    }

    /** Pop attempts that delivered nothing (a waiting long poll makes one per re-check). Any thread. */
    public long emptyAttempts() {
        return emptyAttempts.get();
    }

    @Override
    public Runnable execute(Connection c, List<PopRequest> batch) throws SQLException {
        Map<String, QueueConfig> queues = loadQueues(c, batch);
        List<PopRequest> ordered = new ArrayList<>(batch);
        // Partition-route requests first, then wildcard; each class in (queue, partition) order.
        ordered.sort(Comparator.comparing((PopRequest r) -> r.partition() == null)
                .thenComparing(PopRequest::queue)
                .thenComparing(r -> r.partition() == null ? "" : r.partition()));

        Map<PopRequest, PopResult> early = new HashMap<>();
        Map<PopRequest, List<Claim>> claims = new HashMap<>();
        List<Claim> allClaims = new ArrayList<>();
        for (PopRequest request : ordered) {
            QueueConfig queue = queues.get(request.queue());
            if (queue == null) {
                early.put(request, PopResult.of(request.partition() == null
                        ? PopResult.Outcome.NO_AVAILABLE_PARTITION : PopResult.Outcome.PARTITION_NOT_FOUND));
                continue;
            }
            List<Claim> mine = new ArrayList<>();
            PopResult.Outcome refused = request.partition() == null
                    ? claimWildcard(c, request, queue, mine)
                    : claimPartition(c, request, queue, mine);
            if (refused != null) {
                early.put(request, PopResult.of(refused));
                continue;
            }
            for (Claim claim : mine) {
                if (claim.cursor < 0) {
                    claim.cursor = startingCursor(c, request, queue, claim.partitionId);
                }
            }
            share(request, mine);
            claims.put(request, mine);
            allClaims.addAll(mine);
        }

        readCached(allClaims);
        fetch(c, allClaims);
        Map<PopRequest, PopResult> results = new HashMap<>(early);
        for (Map.Entry<PopRequest, List<Claim>> e : claims.entrySet()) {
            results.put(e.getKey(), deliver(e.getKey(), e.getValue()));
        }
        finish(c, allClaims);
        return () -> {
            long messages = 0;
            long empty = 0;
            for (PopRequest request : batch) {
                PopResult result = results.get(request);
                messages += result.messages().size();
                empty += result.hasMessages() ? 0 : 1;
                request.completion().succeeded(result);
            }
            // Counted once per committed batch, on the drain thread: metrics read these when scraped.
            delivered.addAndGet(messages);
            emptyAttempts.addAndGet(empty);
        };
    }

    private Map<String, QueueConfig> loadQueues(Connection c, List<PopRequest> batch) throws SQLException {
        Set<String> names = new LinkedHashSet<>();
        for (PopRequest request : batch) {
            names.add(request.queue());
        }
        Map<String, QueueConfig> queues = new HashMap<>();
        try (PreparedStatement st = c.prepareStatement(QUEUES)) {
            st.setArray(1, SqlArrays.texts(c, names));
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    int lease = rs.getInt("lease_time");
                    queues.put(rs.getString("name"), new QueueConfig(rs.getObject("id", UUID.class),
                            lease > 0 ? lease : 60, rs.getInt("delayed_processing"), rs.getInt("window_buffer")));
                }
            }
        }
        return queues;
    }

    /** Returns null when the partition was claimed into {@code out}, else why not. */
    private PopResult.Outcome claimPartition(Connection c, PopRequest request, QueueConfig queue, List<Claim> out)
            throws SQLException {
        UUID partitionId;
        try (PreparedStatement st = c.prepareStatement(PARTITION)) {
            st.setInt(1, queue.windowSeconds());
            st.setObject(2, queue.id());
            st.setString(3, request.partition());
            try (ResultSet rs = st.executeQuery()) {
                if (!rs.next()) {
                    return PopResult.Outcome.PARTITION_NOT_FOUND;
                }
                partitionId = rs.getObject("id", UUID.class);
                if (queue.windowSeconds() > 0 && rs.getBoolean("in_window")) {
                    return PopResult.Outcome.WINDOW_BUFFER_ACTIVE;
                }
            }
        }
        try (PreparedStatement st = c.prepareStatement(CLAIM_ONE)) {
            st.setObject(1, partitionId);
            st.setString(2, request.consumerGroup());
            st.setObject(3, request.leaseId());
            st.setInt(4, queue.leaseSeconds());
            readClaims(st, request, queue, out);
        }
        return out.isEmpty() ? PopResult.Outcome.LEASE_HELD : null;
    }

    private PopResult.Outcome claimWildcard(Connection c, PopRequest request, QueueConfig queue, List<Claim> out)
            throws SQLException {
        PivotKey pivotKey = new PivotKey(queue.id(), request.consumerGroup());
        UUID pivot = pivots.getOrDefault(pivotKey, LOWEST_UUID);
        claimCandidates(c, CLAIM_AFTER_PIVOT, pivot, request, queue, request.maxPartitions(), out);
        // The walk resumes after the last partition it served: the highest of the wrapped pass if any.
        UUID last = highest(out, 0);
        int wrappedFrom = out.size();
        if (wrappedFrom < request.maxPartitions()) {
            claimCandidates(c, CLAIM_UP_TO_PIVOT, pivot, request, queue, request.maxPartitions() - wrappedFrom, out);
            UUID wrapped = highest(out, wrappedFrom);
            if (wrapped != null) {
                last = wrapped;
            }
        }
        if (out.isEmpty()) {
            return PopResult.Outcome.NO_AVAILABLE_PARTITION;
        }
        pivots.put(pivotKey, last);
        return null;
    }

    private static UUID highest(List<Claim> claims, int from) {
        UUID highest = null;
        for (Claim claim : claims.subList(from, claims.size())) {
            if (highest == null || PG_UUID_ORDER.compare(claim.partitionId, highest) > 0) {
                highest = claim.partitionId;
            }
        }
        return highest;
    }

    private void claimCandidates(Connection c, String sql, UUID pivot, PopRequest request, QueueConfig queue,
                                 int limit, List<Claim> out) throws SQLException {
        try (PreparedStatement st = c.prepareStatement(sql)) {
            int i = 1;
            st.setString(i++, request.consumerGroup());
            st.setObject(i++, queue.id());
            st.setObject(i++, pivot);
            st.setInt(i++, queue.windowSeconds());
            st.setInt(i++, queue.windowSeconds());
            st.setInt(i++, queue.delaySeconds());
            st.setInt(i++, queue.delaySeconds());
            st.setInt(i++, limit);
            st.setString(i++, request.consumerGroup());
            st.setObject(i++, request.leaseId());
            st.setInt(i, queue.leaseSeconds());
            readClaims(st, request, queue, out);
        }
    }

    private static void readClaims(PreparedStatement st, PopRequest request, QueueConfig queue, List<Claim> out)
            throws SQLException {
        try (ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                UUID partitionId = rs.getObject("partition_id", UUID.class);
                long cursor = rs.getLong("cursor_seq");
                out.add(new Claim(request, partitionId, rs.wasNull() ? -1 : cursor, queue.delaySeconds(),
                        rs.getLong("deleted_through"), rs.getLong("server_start"), rs.getLong("head_seq")));
            }
        }
    }

    /**
     * Where a group that has never consumed this partition starts: queue mode and plain groups from
     * the beginning; a group with a subscription anchor after the anchor. The first anchored pop
     * of a group records the anchor and positions the group on every partition of the queue.
     */
    private long startingCursor(Connection c, PopRequest request, QueueConfig queue, UUID partitionId)
            throws SQLException {
        if (request.queueMode()) {
            return 0;
        }
        Long anchorUs = null;
        try (PreparedStatement st = c.prepareStatement(SUBSCRIPTION)) {
            st.setString(1, request.consumerGroup());
            st.setString(2, request.queue());
            st.setString(3, request.partition() == null ? "" : request.partition());
            try (ResultSet rs = st.executeQuery()) {
                if (rs.next()) {
                    anchorUs = rs.getLong(1);
                }
            }
        }
        if (anchorUs == null) {
            PopRequest.Subscription subscription = request.subscription();
            if (!subscription.anchored()) {
                return 0;
            }
            try (PreparedStatement st = c.prepareStatement(SUBSCRIBE)) {
                st.setString(1, request.consumerGroup());
                st.setString(2, request.queue());
                st.setString(3, request.partition() == null ? "" : request.partition());
                st.setString(4, subscription.fromNow() ? "new" : "timestamp");
                st.setBoolean(5, subscription.fromNow());
                if (subscription.fromEpochMicros() == null) {
                    st.setNull(6, Types.BIGINT);
                } else {
                    st.setLong(6, subscription.fromEpochMicros());
                }
                try (ResultSet rs = st.executeQuery()) {
                    if (rs.next()) {
                        anchorUs = rs.getLong(1);
                    }
                }
            }
            if (anchorUs == null) {
                // Another broker recorded the group's anchor first: use theirs.
                return startingCursor(c, request, queue, partitionId);
            }
            try (PreparedStatement st = c.prepareStatement(BOOTSTRAP)) {
                st.setString(1, request.consumerGroup());
                st.setLong(2, anchorUs);
                st.setLong(3, anchorUs);
                st.setObject(4, queue.id());
                st.executeUpdate();
            }
        }
        try (PreparedStatement st = c.prepareStatement(SEQ_AT)) {
            st.setObject(1, partitionId);
            st.setLong(2, anchorUs);
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    /**
     * Splits the request's cap over its claims in claim order, each taking at most what lay between its cursor and
     * its head when claimed, so a pop of several partitions reads about what it delivers instead of the cap from
     * each. With a delay not every message up to the head is due yet, so each claim may then read the whole cap.
     */
    private static void share(PopRequest request, List<Claim> claims) {
        int left = request.maxMessages();
        for (Claim claim : claims) {
            if (claim.delaySeconds > 0) {
                claim.wanted = request.maxMessages();
                continue;
            }
            claim.wanted = (int) Math.max(0, Math.min(left, claim.claimedHead - claim.cursor));
            left -= claim.wanted;
        }
    }

    /** Serves what the lane read cache holds of each cacheable claim, from its cursor on. */
    private void readCached(List<Claim> claims) {
        if (!cache.enabled()) {
            return;
        }
        for (Claim claim : claims) {
            if (claim.cacheable()) {
                claim.fetched.addAll(cache.read(claim.serverStart, claim.partitionId, claim.cursor, claim.wanted));
            }
        }
    }

    /**
     * Reads from the database what the cache did not serve: each claim's messages after those it already has,
     * up to its share, and gives what a cacheable claim read to the cache.
     */
    private void fetch(Connection c, List<Claim> claims) throws SQLException {
        List<Claim> reads = new ArrayList<>();
        for (Claim claim : claims) {
            if (claim.fetched.size() < claim.wanted) {
                reads.add(claim);
            }
        }
        if (reads.isEmpty()) {
            return;
        }
        SqlArrays.Columns rows = FETCH_ROWS.rows(reads.size());
        int[] cached = new int[reads.size()];
        for (int i = 0; i < reads.size(); i++) {
            Claim claim = reads.get(i);
            cached[i] = claim.fetched.size();
            // Cached messages hold consecutive offsets from the cursor on.
            rows.add(claim.partitionId).add(claim.cursor + cached[i]).add(claim.wanted - cached[i])
                    .add(claim.delaySeconds).add(i);
        }
        try (PreparedStatement st = c.prepareStatement(FETCH)) {
            rows.bind(c, st, 1);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    Claim claim = reads.get(rs.getInt("ord"));
                    claim.head = rs.getLong("head_seq");
                    long seq = rs.getLong("seq");
                    if (rs.wasNull()) {
                        continue;
                    }
                    if (claim.partitionName == null) {
                        claim.partitionName = rs.getString("partition_name");
                    }
                    // The claim's partition id and name objects are shared by its messages, which may stay cached.
                    claim.fetched.add(new StoredMessage(new PoppedMessage(
                            rs.getObject("id", UUID.class),
                            rs.getString("transaction_id"),
                            rs.getObject("trace_id", UUID.class),
                            rs.getString("payload"),
                            rs.getString("producer_sub"),
                            rs.getLong("created_us"),
                            claim.partitionId,
                            claim.partitionName,
                            seq,
                            null,
                            rs.getString("traceparent")), rs.getBoolean("is_encrypted")));
                }
            }
        }
        for (int i = 0; i < reads.size(); i++) {
            Claim claim = reads.get(i);
            if (claim.cacheable()) {
                List<StoredMessage> read = claim.fetched.subList(cached[i], claim.fetched.size());
                cache.add(claim.serverStart, claim.partitionId, claim.cursor + cached[i], read);
            }
        }
    }

    /** Applies the request's global message cap across its claims, in claim order. */
    private PopResult deliver(PopRequest request, List<Claim> claims) {
        List<PoppedMessage> messages = new ArrayList<>();
        int budget = request.maxMessages();
        for (Claim claim : claims) {
            for (StoredMessage fetched : claim.fetched) {
                if (budget == 0) {
                    break;
                }
                PoppedMessage message = fetched.encrypted() ? decrypted(fetched.message()) : fetched.message();
                claim.delivered.add(message);
                messages.add(message);
                budget--;
            }
        }
        Claim first = claims.get(0);
        String partitionName = request.partition() != null ? request.partition()
                : first.fetched.isEmpty() ? null : first.fetched.get(0).message().partition();
        return new PopResult(PopResult.Outcome.CLAIMED, messages, partitionName, first.partitionId, claims.size());
    }

    /** Decrypts on the pop store thread, so event loops never do. */
    private PoppedMessage decrypted(PoppedMessage stored) {
        PayloadEncryption.WirePayload wire = encryption.toWire(stored.id(), stored.payloadJson(), true);
        return new PoppedMessage(stored.id(), stored.transactionId(), stored.traceId(), wire.json(),
                stored.producerSub(), stored.createdEpochMicros(), stored.partitionId(), stored.partition(),
                stored.seq(), wire.decryptionError(), stored.traceparent());
    }

    /** Commits cursors and leases: autoAck moves the cursor, a lease stays only over delivered messages. */
    private static void finish(Connection c, List<Claim> claims) throws SQLException {
        if (claims.isEmpty()) {
            return;
        }
        SqlArrays.Columns rows = FINISH_ROWS.rows(claims.size());
        for (Claim claim : claims) {
            boolean any = !claim.delivered.isEmpty();
            if (claim.fetched.isEmpty() && claim.delaySeconds == 0 && claim.head > claim.cursor) {
                // Nothing visible up to the head: those messages were deleted, step over them.
                claim.cursor = claim.head;
            }
            long lastSeq = any ? claim.delivered.get(claim.delivered.size() - 1).seq() : claim.cursor;
            boolean autoAck = claim.request.autoAck();
            rows.add(claim.partitionId).add(claim.request.consumerGroup()).add(autoAck ? lastSeq : claim.cursor)
                    .add(any && !autoAck).add(lastSeq).add(autoAck ? claim.delivered.size() : 0);
        }
        try (PreparedStatement st = c.prepareStatement(FINISH)) {
            rows.bind(c, st, 1);
            st.executeUpdate();
        }
    }
}
