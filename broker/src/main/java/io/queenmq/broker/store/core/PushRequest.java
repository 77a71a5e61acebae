package io.queenmq.broker.store.core;

import io.queenmq.broker.store.StoreRequest;
import io.queenmq.broker.store.StoreFailure;
import io.queenmq.broker.store.Completion;
import java.util.List;

/** One HTTP push: its items, answered together after the commit that stores them. */
public final class PushRequest implements StoreRequest {
    private final List<PushItem> items;
    private final long payloadBytes;
    private final Completion<List<PushResult>> completion;

    public PushRequest(List<PushItem> items, Completion<List<PushResult>> completion) {
        this.items = List.copyOf(items);
        long bytes = 0;
        for (PushItem item : items) {
            bytes += item.payloadJson().length();
        }
        this.payloadBytes = bytes;
        this.completion = completion;
    }

    public List<PushItem> items() {
        return items;
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
