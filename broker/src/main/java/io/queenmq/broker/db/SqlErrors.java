package io.queenmq.broker.db;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;

/**
 * The one place that reads SQLSTATEs and decides what a failure means: retry the whole
 * batch, treat the database as unreachable, or blame the data of one request.
 */
public final class SqlErrors {
    /** What to do about a failed database call. */
    public enum Kind {
        /** Deadlock or serialization failure: run the same batch again. */
        RETRY,
        /** Connection lost, server shutting down, pool exhausted: the database is unavailable. */
        UNAVAILABLE,
        /** Anything else: the statement failed because of what it was given. */
        DATA
    }

    private SqlErrors() {}

    public static Kind classify(SQLException e) {
        if (e instanceof SQLTransientConnectionException) {
            return Kind.UNAVAILABLE;
        }
        String state = e.getSQLState();
        if (state == null) {
            return Kind.UNAVAILABLE;
        }
        if (state.equals("40P01") || state.equals("40001")) {
            return Kind.RETRY;
        }
        // 08: connection exception; 57P0x: admin/crash shutdown, cannot connect now; 53: insufficient resources;
        // 55P03 lock timeout and 57014 statement timeout: the database is too busy to answer in time. None of
        // these says anything about the data, so they must not split a batch or quarantine a spooled push.
        if (state.startsWith("08") || state.startsWith("57P") || state.startsWith("53")
                || state.equals("55P03") || state.equals("57014")) {
            return Kind.UNAVAILABLE;
        }
        return Kind.DATA;
    }

    /** A failure that should make the store run the same batch again (e.g. a stale cache entry). */
    public static SQLException retryable(String reason) {
        return new SQLException(reason, "40001");
    }

    /** One line for a client: the server message without pgjdbc's "Detail/Where" lines. */
    public static String clientMessage(SQLException e) {
        String message = e.getMessage();
        if (message == null) {
            return "database error";
        }
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
