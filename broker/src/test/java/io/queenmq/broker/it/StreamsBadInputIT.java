package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Rejected streams requests (docs/http-api.md §5), as a matrix of what is wrong × which route: each is a 400 whose
 * {@code error} is exactly the text given (the spec's own where it has one), and nothing runs.
 */
@Timeout(30)
class StreamsBadInputIT {
    private static final String QUERIES = "/streams/v1/queries";
    private static final String CYCLE = "/streams/v1/cycle";
    private static final String STATE = "/streams/v1/state/get";
    private static final String ID = "0196b7a2-4c1d-7e3f-9a10-55aa66bb77cc";
    private static final String NOT_AN_OBJECT = "request body must be a JSON object";

    private static Arguments bad(String description, String path, String body, String error) {
        return Arguments.of(Named.of(description, new String[] {path, body, error}));
    }

    static Stream<Arguments> cases() {
        String shard = "\"query_id\":\"" + ID + "\",\"partition_id\":\"" + ID + "\"";
        return Stream.of(
                // Every route: the body must be an object.
                bad("queries: array body", QUERIES, "[]", NOT_AN_OBJECT),
                bad("queries: string body", QUERIES, "\"x\"", NOT_AN_OBJECT),
                bad("queries: empty body", QUERIES, "", NOT_AN_OBJECT),
                bad("cycle: number body", CYCLE, "5", NOT_AN_OBJECT),
                bad("cycle: null body", CYCLE, "null", NOT_AN_OBJECT),
                bad("state/get: array body", STATE, "[{}]", NOT_AN_OBJECT),
                // queries
                bad("queries: name missing", QUERIES, "{\"source_queue\":\"s\",\"config_hash\":\"h\"}",
                        "name is required"),
                bad("queries: name empty", QUERIES, "{\"name\":\"\",\"source_queue\":\"s\",\"config_hash\":\"h\"}",
                        "name is required"),
                bad("queries: source_queue missing", QUERIES, "{\"name\":\"n\",\"config_hash\":\"h\"}",
                        "source_queue is required"),
                bad("queries: source_queue not a string", QUERIES,
                        "{\"name\":\"n\",\"source_queue\":7,\"config_hash\":\"h\"}", "source_queue is required"),
                bad("queries: config_hash missing", QUERIES, "{\"name\":\"n\",\"source_queue\":\"s\"}",
                        "config_hash is required"),
                bad("queries: config_hash empty", QUERIES,
                        "{\"name\":\"n\",\"source_queue\":\"s\",\"config_hash\":\"\"}", "config_hash is required"),
                bad("queries: reset not a boolean", QUERIES,
                        "{\"name\":\"n\",\"source_queue\":\"s\",\"config_hash\":\"h\",\"reset\":\"yes\"}",
                        "reset must be a boolean"),
                bad("queries: name too long", QUERIES, "{\"name\":\"" + "n".repeat(256)
                        + "\",\"source_queue\":\"s\",\"config_hash\":\"h\"}",
                        "name too long: 256 characters (max 255)"),
                // cycle
                bad("cycle: query_id missing", CYCLE, "{\"partition_id\":\"" + ID + "\"}", "query_id is required"),
                bad("cycle: query_id not a string", CYCLE, "{\"query_id\":1,\"partition_id\":\"" + ID + "\"}",
                        "query_id is required"),
                bad("cycle: partition_id missing", CYCLE, "{\"query_id\":\"" + ID + "\"}", "partition_id is required"),
                bad("cycle: query_id not a UUID", CYCLE, "{\"query_id\":\"q-1\",\"partition_id\":\"" + ID + "\"}",
                        "query_id must be a UUID: q-1"),
                bad("cycle: state_ops not an array", CYCLE, "{" + shard + ",\"state_ops\":{}}",
                        "state_ops must be an array"),
                bad("cycle: state op without key", CYCLE, "{" + shard + ",\"state_ops\":[{\"type\":\"upsert\"}]}",
                        "Each state op must have a string type and key"),
                bad("cycle: state op key too long", CYCLE,
                        "{" + shard + ",\"state_ops\":[{\"type\":\"delete\",\"key\":\""
                        + "k".repeat(1025) + "\"}]}", "state op key too long: 1025 characters (max 1024)"),
                bad("cycle: push_items not an array", CYCLE, "{" + shard + ",\"push_items\":5}",
                        "push_items must be an array"),
                bad("cycle: push item without queue", CYCLE, "{" + shard + ",\"push_items\":[{\"payload\":1}]}",
                        "Queue must be a string"),
                bad("cycle: ack not an object", CYCLE, "{" + shard + ",\"ack\":\"t\"}",
                        "ack must be an object or null"),
                bad("cycle: ack without transactionId", CYCLE, "{" + shard + ",\"ack\":{}}",
                        "ack.transactionId is required"),
                bad("cycle: ack count negative", CYCLE,
                        "{" + shard + ",\"ack\":{\"transactionId\":\"t\",\"count\":-1}}",
                        "ack.count must be a non-negative integer"),
                bad("cycle: ack leaseId not a UUID", CYCLE,
                        "{" + shard + ",\"ack\":{\"transactionId\":\"t\",\"leaseId\":\"l\"}}",
                        "ack.leaseId must be a UUID: l"),
                bad("cycle: release_lease not a boolean", CYCLE, "{" + shard + ",\"release_lease\":1}",
                        "release_lease must be a boolean"),
                // state/get
                bad("state/get: query_id missing", STATE, "{\"partition_id\":\"" + ID + "\"}", "query_id is required"),
                bad("state/get: partition_id missing", STATE, "{\"query_id\":\"" + ID + "\"}",
                        "partition_id is required"),
                bad("state/get: partition_id not a UUID", STATE, "{\"query_id\":\"" + ID + "\",\"partition_id\":\"p\"}",
                        "partition_id must be a UUID: p"),
                bad("state/get: a key not a string", STATE, "{" + shard + ",\"keys\":[1]}",
                        "keys must be an array of strings"),
                bad("state/get: a key with NUL", STATE, "{" + shard + ",\"keys\":[\"a\\u0000\"]}",
                        "keys must not contain the NUL character (U+0000)"),
                bad("state/get: key_prefix with NUL", STATE, "{" + shard + ",\"key_prefix\":\"\\u0000\"}",
                        "key_prefix must not contain the NUL character (U+0000)"),
                bad("state/get: ripe_at_or_before not a number", STATE, "{" + shard + ",\"ripe_at_or_before\":\"x\"}",
                        "ripe_at_or_before must be a number (epoch ms)"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void isA400NamingTheProblem(String[] c) {
        HttpResponse<String> response = Api.shared().raw("POST", c[0], c[1]);

        assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
        JsonNode body = Api.parse(response.body());
        assertThat(body.toString()).isEqualTo("{\"error\":" + Api.parse("\"" + c[2] + "\"") + "}");
    }
}
