package io.queenmq.broker.store;

import io.queenmq.broker.db.SqlErrors;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Savepoint;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One request of a batch whose requests share a commit yet fail alone (transactions, stream cycles): it runs under
 * a savepoint of its own, and when it fails, by its own rules or by a statement error, everything it wrote is rolled
 * back to that savepoint while the requests before and after it stay. Deadlocks, serialization failures and a lost
 * database are rethrown: they end the whole batch, which the lane runs again or fails. Store drain threads only.
 */
public final class RequestSavepoint {
    private static final Logger log = LoggerFactory.getLogger(RequestSavepoint.class);

    /** A request's work and how its outcome reads. */
    public interface Work<O> {
        O run(Connection c) throws SQLException;

        /** The outcome when a statement of {@link #run} failed with {@code error} (one line, safe for a client). */
        O failed(String error);

        boolean committed(O outcome);
    }

    private RequestSavepoint() {}

    public static <O> O run(Connection c, Work<O> work) throws SQLException {
        // Never released: the commit ends them all, and a release costs a round trip.
        Savepoint savepoint = c.setSavepoint();
        O outcome;
        try {
            outcome = work.run(c);
        } catch (SQLException e) {
            if (SqlErrors.classify(e) != SqlErrors.Kind.DATA) {
                throw e;
            }
            log.warn("Request rolled back: {} (SQLSTATE {})", SqlErrors.clientMessage(e), e.getSQLState());
            outcome = work.failed(SqlErrors.clientMessage(e));
        }
        if (!work.committed(outcome)) {
            c.rollback(savepoint);
        }
        return outcome;
    }
}
