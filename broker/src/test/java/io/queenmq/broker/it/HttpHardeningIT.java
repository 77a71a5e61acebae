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

    // ---- raw connection

    record Reply(String statusLine, Map<String, String> headers, String body) {
        int status() {
            return Integer.parseInt(statusLine.substring(9, 12));
        }
    }

    static final class Raw implements AutoCloseable {
        final Socket socket;
        private final InputStream in;

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
