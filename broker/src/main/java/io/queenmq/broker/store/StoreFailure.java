package io.queenmq.broker.store;

/**
 * Why a request's batch could not be committed, or why the store refused the request itself.
 *
 * @param databaseUnavailable true when PostgreSQL could not be reached (as opposed to a statement error)
 * @param message one line, safe to show a client
 * @param rejected true when the request is a client mistake that only the store could see (answered 4xx);
 *     the rest of its batch was committed
 */
public record StoreFailure(boolean databaseUnavailable, String message, boolean rejected) {
    public StoreFailure(boolean databaseUnavailable, String message) {
        this(databaseUnavailable, message, false);
    }

    /** The store refused the request for what it asks: a 400 naming the problem. */
    public static StoreFailure rejection(String message) {
        return new StoreFailure(false, message, true);
    }
}
