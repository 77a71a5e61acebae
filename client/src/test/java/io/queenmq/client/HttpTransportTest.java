package io.queenmq.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Round robin, failover, retries with backoff, bearer token and timeouts, against small local
 * HTTP servers that answer as told (the JDK's own server: no broker needed).
 */
@Timeout(30)
class HttpTransportTest {
    private final List<HttpServer> servers = new ArrayList<>();

    @AfterEach
    void stopServers() {
        servers.forEach(s -> s.stop(0));
    }

    @Test
    void requestsGoRoundRobinOverTheUrls() {
        Recorder a = new Recorder();
        Recorder b = new Recorder();
        try (Queen queen = Queen.connect(serve(a), serve(b))) {
            for (int i = 0; i < 4; i++) {
                queen.admin().health();
            }
        }
        assertThat(a.hits).hasValue(2);
        assertThat(b.hits).hasValue(2);
    }

    @Test
    void aBrokerThatIsDownIsSkipped() throws IOException {
        Recorder up = new Recorder();
        try (Queen queen = Queen.builder().url(deadUrl()).url(serve(up)).retryBackoff(Duration.ZERO).connect()) {
            for (int i = 0; i < 4; i++) {
                assertThat(queen.admin().health().status()).isEqualTo("healthy");
            }
        }
        assertThat(up.hits).hasValue(4);
    }

    @Test
    void fiveHundredsAreRetriedWithBackoffThenReportedWithTheBrokersError() {
        Recorder flaky = new Recorder(503, 503);
        try (Queen queen = Queen.builder().url(serve(flaky)).retries(2).retryBackoff(Duration.ofMillis(10)).connect()) {
            assertThat(queen.admin().health().status()).isEqualTo("healthy");
        }
        assertThat(flaky.hits).hasValue(3);

        Recorder broken = new Recorder(500, 500, 500);
        try (Queen queen = Queen.builder().url(serve(broken)).retries(1).retryBackoff(Duration.ofMillis(10)).connect()) {
            assertThatThrownBy(() -> queen.admin().health()).isInstanceOfSatisfying(QueenHttpException.class, e -> {
                assertThat(e.status()).isEqualTo(500);
                assertThat(e.error()).isEqualTo("boom");
            });
        }
        assertThat(broken.hits).hasValue(2);
    }

    @Test
    void fourHundredsAreNotRetried() {
        Recorder refusing = new Recorder(400);
        try (Queen queen = Queen.builder().url(serve(refusing)).retryBackoff(Duration.ZERO).connect()) {
            assertThatThrownBy(() -> queen.admin().health()).isInstanceOf(QueenHttpException.class);
        }
        assertThat(refusing.hits).hasValue(1);
    }

    @Test
    void theBearerTokenIsSentOnEveryRequest() {
        Recorder recorder = new Recorder();
        try (Queen queen = Queen.builder().url(serve(recorder)).bearerToken("t0ken").connect()) {
            queen.admin().health();
        }
        assertThat(recorder.authorization).containsExactly("Bearer t0ken");
    }

    @Test
    void aSlowAnswerTimesOut() {
        Recorder slow = new Recorder();
        slow.delayMs = 2_000;
        try (Queen queen = Queen.builder().url(serve(slow)).requestTimeout(Duration.ofMillis(200)).retries(0).connect()) {
            assertThatThrownBy(() -> queen.admin().health()).isInstanceOf(QueenException.class)
                    .hasMessageContaining("timed out");
        }
    }

    /** Answers each request with the next status of its script, then 200 with a healthy body. */
    private static final class Recorder {
        final AtomicInteger hits = new AtomicInteger();
        final Queue<Integer> script = new ConcurrentLinkedQueue<>();
        final Queue<String> authorization = new ConcurrentLinkedQueue<>();
        volatile long delayMs;

        Recorder(Integer... statuses) {
            script.addAll(List.of(statuses));
        }
    }

    private String serve(Recorder recorder) {
        try {
            HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            server.createContext("/", exchange -> {
                recorder.hits.incrementAndGet();
                String auth = exchange.getRequestHeaders().getFirst("Authorization");
                if (auth != null) {
                    recorder.authorization.add(auth);
                }
                try {
                    Thread.sleep(recorder.delayMs);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                Integer status = recorder.script.poll();
                byte[] body = (status == null ? "{\"status\":\"healthy\"}" : "{\"error\":\"boom\"}")
                        .getBytes(StandardCharsets.UTF_8);
                exchange.sendResponseHeaders(status == null ? 200 : status, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            });
            server.start();
            servers.add(server);
            return "http://127.0.0.1:" + server.getAddress().getPort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A URL nothing listens on. */
    private static String deadUrl() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return "http://127.0.0.1:" + socket.getLocalPort();
        }
    }
}
