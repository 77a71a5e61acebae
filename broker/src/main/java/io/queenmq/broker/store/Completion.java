package io.queenmq.broker.store;

/** Where a store request's outcome goes. Called once, from a store drain thread. */
public interface Completion<T> {
    void succeeded(T value);

    void failed(StoreFailure failure);
}
