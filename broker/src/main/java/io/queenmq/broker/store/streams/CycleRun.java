package io.queenmq.broker.store.streams;

import io.queenmq.broker.store.RequestSavepoint;
import io.queenmq.broker.store.SqlArrays;
import io.queenmq.broker.store.core.AckStatus;
import io.queenmq.broker.store.core.LiveLease;
import io.queenmq.broker.store.core.PushItem;
import io.queenmq.broker.store.core.PushResult;
import io.queenmq.broker.store.core.PushStore;
import io.queenmq.broker.store.core.SingleAck;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * One cycle, run on the caller's connection under the (query, partition) lock its batch took: state operations,
 * then sink pushes, then the source ack. The first thing that fails ends the run with the outcome so far, and
 * the caller rolls back everything it wrote. Used once, by a store drain thread.
 *
 * <p>The ack decides whether a cycle may apply at all: its message must exist in the cycle's partition, not be
 * covered by the group's cursor yet, and a given leaseId must be the live lease. So a second runner (or a retry)
 * holding the same source messages fails and applies nothing instead of applying its state and sink twice.
 *
 * <p>A cycle is computed from state its runner read earlier, so three more rules keep a stale one from applying
 * (docs/semantics.md §23), all three for a cycle without an ack (the SDK's idle flush), whose read no lease fences:
 * it waits out a live lease of its group on the partition (the lease holder read the state and will write it); its
 * deletes must find their keys (a missing key means another cycle closed the window since, and it would be emitted
 * twice); and it may delete only the row versions its ripe read returned when it claimed the shard
 * ({@link StateStore}).
 */
final class CycleRun implements RequestSavepoint.Work<CycleOutcome> {
    /** Whether the query exists, and the source partition's queue; nested lookups, so each is an index probe. */
    static final String SOURCE = """
            SELECT EXISTS (SELECT 1 FROM queen_streams.queries WHERE id = ?) AS query_exists,
                   (SELECT (SELECT q.name FROM queen.queues q WHERE q.id = p.queue_id)
                    FROM queen.partitions p WHERE p.id = ?) AS queue_name""";

    static final String UPSERT_STATE = """
            INSERT INTO queen_streams.state (query_id, partition_id, key, value)
            SELECT ?, ?, u.key, u.value::jsonb FROM unnest(?::text[], ?::text[]) AS u(key, value)
            ON CONFLICT (query_id, partition_id, key) DO UPDATE SET value = excluded.value, updated_at = now()""";

    static final String DELETE_STATE = """
            DELETE FROM queen_streams.state WHERE query_id = ? AND partition_id = ? AND key = ANY(?::text[])""";

    /**
     * The keys that exist, and whether each differs from the version the shard's flush claim saw: written since, or
     * not read by it at all (false without a claim).
     */
    static final String EXISTING_KEYS = """
            SELECT s.key, f.query_id IS NOT NULL AND f.seen ->> s.key IS DISTINCT FROM s.xmin::text AS changed_since_claim
            FROM queen_streams.state s
            LEFT JOIN queen_streams.flush_claims f ON f.query_id = s.query_id AND f.partition_id = s.partition_id
            WHERE s.query_id = ? AND s.partition_id = ? AND s.key = ANY(?::text[])""";

    static final SqlArrays.Shape STATE_ROWS = SqlArrays.unnest(UPSERT_STATE);

    private final CycleRequest cycle;
    private final PushStore pushes;
    private String queueName;
    private int stateOpsApplied;
    private final List<PushResult> pushResults = new ArrayList<>();
    private CycleOutcome.Acked acked;
    private PushStore.Appended appended;
    private SingleAck ack;

    CycleRun(CycleRequest cycle, PushStore pushes) {
        this.cycle = cycle;
        this.pushes = pushes;
    }

    @Override
    public CycleOutcome run(Connection c) throws SQLException {
        boolean queryExists;
        try (PreparedStatement st = c.prepareStatement(SOURCE)) {
            st.setObject(1, cycle.queryId());
            st.setObject(2, cycle.partitionId());
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                queryExists = rs.getBoolean("query_exists");
                queueName = rs.getString("queue_name");
            }
        }
        if (!queryExists) {
            return failed("Unknown query: " + cycle.queryId());
        }
        if (queueName == null) {
            return failed("Unknown partition: " + cycle.partitionId());
        }
        if (flush() && LiveLease.held(c, cycle.partitionId(), cycle.consumerGroup())) {
            return failed("Partition " + cycle.partitionId() + " is leased to group " + cycle.consumerGroup()
                    + ": a cycle without an ack waits until the lease's own cycle has committed");
        }
        String error = applyState(c);
        if (error == null) {
            push(c);
            error = ack(c);
        }
        return outcome(error);
    }

    /** The outcome so far: committed when {@code error} is null. */
    private CycleOutcome outcome(String error) {
        return new CycleOutcome(queueName, stateOpsApplied, pushResults, acked, error);
    }

    /** The partitions that received sink messages, to wake once committed; empty when nothing was pushed. */
    Set<PushItem> pushedPartitions() {
        return appended == null ? Set.of() : appended.filledPartitions();
    }

    /** The acked source partition, when the ack ended its lease, to wake once committed; else null. */
    SingleAck releasedAck() {
        return ack != null && ack.found() && ack.leaseReleased() ? ack : null;
    }

    /** A rolled-back outcome with the progress made before {@code error}. */
    @Override
    public CycleOutcome failed(String error) {
        return outcome(error);
    }

    @Override
    public boolean committed(CycleOutcome outcome) {
        return outcome.committed();
    }

    /**
     * Applies the state operations as two statements, after checking every type: the last operation on a key is
     * the one that counts, so each key is upserted or deleted once. In a flush, a key whose first operation is a
     * delete must exist, and a delete right after a delete of the same key fails outright.
     */
    private String applyState(Connection c) throws SQLException {
        Map<String, StateOp> last = new LinkedHashMap<>();
        Set<String> mustExist = new TreeSet<>();
        for (StateOp op : cycle.stateOps()) {
            if (!op.type().equals(StateOp.UPSERT) && !op.type().equals(StateOp.DELETE)) {
                return "Unknown state op type: " + op.type() + " (expected upsert or delete)";
            }
            StateOp before = last.remove(op.key());
            if (flush() && op.type().equals(StateOp.DELETE)) {
                if (before == null) {
                    mustExist.add(op.key());
                } else if (before.type().equals(StateOp.DELETE)) {
                    return staleDelete(op.key());
                }
            }
            last.put(op.key(), op);
        }
        SqlArrays.Columns upserts = STATE_ROWS.rows(last.size());
        List<String> deleteKeys = new ArrayList<>();
        for (StateOp op : last.values()) {
            if (op.type().equals(StateOp.UPSERT)) {
                upserts.add(op.key()).add(op.valueJson());
            } else {
                deleteKeys.add(op.key());
            }
        }
        String stale = flush() ? staleRead(c, mustExist, Set.copyOf(deleteKeys)) : null;
        if (stale != null) {
            return stale;
        }
        if (!upserts.isEmpty()) {
            try (PreparedStatement st = c.prepareStatement(UPSERT_STATE)) {
                st.setObject(1, cycle.queryId());
                st.setObject(2, cycle.partitionId());
                upserts.bind(c, st, 3);
                st.executeUpdate();
            }
        }
        if (!deleteKeys.isEmpty()) {
            try (PreparedStatement st = c.prepareStatement(DELETE_STATE)) {
                st.setObject(1, cycle.queryId());
                st.setObject(2, cycle.partitionId());
                st.setArray(3, SqlArrays.texts(c, deleteKeys));
                st.executeUpdate();
            }
        }
        stateOpsApplied = cycle.stateOps().size();
        return null;
    }

    /**
     * Why the state this flush was computed from is gone, or null: a key in {@code mustExist} is missing, or a key it
     * deletes ({@code deleted}) changed after its claim. The shard's lock keeps the answer until commit.
     */
    private String staleRead(Connection c, Set<String> mustExist, Set<String> deleted) throws SQLException {
        if (mustExist.isEmpty() && deleted.isEmpty()) {
            return null;
        }
        Set<String> keys = new TreeSet<>(mustExist);
        keys.addAll(deleted);
        Set<String> missing = new TreeSet<>(mustExist);
        try (PreparedStatement st = c.prepareStatement(EXISTING_KEYS)) {
            st.setObject(1, cycle.queryId());
            st.setObject(2, cycle.partitionId());
            st.setArray(3, SqlArrays.texts(c, List.copyOf(keys)));
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    String key = rs.getString("key");
                    missing.remove(key);
                    if (rs.getBoolean("changed_since_claim") && deleted.contains(key)) {
                        return "State key changed since the flush read it: " + key
                                + " (a cycle under the lease wrote it; the next flush reads it again)";
                    }
                }
            }
        }
        return missing.isEmpty() ? null : staleDelete(missing.iterator().next());
    }

    /** A cycle without an ack: the SDK's idle flush, whose read no lease fences. */
    private boolean flush() {
        return cycle.ack() == null;
    }

    private static String staleDelete(String key) {
        return "State key not found: " + key + " (another cycle removed it after this one's state was read)";
    }

    /** Appends the sink items as {@code /push} does: a duplicate is reported, not an error. */
    private void push(Connection c) throws SQLException {
        List<PushItem> items = cycle.pushItems();
        if (items.isEmpty()) {
            return;
        }
        appended = pushes.append(c, items);
        for (int i = 0; i < items.size(); i++) {
            PushItem item = items.get(i);
            boolean queued = appended.queued()[i];
            pushResults.add(new PushResult(i, item.transactionId(), !queued, appended.messageIds()[i],
                    queued ? appended.partitionIds().get(i) : null, queued ? item.traceId() : null, item.queue()));
        }
    }

    /** Applies the source ack; returns why it cannot be, or null. */
    private String ack(Connection c) throws SQLException {
        CycleAck request = cycle.ack();
        if (request == null) {
            return null;
        }
        ack = SingleAck.lock(c, cycle.partitionId(), cycle.consumerGroup(), request.transactionId(), request.error());
        AckStatus status = request.status();
        String error = null;
        boolean dlq = false;
        if (!ack.found()) {
            error = "Message not found: transactionId " + request.transactionId() + " in partition "
                    + cycle.partitionId();
        } else if (request.leaseId() != null && !ack.underLease(request.leaseId())) {
            error = "Invalid or expired lease";
        } else if (ack.acknowledged()) {
            error = "Message already acknowledged: transactionId " + request.transactionId();
        } else if (status != null && status.completes()) {
            ack.complete(request.count(), cycle.releaseLease());
        } else if (status != null && status.fails()) {
            ack.deadLetter(request.count());
            dlq = true;
        } else {
            error = "Unknown ack status: " + request.statusName() + " (expected completed, success, failed or dlq)";
        }
        if (error != null) {
            acked = new CycleOutcome.Acked(error, request.count(), false, false);
            return error;
        }
        ack.write(c);
        acked = new CycleOutcome.Acked(null, request.count(), ack.leaseReleased(), dlq);
        return null;
    }
}
