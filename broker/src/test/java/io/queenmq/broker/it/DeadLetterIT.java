package io.queenmq.broker.it;

import static io.queenmq.broker.it.MessagesIT.TS_MS;
import static io.queenmq.broker.it.MessagesIT.fieldNames;
import static io.queenmq.broker.it.QueenClient.QUEUE_MODE;
import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.QueenClient.query;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The dead-letter listing: docs/http-api.md §4.5 and docs/semantics.md §18, with the project's additions (docs/decisions.md §D10): the partition
 * and time filters are honoured and {@code total} counts every match.
 */
@Timeout(30)
class DeadLetterIT {
    private final QueenClient queen = new QueenClient();

    @Test
    void aMessageFailedRetryLimitPlusOneTimesIsListedWithItsDataAndError() {
        String queue = TestBroker.uniqueName("dlq-retries");
        queen.configure(queue, obj("retryLimit", 1));
        JsonNode pushed = queen.push(queue, "Default", "order-7", obj("message", "hello"));
        for (int failure = 1; failure <= 2; failure++) {
            queen.ack(messages(queen.pop(queue)).get(0), "failed", "Test error #" + failure);
        }

        JsonNode body = dlq("queue", queue);

        assertThat(body.get("total").asLong()).isEqualTo(1);
        assertThat(body.get("pagination")).isEqualTo(Api.parse("{\"limit\":100,\"offset\":0}"));
        JsonNode d = body.get("messages").get(0);
        assertThat(fieldNames(d)).containsExactly("id", "transactionId", "partitionId", "queue", "partition",
                "consumerGroup", "errorMessage", "retryCount", "data", "producerSub", "createdAt", "failedAt");
        assertThat(d.get("id").asText()).as("the message's id").isEqualTo(pushed.get("message_id").asText());
        assertThat(d.get("transactionId").asText()).isEqualTo("order-7");
        assertThat(d.get("partitionId").asText()).isEqualTo(pushed.get("partition_id").asText());
        assertThat(d.get("queue").asText()).isEqualTo(queue);
        assertThat(d.get("partition").asText()).isEqualTo("Default");
        assertThat(d.get("consumerGroup").asText()).isEqualTo(QUEUE_MODE);
        assertThat(d.get("errorMessage").asText()).isEqualTo("Test error #2");
        assertThat(d.get("retryCount").isInt()).isTrue();
        assertThat(d.get("data")).isEqualTo(Api.parse("{\"message\":\"hello\"}"));
        assertThat(d.get("producerSub").isNull()).isTrue();
        assertThat(d.get("createdAt").asText()).matches(TS_MS);
        assertThat(d.get("failedAt").asText()).matches(TS_MS);
        assertThat(Instant.parse(d.get("failedAt").asText())).isAfterOrEqualTo(Instant.parse(d.get("createdAt").asText()));
    }

    @Test
    void filtersByConsumerGroupAndPartitionAndCountsTheMatches() {
        String queue = TestBroker.uniqueName("dlq-filter");
        queen.push(List.of(item(queue, "a", "a-0", 0), item(queue, "b", "b-0", 0)));
        deadLetterAll(queue, "a", "billing");
        deadLetterAll(queue, "b", "billing");
        deadLetterAll(queue, "a", "audit");

        assertThat(dlq("queue", queue).get("total").asLong()).isEqualTo(3);
        assertThat(entries(dlq("queue", queue))).containsExactlyInAnyOrder("a-0@billing", "b-0@billing", "a-0@audit");
        assertThat(entries(dlq("queue", queue, "consumerGroup", "billing"))).containsExactlyInAnyOrder(
                "a-0@billing", "b-0@billing");
        assertThat(entries(dlq("queue", queue, "partition", "a"))).containsExactlyInAnyOrder("a-0@billing", "a-0@audit");
        JsonNode one = dlq("queue", queue, "partition", "b", "consumerGroup", "billing");
        assertThat(entries(one)).containsExactly("b-0@billing");
        assertThat(one.get("total").asLong()).isEqualTo(1);
        assertThat(dlq("queue", queue, "consumerGroup", QUEUE_MODE).get("total").asLong()).isZero();
    }

