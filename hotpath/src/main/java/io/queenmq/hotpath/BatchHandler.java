package io.queenmq.hotpath;

import java.util.List;

/**
 * Receives one drained batch.
 *
 * <p>Threads: called on the drain thread only, one batch at a time. It may throw: the failure
 * goes to the queue's {@link ErrorHandler} and the drain loop goes on with the next batch.
 *
 * @param <T> the queued item type
 */
@FunctionalInterface
public interface BatchHandler<T> {

    /**
     * Handles one batch. The list is reused for the next batch, so it is only valid during the call:
     * copy what must outlive it.
     */
    void onBatch(List<T> batch) throws Exception;
}
