package io.queenmq.broker.store.streams;

import io.queenmq.broker.store.BatchWork;
import io.queenmq.broker.store.CommitListener;
import io.queenmq.broker.store.RequestSavepoint;
import io.queenmq.broker.store.core.PushItem;
import io.queenmq.broker.store.core.PushStore;
import io.queenmq.broker.store.core.SingleAck;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.UUID;

/**
 * The SQL of stream cycles, as transactions run theirs: the cycles of a batch share one database transaction and
 * one commit, each under its own savepoint, so a cycle that fails rolls back alone. Before the first cycle the
 * batch takes a transaction-scoped advisory lock per (query, partition), in one order, so that cycles of one shard
 * never run side by side on two brokers; lanes are chosen by partition, so on one broker they meet in one batch
 * and run one after the other. A cycle without an ack (a flush) ends the shard's flush claim, committed or not;
 * another ends it once it has deleted every row the claim saw.
 * Runs on store drain threads only.
 */
public final class CycleStore implements BatchWork<CycleRequest> {
    /** Cycles per batch, and so savepoints (see TransactionStore.MAX_BATCH_OPERATIONS). */
    public static final int MAX_BATCH_CYCLES = 64;

    /** The two-key form, a key space of its own apart from the broker's single-key job locks. */
    static final String LOCK_SHARD = "SELECT pg_advisory_xact_lock(hashtext(?::text), hashtext(?::text)) IS NULL";

    static final String END_CLAIM = "DELETE FROM queen_streams.flush_claims WHERE query_id = ? AND partition_id = ?";

    /** Ends the shard's claim once none of the rows it saw is left (a cycle under the lease deleted them). */
    static final String END_SPENT_CLAIM = """
            DELETE FROM queen_streams.flush_claims f WHERE f.query_id = ? AND f.partition_id = ?
              AND NOT EXISTS (SELECT 1 FROM jsonb_object_keys(f.seen) AS k(key)
                              JOIN queen_streams.state s ON s.query_id = f.query_id
                                   AND s.partition_id = f.partition_id AND s.key = k.key)""";

    private final PushStore pushes;
    private final CommitListener listener;

    public CycleStore(PushStore pushes, CommitListener listener) {
        this.pushes = pushes;
        this.listener = listener;
    }

    /** A shard of state, ordered so that every batch locks shards in the same order. */
    private record Shard(UUID queryId, UUID partitionId) implements Comparable<Shard> {
        @Override
        public int compareTo(Shard other) {
            int byQuery = queryId.compareTo(other.queryId);
            return byQuery != 0 ? byQuery : partitionId.compareTo(other.partitionId);
        }
    }

    @Override
    public Runnable execute(Connection c, List<CycleRequest> batch) throws SQLException {
        lockShards(c, batch);
        List<CycleOutcome> outcomes = new ArrayList<>(batch.size());
        List<PushItem> pushedPartitions = new ArrayList<>();
        List<SingleAck> released = new ArrayList<>();
        for (CycleRequest cycle : batch) {
            CycleRun run = new CycleRun(cycle, pushes);
            CycleOutcome outcome = RequestSavepoint.run(c, run);
            if (outcome.committed()) {
                pushedPartitions.addAll(run.pushedPartitions());
                if (run.releasedAck() != null) {
                    released.add(run.releasedAck());
                }
            } else {
                pushes.forget(cycle.pushItems());
            }
            if (cycle.ack() == null) {
                endClaim(c, cycle, END_CLAIM);
            } else if (outcome.committed() && deletes(cycle)) {
                endClaim(c, cycle, END_SPENT_CLAIM);
            }
            outcomes.add(outcome);
        }
        return () -> {
            for (int i = 0; i < batch.size(); i++) {
                batch.get(i).completion().succeeded(outcomes.get(i));
            }
            for (PushItem filled : pushedPartitions) {
                listener.messagesAvailable(filled.queue(), filled.partition());
            }
            for (SingleAck ack : released) {
                listener.messagesAvailable(ack.queue(), ack.partition());
            }
        };
    }

    /**
     * Ends the flush claim on the cycle's shard with {@code sql}: a flush's cycle ends it whether it committed or not,
     * so that a refused flush reads again on its next tick instead of waiting for the claim to lapse; a cycle under
     * the lease ends it when it deleted every row the claim saw (a client that reads ripe windows under its lease
     * and closes them in the same cycle, as the Java client does, would otherwise find its next ripe read empty).
     */
    private static void endClaim(Connection c, CycleRequest cycle, String sql) throws SQLException {
        try (PreparedStatement st = c.prepareStatement(sql)) {
            st.setObject(1, cycle.queryId());
            st.setObject(2, cycle.partitionId());
            st.executeUpdate();
        }
    }

    private static boolean deletes(CycleRequest cycle) {
        for (StateOp op : cycle.stateOps()) {
            if (op.type().equals(StateOp.DELETE)) {
                return true;
            }
        }
        return false;
    }

    private static void lockShards(Connection c, List<CycleRequest> batch) throws SQLException {
        TreeSet<Shard> shards = new TreeSet<>();
        for (CycleRequest cycle : batch) {
            shards.add(new Shard(cycle.queryId(), cycle.partitionId()));
        }
        try (PreparedStatement st = c.prepareStatement(LOCK_SHARD)) {
            for (Shard shard : shards) {
                st.setObject(1, shard.queryId());
                st.setObject(2, shard.partitionId());
                st.executeQuery().close();
            }
        }
    }
}
