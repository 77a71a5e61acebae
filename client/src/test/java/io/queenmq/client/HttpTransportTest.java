package io.queenmq.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Round robin, failover, retries with backoff, bearer token and timeouts, against scripted local servers. */
@Timeout(30)
class HttpTransportTest {

    @Test
    void requestsGoRoundRobinOverTheUrls() {
        try (ScriptedServer a = new ScriptedServer(); ScriptedServer b = new ScriptedServer();
             Queen queen = Queen.connect(a.url(), b.url())) {
            for (int i = 0; i < 4; i++) {
                queen.admin().health();
            }
            assertThat(a.hits).hasValue(2);
            assertThat(b.hits).hasValue(2);
        }
    }

    @Test
    void aBrokerThatIsDownIsSkipped() throws IOException {
        try (ScriptedServer up = new ScriptedServer();
             Queen queen = Queen.builder().url(deadUrl()).url(up.url()).retryBackoff(Duration.ZERO).connect()) {
            for (int i = 0; i < 4; i++) {
                assertThat(queen.admin().health().status()).isEqualTo("healthy");
            }
            assertThat(up.hits).hasValue(4);
        }
    }

    @Test
    void fiveHundredsAreRetriedWithBackoffThenReportedWithTheBrokersError() {
        try (ScriptedServer flaky = new ScriptedServer(503, 503);
             Queen queen = Queen.builder().url(flaky.url()).retries(2).retryBackoff(Duration.ofMillis(10)).connect()) {
            assertThat(queen.admin().health().status()).isEqualTo("healthy");
            assertThat(flaky.hits).hasValue(3);
        }
        try (ScriptedServer broken = new ScriptedServer(500, 500, 500);
             Queen queen = Queen.builder().url(broken.url()).retries(1).retryBackoff(Duration.ofMillis(10)).connect()) {
            assertThatThrownBy(() -> queen.admin().health()).isInstanceOfSatisfying(QueenHttpException.class, e -> {
                assertThat(e.status()).isEqualTo(500);
                assertThat(e.error()).isEqualTo("boom");
            });
            assertThat(broken.hits).hasValue(2);
        }
    }

    @Test
    void fourHundredsAreNotRetried() {
        try (ScriptedServer refusing = new ScriptedServer(400);
             Queen queen = Queen.builder().url(refusing.url()).retryBackoff(Duration.ZERO).connect()) {
            assertThatThrownBy(() -> queen.admin().health()).isInstanceOf(QueenHttpException.class);
            assertThat(refusing.hits).hasValue(1);
        }
    }

    @Test
    void theBearerTokenIsSentOnEveryRequest() {
        try (ScriptedServer server = new ScriptedServer();
             Queen queen = Queen.builder().url(server.url()).bearerToken("t0ken").connect()) {
            queen.admin().health();
            assertThat(server.authorization).containsExactly("Bearer t0ken");
        }
    }

    @Test
    void aSlowAnswerTimesOut() {
        try (ScriptedServer slow = new ScriptedServer();
             Queen queen = Queen.builder().url(slow.url()).requestTimeout(Duration.ofMillis(200)).retries(0).connect()) {
            slow.delayMs = 2_000;
            assertThatThrownBy(() -> queen.admin().health()).isInstanceOf(QueenException.class)
                    .hasMessageContaining("timed out");
        }
    }

    /** A URL nothing listens on. */
    private static String deadUrl() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return "http://127.0.0.1:" + socket.getLocalPort();
        }
    }
}
