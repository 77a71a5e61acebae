package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.QUEUE_MODE;
import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.QueenClient.query;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The message browser: docs/http-api.md §4.4 and the derived status of docs/semantics.md §18 (a message has no delivery state of
 * its own; pending / processing / completed / dead_letter come from the cursors and leases of its partition).
 */
@Timeout(30)
class MessagesIT {
    static final String TS_MS = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z";

    private final QueenClient queen = new QueenClient();

    @Test
    void theListShowsMessagesNewestFirstWithTheDocumentedFieldsAndNoPayload() {
        String queue = TestBroker.uniqueName("msg-list");
        JsonNode pushed = queen.pushMany(queue, "customer-42", "m", 3);

        JsonNode body = list("queue", queue);

        assertThat(transactionIds(body)).containsExactly("m-2", "m-1", "m-0");
        JsonNode first = body.get("messages").get(0);
        assertThat(fieldNames(first)).containsExactly("id", "transactionId", "partitionId", "queuePath", "queue",
                "partition", "namespace", "task", "status", "queueStatus", "busStatus", "traceId", "producerSub",
                "queuePriority", "createdAt", "leaseExpiresAt");
        assertThat(first.get("id").asText()).isEqualTo(pushed.get(2).get("message_id").asText());
        assertThat(first.get("partitionId").asText()).isEqualTo(pushed.get(2).get("partition_id").asText());
        assertThat(first.get("queuePath").asText()).isEqualTo(queue + "/customer-42");
        assertThat(first.get("queue").asText()).isEqualTo(queue);
        assertThat(first.get("partition").asText()).isEqualTo("customer-42");
        assertThat(first.get("status").asText()).isEqualTo("pending");
        assertThat(first.get("queueStatus").asText()).isEqualTo("pending");
        assertThat(first.get("busStatus").get("consumedBy").asInt()).isZero();
        assertThat(first.get("busStatus").get("totalGroups").asInt()).isZero();
        assertThat(first.get("traceId").isNull()).isTrue();
        assertThat(first.get("producerSub").isNull()).isTrue();
        assertThat(first.get("queuePriority").asInt()).isZero();
        assertThat(first.get("createdAt").asText()).matches(TS_MS);
        assertThat(first.get("leaseExpiresAt").isNull()).isTrue();
        assertThat(body.get("mode").get("type").asText()).as("nobody consumes yet").isEqualTo("none");
    }

