package io.queenmq.broker.it;

import static io.queenmq.broker.it.MessagesIT.TS_MS;
import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Reading queues: docs/http-api.md §4.3. Counts are exact (computed at the call); a partition's pending and processing
 * messages are those its slowest group has not consumed yet (docs/semantics.md §17).
 */
@Timeout(30)
class QueueResourcesIT {
    private final QueenClient queen = new QueenClient();

    @Test
    void aQueueShowsEachPartitionWithItsCounts() {
        String queue = TestBroker.uniqueName("res-detail");
        Api.Response configured = queen.api.post("/api/v1/configure",
                obj("queue", queue, "namespace", "billing", "task", "invoices"));
        assertThat(configured.status()).isEqualTo(200);
        queen.push(List.of(item(queue, "a", "a-0", 0), item(queue, "a", "a-1", 1), item(queue, "a", "a-2", 2),
                item(queue, "a", "a-3", 3), item(queue, "b", "b-0", 0)));
        List<JsonNode> popped = messages(queen.popPartition(queue, "a", "batch", 3));
        queen.ack(popped.get(0), "completed");
        queen.ack(popped.get(1), "dlq", "bad");

        JsonNode q = get(queue);

        assertThat(q.get("name").asText()).isEqualTo(queue);
        assertThat(q.get("id").asText()).isEqualTo(configured.json().get("queueId").asText());
        assertThat(q.get("namespace").asText()).isEqualTo("billing");
        assertThat(q.get("task").asText()).isEqualTo("invoices");
        assertThat(q.get("createdAt").asText()).matches(TS_MS);
        JsonNode partitions = q.get("partitions");
        assertThat(partitions).hasSize(3);
        assertThat(List.of(partitions.get(0).get("name").asText(), partitions.get(1).get("name").asText(),
                partitions.get(2).get("name").asText())).as("sorted by name").containsExactly("Default", "a", "b");
        JsonNode a = partitions.get(1);
        assertThat(a.get("stats")).isEqualTo(Api.parse(
                "{\"total\":4,\"pending\":1,\"processing\":1,\"completed\":1,\"failed\":0,\"deadLetter\":1}"));
        assertThat(a.get("oldestMessage").asText()).matches(TS_MS);
        assertThat(a.get("newestMessage").asText()).matches(TS_MS);
        JsonNode empty = partitions.get(0);
        assertThat(empty.get("stats").get("total").asInt()).isZero();
        assertThat(empty.get("oldestMessage").isNull()).isTrue();
        assertThat(partitions.get(2).get("stats").get("pending").asInt()).as("nobody consumes b").isEqualTo(1);
        assertThat(q.get("totals")).isEqualTo(Api.parse(
                "{\"total\":5,\"pending\":2,\"processing\":1,\"completed\":1,\"failed\":0,\"deadLetter\":1}"));
    }

    @Test
    void theSlowestGroupDecidesWhatIsPending() {
        String queue = TestBroker.uniqueName("res-slowest");
        queen.pushMany(queue, "p", "m", 3);
        queen.ackBatch(messages(queen.pop(queue, "batch", 3, "consumerGroup", "fast")), "completed");
        queen.ack(messages(queen.pop(queue, "consumerGroup", "slow")).get(0), "completed");

        JsonNode stats = get(queue).get("partitions").get(0).get("stats");

        assertThat(stats.get("pending").asInt()).isEqualTo(2);
        assertThat(stats.get("completed").asInt()).isEqualTo(1);
    }

    @Test
    void theListHasEveryQueueNewestFirstWithSummedCounts() {
        String older = TestBroker.uniqueName("res-list-older");
        String newer = TestBroker.uniqueName("res-list-newer");
        queen.pushMany(older, "p", "m", 2);
        queen.push(List.of(item(newer, "a", "a-0", 0), item(newer, "b", "b-0", 0), item(newer, "b", "b-1", 1)));
        messages(queen.popPartition(newer, "b", "batch", 1));

        Api.Response response = queen.api.get("/api/v1/resources/queues");

        assertThat(response.status()).isEqualTo(200);
        List<String> names = response.json().get("queues").findValuesAsText("name");
        assertThat(names.indexOf(newer)).as("newest first").isLessThan(names.indexOf(older)).isNotNegative();
        JsonNode entry = response.json().get("queues").get(names.indexOf(newer));
        assertThat(MessagesIT.fieldNames(entry)).containsExactly("id", "name", "namespace", "task", "createdAt",
                "partitions", "messages");
        assertThat(entry.get("partitions").asInt()).isEqualTo(2);
        assertThat(entry.get("messages")).isEqualTo(Api.parse("{\"total\":3,\"pending\":2,\"processing\":1}"));
    }

    @Test
    void anUnknownQueueIs404() {
        Api.Response response = queen.api.get("/api/v1/resources/queues/" + TestBroker.uniqueName("res-none"));

        assertThat(response.status()).isEqualTo(404);
        assertThat(response.json().get("error").asText()).isEqualTo("Queue not found");
    }

    private JsonNode get(String queue) {
        Api.Response response = queen.api.get("/api/v1/resources/queues/" + queue);
        assertThat(response.status()).as("queue: %s", response.text()).isEqualTo(200);
        return response.json();
    }
}
