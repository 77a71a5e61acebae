package io.queenmq.client.consume;

/** Where a consumer group that has never consumed a queue starts. */
public enum SubscriptionMode {
    /** At the first message still in the queue. */
    ALL("all"),
    /** After the messages already in the queue: only those pushed from now on. */
    NEW("new");

    private final String wire;

    SubscriptionMode(String wire) {
        this.wire = wire;
    }

    /** The value of the pop's {@code subscriptionMode} parameter. */
    public String wire() {
        return wire;
    }
}
