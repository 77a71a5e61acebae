package io.queenmq.client;

import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.broker.Broker;
import io.queenmq.client.push.PushStatus;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Two real brokers on one database: the client spreads its requests and carries on when one stops. */
@Timeout(60)
class FailoverIT {

    @Test
    void whenOneBrokerStopsTheOtherServesEveryRequest() {
        String queue = TestBroker.uniqueName("failover");
        Broker second = TestBroker.startAnother(Map.of());
        try (Queen queen = Queen.builder().url(TestBroker.url()).url("http://127.0.0.1:" + second.port())
                .retryBackoff(Duration.ofMillis(10)).connect()) {
            for (int i = 0; i < 4; i++) {
                assertThat(queen.queue(queue).push(List.of(i)).get(0).status()).isEqualTo(PushStatus.QUEUED);
            }
            second.close();
            for (int i = 4; i < 8; i++) {
                assertThat(queen.queue(queue).push(List.of(i)).get(0).status()).isEqualTo(PushStatus.QUEUED);
            }
            assertThat(queen.queue(queue).batch(10).wait(false).pop()).extracting(m -> m.data().asInt())
                    .containsExactly(0, 1, 2, 3, 4, 5, 6, 7);
        } finally {
            second.close();
        }
    }
}
