package io.queenmq.broker.store;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/** Blocking work in one transaction on a connection of an auto-committing pool. Worker threads only. */
public final class Transactions {
    /** Work on the transaction's connection; what it returns is returned once committed. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    private Transactions() {}

    /** Runs {@code work} and commits, or rolls back and rethrows; the connection goes back auto-committing. */
    public static <T> T inOne(DataSource dataSource, Work<T> work) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            try {
                T result = work.run(c);
                c.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(true);
            }
        }
    }
}
