package io.queenmq.broker.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * The SQL of one operation kind, run for a whole coalesced batch inside one transaction.
 * Called only by a store lane's drain thread, which owns the connection for the call.
 */
@FunctionalInterface
public interface BatchWork<R extends StoreRequest> {
    /**
     * Executes the batch on {@code connection} (auto-commit off) and returns what to do once
     * the transaction has committed: answer every request, wake long polls. Must not complete
     * any request itself, since the transaction may still roll back.
     */
    Runnable execute(Connection connection, List<R> batch) throws SQLException;
}
