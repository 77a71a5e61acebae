package io.queenmq.broker.store;

import io.opentelemetry.api.trace.SpanContext;

/**
 * A request waiting in a store lane. Completed exactly once: by the batch that commits it, or
 * by {@link #fail} when its batch cannot be committed. Any thread may complete it.
 */
public interface StoreRequest {
    /** Rows this request adds to a coalesced statement (caps batch size). */
    int rows();

    /** Approximate payload bytes (caps batch size). */
    default long bytes() {
        return 0;
    }

    /** The span of the route that made this request, linked from its batch's span; invalid when there is none. */
    default SpanContext caller() {
        return SpanContext.getInvalid();
    }

    /** The batch holding this request failed; nothing of it was committed. */
    void fail(StoreFailure failure);
}
