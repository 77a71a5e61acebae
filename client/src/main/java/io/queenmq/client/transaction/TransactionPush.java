package io.queenmq.client.transaction;

import io.queenmq.client.internal.PushItems;
import io.queenmq.client.push.PushItem;
import java.util.List;

/** A push being added to a transaction: {@code .queue("next").partition("p").push(items)}. */
public final class TransactionPush {
    private final TransactionBuilder transaction;
    private final String queue;
    private String partition = "Default";

    TransactionPush(TransactionBuilder transaction, String queue) {
        this.transaction = transaction;
        this.queue = queue;
    }

    /** The partition to push to (default {@code Default}). */
    public TransactionPush partition(String partition) {
        this.partition = partition;
        return this;
    }

    /** Adds {@code items} (each a {@link PushItem} or a payload) and returns to the transaction. */
    public TransactionBuilder push(List<?> items) {
        for (Object item : items) {
            // A generated transactionId makes a retried commit fail as a duplicate rather than push twice.
            transaction.addPush(PushItems.wire(item, queue, partition));
        }
        return transaction;
    }
}
