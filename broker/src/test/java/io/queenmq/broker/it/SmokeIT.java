package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(60)
class SmokeIT {
    private final Api api = Api.shared();

    @Test
    void pushThenPopThenAck() {
        String queue = TestBroker.uniqueName("smoke");
        Api.Response pushed = api.post("/api/v1/push",
                Map.of("items", List.of(Map.of("queue", queue, "payload", Map.of("n", 1)))));
        assertThat(pushed.status()).isEqualTo(201);
        Api.Response popped = api.get("/api/v1/pop/queue/" + queue + "?batch=1");
        assertThat(popped.status()).isEqualTo(200);
        var message = popped.json().get("messages").get(0);
        assertThat(message.get("data").get("n").asInt()).isEqualTo(1);
        Api.Response acked = api.post("/api/v1/ack", Map.of(
                "transactionId", message.get("transactionId").asText(),
                "partitionId", message.get("partitionId").asText(),
                "leaseId", message.get("leaseId").asText()));
        assertThat(acked.status()).isEqualTo(200);
        assertThat(acked.json().get(0).get("success").asBoolean()).isTrue();
        assertThat(api.get("/api/v1/pop/queue/" + queue).status()).isEqualTo(204);
    }
}
