package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code POST /api/v1/configure}: docs/http-api.md §3.2, docs/semantics.md §2. */
@Timeout(30)
class ConfigureIT {
    /** The 16 option keys with the defaults of a configured queue. */
    private static final Map<String, Object> DEFAULTS = obj(
            "priority", 0, "leaseTime", 300, "retryLimit", 3, "retryDelay", 1000,
            "maxSize", 0, "ttl", 3600, "deadLetterQueue", false, "dlqAfterMaxRetries", false,
            "delayedProcessing", 0, "windowBuffer", 0, "retentionSeconds", 0,
            "completedRetentionSeconds", 0, "retentionEnabled", false,
            "encryptionEnabled", false, "maxWaitTimeSeconds", 0, "dedupWindowSeconds", 0);

    /** A value other than the default for every option. */
    private static final Map<String, Object> CUSTOM = obj(
            "priority", 7, "leaseTime", 45, "retryLimit", 5, "retryDelay", 250,
            "maxSize", 1000, "ttl", 60, "deadLetterQueue", true, "dlqAfterMaxRetries", true,
            "delayedProcessing", 2, "windowBuffer", 3, "retentionSeconds", 600,
            "completedRetentionSeconds", 120, "retentionEnabled", true,
            "encryptionEnabled", false, "maxWaitTimeSeconds", 900, "dedupWindowSeconds", 600);

    private final QueenClient queen = new QueenClient();

    @Test
    void echoesEveryOptionItWasGivenWithTheSameJsonType() {
        String queue = TestBroker.uniqueName("cfg-echo");
        JsonNode body = queen.configure(queue, CUSTOM);

        assertThat(body.get("configured").asBoolean()).isTrue();
        assertThat(body.get("queue").asText()).isEqualTo(queue);
        assertThat(UUID.fromString(body.get("queueId").asText())).isNotNull();
        assertThat(UUID.fromString(body.get("partitionId").asText())).isNotNull();
        assertOptions(body.get("options"), CUSTOM);
    }

    @Test
    void echoesTheDefaultsWhenNoOptionsAreGiven() {
        String queue = TestBroker.uniqueName("cfg-defaults");
        Api.Response response = queen.api.post("/api/v1/configure", obj("queue", queue));

        assertThat(response.status()).isEqualTo(200);
        assertOptions(response.json().get("options"), DEFAULTS);
        assertThat(response.json().get("namespace").asText()).isEmpty();
        assertThat(response.json().get("task").asText()).isEmpty();
    }

    @Test
    void numericStringsAreCoercedAsTheDatabaseWould() {
        String queue = TestBroker.uniqueName("cfg-coerce");
        JsonNode options = queen.configure(queue, obj("leaseTime", "30", "retentionEnabled", "true")).get("options");

        assertThat(options.get("leaseTime").isInt()).isTrue();
        assertThat(options.get("leaseTime").intValue()).isEqualTo(30);
        assertThat(options.get("retentionEnabled").isBoolean()).isTrue();
        assertThat(options.get("retentionEnabled").booleanValue()).isTrue();
    }

    @Test
    void aSecondConfigureReplacesTheWholeConfigurationInsteadOfMerging() {
        String queue = TestBroker.uniqueName("cfg-replace");
        queen.api.post("/api/v1/configure", obj("queue", queue, "namespace", "billing", "task", "invoices",
                "options", CUSTOM));

        JsonNode second = queen.configure(queue, obj("retryLimit", 9));

        Map<String, Object> expected = obj();
        expected.putAll(DEFAULTS);
        expected.put("retryLimit", 9);
        assertOptions(second.get("options"), expected);
        assertThat(second.get("namespace").asText()).isEmpty();
        assertThat(second.get("task").asText()).isEmpty();
        Map<String, Object> stored = Sql.row("""
                SELECT lease_time, retry_limit, priority, dead_letter_queue, window_buffer, namespace, task
                FROM queen.queues WHERE name = ?""", queue);
        assertThat(stored).containsEntry("lease_time", 300).containsEntry("retry_limit", 9)
                .containsEntry("priority", 0).containsEntry("dead_letter_queue", false)
                .containsEntry("window_buffer", 0).containsEntry("namespace", "").containsEntry("task", "");
    }

