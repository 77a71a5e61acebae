package io.queenmq.broker.store;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.queenmq.broker.db.SqlErrors;
import io.queenmq.broker.tracing.BatchSpans;
import io.queenmq.hotpath.BatchStats;
import io.queenmq.hotpath.BatchingQueue;
import io.queenmq.hotpath.Weigher;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One store worker: a batching queue whose drain thread runs each coalesced batch in one
 * transaction and answers its requests only after the commit. Producers (event loops) call
 * {@link #offer}; everything else happens on the drain thread.
 *
 * <p>Failure policy: deadlocks and serialization failures re-run the batch; an unreachable
 * database fails the batch; any other statement error is bisected by request, so that one bad
 * request cannot fail the others merged with it.
 *
 * <p>Each batch has a span ({@link BatchSpans}) linking the requests it carried; its retries are events on it.
 */
public final class StoreLane<R extends StoreRequest> implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(StoreLane.class);
    private static final int MAX_ATTEMPTS = 5;

    private final String name;
    private final DataSource dataSource;
    private final BatchWork<R> work;
    private final BatchingQueue<R> queue;
    private final BatchSpans spans;

    public StoreLane(String name, DataSource dataSource, BatchWork<R> work, int capacity, int maxBatchRows, long maxBatchBytes,
                     BatchSpans spans) {
        this.name = name;
        this.spans = spans;
        this.dataSource = dataSource;
        this.work = work;
        this.queue = BatchingQueue.<R>builder(name, this::onBatch)
                .capacity(capacity)
                .maxBatchRows(maxBatchRows)
                .maxBatchBytes(maxBatchBytes)
                .weigher(new Weigher<R>() {
                    @Override
                    public int rows(R item) {
                        return Math.max(1, item.rows());
                    }

                    @Override
                    public long bytes(R item) {
                        return item.bytes();
                    }
                })
                .errorHandler(error -> log.error("Store lane {} drain error", name, error))
                .build();
    }

    public void start() {
        queue.start();
    }

    public String name() {
        return name;
    }

    /** Requests waiting for the drain thread. Any thread. */
    public int depth() {
        return queue.size();
    }

    /** What the drain thread has handled so far. Any thread. */
    public BatchStats stats() {
        return queue.stats();
    }

    /** Any thread. False when the lane is full or closed: the caller answers 503. */
    public boolean offer(R request) {
        return queue.offer(request);
    }

    private void onBatch(List<R> drained) {
        Span span = spans.start(name, drained);
        try {
            // The drained list is reused by the queue after this call; bisection needs its own copies.
            run(new ArrayList<>(drained), span);
        } finally {
            span.end();
        }
    }

    private void run(List<R> batch, Span span) {
        for (int attempt = 1; ; attempt++) {
            try (Connection connection = dataSource.getConnection()) {
                Runnable afterCommit;
                try {
                    afterCommit = work.execute(connection, batch);
                    connection.commit();
                } catch (SQLException e) {
                    rollbackQuietly(connection);
                    throw e;
                } catch (RuntimeException e) {
                    rollbackQuietly(connection);
                    log.error("Store lane {}: unexpected failure of a batch of {} requests", name, batch.size(), e);
                    failAll(batch, new StoreFailure(false, "internal error"), span);
                    return;
                }
                afterCommit.run();
                return;
            } catch (SQLException e) {
                SqlErrors.Kind kind = SqlErrors.classify(e);
                if (kind == SqlErrors.Kind.RETRY && attempt < MAX_ATTEMPTS) {
                    log.debug("Store lane {}: retrying batch after {}", name, e.getSQLState());
                    span.addEvent("retry");
                    continue;
                }
                if (kind == SqlErrors.Kind.DATA && batch.size() > 1) {
                    int half = batch.size() / 2;
                    span.addEvent("bisect");
                    run(new ArrayList<>(batch.subList(0, half)), span);
                    run(new ArrayList<>(batch.subList(half, batch.size())), span);
                    return;
                }
                boolean unavailable = kind == SqlErrors.Kind.UNAVAILABLE;
                if (unavailable) {
                    log.warn("Store lane {}: database unavailable: {}", name, SqlErrors.clientMessage(e));
                } else {
                    log.warn("Store lane {}: request failed: {} (SQLSTATE {})", name, SqlErrors.clientMessage(e), e.getSQLState());
                }
                failAll(batch, new StoreFailure(unavailable, SqlErrors.clientMessage(e)), span);
                return;
            }
        }
    }

    private static void rollbackQuietly(Connection connection) {
        try {
            connection.rollback();
        } catch (SQLException ignored) {
            // The connection is broken; Hikari discards it when it is closed.
        }
    }

    private void failAll(List<R> batch, StoreFailure failure, Span span) {
        span.setStatus(StatusCode.ERROR, failure.message());
        for (R request : batch) {
            try {
                request.fail(failure);
            } catch (RuntimeException e) {
                log.error("Store lane {}: completing a failed request threw", name, e);
            }
        }
    }

    @Override
    public void close() {
        queue.close();
    }
}
