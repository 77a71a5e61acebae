package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Connection hardening as a hostile client tries it, over real sockets (issue 9, part 3). */
@Timeout(60)
class HttpHardeningIT {

    @Test
    void anUnsupportedHttpVersionIs505AndClosesTheConnection() throws IOException {
        for (String version : new String[] {"HTTP/9.9", "HTTP/2.0", "HTTP/0.9"}) {
            try (Raw raw = new Raw(TestBroker.url())) {
                raw.send("GET /health " + version + "\r\nHost: test\r\n\r\n");

                Reply reply = raw.read();

                assertThat(reply.statusLine()).as(version).startsWith("HTTP/1.1 505 ");
                assertThat(reply.body()).as(version).contains("\"error\"").contains("not supported");
                assertThat(reply.headers().get("content-type")).as(version).isEqualTo("application/json");
                assertThat(raw.atEndOfStream()).as("%s closes the connection", version).isTrue();
            }
        }
    }

    @Test
    void headOnAGetRouteAnswersLikeGetWithoutABody() throws IOException {
        try (Raw raw = new Raw(TestBroker.url())) {
            raw.send("GET /health HTTP/1.1\r\nHost: test\r\n\r\n");
            Reply get = raw.read();
            raw.send("HEAD /health HTTP/1.1\r\nHost: test\r\n\r\nGET /health HTTP/1.1\r\nHost: test\r\n\r\n");

            Reply head = raw.readHead();
            Reply next = raw.read();

            assertThat(get.status()).isEqualTo(200);
            assertThat(head.status()).isEqualTo(200);
            assertThat(head.headers().get("content-type")).isEqualTo("application/json");
            assertThat(Integer.parseInt(head.headers().get("content-length"))).isPositive();
            // The next response follows the head at once: no body was written for HEAD.
            assertThat(next.status()).isEqualTo(200);
            assertThat(next.body()).contains("healthy");
        }
    }

    @Test
    void headOnAnUnknownPathIs404WithoutBody() throws IOException {
        try (Raw raw = new Raw(TestBroker.url())) {
            raw.send("HEAD /no/such/route HTTP/1.1\r\nHost: test\r\n\r\nGET /health HTTP/1.1\r\nHost: test\r\n\r\n");

            assertThat(raw.readHead().status()).isEqualTo(404);
            assertThat(raw.read().status()).isEqualTo(200);
        }
    }

    @Test
    void aCompleteRequestFollowedByAHalfCloseIsAnswered() throws IOException {
        try (Raw raw = new Raw(TestBroker.url())) {
            raw.send("GET /health HTTP/1.1\r\nHost: test\r\n\r\n");
            raw.socket.shutdownOutput();

            Reply reply = raw.read();

            assertThat(reply.status()).isEqualTo(200);
            assertThat(reply.body()).contains("healthy");
            assertThat(raw.atEndOfStream()).isTrue();
        }
    }

    @Test
    void pipelinedRequestsFollowedByAHalfCloseAreAllAnswered() throws IOException {
        try (Raw raw = new Raw(TestBroker.url())) {
            raw.send("GET /health HTTP/1.1\r\nHost: test\r\n\r\nGET /no/such HTTP/1.1\r\nHost: test\r\n\r\n");
            raw.socket.shutdownOutput();

            assertThat(raw.read().status()).isEqualTo(200);
            assertThat(raw.read().status()).isEqualTo(404);
            assertThat(raw.atEndOfStream()).isTrue();
        }
    }

    @Test
    void moreHeadersThanTheCountLimitAre431AndClose() throws IOException {
        try (Raw raw = new Raw(TestBroker.url())) {
            raw.send("GET /health HTTP/1.1\r\nHost: test\r\n" + headers(99) + "\r\n");
            assertThat(raw.read().status()).as("100 headers, Host included").isEqualTo(200);
            raw.send("GET /health HTTP/1.1\r\nHost: test\r\n" + headers(100) + "\r\n");

            Reply reply = raw.read();

            assertThat(reply.status()).isEqualTo(431);
            assertThat(reply.headers().get("content-type")).isEqualTo("application/json");
            assertThat(reply.body()).contains("\"error\"").contains("Too many request headers: 101 (max 100)");
            assertThat(raw.atEndOfStream()).isTrue();
        }
    }

