package io.queenmq.client;

import com.fasterxml.jackson.databind.node.ObjectNode;
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
            PushItem p = item instanceof PushItem ? (PushItem) item : PushItem.of(item);
            ObjectNode node = Json.object();
            node.put("queue", queue);
            node.put("partition", partition);
            node.set("payload", Json.tree(p.data()));
            if (p.transactionId() != null) {
                node.put("transactionId", p.transactionId());
            }
            if (p.traceId() != null) {
                node.put("traceId", p.traceId());
            }
            transaction.addPush(node);
        }
        return transaction;
    }
}
