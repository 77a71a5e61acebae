package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * The streams routes (docs/http-api.md §5) as the integration tests call them, and a source partition with popped messages
 * to run cycles on.
 */
final class StreamsClient {
    final Api api;
    final QueenClient queen;

    StreamsClient() {
        this(Api.shared());
    }

    StreamsClient(Api api) {
        this.api = api;
        this.queen = new QueenClient(api);
    }

    /** Registers a query on {@code source} and returns its id. */
    String register(String name, String source, String sink, String hash) {
        Api.Response response = api.post("/streams/v1/queries",
                obj("name", name, "source_queue", source, "sink_queue", sink, "config_hash", hash));
        assertThat(response.status()).as("register: %s", response.text()).isEqualTo(200);
        return response.json().get("query_id").asText();
    }

    /** Posts a cycle and returns its 200 body, committed or not. */
    JsonNode cycle(Map<String, Object> body) {
        Api.Response response = api.post("/streams/v1/cycle", body);
        assertThat(response.status()).as("cycle: %s", response.text()).isEqualTo(200);
        return response.json();
    }

    /** The 200 {@code rows} of state/get. */
    JsonNode state(Map<String, Object> body) {
        Api.Response response = api.post("/streams/v1/state/get", body);
        assertThat(response.status()).as("state/get: %s", response.text()).isEqualTo(200);
        assertThat(response.json().get("success").asBoolean()).isTrue();
        return response.json().get("rows");
    }

    /** Every state row of a shard. */
    JsonNode state(String queryId, String partitionId) {
        return state(obj("query_id", queryId, "partition_id", partitionId));
    }

    /** Pushes {@code count} messages to {@code source}/{@code partition} and pops them all as {@code group}. */
    List<JsonNode> pushAndPop(String source, String partition, String group, int count) {
        queen.pushMany(source, partition, TestBroker.uniqueName("m"), count);
        List<JsonNode> popped = messages(queen.popPartition(source, partition, "consumerGroup", group,
                "batch", count));
        assertThat(popped).hasSize(count);
        return popped;
    }

    static Map<String, Object> upsert(String key, Object value) {
        return obj("type", "upsert", "key", key, "value", value);
    }

    static Map<String, Object> delete(String key) {
        return obj("type", "delete", "key", key);
    }

    /** The ack of {@code message} under its lease. */
    static Map<String, Object> ack(JsonNode message, int count) {
        return obj("transactionId", message.get("transactionId").asText(), "leaseId",
                message.get("leaseId").asText(), "count", count);
    }

    /** The number of messages stored in {@code queue}. */
    static long stored(String queue) {
        return Sql.count("""
                SELECT count(*) FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id
                JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ?""", queue);
    }
}
