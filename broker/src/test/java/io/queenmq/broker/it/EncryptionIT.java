package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.ConfigException;
import io.queenmq.broker.store.Catalog;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Encryption at rest (docs/semantics.md §15): a broker with {@code QUEEN_ENCRYPTION_KEY} seals the payloads of queues
 * with {@code encryptionEnabled} and pops decrypt them. The shared test broker has no key; a second broker on the
 * same database has one.
 */
@Timeout(120)
class EncryptionIT {
    private static final String KEY = "6b".repeat(16) + "a4".repeat(16);
    private static final String OTHER_KEY = "19".repeat(32);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PUSH = "/api/v1/push";

    private static Broker keyed;
    /** Talks to the broker with the key. */
    private static QueenClient client;
    /** Talks to the shared broker, which has no key. */
    private final QueenClient keyless = new QueenClient();

    @BeforeAll
    static void startABrokerWithAKey() throws Exception {
        keyed = Broker.start(BrokerConfig.fromEnv(withKey(KEY)));
        client = new QueenClient(new Api("http://127.0.0.1:" + keyed.port()));
    }

    @AfterAll
    static void stopIt() {
        keyed.close();
    }

    private static Map<String, String> withKey(String key) {
        Map<String, String> env = TestBroker.env();
        env.put("QUEEN_ENCRYPTION_KEY", key);
        return env;
    }

    private static String encryptedQueue(QueenClient via, String prefix) {
        String queue = TestBroker.uniqueName(prefix);
        via.configure(queue, obj("encryptionEnabled", true));
        return queue;
    }

    private static JsonNode json(Object value) throws Exception {
        return JSON.readTree(JSON.writeValueAsString(value));
    }

    private static List<Map<String, Object>> storedRows(String queue) {
        return Sql.rows("""
                SELECT m.transaction_id, m.payload::text AS payload, m.is_encrypted
                FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id
                JOIN queen.queues q ON q.id = p.queue_id
                WHERE q.name = ? ORDER BY m.seq""", queue);
    }

    @Test
    void everyKindOfPayloadComesBackIntactThroughAnEncryptedQueue() throws Exception {
        String queue = encryptedQueue(client, "crypt-roundtrip");
        List<Object> payloads = Arrays.asList(
                obj("orderId", 7, "lines", List.of(obj("sku", "A-1", "qty", 2)), "paid", true, "note", null),
                List.of(1, "two", 3.5, false),
                null,
                "héllo wörld ✓ 日本語 😀 \"quoted\" \\ back",
                42,
                obj("emoji", "😀".repeat(1000), "blob", "x".repeat(1 << 20)));
        List<Map<String, Object>> items = new ArrayList<>();
        for (int i = 0; i < payloads.size(); i++) {
            items.add(item(queue, null, "tx-" + i, payloads.get(i)));
        }
        client.push(items);

        List<JsonNode> popped = messages(client.pop(queue, "batch", 10));

        assertThat(popped).hasSize(payloads.size());
        for (int i = 0; i < payloads.size(); i++) {
            assertThat(popped.get(i).get("data")).as("payload %d", i).isEqualTo(json(payloads.get(i)));
            assertThat(popped.get(i).has("decryptionError")).isFalse();
        }
        assertThat(storedRows(queue)).allSatisfy(row -> assertThat(row.get("is_encrypted")).isEqualTo(true));
    }

    @Test
    void deadLettersAndTheMessageBrowserReadEncryptedPayloadsDecrypted() throws Exception {
        String queue = TestBroker.uniqueName("crypt-dlq");
        client.configure(queue, obj("encryptionEnabled", true, "retryLimit", 0));
        Map<String, Object> payload = obj("secret", "s3cr3t-value", "n", 7);
        JsonNode pushed = client.push(queue, "p", "tx-dlq", payload);
        JsonNode message = messages(client.pop(queue, "batch", 1)).get(0);
        assertThat(client.ack(message, "failed", "boom").get("dlq").asBoolean()).isTrue();

        JsonNode dlq = client.api.get("/api/v1/dlq?queue=" + queue).json();
        JsonNode detail = client.api.get("/api/v1/messages/" + pushed.get("partition_id").asText() + "/tx-dlq").json();

        assertThat(dlq.get("messages").get(0).get("data")).isEqualTo(json(payload));
        assertThat(dlq.get("messages").get(0).has("decryptionError")).isFalse();
        assertThat(detail.get("payload")).isEqualTo(json(payload));
        assertThat(storedRows(queue).get(0).get("payload").toString()).doesNotContain("s3cr3t-value");
    }

