package io.queenmq.broker.store.core;

import io.opentelemetry.api.trace.SpanContext;
import io.queenmq.broker.store.StoreRequest;
import io.queenmq.broker.store.StoreFailure;
import io.queenmq.broker.store.Completion;
import java.util.List;

/** One HTTP ack (single or batch): its items, answered together after the commit. */
public record AckRequest(List<AckItem> items, Completion<List<AckResult>> completion, SpanContext caller)
        implements StoreRequest {
    public AckRequest {
        items = List.copyOf(items);
    }

    @Override
    public int rows() {
        return items.size();
    }

    @Override
    public void fail(StoreFailure failure) {
        completion.failed(failure);
    }
}
