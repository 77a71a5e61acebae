package io.queenmq.client.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.client.push.PushItem;

/** Internal, not API: push items as the broker takes them. Stateless; thread-safe. */
public final class PushItems {
    private PushItems() {}

    /**
     * {@code item} (a {@link PushItem}, or any other value taken as a payload) addressed to {@code queue} and
     * {@code partition}. The transactionId is generated here, not by the broker, so that a push retried after a
     * lost answer is recognised as a duplicate. Read on the caller's thread, so the item carries the caller's
     * current span ({@link TraceContext}) even when a buffer sends it later.
     */
    public static ObjectNode wire(Object item, String queue, String partition) {
        PushItem push = item instanceof PushItem ? (PushItem) item : PushItem.of(item);
        ObjectNode node = Json.object();
        node.put("queue", queue);
        node.put("partition", partition);
        node.set("payload", Json.tree(push.data()));
        node.put("transactionId", push.transactionId() != null ? push.transactionId() : Uuid7.next());
        if (push.traceId() != null) {
            node.put("traceId", push.traceId());
        }
        String traceparent = TraceContext.currentTraceparent();
        if (traceparent != null) {
            node.put("traceparent", traceparent);
        }
        return node;
    }
}
