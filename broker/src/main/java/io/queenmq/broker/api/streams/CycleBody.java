package io.queenmq.broker.api.streams;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.api.JsonFields;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.api.core.PushBody;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.store.Completion;
import io.queenmq.broker.store.core.AckStatus;
import io.queenmq.broker.store.core.PopRequest;
import io.queenmq.broker.store.core.PushItem;
import io.queenmq.broker.store.streams.CycleAck;
import io.queenmq.broker.store.streams.CycleOutcome;
import io.queenmq.broker.store.streams.CycleRequest;
import io.queenmq.broker.store.streams.StateOp;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a cycle body into a validated request (docs/http-api.md §5.2). A malformed field is a 400 before anything runs;
 * a well-formed state op of an unknown type, or an ack status the cycle cannot apply, is kept and fails the cycle
 * when reached ({@code success:false}).
 */
final class CycleBody {
    /** Keys are part of the state table's primary key, whose index entries must fit a third of a page. */
    static final int MAX_KEY_LENGTH = 1024;

    private CycleBody() {}

    /**
     * The cycle of {@code shard}, read from the body by the caller.
     *
     * @param raw the same body's bytes, scanned once for escapes PostgreSQL could not store
     */
    static CycleRequest parse(JsonNode body, byte[] raw, StreamsBody.Shard shard, int maxPushItems,
                              Completion<CycleOutcome> completion) {
        boolean mayContainUnstorable = JsonFields.mayContainUnstorable(raw);
        String group = StreamsBody.optional(body, "consumer_group");
        JsonNode pushItems = StreamsBody.array(body, "push_items");
        if (pushItems.size() > maxPushItems) {
            throw ApiException.badRequest("Too many push_items: " + pushItems.size() + " (max " + maxPushItems + ")");
        }
        List<PushItem> items = new ArrayList<>(pushItems.size());
        for (JsonNode item : pushItems) {
            items.add(PushBody.parseItem(item, item.get("payload"), "null", mayContainUnstorable));
        }
        List<StateOp> stateOps = stateOps(StreamsBody.array(body, "state_ops"), mayContainUnstorable);
        return new CycleRequest(shard.queryId(), shard.partitionId(),
                group == null ? PopRequest.QUEUE_MODE : Names.consumerGroup(group), stateOps, items,
                ack(body.get("ack")), StreamsBody.bool(body, "release_lease", true), completion);
    }

    private static List<StateOp> stateOps(JsonNode ops, boolean mayContainUnstorable) {
        List<StateOp> out = new ArrayList<>(ops.size());
        for (JsonNode op : ops) {
            if (!op.isObject()) {
                throw ApiException.badRequest("Each state op must be an object");
            }
            String type = JsonFields.optionalString(op, "type", "state op type must be a string");
            String key = JsonFields.optionalString(op, "key", "state op key must be a string");
            if (type == null || key == null) {
                throw ApiException.badRequest("Each state op must have a string type and key");
            }
            if (key.length() > MAX_KEY_LENGTH) {
                throw ApiException.badRequest("state op key too long: " + key.length() + " characters (max "
                        + MAX_KEY_LENGTH + ")");
            }
            JsonNode value = op.get("value");
            if (mayContainUnstorable) {
                JsonFields.storableText("state op key", key);
                JsonFields.rejectUnstorable("state op value", value);
            }
            out.add(new StateOp(type, key, value == null || value.isNull() ? "{}" : value.toString()));
        }
        return out;
    }

    /** The ack, or null for none. */
    private static CycleAck ack(JsonNode ack) {
        if (ack == null || ack.isNull()) {
            return null;
        }
        if (!ack.isObject()) {
            throw ApiException.badRequest("ack must be an object or null");
        }
        String transactionId = JsonFields.optionalString(ack, "transactionId", "ack.transactionId is required");
        if (transactionId == null || transactionId.isEmpty()) {
            throw ApiException.badRequest("ack.transactionId is required");
        }
        String status = JsonFields.optionalString(ack, "status", "ack.status must be a string");
        String statusName = status == null ? AckStatus.COMPLETED.wireName() : status;
        JsonNode count = ack.get("count");
        if (count != null && !count.isNull() && !(count.canConvertToInt() && count.isIntegralNumber()
                && count.intValue() >= 0)) {
            throw ApiException.badRequest("ack.count must be a non-negative integer");
        }
        return new CycleAck(Names.transactionId("ack.transactionId", transactionId),
                JsonFields.optionalUuid("ack.leaseId",
                        JsonFields.optionalString(ack, "leaseId", "ack.leaseId must be a string")),
                AckStatus.parse(statusName), statusName, count == null || count.isNull() ? 1 : count.intValue(),
                JsonFields.storableText("ack.error",
                        JsonFields.optionalString(ack, "error", "ack.error must be a string")));
    }
}
