package io.queenmq.broker.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.it.Api;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Puts data into the dashboard's broker through the HTTP API, as a client would. */
final class TestData {
    private final Api api = Dashboard.api();

    /** Pushes one message with {@code payload} and returns its push result (transaction_id, partition_id, ...). */
    JsonNode push(String queue, String partition, String transactionId, Object payload) {
        Map<String, Object> item = new LinkedHashMap<>();
        item.put("queue", queue);
        item.put("partition", partition);
        item.put("transactionId", transactionId);
        item.put("payload", payload);
        Api.Response response = api.post("/api/v1/push", Map.of("items", List.of(item)));
        assertThat(response.status()).as("push: %s", response.text()).isEqualTo(201);
        return response.json().get(0);
    }

    /** Pops up to {@code batch} messages of {@code queue} for {@code group} without waiting. */
    List<JsonNode> pop(String queue, String group, int batch) {
        Api.Response response = api.get("/api/v1/pop/queue/" + queue + "?wait=false&batch=" + batch
                + "&consumerGroup=" + group);
        List<JsonNode> messages = new ArrayList<>();
        if (response.status() == 200) {
            response.json().get("messages").forEach(messages::add);
        }
        return messages;
    }

    void ack(JsonNode message, String group, String status, String error) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("transactionId", message.get("transactionId").asText());
        body.put("partitionId", message.get("partitionId").asText());
        body.put("leaseId", message.get("leaseId").asText());
        body.put("consumerGroup", group);
        body.put("status", status);
        body.put("error", error);
        Api.Response response = api.post("/api/v1/ack", body);
        assertThat(response.status()).as("ack: %s", response.text()).isEqualTo(200);
    }

    void trace(JsonNode message, String traceName, String eventType, Object data) {
        Api.Response response = api.post("/api/v1/traces", Map.of(
                "transactionId", message.get("transactionId").asText(),
                "partitionId", message.get("partitionId").asText(),
                "traceNames", List.of(traceName), "eventType", eventType, "data", data));
        assertThat(response.status()).as("trace: %s", response.text()).isEqualTo(201);
    }

    /** The lag of {@code group} in messages, summed over the partitions of {@code queue} it has a cursor on. */
    long offsetLag(String group, String queue) {
        JsonNode partitions = api.get("/api/v1/consumer-groups/" + group).json().path(queue).path("partitions");
        long lag = 0;
        for (JsonNode p : partitions) {
            lag += p.path("offsetLag").asLong();
        }
        return lag;
    }

    /** Whether {@code GET /consumer-groups} lists {@code group} on {@code queue}. */
    boolean groupListed(String group, String queue) {
        for (JsonNode g : api.get("/api/v1/consumer-groups").json()) {
            if (g.path("name").asText().equals(group) && g.path("queueName").asText().equals(queue)) {
                return true;
            }
        }
        return false;
    }

    Api api() {
        return api;
    }
}