    @Test
    void theDatabaseHoldsOnlyCiphertextInUpstreamsStoredForm() throws Exception {
        String queue = encryptedQueue(client, "crypt-stored");
        String secret = "card-" + TestBroker.uniqueName("4111");
        client.push(queue, "p1", "tx-1", obj("secret", secret, "unicode", "ünïcödé-marker"));

        Map<String, Object> row = storedRows(queue).get(0);

        assertThat(row.get("is_encrypted")).isEqualTo(true);
        String payload = (String) row.get("payload");
        assertThat(payload).doesNotContain(secret).doesNotContain("secret").doesNotContain("ünïcödé");
        JsonNode stored = JSON.readTree(payload);
        List<String> fields = new ArrayList<>();
        stored.fieldNames().forEachRemaining(fields::add);
        assertThat(fields).containsExactlyInAnyOrder("encrypted", "iv", "authTag");
        assertThat(Base64.getDecoder().decode(stored.get("iv").asText())).hasSize(16);
        assertThat(Base64.getDecoder().decode(stored.get("authTag").asText())).hasSize(16);
        assertThat(messages(client.pop(queue)).get(0).get("data").get("secret").asText()).isEqualTo(secret);
    }

    @Test
    void aQueueWithoutEncryptionEnabledIsStoredInPlaintextEvenByABrokerWithAKey() {
        String configured = TestBroker.uniqueName("crypt-plain");
        client.configure(configured, obj("encryptionEnabled", false));
        String autoCreated = TestBroker.uniqueName("crypt-auto");
        client.push(configured, null, "tx-1", obj("visible", "plain-marker"));
        client.push(autoCreated, null, "tx-1", obj("visible", "plain-marker"));

        for (String queue : List.of(configured, autoCreated)) {
            Map<String, Object> row = storedRows(queue).get(0);
            assertThat(row.get("is_encrypted")).as(queue).isEqualTo(false);
            assertThat((String) row.get("payload")).as(queue).contains("plain-marker");
        }
    }

    @Test
    void switchingEncryptionOnOrOffLeavesEarlierMessagesAsTheyWere() {
        String queue = TestBroker.uniqueName("crypt-switch");
        client.configure(queue, obj("encryptionEnabled", false));
        client.push(queue, null, "before", obj("n", 1));
        client.configure(queue, obj("encryptionEnabled", true));
        client.push(queue, null, "during", obj("n", 2));
        client.configure(queue, obj("encryptionEnabled", false));
        client.push(queue, null, "after", obj("n", 3));

        assertThat(storedRows(queue)).extracting(row -> row.get("is_encrypted")).containsExactly(false, true, false);
        List<JsonNode> popped = messages(client.pop(queue, "batch", 10));
        assertThat(popped).extracting(m -> m.get("data").get("n").asInt()).containsExactly(1, 2, 3);
    }

    @Test
    void aBrokerWithoutAKeyRefusesAPushToAnEncryptedQueueAndStoresNothingOfIt() {
        String encrypted = encryptedQueue(keyless, "crypt-nokey");
        String plain = TestBroker.uniqueName("crypt-nokey-plain");

        Api.Response alone = keyless.api.post(PUSH,
                obj("items", List.of(item(encrypted, null, "tx-1", obj("n", 1)))));
        Api.Response mixed = keyless.api.post(PUSH, obj("items", List.of(
                item(plain, null, "tx-1", obj("n", 1)), item(encrypted, "p2", "tx-2", obj("n", 2)))));

        for (Api.Response response : List.of(alone, mixed)) {
            assertThat(response.status()).as(response.text()).isEqualTo(400);
            assertThat(response.json().get("error").asText()).isEqualTo(
                    "Queue " + encrypted + " has encryptionEnabled but this broker has no QUEEN_ENCRYPTION_KEY");
        }
        assertThat(storedRows(encrypted)).isEmpty();
        assertThat(storedRows(plain)).isEmpty();
    }

