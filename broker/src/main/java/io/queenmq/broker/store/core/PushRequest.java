package io.queenmq.broker.store.core;

import io.opentelemetry.api.trace.SpanContext;
import io.queenmq.broker.store.StoreRequest;
import io.queenmq.broker.store.StoreFailure;
import io.queenmq.broker.store.Completion;
import java.util.List;

/** One HTTP push: its items, answered together after the commit that stores them. */
public final class PushRequest implements StoreRequest {
    private final List<PushItem> items;
    private final long payloadBytes;
    private final Completion<List<PushResult>> completion;
    private final SpanContext caller;

    /** {@code caller}: see {@link StoreRequest#caller}. */
    public PushRequest(List<PushItem> items, Completion<List<PushResult>> completion, SpanContext caller) {
        this.items = List.copyOf(items);
        long bytes = 0;
        for (PushItem item : items) {
            bytes += item.payloadJson().length();
        }
        this.payloadBytes = bytes;
        this.completion = completion;
        this.caller = caller;
    }

    public List<PushItem> items() {
        return items;
    }

    @Override
    public SpanContext caller() {
        return caller;
    }

    @Override
    public int rows() {
        return items.size();
    }

    @Override
    public long bytes() {
        return payloadBytes;
    }

    void succeed(List<PushResult> results) {
        completion.succeeded(results);
    }

    @Override
    public void fail(StoreFailure failure) {
        completion.failed(failure);
    }
}
