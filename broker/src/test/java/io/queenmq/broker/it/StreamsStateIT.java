package io.queenmq.broker.it;

import static io.queenmq.broker.it.MessagesIT.fieldNames;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.StreamsClient.upsert;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code POST /streams/v1/state/get} (docs/http-api.md §5.3), and where state goes when its query or queue does. */
@Timeout(30)
class StreamsStateIT {
    private final StreamsClient streams = new StreamsClient();
    private final String source = TestBroker.uniqueName("streams-state");
    private final String name = TestBroker.uniqueName("q");
    private final String queryId = streams.register(name, source, null, "sha256:1");
    private final String partitionId = partition("p");

    @Test
    void rowsAreSortedByKeyWithTheirValueAndUpdatedAt() {
        write(partitionId, upsert("win:2", obj("sum", 2)), upsert("win:1", obj("sum", 1.5, "windowEnd", 10)),
                upsert("other", List.of(1, 2)));

        JsonNode rows = streams.state(queryId, partitionId);

        assertThat(keys(rows)).containsExactly("other", "win:1", "win:2");
        JsonNode row = rows.get(1);
        assertThat(fieldNames(row)).containsExactly("key", "value", "updated_at");
        assertThat(row.get("value").toString()).isEqualTo("{\"sum\":1.5,\"windowEnd\":10}");
        assertThat(row.get("updated_at").asText()).as("PostgreSQL's JSON rendering, in UTC")
                .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d{1,6})?\\+00:00");
    }

    @Test
    void keysPrefixAndRipenessFilter() {
        write(partitionId, upsert("win:1", obj("windowEnd", 1000)), upsert("win:2", obj("windowEnd", 2000)),
                upsert("win:3", obj("windowEnd", "1000")), upsert("acc", obj("windowEnd", 500)), upsert("n", 7));

        assertThat(keys(streams.state(obj("query_id", queryId, "partition_id", partitionId,
                "keys", List.of("win:2", "acc", "missing"))))).containsExactly("acc", "win:2");
        assertThat(keys(streams.state(obj("query_id", queryId, "partition_id", partitionId,
                "keys", List.of())))).as("[] is every key").hasSize(5);
        assertThat(keys(streams.state(obj("query_id", queryId, "partition_id", partitionId,
                "keys", "win:1")))).as("not an array: every key").hasSize(5);
        assertThat(keys(streams.state(obj("query_id", queryId, "partition_id", partitionId,
                "key_prefix", "win:")))).containsExactly("win:1", "win:2", "win:3");
        assertThat(keys(streams.state(obj("query_id", queryId, "partition_id", partitionId,
                "key_prefix", "")))).hasSize(5);
        assertThat(keys(streams.state(obj("query_id", queryId, "partition_id", partitionId,
                "ripe_at_or_before", 1000)))).as("windowEnd a number at most 1000")
                .containsExactly("acc", "win:1");
        // A ripe read claims the shard for its flush (StreamWindowRaceIT); end the claim as the flush's cycle does.
        Sql.update("DELETE FROM queen_streams.flush_claims WHERE query_id = ?::uuid", queryId);
        assertThat(keys(streams.state(obj("query_id", queryId, "partition_id", partitionId,
                "key_prefix", "win:", "ripe_at_or_before", 5000)))).containsExactly("win:1", "win:2");
    }

    @Test
    void stateIsScopedToItsPartition() {
        String other = partition("other");
        write(partitionId, upsert("k", 1));
        write(other, upsert("k", 2));

        assertThat(streams.state(queryId, partitionId).get(0).get("value").asInt()).isEqualTo(1);
        assertThat(streams.state(queryId, other).get(0).get("value").asInt()).isEqualTo(2);
    }

    @Test
    void anUnknownQueryIsA400WithNoRows() {
        Api.Response response = streams.api.post("/streams/v1/state/get",
                obj("query_id", UUID.randomUUID().toString(), "partition_id", partitionId));

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.json().get("success").asBoolean()).isFalse();
        assertThat(response.json().get("error").asText()).startsWith("Unknown query");
        assertThat(response.json().get("rows")).isEmpty();
    }

    @Test
    void deletingTheSourceQueueDeletesItsState() {
        write(partitionId, upsert("k", 1));

        assertThat(streams.api.delete("/api/v1/resources/queues/" + source).status()).isEqualTo(200);

        assertThat(Sql.count("SELECT count(*) FROM queen_streams.state WHERE query_id = ?::uuid", queryId)).isZero();
    }

    @Test
    void deletingTheQueryDeletesItsState() {
        write(partitionId, upsert("k", 1));

        Sql.update("DELETE FROM queen_streams.queries WHERE name = ?", name);

        assertThat(Sql.count("SELECT count(*) FROM queen_streams.state WHERE query_id = ?::uuid", queryId)).isZero();
    }

    /** The id of {@code partition} of the source queue, created by a push. */
    private String partition(String partition) {
        return streams.queen.push(source, partition, null, obj()).get("partition_id").asText();
    }

    @SafeVarargs
    private void write(String partition, Map<String, Object>... ops) {
        JsonNode body = streams.cycle(obj("query_id", queryId, "partition_id", partition, "state_ops", List.of(ops)));
        assertThat(body.get("success").asBoolean()).as(body.toString()).isTrue();
    }

    private static List<String> keys(JsonNode rows) {
        List<String> keys = new ArrayList<>();
        rows.forEach(row -> keys.add(row.get("key").asText()));
        return keys;
    }
}
