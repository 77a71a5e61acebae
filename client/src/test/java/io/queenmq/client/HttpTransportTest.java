package io.queenmq.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Round robin, failover, retries with backoff, bearer token, timeouts and the threads calls run on,
 * against scripted local servers.
 */
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

    @Test
    void interruptingABlockingCallAbortsItsExchangeAtOnce() throws Exception {
        try (SilentServer silent = new SilentServer();
             Queen queen = Queen.builder().url(silent.url()).retries(0).connect()) {
            AtomicReference<Throwable> thrown = new AtomicReference<>();
            AtomicReference<Boolean> stillInterrupted = new AtomicReference<>();
            Thread caller = new Thread(() -> {
                try {
                    queen.admin().health();
                } catch (Throwable e) {
                    thrown.set(e);
                    stillInterrupted.set(Thread.currentThread().isInterrupted());
                }
            });
            caller.start();
            silent.requestReceived.get(5, TimeUnit.SECONDS);

            caller.interrupt();
            caller.join(2_000);

            assertThat(thrown.get()).isInstanceOf(QueenException.class).hasMessageContaining("interrupted");
            assertThat(stillInterrupted.get()).isTrue();
            silent.clientClosed.get(2, TimeUnit.SECONDS);
        }
    }

    @ParameterizedTest(name = "nonBlocking={0}")
    @ValueSource(booleans = {true, false})
    void asyncCallsRetryFailOverAndFailAsBlockingOnesThrow(boolean nonBlocking) throws Exception {
        try (ScriptedServer flaky = new ScriptedServer(503, 503); ScriptedServer up = new ScriptedServer();
             Queen queen = builder(nonBlocking).url(deadUrl()).url(flaky.url()).url(up.url()).retries(5)
                     .retryBackoff(Duration.ofMillis(10)).connect()) {
            up.okBody = flaky.okBody = "{}";
            for (int i = 0; i < 3; i++) {
                assertThat(queen.queue("orders").wait(false).popAsync().get(5, TimeUnit.SECONDS)).isEmpty();
            }
            assertThat(flaky.hits.get() + up.hits.get()).isEqualTo(5); // 3 answers, 2 of them after a 503
            assertThat(flaky.script).isEmpty();
        }
        try (ScriptedServer broken = new ScriptedServer(500, 500, 500);
             Queen queen = builder(nonBlocking).url(broken.url()).retries(1).retryBackoff(Duration.ofMillis(10)).connect()) {
            assertThat(queen.queue("orders").pushAsync(List.of("x"))).failsWithin(5, TimeUnit.SECONDS)
                    .withThrowableOfType(ExecutionException.class).havingCause()
                    .isInstanceOfSatisfying(QueenHttpException.class, e -> {
                        assertThat(e.status()).isEqualTo(500);
                        assertThat(e.error()).isEqualTo("boom");
                    });
            assertThat(broken.hits).hasValue(2);
        }
        try (ScriptedServer refusing = new ScriptedServer(400);
             Queen queen = builder(nonBlocking).url(refusing.url()).retryBackoff(Duration.ZERO).connect()) {
            assertThat(queen.transaction().queue("q").push(List.of("x")).commitAsync())
                    .failsWithin(5, TimeUnit.SECONDS).withThrowableOfType(ExecutionException.class)
                    .havingCause().isInstanceOf(QueenHttpException.class);
            assertThat(refusing.hits).hasValue(1);
        }
        try (ScriptedServer slow = new ScriptedServer();
             Queen queen = builder(nonBlocking).url(slow.url()).requestTimeout(Duration.ofMillis(200)).retries(0).connect()) {
            slow.delayMs = 2_000;
            assertThat(queen.queue("orders").pushAsync(List.of("x"))).failsWithin(5, TimeUnit.SECONDS)
                    .withThrowableOfType(ExecutionException.class).havingCause()
                    .isInstanceOf(QueenException.class).withMessageContaining("timed out");
        }
    }

    @ParameterizedTest(name = "nonBlocking={0}")
    @ValueSource(booleans = {true, false})
    void cancellingAnAsyncCallAbortsItsExchangeAtOnce(boolean nonBlocking) throws Exception {
        try (SilentServer silent = new SilentServer();
             Queen queen = builder(nonBlocking).url(silent.url()).retries(0).connect()) {
            CompletableFuture<?> pop = queen.queue("orders").popAsync();
            silent.requestReceived.get(5, TimeUnit.SECONDS);

            pop.cancel(true);

            silent.clientClosed.get(2, TimeUnit.SECONDS);
        }
    }

    @ParameterizedTest(name = "nonBlocking={0}")
    @ValueSource(booleans = {true, false})
    void asyncCallsCompleteOffTheCallersAndTheHttpClientsThreads(boolean nonBlocking) throws Exception {
        try (ScriptedServer server = new ScriptedServer(); Queen queen = builder(nonBlocking).url(server.url()).connect()) {
            server.okBody = "{}";
            server.delayMs = 200; // the future is still pending when the next stage is added
            CompletableFuture<String> completedOn = queen.queue("orders").wait(false).popAsync()
                    .thenApply(messages -> Thread.currentThread().getName());
            String thread = completedOn.get(5, TimeUnit.SECONDS);
            assertThat(thread).isNotEqualTo(Thread.currentThread().getName()).doesNotContain("SelectorManager");
            if (!nonBlocking) {
                assertThat(thread).startsWith("queen-client-call-");
            }
        }
    }

    private static QueenBuilder builder(boolean nonBlocking) {
        return Queen.builder().nonBlockingAsync(nonBlocking);
    }

    /** A URL nothing listens on. */
    private static String deadUrl() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return "http://127.0.0.1:" + socket.getLocalPort();
        }
    }

    /** Reads one request and never answers; tells when the request arrived and when the client closed the connection. */
    private static final class SilentServer implements AutoCloseable {
        final CompletableFuture<Void> requestReceived = new CompletableFuture<>();
        final CompletableFuture<Void> clientClosed = new CompletableFuture<>();
        private final ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());

        SilentServer() throws IOException {
            Thread reader = new Thread(() -> {
                try (Socket socket = server.accept()) {
                    InputStream in = socket.getInputStream();
                    for (int c = in.read(); c >= 0; c = in.read()) {
                        requestReceived.complete(null);
                    }
                } catch (IOException reset) {
                    // a reset is a close too
                }
                clientClosed.complete(null);
            }, "silent-server");
            reader.setDaemon(true);
            reader.start();
        }

        String url() {
            return "http://127.0.0.1:" + server.getLocalPort();
        }

        @Override
        public void close() throws IOException {
            server.close();
        }
    }
}
