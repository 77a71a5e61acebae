package io.queenmq.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.queenmq.client.push.BufferOptions;
import io.queenmq.client.push.PushResult;
import io.queenmq.client.push.PushStatus;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A buffered item survives a failed send: it is sent again, with the same transactionId. */
@Timeout(30)
class PushBufferTest {

    @Test
    void aFailedSendIsRetriedLaterWithTheSameTransactionIds() throws Exception {
        try (ScriptedServer broker = new ScriptedServer(503);
             Queen queen = Queen.builder().url(broker.url()).retries(0).connect()) {
            broker.okBody = "[{\"status\":\"queued\",\"transaction_id\":\"t\"}]";

            List<PushResult> results = queen.queue("orders").buffer(new BufferOptions(1, Duration.ofMillis(200)))
                    .pushAsync(List.of("one")).get(10, TimeUnit.SECONDS);

            assertThat(results).extracting(PushResult::status).containsExactly(PushStatus.QUEUED);
            assertThat(broker.hits).hasValue(2);
            assertThat(broker.bodies.stream().distinct()).hasSize(1);
        }
    }

    @Test
    void closeReportsItemsItCouldNotSend() {
        try (ScriptedServer broker = new ScriptedServer(503, 503, 503)) {
            Queen queen = Queen.builder().url(broker.url()).retries(0).connect();
            queen.queue("orders").buffer(new BufferOptions(100, Duration.ofMinutes(1))).push(List.of("one"));

            assertThatThrownBy(queen::close).isInstanceOf(QueenException.class)
                    .hasMessageContaining("1 buffered item(s) not sent yet");
        }
    }
}