    @Test
    void pagesNewestFailureFirstAndTotalCountsBeyondThePage() throws InterruptedException {
        String queue = TestBroker.uniqueName("dlq-page");
        queen.pushMany(queue, "p", "m", 3);
        for (int i = 0; i < 3; i++) {
            queen.ack(messages(queen.pop(queue)).get(0), "dlq", "bad #" + i);
            Thread.sleep(5);
        }

        JsonNode first = dlq("queue", queue, "limit", 2);
        JsonNode second = dlq("queue", queue, "limit", 2, "offset", 2);

        assertThat(entries(first)).containsExactly("m-2@" + QUEUE_MODE, "m-1@" + QUEUE_MODE);
        assertThat(entries(second)).containsExactly("m-0@" + QUEUE_MODE);
        assertThat(first.get("total").asLong()).isEqualTo(3);
        assertThat(second.get("total").asLong()).isEqualTo(3);
        assertThat(second.get("pagination")).isEqualTo(Api.parse("{\"limit\":2,\"offset\":2}"));
    }

    @Test
    void fromAndToSelectByFailureTime() throws InterruptedException {
        String queue = TestBroker.uniqueName("dlq-time");
        queen.pushMany(queue, "p", "m", 2);
        queen.ack(messages(queen.pop(queue)).get(0), "dlq", "early");
        Thread.sleep(50);
        queen.ack(messages(queen.pop(queue)).get(0), "dlq", "late");
        JsonNode all = dlq("queue", queue);
        Instant late = Instant.parse(all.get("messages").get(0).get("failedAt").asText());
        Instant early = Instant.parse(all.get("messages").get(1).get("failedAt").asText());
        Instant between = early.plusMillis(25);

        assertThat(entries(dlq("queue", queue, "from", between.toString()))).containsExactly("m-1@" + QUEUE_MODE);
        assertThat(entries(dlq("queue", queue, "to", between.toString()))).containsExactly("m-0@" + QUEUE_MODE);
        assertThat(dlq("queue", queue, "from", between.toString(), "to", between.toString()).get("total").asLong())
                .isZero();
        assertThat(late).isAfter(between);
    }

    @Test
    void withoutAQueueEveryQueueIsListedAndAnUnknownQueueHasNone() {
        String partition = TestBroker.uniqueName("dlq-anywhere");
        for (String queue : List.of(TestBroker.uniqueName("dlq-q1"), TestBroker.uniqueName("dlq-q2"))) {
            queen.push(queue, partition, "tx", 1);
            queen.ack(messages(queen.pop(queue)).get(0), "dlq", "bad");
        }

        assertThat(dlq("partition", partition).get("total").asLong()).isEqualTo(2);
        JsonNode none = dlq("queue", TestBroker.uniqueName("dlq-no-such-queue"));
        assertThat(none.get("total").asLong()).isZero();
        assertThat(none.get("messages")).isEmpty();
    }

    @Test
    void theDeadLettersOfADeletedMessageGoWithIt() {
        String queue = TestBroker.uniqueName("dlq-delete");
        JsonNode pushed = queen.push(queue, "p", "tx", 1);
        queen.ack(messages(queen.pop(queue)).get(0), "dlq", "bad");
        assertThat(dlq("queue", queue).get("total").asLong()).isEqualTo(1);

        queen.api.delete("/api/v1/messages/" + pushed.get("partition_id").asText() + "/tx");

        assertThat(dlq("queue", queue).get("total").asLong()).isZero();
        assertThat(Sql.count("SELECT count(*) FROM queen.dead_letter_queue WHERE partition_id = ?::uuid",
                pushed.get("partition_id").asText())).isZero();
    }

    /** Pops every message of {@code partition} for {@code group} and dead-letters it. */
    private void deadLetterAll(String queue, String partition, String group) {
        List<JsonNode> popped = messages(queen.popPartition(queue, partition, "batch", 100, "consumerGroup", group));
        assertThat(popped).isNotEmpty();
        for (JsonNode m : popped) {
            queen.ack(m, "dlq", "failed in " + group);
        }
    }

    private JsonNode dlq(Object... params) {
        Api.Response response = queen.api.get("/api/v1/dlq" + query(params));
        assertThat(response.status()).as("dlq: %s", response.text()).isEqualTo(200);
        return response.json();
    }

    /** "transactionId@consumerGroup" of each listed dead letter, in order. */
    private static List<String> entries(JsonNode body) {
        List<String> out = new ArrayList<>();
        body.get("messages").forEach(d -> out.add(d.get("transactionId").asText() + "@" + d.get("consumerGroup").asText()));
        return out;
    }
}
