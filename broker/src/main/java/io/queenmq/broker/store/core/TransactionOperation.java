package io.queenmq.broker.store.core;

/** One validated operation of a transaction (docs/semantics.md §9.1), in request order; each push item is its own. */
public sealed interface TransactionOperation {
    /** Store one message; a (partition, transactionId) that exists already fails the transaction. */
    record Push(PushItem item) implements TransactionOperation {}

    /** Acknowledge one message. */
    record Ack(AckItem item) implements TransactionOperation {}

    /** An operation type the broker does not know: reaching it fails the transaction. */
    record Unknown(String type) implements TransactionOperation {}
}