    @Test
    void inQueueModeTheStatusFollowsTheCursorAndTheLease() {
        String queue = TestBroker.uniqueName("msg-status");
        queen.pushMany(queue, "p", "m", 3);
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 2));
        queen.ack(popped.get(0), "completed");

        JsonNode body = list("queue", queue);

        assertThat(statuses(body)).containsExactly("m-2:pending", "m-1:processing", "m-0:completed");
        assertThat(body.get("messages").get(1).get("leaseExpiresAt").asText()).matches(TS_MS);
        assertThat(body.get("messages").get(0).get("leaseExpiresAt").isNull()).isTrue();
        assertThat(transactionIds(list("queue", queue, "status", "processing"))).containsExactly("m-1");
        assertThat(transactionIds(list("queue", queue, "status", "completed"))).containsExactly("m-0");
        assertThat(transactionIds(list("queue", queue, "status", "pending"))).containsExactly("m-2");
        assertThat(body.get("mode").get("hasQueueMode").asBoolean()).isTrue();
        assertThat(body.get("mode").get("type").asText()).isEqualTo("queue");
    }

    @Test
    void withNamedGroupsOnlyAMessageIsCompletedOnceEveryGroupPassedIt() {
        String queue = TestBroker.uniqueName("msg-bus");
        queen.push(queue, "p", "tx", 1);
        queen.ack(messages(queen.pop(queue, "consumerGroup", "billing")).get(0), "completed");
        assertThat(statuses(list("queue", queue))).as("its only group passed it").containsExactly("tx:completed");

        JsonNode audit = messages(queen.pop(queue, "consumerGroup", "audit")).get(0);
        JsonNode halfway = list("queue", queue);
        queen.ack(audit, "completed");
        JsonNode done = list("queue", queue);

        assertThat(statuses(halfway)).containsExactly("tx:pending");
        JsonNode bus = halfway.get("messages").get(0).get("busStatus");
        assertThat(bus.get("consumedBy").asInt()).isEqualTo(1);
        assertThat(bus.get("totalGroups").asInt()).isEqualTo(2);
        assertThat(halfway.get("mode").get("type").asText()).isEqualTo("bus");
        assertThat(halfway.get("mode").get("busGroupsCount").asInt()).isEqualTo(2);
        assertThat(statuses(done)).containsExactly("tx:completed");
    }

    @Test
    void queueModeAndGroupsTogetherAreHybridAndQueueModeDecides() {
        String queue = TestBroker.uniqueName("msg-hybrid");
        queen.push(queue, "p", "tx", 1);
        queen.ack(messages(queen.pop(queue, "consumerGroup", "billing")).get(0), "completed");
        messages(queen.pop(queue));

        JsonNode body = list("queue", queue);

        assertThat(body.get("mode").get("type").asText()).isEqualTo("hybrid");
        assertThat(statuses(body)).as("queue mode still holds it").containsExactly("tx:processing");
    }

    @Test
    void aDeadLetteredMessageIsDeadLetterWhateverTheCursorSays() {
        String queue = TestBroker.uniqueName("msg-dead");
        queen.pushMany(queue, "p", "m", 2);
        queen.ack(messages(queen.pop(queue)).get(0), "dlq", "cannot parse");

        assertThat(statuses(list("queue", queue))).containsExactly("m-1:pending", "m-0:dead_letter");
        assertThat(transactionIds(list("queue", queue, "status", "dead_letter"))).containsExactly("m-0");
    }

    @Test
    void filtersByPartitionNamespaceAndTask() {
        String queue = TestBroker.uniqueName("msg-filter");
        Api.Response configured = queen.api.post("/api/v1/configure",
                obj("queue", queue, "namespace", "billing", "task", "invoices"));
        assertThat(configured.status()).isEqualTo(200);
        queen.push(List.of(item(queue, "a", "a-0", 0), item(queue, "b", "b-0", 0), item(queue, "b", "b-1", 1)));

        assertThat(transactionIds(list("queue", queue, "partition", "a"))).containsExactly("a-0");
        assertThat(transactionIds(list("queue", queue, "partition", "b"))).containsExactly("b-1", "b-0");
        assertThat(transactionIds(list("queue", queue, "ns", "billing", "task", "invoices"))).hasSize(3);
        assertThat(transactionIds(list("queue", queue, "ns", "shipping"))).isEmpty();
        assertThat(transactionIds(list("queue", queue, "task", "refunds"))).isEmpty();
        assertThat(transactionIds(list("queue", TestBroker.uniqueName("msg-no-such-queue")))).isEmpty();
    }

    @Test
    void limitAndOffsetPage() {
        String queue = TestBroker.uniqueName("msg-page");
        queen.pushMany(queue, "p", "m", 5);

        assertThat(transactionIds(list("queue", queue, "limit", 2))).containsExactly("m-4", "m-3");
        assertThat(transactionIds(list("queue", queue, "limit", 2, "offset", 2))).containsExactly("m-2", "m-1");
        assertThat(transactionIds(list("queue", queue, "limit", 2, "offset", 4))).containsExactly("m-0");
        assertThat(transactionIds(list("queue", queue, "offset", 5))).isEmpty();
    }

    @Test
    void theListCoversTheLastHourUnlessFromAndToSayOtherwise() {
        String queue = TestBroker.uniqueName("msg-time");
        queen.push(queue, "p", "old", 0);
        queen.push(queue, "p", "new", 1);
        Sql.update("""
                UPDATE queen.messages SET created_at = created_at - interval '2 hours'
                WHERE transaction_id = 'old' AND partition_id = (SELECT p.id FROM queen.partitions p
                    JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ?)""", queue);
        Instant now = Instant.now();

        assertThat(transactionIds(list("queue", queue))).containsExactly("new");
        assertThat(transactionIds(list("queue", queue, "from", now.minus(3, ChronoUnit.HOURS).toString())))
                .containsExactly("new", "old");
        assertThat(transactionIds(list("queue", queue, "from", now.minus(3, ChronoUnit.HOURS).toString(),
                "to", now.minus(1, ChronoUnit.HOURS).toString()))).containsExactly("old");
        assertThat(transactionIds(list("queue", queue, "from", "2020-01-01T00:00:00+02:00",
                "to", "2020-01-02T00:00:00"))).isEmpty();
    }

    @Test
    void oneMessageComesWithItsPayloadQueueSettingsAndGroupPositions() {
        String queue = TestBroker.uniqueName("msg-get");
        queen.configure(queue, obj("leaseTime", 120, "retryLimit", 5, "priority", 3));
        JsonNode pushed = queen.push(queue, "p", "order-7", obj("orderId", 7, "lines", List.of(1, 2)));
        JsonNode popped = messages(queen.pop(queue, "consumerGroup", "billing")).get(0);

        JsonNode m = get(pushed.get("partition_id").asText(), "order-7");

        assertThat(m.get("id").asText()).isEqualTo(pushed.get("message_id").asText());
        assertThat(m.get("transactionId").asText()).isEqualTo("order-7");
        assertThat(m.get("queuePath").asText()).isEqualTo(queue + "/p");
        assertThat(m.get("payload")).isEqualTo(Api.parse("{\"orderId\":7,\"lines\":[1,2]}"));
        assertThat(m.get("isEncrypted").asBoolean()).isFalse();
        assertThat(m.get("status").asText()).isEqualTo("pending");
        assertThat(m.get("createdAt").asText()).matches(TS_MS);
        assertThat(m.get("errorMessage").isNull()).isTrue();
        assertThat(m.get("retryCount").isNull()).isTrue();
        assertThat(m.get("queueConfig")).isEqualTo(Api.parse(
                "{\"leaseTime\":120,\"retryLimit\":5,\"retryDelay\":1000,\"ttl\":3600,\"priority\":3}"));
        assertThat(m.get("mode").get("type").asText()).isEqualTo("bus");
        assertThat(m.get("mode").get("consumedByGroups").asInt()).isZero();
        assertThat(m.get("consumerGroups")).hasSize(1);
        JsonNode billing = m.get("consumerGroups").get(0);
        assertThat(billing.get("name").asText()).isEqualTo("billing");
        assertThat(billing.get("consumed").asBoolean()).isFalse();
        assertThat(billing.get("leaseExpiresAt").asText()).as("delivered under billing's lease").matches(TS_MS);

        queen.ack(popped, "completed");
        JsonNode after = get(pushed.get("partition_id").asText(), "order-7");
        assertThat(after.get("status").asText()).isEqualTo("completed");
        assertThat(after.get("consumerGroups").get(0).get("consumed").asBoolean()).isTrue();
        assertThat(after.get("consumerGroups").get(0).get("leaseExpiresAt").isNull()).isTrue();
        assertThat(after.get("mode").get("consumedByGroups").asInt()).isEqualTo(1);
    }

    @Test
    void aDeadLetteredMessageCarriesItsErrorAndRetryCount() {
        String queue = TestBroker.uniqueName("msg-get-dead");
        queen.configure(queue, obj("retryLimit", 1));
        JsonNode pushed = queen.push(queue, "p", "poison", 1);
        queen.ack(messages(queen.pop(queue)).get(0), "failed", "boom #1");
        queen.ack(messages(queen.pop(queue)).get(0), "failed", "boom #2");

        JsonNode m = get(pushed.get("partition_id").asText(), "poison");

        assertThat(m.get("status").asText()).isEqualTo("dead_letter");
        assertThat(m.get("errorMessage").asText()).contains("boom #2");
        assertThat(m.get("retryCount").isInt()).isTrue();
        assertThat(m.get("consumerGroups").get(0).get("name").asText()).isEqualTo(QUEUE_MODE);
    }

    @Test
    void anEncryptedPayloadIsReturnedAsStored() {
        String queue = TestBroker.uniqueName("msg-encrypted");
        JsonNode pushed = queen.push(queue, "p", "secret", obj("encrypted", "AAAA", "iv", "BBBB", "authTag", "CCCC"));
        Sql.update("UPDATE queen.messages SET is_encrypted = true WHERE partition_id = ?::uuid AND transaction_id = ?",
                pushed.get("partition_id").asText(), "secret");

        JsonNode m = get(pushed.get("partition_id").asText(), "secret");

        assertThat(m.get("isEncrypted").asBoolean()).isTrue();
        assertThat(m.get("payload")).isEqualTo(Api.parse("{\"encrypted\":\"AAAA\",\"iv\":\"BBBB\",\"authTag\":\"CCCC\"}"));
    }

    @Test
    void anAbsentMessageIs404() {
        String queue = TestBroker.uniqueName("msg-absent");
        JsonNode pushed = queen.push(queue, "p", "tx", 1);

        Api.Response wrongTx = queen.api.get("/api/v1/messages/" + pushed.get("partition_id").asText() + "/other");
        Api.Response wrongPartition = queen.api.get("/api/v1/messages/" + UUID.randomUUID() + "/tx");

        assertThat(wrongTx.status()).isEqualTo(404);
        assertThat(wrongTx.json().get("error").asText()).isEqualTo("Message not found");
        assertThat(wrongPartition.status()).isEqualTo(404);
    }

    @Test
    void deletingAMessageRemovesItFromTheLogAndFromDelivery() {
        String queue = TestBroker.uniqueName("msg-delete");
        JsonNode pushed = queen.pushMany(queue, "p", "m", 2);
        String partitionId = pushed.get(0).get("partition_id").asText();

        Api.Response deleted = queen.api.delete("/api/v1/messages/" + partitionId + "/m-0");

        assertThat(deleted.status()).isEqualTo(200);
        assertThat(deleted.json()).isEqualTo(Api.parse("{\"success\":true,\"partitionId\":\"" + partitionId
                + "\",\"transactionId\":\"m-0\",\"message\":\"Message deleted successfully\"}"));
        assertThat(queen.api.get("/api/v1/messages/" + partitionId + "/m-0").status()).isEqualTo(404);
        assertThat(transactionIds(list("queue", queue))).containsExactly("m-1");
        assertThat(QueenClient.transactionIds(messages(queen.pop(queue, "batch", 10)))).containsExactly("m-1");
    }

    @Test
    void deletingAnAbsentMessageSucceedsWithSuccessFalse() {
        String partitionId = UUID.randomUUID().toString();

        Api.Response response = queen.api.delete("/api/v1/messages/" + partitionId + "/nothing");

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json().get("success").asBoolean()).isFalse();
        assertThat(response.json().get("message").asText()).isEqualTo("Message not found");
    }

    @Test
    void aTransactionIdWithReservedCharactersIsAddressedPercentEncoded() {
        String queue = TestBroker.uniqueName("msg-encoded");
        JsonNode pushed = queen.push(queue, "p", "order 7/v1?", 1);
        String path = "/api/v1/messages/" + pushed.get("partition_id").asText() + "/order%207%2Fv1%3F";

        assertThat(queen.api.get(path).json().get("transactionId").asText()).isEqualTo("order 7/v1?");
        assertThat(queen.api.delete(path).json().get("success").asBoolean()).isTrue();
    }

    private JsonNode list(Object... params) {
        Api.Response response = queen.api.get("/api/v1/messages" + query(params));
        assertThat(response.status()).as("list: %s", response.text()).isEqualTo(200);
        return response.json();
    }

    private JsonNode get(String partitionId, String transactionId) {
        Api.Response response = queen.api.get("/api/v1/messages/" + partitionId + "/" + transactionId);
        assertThat(response.status()).as("get: %s", response.text()).isEqualTo(200);
        return response.json();
    }

    private static List<String> transactionIds(JsonNode listing) {
        List<String> out = new ArrayList<>();
        listing.get("messages").forEach(m -> out.add(m.get("transactionId").asText()));
        return out;
    }

    /** "transactionId:status" of each listed message, in order. */
    private static List<String> statuses(JsonNode listing) {
        List<String> out = new ArrayList<>();
        listing.get("messages").forEach(m -> out.add(m.get("transactionId").asText() + ":" + m.get("status").asText()));
        return out;
    }

    static List<String> fieldNames(JsonNode object) {
        List<String> out = new ArrayList<>();
        object.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
