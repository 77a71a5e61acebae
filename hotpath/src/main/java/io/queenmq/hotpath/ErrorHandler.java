package io.queenmq.hotpath;

/**
 * Told about a {@link BatchHandler} failure.
 *
 * <p>Threads: called on the drain thread only. Must not throw.
 */
@FunctionalInterface
public interface ErrorHandler {

    void onError(Throwable error);
}
