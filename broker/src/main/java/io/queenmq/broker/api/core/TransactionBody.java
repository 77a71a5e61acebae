package io.queenmq.broker.api.core;

import io.queenmq.broker.api.JsonFields;
import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.store.core.AckItem;
import io.queenmq.broker.store.core.TransactionOperation;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a transaction body into validated operations (docs/http-api.md §3.7), each push item its own.
 * A malformed operation (not an object, no string {@code type}, a push item or ack with a field of
 * the wrong type or a missing required one) rejects the request with a 400 before anything runs. An
 * operation of an unknown type is well-formed: it is kept, and fails the transaction when reached
 * (200 with {@code success:false}, as upstream).
 */
final class TransactionBody {
    private static final String TRANSACTION_ID_REQUIRED = "Each ack operation must have a valid transactionId string";
    private static final String PARTITION_ID_REQUIRED = "Each ack operation must have a valid partitionId string";

    private TransactionBody() {}

    /**
     * @param raw the same body's bytes, scanned once for NUL escapes that PostgreSQL could not store
     * @param maxOperations more operations than this (push items counted one by one) is a 400
     * @return the operations; empty when every push operation had an empty {@code items} array
     */
    static List<TransactionOperation> parse(JsonNode body, byte[] raw, int maxOperations) {
        JsonNode operations = body.get("operations");
        if (operations == null || !operations.isArray()) {
            throw ApiException.badRequest("operations array required");
        }
        if (operations.isEmpty()) {
            throw ApiException.badRequest("operations array cannot be empty");
        }
        boolean mayContainUnstorable = JsonFields.mayContainUnstorable(raw);
        List<TransactionOperation> parsed = new ArrayList<>();
        for (JsonNode operation : operations) {
            if (!operation.isObject()) {
                throw ApiException.badRequest("Each operation must be an object");
            }
            String type = JsonFields.optionalString(operation, "type", "Operation type must be a string");
            if (type == null) {
                throw ApiException.badRequest("Each operation must have a type (push or ack)");
            }
            switch (type) {
                case "push" -> push(operation, mayContainUnstorable, parsed);
                case "ack" -> parsed.add(new TransactionOperation.Ack(ack(operation)));
                default -> parsed.add(new TransactionOperation.Unknown(type));
            }
        }
        if (parsed.size() > maxOperations) {
            throw ApiException.badRequest("Too many operations: " + parsed.size() + " (max " + maxOperations
                    + "; each push item counts as one)");
        }
        return parsed;
    }

    /** {@code {"type":"push","items":[...]}}, or the flat form: the item's fields, {@code data} also for payload. */
    private static void push(JsonNode operation, boolean mayContainUnstorable, List<TransactionOperation> out) {
        JsonNode items = operation.get("items");
        if (items == null) {
            JsonNode payload = operation.has("payload") ? operation.get("payload") : operation.get("data");
            out.add(new TransactionOperation.Push(PushBody.parseItem(operation, payload, "{}", mayContainUnstorable)));
            return;
        }
        if (!items.isArray()) {
            throw ApiException.badRequest("Push operation items must be an array");
        }
        for (JsonNode item : items) {
            out.add(new TransactionOperation.Push(PushBody.parseItem(item, item.get("payload"), "{}", mayContainUnstorable)));
        }
    }

    private static AckItem ack(JsonNode operation) {
        String transactionId = JsonFields.optionalString(operation, "transactionId", TRANSACTION_ID_REQUIRED);
        if (transactionId == null) {
            throw ApiException.badRequest(TRANSACTION_ID_REQUIRED);
        }
        String partitionId = JsonFields.optionalString(operation, "partitionId", PARTITION_ID_REQUIRED);
        if (partitionId == null) {
            throw ApiException.badRequest(PARTITION_ID_REQUIRED);
        }
        return AckRoute.item(operation, transactionId, partitionId, AckRoute.group(operation));
    }
}
