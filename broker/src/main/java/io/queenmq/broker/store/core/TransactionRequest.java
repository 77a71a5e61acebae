package io.queenmq.broker.store.core;

import io.opentelemetry.api.trace.SpanContext;
import io.queenmq.broker.store.StoreRequest;
import io.queenmq.broker.store.StoreFailure;
import io.queenmq.broker.store.Completion;
import java.util.List;

/** One HTTP transaction: operations that commit or roll back together, answered after the batch commits. */
public record TransactionRequest(List<TransactionOperation> operations, Completion<TransactionOutcome> completion,
                                 SpanContext caller) implements StoreRequest {
    public TransactionRequest {
        operations = List.copyOf(operations);
    }

    @Override
    public int rows() {
        return operations.size();
    }

    @Override
    public long bytes() {
        long bytes = 0;
        for (TransactionOperation operation : operations) {
            if (operation instanceof TransactionOperation.Push push) {
                bytes += push.item().payloadJson().length();
            }
        }
        return bytes;
    }

    @Override
    public void fail(StoreFailure failure) {
        completion.failed(failure);
    }
}
