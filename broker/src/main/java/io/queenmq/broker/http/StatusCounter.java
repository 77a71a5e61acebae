package io.queenmq.broker.http;

/**
 * Counts every answer by its status code, on the event loop that sends it (unmatched routes and refusals included).
 * Implementations must not block, lock or allocate.
 */
@FunctionalInterface
public interface StatusCounter {
    StatusCounter NONE = status -> { };

    void count(int status);
}