    @Test
    void reconfiguringKeepsTheQueueAndItsDefaultPartition() {
        String queue = TestBroker.uniqueName("cfg-same");
        JsonNode first = queen.configure(queue, obj("leaseTime", 10));
        JsonNode second = queen.configure(queue, obj("leaseTime", 20));

        assertThat(second.get("queueId")).isEqualTo(first.get("queueId"));
        assertThat(second.get("partitionId")).isEqualTo(first.get("partitionId"));
        assertThat(Sql.count("SELECT count(*) FROM queen.queues WHERE name = ?", queue)).isEqualTo(1);
    }

    @Test
    void createsTheDefaultPartitionAndAnswersItsId() {
        String queue = TestBroker.uniqueName("cfg-default-partition");
        JsonNode body = queen.configure(queue, obj());

        Map<String, Object> partition = Sql.row("""
                SELECT p.id, p.name, q.id AS queue_id FROM queen.partitions p JOIN queen.queues q ON q.id = p.queue_id
                WHERE q.name = ?""", queue);
        assertThat(partition.get("name")).isEqualTo("Default");
        assertThat(partition.get("id")).hasToString(body.get("partitionId").asText());
        assertThat(partition.get("queue_id")).hasToString(body.get("queueId").asText());
    }

    @Test
    void storesNamespaceAndTaskWhenGivenAsStrings() {
        String queue = TestBroker.uniqueName("cfg-tags");
        Api.Response response = queen.api.post("/api/v1/configure",
                obj("queue", queue, "namespace", "billing", "task", "invoices", "options", obj()));

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json().get("namespace").asText()).isEqualTo("billing");
        assertThat(response.json().get("task").asText()).isEqualTo("invoices");
        assertThat(Sql.row("SELECT namespace, task FROM queen.queues WHERE name = ?", queue))
                .containsEntry("namespace", "billing").containsEntry("task", "invoices");
    }

    @Test
    void nullNamespaceAndTaskAsClientsSendThemAreStoredAsEmpty() {
        String queue = TestBroker.uniqueName("cfg-null-tags");
        Api.Response response = queen.api.post("/api/v1/configure",
                obj("queue", queue, "namespace", null, "task", null, "options", obj()));

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json().get("namespace").asText()).isEmpty();
        assertThat(Sql.row("SELECT namespace, task FROM queen.queues WHERE name = ?", queue))
                .containsEntry("namespace", "").containsEntry("task", "");
    }

    @Test
    void configuredOptionsDriveDelivery() {
        // leaseTime 1: an unacked message comes back quickly, proving the stored option is the one pop uses.
        String queue = TestBroker.uniqueName("cfg-effective");
        queen.configure(queue, obj("leaseTime", 1));
        queen.push(queue, null, "only", obj());
        assertThat(QueenClient.messages(queen.pop(queue))).hasSize(1);

        assertThat(Sql.value("""
                SELECT round(extract(epoch FROM c.lease_expires_at - c.lease_acquired_at))::int
                FROM queen.partition_consumers c JOIN queen.partitions p ON p.id = c.partition_id
                JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ?""", queue)).isEqualTo(1);
    }

    private static void assertOptions(JsonNode options, Map<String, Object> expected) {
        List<String> keys = new ArrayList<>();
        options.fieldNames().forEachRemaining(keys::add);
        assertThat(keys).containsExactlyInAnyOrderElementsOf(expected.keySet());
        for (Map.Entry<String, Object> e : expected.entrySet()) {
            JsonNode actual = options.get(e.getKey());
            if (e.getValue() instanceof Boolean b) {
                assertThat(actual.isBoolean()).as("%s is a JSON boolean: %s", e.getKey(), actual).isTrue();
                assertThat(actual.booleanValue()).as(e.getKey()).isEqualTo(b);
            } else {
                assertThat(actual.isIntegralNumber()).as("%s is a JSON integer: %s", e.getKey(), actual).isTrue();
                assertThat(actual.intValue()).as(e.getKey()).isEqualTo(e.getValue());
            }
        }
    }
}
