package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The core API as the integration tests call it: request bodies built from maps (nulls allowed), and the status of
 * the happy path asserted once here, so that the tests read as what they check.
 */
final class QueenClient {
    static final String QUEUE_MODE = "__QUEUE_MODE__";

    final Api api;

    QueenClient() {
        this(Api.shared());
    }

    QueenClient(Api api) {
        this.api = api;
    }

    /** A JSON object from alternating keys and values; unlike {@link Map#of} it keeps order and allows nulls. */
    static Map<String, Object> obj(Object... keysAndValues) {
        if (keysAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("keys and values must alternate: " + Arrays.toString(keysAndValues));
        }
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    /** A push item; {@code partition} and {@code transactionId} are left out when null. */
    static Map<String, Object> item(String queue, String partition, String transactionId, Object payload) {
        Map<String, Object> item = obj("queue", queue);
        if (partition != null) {
            item.put("partition", partition);
        }
        if (transactionId != null) {
            item.put("transactionId", transactionId);
        }
        item.put("payload", payload);
        return item;
    }

    // ---- configure

    /** Configures {@code queue} with {@code options} and returns the 200 body. */
    JsonNode configure(String queue, Map<String, Object> options) {
        Api.Response response = api.post("/api/v1/configure", obj("queue", queue, "options", options));
        assertThat(response.status()).as("configure %s: %s", queue, response.text()).isEqualTo(200);
        return response.json();
    }

    // ---- push

    /** Pushes {@code items} in one request and returns the 201 result array. */
    JsonNode push(List<Map<String, Object>> items) {
        Api.Response response = api.post("/api/v1/push", obj("items", items));
        assertThat(response.status()).as("push: %s", response.text()).isEqualTo(201);
        return response.json();
    }

    /** Pushes one message and returns its result entry. */
    JsonNode push(String queue, String partition, String transactionId, Object payload) {
        return push(List.of(item(queue, partition, transactionId, payload))).get(0);
    }

    /** Pushes {@code count} messages to one partition in one request, transaction ids {@code prefix-0...}. */
    JsonNode pushMany(String queue, String partition, String prefix, int count) {
        List<Map<String, Object>> items = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            items.add(item(queue, partition, prefix + "-" + i, obj("n", i)));
        }
        return push(items);
    }

    // ---- pop

    /** Wildcard pop; {@code params} alternate names and values, e.g. {@code "batch", 10, "wait", true}. */
    Api.Response pop(String queue, Object... params) {
        return api.get("/api/v1/pop/queue/" + queue + query(params));
    }

    Api.Response popPartition(String queue, String partition, Object... params) {
        return api.get("/api/v1/pop/queue/" + queue + "/partition/" + partition + query(params));
    }

    /** The messages of a pop answer: none for 204, else the {@code messages} array of the 200 body. */
    static List<JsonNode> messages(Api.Response response) {
        if (response.status() == 204) {
            assertThat(response.text()).as("204 carries no body").isEmpty();
            return List.of();
        }
        assertThat(response.status()).as("pop: %s", response.text()).isEqualTo(200);
        List<JsonNode> out = new ArrayList<>();
        response.json().get("messages").forEach(out::add);
        return out;
    }

    /** Transaction ids of {@code messages}, in order. */
    static List<String> transactionIds(List<JsonNode> messages) {
        return messages.stream().map(m -> m.get("transactionId").asText()).collect(Collectors.toList());
    }

    static String query(Object... params) {
        if (params.length == 0) {
            return "";
        }
        StringBuilder out = new StringBuilder("?");
        for (int i = 0; i < params.length; i += 2) {
            if (i > 0) {
                out.append('&');
            }
            out.append(params[i]).append('=')
                    .append(URLEncoder.encode(String.valueOf(params[i + 1]), StandardCharsets.UTF_8));
        }
        return out.toString();
    }

    // ---- ack

    /** Acks one popped message with its own lease and group; returns the single result entry. */
    JsonNode ack(JsonNode message, String status) {
        return ack(message, status, null);
    }

    JsonNode ack(JsonNode message, String status, String error) {
        Api.Response response = api.post("/api/v1/ack", obj(
                "transactionId", message.get("transactionId").asText(),
                "partitionId", message.get("partitionId").asText(),
                "leaseId", message.get("leaseId").asText(),
                "consumerGroup", message.get("consumerGroup").asText(),
                "status", status,
                "error", error));
        assertThat(response.status()).as("ack: %s", response.text()).isEqualTo(200);
        assertThat(response.json().isArray()).as("ack answers an array: %s", response.text()).isTrue();
        assertThat(response.json()).hasSize(1);
        return response.json().get(0);
    }

    /** Acks {@code messages} (popped by one group) in one batch with one status; returns the result array. */
    JsonNode ackBatch(List<JsonNode> messages, String status) {
        List<Map<String, Object>> acks = new ArrayList<>();
        for (JsonNode m : messages) {
            acks.add(obj("transactionId", m.get("transactionId").asText(),
                    "partitionId", m.get("partitionId").asText(),
                    "leaseId", m.get("leaseId").asText(),
                    "status", status));
        }
        String group = messages.isEmpty() ? null : messages.get(0).get("consumerGroup").asText();
        return ackBatch(group, acks);
    }

    JsonNode ackBatch(String consumerGroup, List<Map<String, Object>> acknowledgments) {
        Api.Response response = api.post("/api/v1/ack/batch",
                obj("consumerGroup", consumerGroup, "acknowledgments", acknowledgments));
        assertThat(response.status()).as("ack/batch: %s", response.text()).isEqualTo(200);
        assertThat(response.json().isArray()).as("ack/batch answers an array: %s", response.text()).isTrue();
        return response.json();
    }

    // ---- lease

    JsonNode extend(String leaseId, Object body) {
        Api.Response response = api.post("/api/v1/lease/" + leaseId + "/extend", body);
        assertThat(response.status()).as("extend: %s", response.text()).isEqualTo(200);
        assertThat(response.json()).hasSize(1);
        return response.json().get(0);
    }
}
