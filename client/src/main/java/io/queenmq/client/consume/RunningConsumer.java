package io.queenmq.client.consume;

import io.queenmq.client.QueenException;
import io.queenmq.client.QueueBuilder;
import java.util.concurrent.CompletableFuture;

/**
 * A consumer at work, as {@link QueueBuilder#consumeAsync} and {@link QueueBuilder#consumeBatchAsync} start it:
 * {@code concurrency} worker threads, each popping a batch, running the handler (renewing the lease meanwhile)
 * and acknowledging the batch, until the limit, the idle time or {@link #stop()} ends it. A failed pop or ack
 * (after the client's retries) or an {@link Error} thrown by the handler ends it too, failing
 * {@link #completion()}; a handler's exception only fails its messages. Thread-safe; obtained from the client,
 * never implemented by applications.
 */
public interface RunningConsumer {
    /**
     * Asks the workers to stop: each finishes the batch it is handling and acknowledges it; a
     * pop still waiting for messages is abandoned. The future completes when all have stopped.
     */
    CompletableFuture<ConsumeSummary> stop();

    /** Completes when the consumer has stopped, with what it did; fails if a pop or ack failed. */
    CompletableFuture<ConsumeSummary> completion();

    /** Blocks until the consumer has stopped; throws what failed it (a {@link QueenException} mostly). */
    ConsumeSummary await();
}
