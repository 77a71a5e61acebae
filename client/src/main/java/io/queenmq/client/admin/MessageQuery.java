package io.queenmq.client.admin;

/**
 * Which messages {@link Admin#messages} lists: by queue, partition and status, in a time
 * window (default: the last hour), one page at a time. Start from {@link #all()} or
 * {@link #queue(String)}.
 */
public record MessageQuery(String queue, String partition, String status, String from, String to, int limit, int offset) {

    /** Every queue's messages of the last hour, the first 200. */
    public static MessageQuery all() {
        return new MessageQuery(null, null, null, null, null, 200, 0);
    }

    /** The messages of {@code queue} of the last hour, the first 200. */
    public static MessageQuery queue(String queue) {
        return all().inQueue(queue);
    }

    /** Only those of {@code queue}. */
    public MessageQuery inQueue(String queue) {
        return new MessageQuery(queue, partition, status, from, to, limit, offset);
    }

    /** Only those of {@code partition}. */
    public MessageQuery inPartition(String partition) {
        return new MessageQuery(queue, partition, status, from, to, limit, offset);
    }

    /** Only those with {@code status}: {@code pending}, {@code processing}, {@code completed} or {@code dead_letter}. */
    public MessageQuery withStatus(String status) {
        return new MessageQuery(queue, partition, status, from, to, limit, offset);
    }

    /** Only those created between two ISO-8601 times. */
    public MessageQuery between(String from, String to) {
        return new MessageQuery(queue, partition, status, from, to, limit, offset);
    }

    /** Page {@code offset} / {@code limit} of the list. */
    public MessageQuery page(int limit, int offset) {
        return new MessageQuery(queue, partition, status, from, to, limit, offset);
    }
}
