package io.queenmq.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.queenmq.client.push.PushStatus;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A broker with JWT on: the bearer token is what lets the client in, and its role what it may do. */
@Timeout(60)
class AuthIT {
    private static JwtBroker broker;
    private static String url;

    @BeforeAll
    static void start() {
        broker = JwtBroker.start();
        url = broker.url();
    }

    @AfterAll
    static void stop() {
        broker.close();
    }

    @Test
    void withoutATokenTheBrokerAnswers401() {
        try (Queen queen = Queen.connect(url)) {
            assertThatThrownBy(() -> queen.admin().queues()).isInstanceOfSatisfying(QueenHttpException.class, e -> {
                assertThat(e.status()).isEqualTo(401);
                assertThat(e.error()).isEqualTo("Authentication required");
            });
        }
    }

    @Test
    void aReadWriteTokenPushesAndPopsAndAReadOnlyOneIsRefused() {
        String queue = TestBroker.uniqueName("auth");
        try (Queen writer = Queen.builder().url(url).bearerToken(JwtBroker.token("read-write")).connect();
             Queen reader = Queen.builder().url(url).bearerToken(JwtBroker.token("read-only")).connect()) {
            assertThat(writer.queue(queue).push(List.of(1)).get(0).status()).isEqualTo(PushStatus.QUEUED);
            assertThat(writer.queue(queue).wait(false).pop()).hasSize(1);

            assertThat(reader.admin().queue(queue).name()).isEqualTo(queue);
            assertThatThrownBy(() -> reader.queue(queue).push(List.of(2)))
                    .isInstanceOfSatisfying(QueenHttpException.class, e -> assertThat(e.status()).isEqualTo(403));
        }
    }
}