    @Test
    void aRefusedPushDoesNotFailThePushesBatchedWithIt() throws Exception {
        String encrypted = encryptedQueue(keyless, "crypt-batchmates");
        String plain = TestBroker.uniqueName("crypt-batchmates-plain");
        List<CompletableFuture<Api.Response>> refused = new ArrayList<>();
        List<CompletableFuture<Api.Response>> accepted = new ArrayList<>();
        ExecutorService senders = Executors.newFixedThreadPool(16);
        try {
            // Concurrent requests share push batches: the refused ones must not take the others down.
            for (int i = 0; i < 40; i++) {
                Map<String, Object> toEncrypted = obj("items", List.of(item(encrypted, null, "e-" + i, obj("n", i))));
                Map<String, Object> toPlain = obj("items", List.of(item(plain, null, "p-" + i, obj("n", i))));
                refused.add(CompletableFuture.supplyAsync(() -> keyless.api.post(PUSH, toEncrypted), senders));
                accepted.add(CompletableFuture.supplyAsync(() -> keyless.api.post(PUSH, toPlain), senders));
            }
            for (CompletableFuture<Api.Response> response : refused) {
                assertThat(response.get(30, TimeUnit.SECONDS).status()).isEqualTo(400);
            }
            for (CompletableFuture<Api.Response> response : accepted) {
                assertThat(response.get(30, TimeUnit.SECONDS).status()).isEqualTo(201);
            }
        } finally {
            senders.shutdownNow();
        }
        assertThat(storedRows(plain)).hasSize(40);
        assertThat(storedRows(encrypted)).isEmpty();
    }

    @Test
    void aBrokerWithAnotherKeyDeliversTheStoredFormWithADecryptionErrorAndTheMessageCanBeAcked() throws Exception {
        String queue = encryptedQueue(client, "crypt-otherkey");
        JsonNode pushed = client.push(queue, null, "tx-1", obj("n", 1));
        String stored = (String) storedRows(queue).get(0).get("payload");

        try (Broker other = Broker.start(BrokerConfig.fromEnv(withKey(OTHER_KEY)))) {
            QueenClient otherClient = new QueenClient(new Api("http://127.0.0.1:" + other.port()));
            List<JsonNode> popped = messages(otherClient.pop(queue));

            assertThat(popped).hasSize(1);
            JsonNode message = popped.get(0);
            assertThat(message.get("data")).isEqualTo(JSON.readTree(stored));
            assertThat(message.get("decryptionError").asText()).isEqualTo(
                    "Cannot decrypt message " + pushed.get("message_id").asText() + ": wrong QUEEN_ENCRYPTION_KEY?");
            assertThat(otherClient.ack(message, "completed").get("success").asBoolean()).isTrue();
        }
        assertThat(messages(client.pop(queue))).as("acked through the other broker").isEmpty();
    }

    @Test
    void aBrokerWithoutAKeyDeliversEncryptedMessagesInTheirStoredFormWithTheReason() throws Exception {
        String queue = encryptedQueue(client, "crypt-keyless-pop");
        JsonNode pushed = client.push(queue, null, "tx-1", obj("n", 1));

        JsonNode message = messages(keyless.pop(queue)).get(0);

        assertThat(message.get("data")).isEqualTo(JSON.readTree((String) storedRows(queue).get(0).get("payload")));
        assertThat(message.get("decryptionError").asText()).isEqualTo("Cannot decrypt message "
                + pushed.get("message_id").asText() + ": this broker has no QUEEN_ENCRYPTION_KEY");
    }

    @Test
    void aConfigureThroughAnotherBrokerAppliesHereWithinTheFlagCacheDelay() throws Exception {
        String queue = TestBroker.uniqueName("crypt-peer-configure");
        keyless.configure(queue, obj("encryptionEnabled", false));
        keyless.push(queue, null, "cached", obj("n", 0));

        client.configure(queue, obj("encryptionEnabled", true));
        client.push(queue, null, "sealed", obj("n", 0));
        assertThat(storedRows(queue)).extracting(row -> row.get("is_encrypted"))
                .as("the configuring broker applies it at once").containsExactly(false, true);

        long configured = System.nanoTime();
        long giveUp = configured + 3 * Catalog.ENCRYPTION_FLAG_MAX_AGE_NANOS;
        int status = 201;
        for (int i = 1; status == 201 && System.nanoTime() - giveUp < 0; i++) {
            status = keyless.api.post(PUSH, obj("items", List.of(item(queue, null, "tx-" + i, obj("n", i)))))
                    .status();
            Thread.sleep(100);
        }
        long elapsedNanos = System.nanoTime() - configured;

        assertThat(status).as("the keyless broker refuses once its cached flag has expired").isEqualTo(400);
        assertThat(elapsedNanos).isLessThan(Catalog.ENCRYPTION_FLAG_MAX_AGE_NANOS + TimeUnit.SECONDS.toNanos(2));
    }

    @Test
    void aMalformedKeyStopsTheBrokerFromStartingWithoutShowingTheKey() {
        String almost = "ab".repeat(31) + "zz";

        assertThatThrownBy(() -> Broker.start(BrokerConfig.fromEnv(withKey(almost))))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("QUEEN_ENCRYPTION_KEY")
                .hasMessageContaining("64 hex characters")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain(almost).doesNotContain("abab"));
    }
}
