package io.queenmq.client.transaction;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.client.Queen;
import io.queenmq.client.QueenException;
import io.queenmq.client.consume.AckStatus;
import io.queenmq.client.consume.Message;
import io.queenmq.client.internal.ClientCore;
import io.queenmq.client.internal.Json;
import java.util.concurrent.CompletableFuture;

/**
 * Acks and pushes, in any queues, committed in one database transaction or not at all:
 * {@code queen.transaction().ack(message).queue("next").push(items).commit()}. Unlike a plain
 * push, a transactionId the partition already holds fails the transaction, and a failed ack
 * dead-letters the message at once. Not thread-safe; build and commit from one thread.
 */
public final class TransactionBuilder {
    private static final String PATH = "/api/v1/transaction";

    private final ClientCore core;
    private final ArrayNode operations = Json.MAPPER.createArrayNode();

    /** Internal, not API: applications start a transaction with {@link Queen#transaction()}. */
    public TransactionBuilder(ClientCore core) {
        this.core = core;
    }

    /** Acknowledges {@code message} as completed when the transaction commits. */
    public TransactionBuilder ack(Message message) {
        return ack(message, AckStatus.COMPLETED);
    }

    /** Acknowledges {@code message} with {@code status} when the transaction commits. */
    public TransactionBuilder ack(Message message, AckStatus status) {
        ObjectNode op = operations.addObject();
        op.put("type", "ack");
        op.put("transactionId", message.transactionId());
        op.put("partitionId", message.partitionId());
        op.put("status", status.wire());
        if (message.consumerGroup() != null) {
            op.put("consumerGroup", message.consumerGroup());
        }
        if (message.leaseId() != null && !message.leaseId().isEmpty()) {
            op.put("leaseId", message.leaseId());
        }
        return this;
    }

    /** Starts a push to {@code queue}; finish it with {@link TransactionPush#push}. */
    public TransactionPush queue(String queue) {
        return new TransactionPush(this, queue);
    }

    /** Commits; throws a {@link QueenException} with the broker's reason when the transaction was rolled back. */
    public TransactionResult commit() {
        return commit(body());
    }

    /** Commits without blocking; the future fails as {@link #commit()} throws. */
    public CompletableFuture<TransactionResult> commitAsync() {
        ObjectNode body = body();
        return core.transport().postAsync(PATH, body, this::result);
    }

    /** The operations so far, copied: later calls of this builder do not change a commit under way. */
    private ObjectNode body() {
        core.ensureOpen();
        ObjectNode body = Json.object();
        body.set("operations", operations.deepCopy());
        return body;
    }

    private TransactionResult commit(ObjectNode body) {
        return result(core.transport().post(PATH, body));
    }

    private TransactionResult result(JsonNode answer) {
        TransactionResult result = Json.read(answer, TransactionResult.class);
        if (!result.success()) {
            throw new QueenException("transaction rolled back: " + result.error());
        }
        return result;
    }

    void addPush(JsonNode item) {
        ObjectNode op = operations.addObject();
        op.put("type", "push");
        op.putArray("items").add(item);
    }
}
