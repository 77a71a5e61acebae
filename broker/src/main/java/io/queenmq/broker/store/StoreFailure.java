package io.queenmq.broker.store;

/**
 * Why a request's batch could not be committed.
 *
 * @param databaseUnavailable true when PostgreSQL could not be reached (as opposed to a statement error)
 * @param message one line, safe to show a client
 */
public record StoreFailure(boolean databaseUnavailable, String message) {}
