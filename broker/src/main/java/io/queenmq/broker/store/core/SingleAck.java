package io.queenmq.broker.store.core;

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
    private final AckStore.ConsumerKey key;
    private final String transactionId;
    private final String error;
    private final List<AckStore.DeadLetter> deadLetters = new ArrayList<>();
    private AckStore.Consumer consumer;
    private String queue;
    private String partition;
    private long seq;
    private UUID messageId;
    private long createdUs;

    private SingleAck(UUID partitionId, String consumerGroup, String transactionId, String error) {
        this.key = new AckStore.ConsumerKey(partitionId, consumerGroup);
        this.transactionId = transactionId;
        this.error = error;
    }

    /**
     * Resolves the message ({@code partitionId}, {@code transactionId}) and, when it exists, creates and locks the
     * group's consumer row. The status is the caller's to judge.
     *
     * @param error the consumer's error text, kept in the dead-letter record
     */
    public static SingleAck lock(Connection c, UUID partitionId, String consumerGroup, String transactionId,
                                 String error) throws SQLException {
        SingleAck ack = new SingleAck(partitionId, consumerGroup, transactionId, error);
        try (PreparedStatement st = c.prepareStatement(AckStore.RESOLVE)) {
            AckStore.RESOLVE_ROWS.rows(1).add(partitionId).add(transactionId).add(0).bind(c, st, 1);
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                ack.partition = rs.getString("partition_name");
                ack.queue = rs.getString("queue_name");
                ack.seq = rs.getLong("seq");
                if (rs.wasNull()) {
                    return ack;
                }
                ack.messageId = rs.getObject("message_id", UUID.class);
                ack.createdUs = rs.getLong("created_us");
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
        deadLetters.add(new AckStore.DeadLetter(key.partitionId(), seq, key.group(), messageId,
                transactionId, Objects.requireNonNullElse(error, "Unknown error"), 0, createdUs));
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
