package io.queenmq.broker.store.core;

import java.util.List;
import java.util.UUID;

/**
 * How a transaction ended (docs/http-api.md §3.7): committed, with a result per operation, or rolled back,
 * with the results up to and including the operation that failed (only those before it when the
 * database refused a statement).
 *
 * @param error why the transaction was rolled back; null when it committed
 */
public record TransactionOutcome(List<Result> results, String error) {
    public TransactionOutcome {
        results = List.copyOf(results);
    }

    public boolean committed() {
        return error == null;
    }

    /** The result of one operation; {@code index} is its position in the flattened operation list. */
    public sealed interface Result {
        int index();
    }

    /** A push; messageId and partitionId are null when it failed ({@code error} not null). */
    public record Pushed(int index, String transactionId, UUID messageId, UUID partitionId, String queue,
                         String error) implements Result {}

    /** An ack; {@code dlq} when it dead-lettered the message. */
    public record Acked(int index, String transactionId, String error, boolean dlq) implements Result {}

    /** An operation of an unknown type. */
    public record Unknown(int index, String type, String error) implements Result {}
}
