package io.queenmq.broker.it;

import static io.queenmq.broker.it.MessagesIT.fieldNames;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.StreamsClient.upsert;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code POST /streams/v1/queries} (docs/http-api.md §5.1): create, update under the same hash, conflict on a changed hash
 * (the intended 409), and {@code reset}, which adopts the new hash and deletes the query's state.
 */
@Timeout(30)
class StreamsQueriesIT {
    private final StreamsClient streams = new StreamsClient();
    private final String name = TestBroker.uniqueName("orders.per_minute");
    private final String source = TestBroker.uniqueName("orders");

    @Test
    void anUnknownNameCreatesTheQuery() {
        JsonNode body = register(obj("name", name, "source_queue", source, "sink_queue", "", "config_hash", "sha256:1"),
                200);

        assertThat(fieldNames(body))
                .containsExactly("success", "query_id", "name", "config_hash", "fresh", "reset");
        assertThat(body.get("success").asBoolean()).isTrue();
        assertThat(UUID.fromString(body.get("query_id").asText())).isNotNull();
        assertThat(body.get("name").asText()).isEqualTo(name);
        assertThat(body.get("config_hash").asText()).isEqualTo("sha256:1");
        assertThat(body.get("fresh").asBoolean()).isTrue();
        assertThat(body.get("reset").asBoolean()).isFalse();
        assertThat(stored()).containsEntry("source_queue", source).containsEntry("sink_queue", null);
    }

    @Test
    void theSameHashUpdatesTheQueuesAndKeepsTheState() {
        String queryId = streams.register(name, source, null, "sha256:1");
        String partitionId = writeState(queryId);

        JsonNode body = register(obj("name", name, "source_queue", source, "sink_queue", "totals",
                "config_hash", "sha256:1", "reset", true), 200);

        assertThat(body.get("query_id").asText()).isEqualTo(queryId);
        assertThat(body.get("fresh").asBoolean()).isFalse();
        assertThat(body.get("reset").asBoolean()).as("nothing to reset under the same hash").isFalse();
        assertThat(stored()).containsEntry("sink_queue", "totals");
        assertThat(streams.state(queryId, partitionId)).hasSize(1);
    }

    @Test
    void aChangedHashIsAConflictThatChangesNothing() {
        String queryId = streams.register(name, source, null, "sha256:1");

        JsonNode body = register(obj("name", name, "source_queue", source, "config_hash", "sha256:2"), 409);

        assertThat(fieldNames(body)).containsExactly("success", "query_id", "name", "error");
        assertThat(body.get("success").asBoolean()).isFalse();
        assertThat(body.get("query_id").asText()).isEqualTo(queryId);
        assertThat(body.get("name").asText()).isEqualTo(name);
        assertThat(body.get("error").asText()).startsWith("config_hash mismatch").contains("reset:true");
        assertThat(stored()).containsEntry("config_hash", "sha256:1");
    }

    @Test
    void resetAdoptsTheNewHashAndDeletesTheState() {
        String queryId = streams.register(name, source, null, "sha256:1");
        String partitionId = writeState(queryId);

        JsonNode body = register(obj("name", name, "source_queue", source, "config_hash", "sha256:2", "reset", true),
                200);

        assertThat(body.get("query_id").asText()).isEqualTo(queryId);
        assertThat(body.get("config_hash").asText()).isEqualTo("sha256:2");
        assertThat(body.get("fresh").asBoolean()).isFalse();
        assertThat(body.get("reset").asBoolean()).isTrue();
        assertThat(streams.state(queryId, partitionId)).isEmpty();
        assertThat(stored()).containsEntry("config_hash", "sha256:2");
    }

    private JsonNode register(Map<String, Object> body, int status) {
        Api.Response response = streams.api.post("/streams/v1/queries", body);
        assertThat(response.status()).as(response.text()).isEqualTo(status);
        return response.json();
    }

    private Map<String, Object> stored() {
        return Sql.row("SELECT source_queue, sink_queue, config_hash FROM queen_streams.queries WHERE name = ?", name);
    }

    /** Writes one state row through a cycle; returns the shard's partition id. */
    private String writeState(String queryId) {
        String partitionId = streams.queen.push(source, "p", null, obj()).get("partition_id").asText();
        JsonNode cycle = streams.cycle(obj("query_id", queryId, "partition_id", partitionId,
                "state_ops", List.of(upsert("k", 1))));
        assertThat(cycle.get("success").asBoolean()).as(cycle.toString()).isTrue();
        return partitionId;
    }
}
