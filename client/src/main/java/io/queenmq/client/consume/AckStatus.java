package io.queenmq.client.consume;

/** How a delivery ends, as sent in an acknowledgment's {@code status}. */
public enum AckStatus {
    /** Processed: the group's cursor moves past the message. */
    COMPLETED("completed"),
    /** Not processed: redelivered until the queue's retryLimit, then dead-lettered. */
    FAILED("failed"),
    /** Give the lease back without counting a failure. */
    RETRY("retry"),
    /** Straight to the dead-letter queue. */
    DLQ("dlq");

    private final String wire;

    AckStatus(String wire) {
        this.wire = wire;
    }

    /** The value the broker expects, e.g. {@code completed}. */
    public String wire() {
        return wire;
    }
}
