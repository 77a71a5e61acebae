package io.queenmq.broker.store.core;

import io.queenmq.broker.store.SqlArrays;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

/**
 * One acknowledgement applied inside the caller's transaction with the ack store's SQL: {@link #lock} finds the
 * message and locks its (partition, group) row, the caller judges it ({@link #found}, {@link #underLease},
 * {@link #acknowledged}) and applies it, then {@link #write} stores the row and any dead letter. Stream cycles
 * ack their source this way. Store drain threads only.
 */
public final class SingleAck {
    private final AckItem item;
    private final AckStore.ConsumerKey key;
    private final List<AckStore.DeadLetter> deadLetters = new ArrayList<>();
    private AckStore.Consumer consumer;
    private String queue;
    private String partition;
    private long seq;
    private UUID messageId;
    private long createdUs;

    private SingleAck(AckItem item) {
        this.item = item;
        this.key = new AckStore.ConsumerKey(item.partitionId(), item.consumerGroup());
    }

    /** Resolves the message {@code item} names and, when it exists, creates and locks its consumer row. */
    public static SingleAck lock(Connection c, AckItem item) throws SQLException {
        SingleAck ack = new SingleAck(item);
        try (PreparedStatement st = c.prepareStatement(AckStore.RESOLVE)) {
            st.setArray(1, SqlArrays.uuids(c, List.of(item.partitionId())));
            st.setArray(2, SqlArrays.texts(c, List.of(item.transactionId())));
            st.setArray(3, SqlArrays.ints(c, List.of(0)));
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                ack.partition = rs.getString(2);
                ack.queue = rs.getString(3);
                ack.seq = rs.getLong(5);
                if (rs.wasNull()) {
                    return ack;
                }
                ack.messageId = rs.getObject(6, UUID.class);
                ack.createdUs = rs.getLong(7);
            }
        }
        ack.consumer = AckStore.lockConsumers(c, List.of(ack.key)).get(ack.key);
        return ack;
    }

    /** The message exists; nothing else may be asked of an ack whose message does not. */
    public boolean found() {
        return consumer != null;
    }

    /** {@code leaseId} is the live lease of the row (as locked). */
    public boolean underLease(UUID leaseId) {
        return consumer.leaseLive && leaseId.equals(consumer.leaseId);
    }

    /** The group's cursor already covers the message. */
    public boolean acknowledged() {
        return seq <= consumer.cursor;
    }

    /** Commits the cursor to the message, counting {@code count} messages consumed; ends the lease if asked. */
    public void complete(int count, boolean releaseLease) {
        consumer.changed = true;
        consumer.cursor = Math.max(consumer.cursor, seq);
        consumer.consumed += count;
        if (releaseLease) {
            AckStore.releaseLease(consumer);
            consumer.retryCount = 0;
        }
    }

    /** Dead-letters the message (retry count 0), commits the cursor to it and ends the lease. */
    public void deadLetter(int count) {
        deadLetters.add(new AckStore.DeadLetter(item.partitionId(), seq, item.consumerGroup(), messageId,
                item.transactionId(), Objects.requireNonNullElse(item.error(), "Unknown error"), 0, createdUs));
        complete(count, true);
    }

    /** No live lease is left on the row once this ack is written. */
    public boolean leaseReleased() {
        return !consumer.leaseLive || consumer.release;
    }

    /** The message's queue name, null when its partition does not exist. */
    public String queue() {
        return queue;
    }

    /** The message's partition name, null when it does not exist. */
    public String partition() {
        return partition;
    }

    public void write(Connection c) throws SQLException {
        AckStore.write(c, Map.of(key, consumer), deadLetters);
    }
}
