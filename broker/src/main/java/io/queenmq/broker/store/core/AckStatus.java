package io.queenmq.broker.store.core;

/**
 * What an acknowledgement asks (docs/semantics.md §7), parsed from its {@code status} at the API edge so the
 * stores switch over a closed set. {@code completed} and {@code success} are one meaning under two names.
 */
public enum AckStatus {
    COMPLETED("completed"),
    SUCCESS("success"),
    FAILED("failed"),
    DLQ("dlq"),
    RETRY("retry");

    private static final AckStatus[] ALL = values();

    private final String wireName;

    AckStatus(String wireName) {
        this.wireName = wireName;
    }

    /** The status as the HTTP API spells it. */
    public String wireName() {
        return wireName;
    }

    /** The status {@code name} spells, or null when it spells none. */
    public static AckStatus parse(String name) {
        for (AckStatus status : ALL) {
            if (status.wireName.equals(name)) {
                return status;
            }
        }
        return null;
    }

    /** {@code completed} or {@code success}: the cursor moves past the message. */
    public boolean completes() {
        return this == COMPLETED || this == SUCCESS;
    }

    /** {@code failed} or {@code dlq}: the message may go to the dead-letter queue. */
    public boolean fails() {
        return this == FAILED || this == DLQ;
    }
}
