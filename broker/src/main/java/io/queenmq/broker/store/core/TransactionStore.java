package io.queenmq.broker.store.core;

import io.queenmq.broker.store.CommitListener;
import io.queenmq.broker.store.BatchWork;
import io.queenmq.broker.store.Catalog;
import io.queenmq.broker.store.RequestSavepoint;
import io.queenmq.broker.crypto.PayloadEncryption;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The SQL of transactions: concurrent transactions share one database transaction, and so one
 * commit, yet fail alone. Each request runs under its own savepoint; a request that fails rolls
 * back to it, leaving the work of the requests before and after it in place. Deadlocks,
 * serialization failures and a lost database still end the whole batch, which the lane runs again
 * or fails. Runs on store drain threads only.
 */
public final class TransactionStore implements BatchWork<TransactionRequest> {
    /**
     * Operations per batch, and so savepoints: PostgreSQL keeps 64 subtransactions of a session in
     * shared memory, and past that every snapshot taken by any session while the batch runs is slower.
     */
    public static final int MAX_BATCH_OPERATIONS = 64;

    private final Catalog catalog;
    private final PushStore pushes;
    private final CommitListener listener;

    public TransactionStore(Catalog catalog, CommitListener listener, PayloadEncryption encryption) {
        this.catalog = catalog;
        this.pushes = new PushStore(catalog, listener, encryption);
        this.listener = listener;
    }

    @Override
    public Runnable execute(Connection c, List<TransactionRequest> batch) throws SQLException {
        List<TransactionOutcome> outcomes = new ArrayList<>(batch.size());
        Set<TransactionRun.QueuePartition> woken = new LinkedHashSet<>();
        for (TransactionRequest request : batch) {
            TransactionRun run = new TransactionRun(pushes, catalog, request.operations());
            TransactionOutcome outcome = RequestSavepoint.run(c, run);
            if (outcome.committed()) {
                for (PushItem filled : run.pushedPartitions()) {
                    woken.add(new TransactionRun.QueuePartition(filled.queue(), filled.partition()));
                }
                woken.addAll(run.releasedPartitions());
            } else {
                pushes.forget(run.pushItems());
            }
            outcomes.add(outcome);
        }
        return () -> {
            for (int i = 0; i < batch.size(); i++) {
                batch.get(i).completion().succeeded(outcomes.get(i));
            }
            for (TransactionRun.QueuePartition target : woken) {
                listener.messagesAvailable(target.queue(), target.partition());
            }
        };
    }
}
