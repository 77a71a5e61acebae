package io.queenmq.client;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One message to push: its payload (any value Jackson can write, {@code null} included), an
 * optional {@code transactionId} (the deduplication key within the partition; the client
 * generates a UUIDv7 when absent, so a retried push never doubles a message) and an optional
 * {@code traceId} (a UUID).
 */
public record PushItem(Object data, String transactionId, String traceId) {
    /** A message carrying {@code data}, with a generated transactionId and no traceId. */
    public static PushItem of(Object data) {
        return new PushItem(data, null, null);
    }

    /** This item with {@code transactionId} as its deduplication key. */
    public PushItem transactionId(String id) {
        return new PushItem(data, id, traceId);
    }

    /** This item with {@code traceId}. */
    public PushItem traceId(String id) {
        return new PushItem(data, transactionId, id);
    }

    /** {@code item} itself if it is a PushItem, else a PushItem carrying it as its payload. */
    static PushItem from(Object item) {
        return item instanceof PushItem ? (PushItem) item : of(item);
    }

    /**
     * The item as the broker takes it. The transactionId is generated here, not by the broker,
     * so that a push retried after a lost answer is recognised as a duplicate.
     */
    ObjectNode toWire(String queue, String partition) {
        ObjectNode node = Json.object();
        node.put("queue", queue);
        node.put("partition", partition);
        node.set("payload", Json.tree(data));
        node.put("transactionId", transactionId != null ? transactionId : Uuid7.next());
        if (traceId != null) {
            node.put("traceId", traceId);
        }
        return node;
    }
}