    private static String headers(int count) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < count; i++) {
            out.append("X-H").append(i).append(": v\r\n");
        }
        return out.toString();
    }

    // ---- timeouts, on a broker of their own with short ones

    private static final int TIMEOUT_MS = 1000;
    private static final int INFLIGHT_BYTES = 1 << 20;
    private static Broker strict;

    @BeforeAll
    static void startStrictBroker() throws Exception {
        Map<String, String> env = new HashMap<>(TestBroker.env());
        env.put("HTTP_IDLE_TIMEOUT_MS", Integer.toString(TIMEOUT_MS));
        env.put("HTTP_REQUEST_TIMEOUT_MS", Integer.toString(TIMEOUT_MS));
        env.put("MAX_INFLIGHT_BODY_BYTES", Integer.toString(INFLIGHT_BYTES));
        strict = Broker.start(BrokerConfig.fromEnv(env));
    }

    @AfterAll
    static void stopStrictBroker() {
        if (strict != null) {
            strict.close();
        }
    }

    private static String strictUrl() {
        return "http://127.0.0.1:" + strict.port();
    }

    @Test
    void aConnectionIdleLongerThanTheIdleTimeoutIsClosed() throws IOException {
        try (Raw raw = new Raw(strictUrl())) {
            raw.send("GET /health HTTP/1.1\r\nHost: test\r\n\r\n");
            assertThat(raw.read().status()).isEqualTo(200);
            long start = System.nanoTime();

            assertThat(raw.atEndOfStream()).isTrue();
            assertThat((System.nanoTime() - start) / 1_000_000).isBetween((long) TIMEOUT_MS - 100, 5L * TIMEOUT_MS);
        }
    }

    @Test
    void aConnectionThatNeverSendsIsClosedAfterTheIdleTimeout() throws IOException {
        try (Raw raw = new Raw(strictUrl())) {
            assertThat(raw.atEndOfStream()).isTrue();
        }
    }

    @Test
    void slowRequestsAre408AndClosed() throws Exception {
        Map<String, String> slow = Map.of(
                "half a head", "GET /health HTTP/1.1\r\nHost: te",
                "a head without its body", "POST /api/v1/push HTTP/1.1\r\nHost: t\r\nContent-Length: 100\r\n\r\n{\"it");
        for (Map.Entry<String, String> test : slow.entrySet()) {
            try (Raw raw = new Raw(strictUrl())) {
                raw.send(test.getValue());

                Reply reply = raw.read();

                assertThat(reply.status()).as(test.getKey()).isEqualTo(408);
                assertThat(reply.body()).as(test.getKey()).contains("\"error\"");
                assertThat(raw.atEndOfStream()).as(test.getKey()).isTrue();
            }
        }
    }

    @Test
    void aRequestDrippedByteByByteIsCutAfterTheRequestTimeoutFromItsFirstByte() throws Exception {
        byte[] request = "GET /health HTTP/1.1\r\nHost: test\r\nX-Padding: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n"
                .getBytes(StandardCharsets.US_ASCII);
        try (Raw raw = new Raw(strictUrl())) {
            long start = System.nanoTime();
            try {
                for (int i = 0; i < request.length && raw.in.available() == 0; i++) {
                    raw.send(new byte[] {request[i]});
                    Thread.sleep(100); // the whole request would take 7 s
                }
            } catch (IOException closed) {
                // the server closed while we were writing
            }

            assertThat(raw.read().status()).isEqualTo(408);
            assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(4L * TIMEOUT_MS);
        }
    }

    @Test
    void aLongPollLongerThanBothTimeoutsIsNotCut() throws IOException {
        String queue = TestBroker.uniqueName("hard-lp");
        try (Raw raw = new Raw(strictUrl())) {
            long start = System.nanoTime();
            raw.send("GET /api/v1/pop/queue/" + queue + "?wait=true&timeout=" + 3 * TIMEOUT_MS
                    + " HTTP/1.1\r\nHost: test\r\n\r\n");

            Reply reply = raw.read();

            assertThat(reply.status()).isIn(200, 204);
            assertThat((System.nanoTime() - start) / 1_000_000).isGreaterThanOrEqualTo(3L * TIMEOUT_MS - 100);
            raw.send("GET /health HTTP/1.1\r\nHost: test\r\n\r\n");
            assertThat(raw.read().status()).as("the connection is kept").isEqualTo(200);
        }
    }

    // ---- in-flight body bytes (MAX_INFLIGHT_BODY_BYTES = 1 MiB on the strict broker)

    private static byte[] pushBody(String queue, int bytes) {
        String head = "{\"items\":[{\"queue\":\"" + queue + "\",\"payload\":{\"pad\":\"";
        String tail = "\"}}]}";
        return (head + "x".repeat(bytes - head.length() - tail.length()) + tail).getBytes(StandardCharsets.UTF_8);
    }

    private static String pushHead(int contentLength) {
        return "POST /api/v1/push HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: "
                + contentLength + "\r\n\r\n";
    }

    @Test
    void aBodyLargerThanTheInflightBoundIs413() throws IOException {
        try (Raw raw = new Raw(strictUrl())) {
            raw.send(pushHead(2 << 20));

            Reply reply = raw.read();

            assertThat(reply.status()).isEqualTo(413);
            assertThat(reply.body()).contains("in-flight body limit of " + INFLIGHT_BYTES);
        }
    }

    @Test
    void aChunkedBodyGrowingPastTheInflightBoundIs413() throws IOException {
        try (Raw raw = new Raw(strictUrl())) {
            raw.send("POST /api/v1/push HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n\r\n");
            String chunk = Integer.toHexString(256 << 10) + "\r\n" + "x".repeat(256 << 10) + "\r\n";
            Reply reply = null;
            try {
                for (int i = 0; i < 5 && raw.in.available() == 0; i++) {
                    raw.send(chunk);
                }
                raw.send("0\r\n\r\n");
            } catch (IOException closed) {
                // the server answered and closed while we were writing
            }
            reply = raw.read();

            assertThat(reply.status()).isEqualTo(413);
            assertThat(reply.body()).contains("in-flight body limit");
        }
    }

    @Test
    void bodiesThatDoNotFitTogetherAre503WithRetryAfterAndTheBudgetIsGivenBack() throws Exception {
        String queue = TestBroker.uniqueName("hard-inflight");
        byte[] first = pushBody(queue, 700 << 10);
        byte[] second = pushBody(queue, 700 << 10);
        try (Raw slow = new Raw(strictUrl()); Raw other = new Raw(strictUrl()); Raw chunked = new Raw(strictUrl())) {
            slow.send(pushHead(first.length));
            slow.send(Arrays.copyOf(first, 1000)); // holds 700 KiB of the 1 MiB while it arrives

            Thread.sleep(100);
            other.send(pushHead(second.length));
            other.send(second);
            Reply refused = other.read();
            chunked.send("POST /api/v1/push HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + Integer.toHexString(second.length) + "\r\n" + new String(second, StandardCharsets.UTF_8)
                    + "\r\n0\r\n\r\n");
            Reply refusedChunked = chunked.read();
            slow.send(Arrays.copyOfRange(first, 1000, first.length));
            Reply accepted = slow.read();

            assertThat(refused.status()).isEqualTo(503);
            assertThat(refused.headers().get("retry-after")).isEqualTo("1");
            assertThat(refused.body()).contains("Too many request bodies in flight");
            assertThat(other.atEndOfStream()).isTrue();
            assertThat(refusedChunked.status()).isEqualTo(503);
            assertThat(refusedChunked.headers().get("retry-after")).isEqualTo("1");
            assertThat(accepted.status()).isEqualTo(201);
        }
        try (Raw raw = new Raw(strictUrl())) {
            byte[] almostAll = pushBody(queue, INFLIGHT_BYTES - 1024);
            raw.send(pushHead(almostAll.length));
            raw.send(almostAll);
            assertThat(raw.read().status()).as("every reservation was given back").isEqualTo(201);
        }
    }

    // ---- connection cap

    @Test
    void connectionsBeyondMaxConnectionsAre503AndClosed() throws Exception {
        Map<String, String> env = new HashMap<>(TestBroker.env());
        env.put("MAX_CONNECTIONS", "3");
        try (Broker capped = Broker.start(BrokerConfig.fromEnv(env))) {
            String url = "http://127.0.0.1:" + capped.port();
            List<Raw> open = new ArrayList<>();
            try {
                for (int i = 0; i < 3; i++) {
                    Raw raw = new Raw(url);
                    open.add(raw);
                    raw.send("GET /health HTTP/1.1\r\nHost: test\r\n\r\n");
                    assertThat(raw.read().status()).as("connection %d", i + 1).isEqualTo(200);
                }
                try (Raw refused = new Raw(url)) {
                    refused.send("GET /health HTTP/1.1\r\nHost: test\r\n\r\n");
                    Reply reply = refused.read();

                    assertThat(reply.status()).isEqualTo(503);
                    assertThat(reply.body()).isEqualTo("{\"error\":\"Too many connections\"}");
                    assertThat(reply.headers().get("connection")).isEqualTo("close");
                    assertThat(refused.atEndOfStream()).isTrue();
                }
                open.remove(0).close();

                int status = Eventually.until(Duration.ofSeconds(10), () -> {
                    try (Raw again = new Raw(url)) {
                        again.send("GET /health HTTP/1.1\r\nHost: test\r\n\r\n");
                        return again.read().status();
                    } catch (IOException e) {
                        return -1;
                    }
                }, code -> code == 200, "a freed slot is usable");
                assertThat(status).isEqualTo(200);
            } finally {
                for (Raw raw : open) {
                    raw.close();
                }
            }
        }
    }

    // ---- raw connection

    record Reply(String statusLine, Map<String, String> headers, String body) {
        int status() {
            return Integer.parseInt(statusLine.substring(9, 12));
        }
    }

    static final class Raw implements AutoCloseable {
        final Socket socket;
        final InputStream in;

        Raw(String url) throws IOException {
            URI base = URI.create(url);
            socket = new Socket(base.getHost(), base.getPort());
            socket.setSoTimeout(10_000);
            socket.setTcpNoDelay(true);
            in = socket.getInputStream();
        }

        void send(String text) throws IOException {
            send(text.getBytes(StandardCharsets.ISO_8859_1));
        }

        void send(byte[] bytes) throws IOException {
            socket.getOutputStream().write(bytes);
            socket.getOutputStream().flush();
        }

        /** Status line and headers only (the answer to HEAD). */
        Reply readHead() throws IOException {
            String statusLine = readLine();
            Map<String, String> headers = new TreeMap<>();
            for (String line = readLine(); !line.isEmpty(); line = readLine()) {
                int colon = line.indexOf(':');
                headers.put(line.substring(0, colon).trim().toLowerCase(Locale.ROOT), line.substring(colon + 1).trim());
            }
            return new Reply(statusLine, headers, "");
        }

        Reply read() throws IOException {
            Reply head = readHead();
            int length = Integer.parseInt(head.headers().getOrDefault("content-length", "0"));
            byte[] body = in.readNBytes(length);
            assertThat(body).hasSize(length);
            return new Reply(head.statusLine(), head.headers(), new String(body, StandardCharsets.UTF_8));
        }

        /** True when the server closed (or half-closed) its side: the next read sees end of stream or a reset. */
        boolean atEndOfStream() throws IOException {
            try {
                return in.read() == -1;
            } catch (SocketTimeoutException e) {
                return false;
            } catch (IOException e) {
                return true; // reset
            }
        }

        private String readLine() throws IOException {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            int b;
            while ((b = in.read()) != '\n') {
                if (b == -1) {
                    throw new IOException("end of stream after '" + line.toString(StandardCharsets.ISO_8859_1) + "'");
                }
                if (b != '\r') {
                    line.write(b);
                }
            }
            return line.toString(StandardCharsets.ISO_8859_1);
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
