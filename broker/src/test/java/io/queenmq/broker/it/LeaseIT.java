package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.QUEUE_MODE;
import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Lease expiry and renewal: docs/http-api.md §3.8, docs/semantics.md §5.2, §7.11 and §8. */
@Timeout(30)
class LeaseIT {
    private static final String TS_MS = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z";

    private final QueenClient queen = new QueenClient();

    @Test
    void anUnackedMessageIsRedeliveredOnceItsLeaseExpires() throws InterruptedException {
        String queue = TestBroker.uniqueName("lease-expiry");
        queen.configure(queue, obj("leaseTime", 1));
        queen.push(queue, "p", "crash-me", obj("n", 1));
        JsonNode first = messages(queen.pop(queue)).get(0);
        long poppedAt = System.nanoTime();
        assertThat(queen.pop(queue).status()).as("while the lease is live").isEqualTo(204);

        PopIT.sleepUntil(poppedAt, Duration.ofMillis(1500));
        JsonNode renewal = queen.extend(first.get("leaseId").asText(), obj("seconds", 10));
        assertThat(renewal.get("success").asBoolean()).as("an expired lease cannot be revived").isFalse();
        assertThat(renewal.get("error").asText()).isEqualTo("Lease already expired");
        JsonNode second = messages(queen.pop(queue)).get(0);

        assertThat(second.get("transactionId").asText()).isEqualTo("crash-me");
        assertThat(second.get("id")).isEqualTo(first.get("id"));
        assertThat(second.get("leaseId")).isNotEqualTo(first.get("leaseId"));
        assertThat(PopIT.consumerRow(queue, "p", QUEUE_MODE).get("retry_count"))
                .as("an expiry is not a failure").isEqualTo(0);
        JsonNode staleAck = queen.ack(first, "completed");
        assertThat(staleAck.get("success").asBoolean()).isFalse();
        assertThat(staleAck.get("error").asText()).isEqualTo("Invalid or expired lease");
        assertThat(queen.ack(second, "completed").get("success").asBoolean()).isTrue();
    }

    @Test
    void afterAnExpiryDeliveryResumesFromTheCursorNotFromTheWindowStart() throws InterruptedException {
        String queue = TestBroker.uniqueName("lease-partial-expiry");
        queen.configure(queue, obj("leaseTime", 1));
        queen.pushMany(queue, "p", "m", 3);
        List<JsonNode> first = messages(queen.pop(queue, "batch", 3));
        long poppedAt = System.nanoTime();
        queen.ack(first.get(0), "completed");

        PopIT.sleepUntil(poppedAt, Duration.ofMillis(1500));

        assertThat(QueenClient.transactionIds(messages(queen.pop(queue, "batch", 3)))).containsExactly("m-1", "m-2");
    }

    @Test
    void aRenewalKeepsTheLeasePastItsOriginalExpiry() throws InterruptedException {
        String queue = TestBroker.uniqueName("lease-renew");
        queen.configure(queue, obj("leaseTime", 1));
        queen.push(queue, "p", "slow-work", 1);
        JsonNode message = messages(queen.pop(queue)).get(0);
        long poppedAt = System.nanoTime();
        Instant originalExpiry = leaseExpiry(queue);

        JsonNode renewal = queen.extend(message.get("leaseId").asText(), obj("seconds", 5));

        assertThat(renewal.get("index").asInt()).isZero();
        assertThat(renewal.get("leaseId").asText()).isEqualTo(message.get("leaseId").asText());
        assertThat(renewal.get("success").asBoolean()).isTrue();
        assertThat(renewal.get("error").isNull()).isTrue();
        assertThat(renewal.get("expiresAt").asText()).matches(TS_MS);
        Instant expiresAt = Instant.parse(renewal.get("expiresAt").asText());
        assertThat(expiresAt).isAfter(originalExpiry.plusSeconds(3));
        assertThat(leaseExpiry(queue)).isAfter(originalExpiry.plusSeconds(3));

        PopIT.sleepUntil(poppedAt, Duration.ofMillis(1500));
        assertThat(queen.pop(queue).status()).as("still leased after the original expiry").isEqualTo(204);
        assertThat(queen.ack(message, "completed").get("success").asBoolean()).isTrue();
    }

    @Test
    void aRenewalNeverShortensALease() {
        String queue = TestBroker.uniqueName("lease-no-shorten");
        queen.push(queue, "p", "tx", 1); // default leaseTime 300 s
        JsonNode message = messages(queen.pop(queue)).get(0);
        Instant before = leaseExpiry(queue);

        JsonNode renewal = queen.extend(message.get("leaseId").asText(), obj("seconds", 1));

        assertThat(renewal.get("success").asBoolean()).isTrue();
        assertThat(leaseExpiry(queue)).isEqualTo(before);
        assertThat(Instant.parse(renewal.get("expiresAt").asText()))
                .isBetween(before.minusMillis(1), before.plusMillis(1));
    }

    @Test
    void anEmptyBodyRenewsBySixtySeconds() {
        String queue = TestBroker.uniqueName("lease-empty-body");
        queen.configure(queue, obj("leaseTime", 5));
        queen.push(queue, "p", "tx", 1);
        JsonNode message = messages(queen.pop(queue)).get(0);
        Instant now = Instant.now();

        JsonNode renewal = queen.extend(message.get("leaseId").asText(), "");

        assertThat(renewal.get("success").asBoolean()).isTrue();
        assertThat(Instant.parse(renewal.get("expiresAt").asText()))
                .isBetween(now.plusSeconds(55), now.plusSeconds(65));
    }

    @Test
    void oneRenewalExtendsEveryPartitionOfAMultiPartitionPop() {
        String queue = TestBroker.uniqueName("lease-multi");
        queen.configure(queue, obj("leaseTime", 2));
        queen.push(List.of(item(queue, "a", "a", 1), item(queue, "b", "b", 2)));
        Api.Response popped = queen.pop(queue, "batch", 10, "partitions", 2);
        String leaseId = popped.json().get("leaseId").asText();

        assertThat(queen.extend(leaseId, obj("seconds", 30)).get("success").asBoolean()).isTrue();

        assertThat(Sql.count("""
                SELECT count(*) FROM queen.partition_consumers
                WHERE lease_id = ?::uuid AND lease_expires_at > now() + interval '20 seconds'""", leaseId))
                .isEqualTo(2);
    }

    @Test
    void renewingAnUnknownLeaseFails() {
        String leaseId = UUID.randomUUID().toString();

        JsonNode renewal = queen.extend(leaseId, obj("seconds", 10));

        assertThat(renewal.get("leaseId").asText()).isEqualTo(leaseId);
        assertThat(renewal.get("success").asBoolean()).isFalse();
        assertThat(renewal.get("error").asText()).isEqualTo("Lease not found");
        assertThat(renewal.get("expiresAt").isNull()).isTrue();
    }

    @Test
    void renewingAReleasedLeaseFails() {
        String queue = TestBroker.uniqueName("lease-released");
        queen.push(queue, "p", "tx", 1);
        JsonNode message = messages(queen.pop(queue)).get(0);
        queen.ack(message, "completed");

        JsonNode renewal = queen.extend(message.get("leaseId").asText(), obj());

        assertThat(renewal.get("success").asBoolean()).isFalse();
        assertThat(renewal.get("expiresAt").isNull()).isTrue();
    }

    private static Instant leaseExpiry(String queue) {
        return ((Timestamp) PopIT.consumerRow(queue, "p", QUEUE_MODE).get("lease_expires_at")).toInstant();
    }
}
