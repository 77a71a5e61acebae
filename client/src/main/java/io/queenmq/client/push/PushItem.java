package io.queenmq.client.push;

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
}
