package io.queenmq.hotpath;

/**
 * Size of one queued item, so the drainer can cap a batch by rows and bytes.
 *
 * <p>Threads: called on the drain thread only. Must be cheap and must not throw.
 *
 * @param <T> the queued item type
 */
@FunctionalInterface
public interface Weigher<T> {

    /** Number of rows the item adds to a batch (for example the messages of one push request). */
    int rows(T item);

    /** Number of bytes the item adds to a batch; zero when only rows are capped. */
    default long bytes(T item) {
        return 0;
    }
}
