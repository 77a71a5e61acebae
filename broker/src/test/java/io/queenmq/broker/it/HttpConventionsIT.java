package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Transport conventions: docs/http-api.md §2.1–§2.6 and §2.10, and {@code GET /health} (docs/http-api.md §3.1). */
@Timeout(30)
class HttpConventionsIT {
    private static final Map<String, String> CORS = Map.of(
            "access-control-allow-origin", "*",
            "access-control-allow-methods", "GET, POST, PUT, DELETE, OPTIONS",
            "access-control-allow-headers", "Content-Type, Authorization");

    private final QueenClient queen = new QueenClient();

    @Test
    void healthReportsAConnectedDatabase() {
        Api.Response response = queen.api.get("/health");

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json().get("status").asText()).isEqualTo("healthy");
        assertThat(response.json().get("database").asText()).isEqualTo("connected");
        // What the build wrote into build.properties: a filtering slip would leave "unknown" or "${...}".
        assertThat(response.json().get("version").asText()).matches("\\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
        assertThat(response.json().get("commit").asText()).matches("[0-9a-f]{7,}(\\+dirty)?");
    }

    @Test
    void jsonResponsesCarryCorsHeadersAndTheJsonContentType() {
        String queue = TestBroker.uniqueName("http-cors");
        List<HttpResponse<String>> responses = List.of(
                queen.api.raw("GET", "/health", null),
                queen.api.raw("POST", "/api/v1/push", "{\"items\": [{\"queue\": \"" + queue + "\"}]}"),
                queen.api.raw("GET", "/api/v1/pop/queue/" + queue, null),
                queen.api.raw("POST", "/api/v1/push", "{}"),
                queen.api.raw("GET", "/api/v1/nope", null));

        assertThat(responses.stream().map(HttpResponse::statusCode)).containsExactly(200, 201, 200, 400, 404);
        for (HttpResponse<String> response : responses) {
            assertThat(response.headers().firstValue("content-type")).as("%s", response).hasValue("application/json");
            assertCors(response);
        }
        assertThat(responses.get(0).headers().firstValue("access-control-max-age")).hasValue("86400");
    }

    @Test
    void anEmptyPopIs204WithCorsHeadersAndNoBody() {
        String queue = TestBroker.uniqueName("http-204");
        queen.configure(queue, obj());

        HttpResponse<String> response = queen.api.raw("GET", "/api/v1/pop/queue/" + queue, null);

        assertThat(response.statusCode()).isEqualTo(204);
        assertThat(response.body()).isEmpty();
        assertThat(response.headers().firstValue("content-length").orElse("0")).isEqualTo("0");
        assertCors(response);
    }

    @Test
    void optionsOnAnyPathIs204WithCorsHeaders() {
        for (String path : List.of("/api/v1/push", "/api/v1/pop/queue/q", "/no/such/route")) {
            HttpResponse<String> response = queen.api.raw("OPTIONS", path, null);

            assertThat(response.statusCode()).as(path).isEqualTo(204);
            assertThat(response.body()).as(path).isEmpty();
            assertCors(response);
        }
    }

    @Test
    void oneConnectionServesManySequentialRequests() throws IOException {
        String queue = TestBroker.uniqueName("http-keep-alive");
        try (RawConnection connection = new RawConnection()) {
            for (int i = 0; i < 40; i++) {
                RawResponse health = connection.exchange("GET", "/health", null);
                RawResponse push = connection.exchange("POST", "/api/v1/push",
                        "{\"items\": [{\"queue\": \"" + queue + "\", \"transactionId\": \"t" + i + "\"}]}");
                RawResponse pop = connection.exchange("GET", "/api/v1/pop/queue/" + queue + "?autoAck=true", null);
                RawResponse empty = connection.exchange("GET", "/api/v1/pop/queue/" + queue, null);

                assertThat(health.status()).isEqualTo(200);
                assertThat(push.status()).isEqualTo(201);
                assertThat(pop.status()).isEqualTo(200);
                assertThat(Api.parse(pop.body()).get("messages").get(0).get("transactionId").asText())
                        .isEqualTo("t" + i);
                assertThat(empty.status()).isEqualTo(204);
                assertThat(empty.body()).isEmpty();
                for (RawResponse r : List.of(health, push, pop, empty)) {
                    assertThat(r.headers().getOrDefault("connection", "keep-alive")).isNotEqualToIgnoringCase("close");
                }
            }
        }
    }

    @Test
    void pipelinedRequestsAreAnsweredInRequestOrder() throws IOException {
        String queue = TestBroker.uniqueName("http-pipeline");
        try (RawConnection connection = new RawConnection()) {
            connection.send("POST", "/api/v1/push", "{\"items\": [{\"queue\": \"" + queue + "\"}]}");
            connection.send("GET", "/api/v1/nope", null);
            connection.send("GET", "/api/v1/pop/queue/" + queue + "?wait=true&timeout=300&consumerGroup=other", null);
            connection.send("GET", "/health", null);

            assertThat(connection.read().status()).isEqualTo(201);
            assertThat(connection.read().status()).isEqualTo(404);
            assertThat(connection.read().status()).isEqualTo(200);
            assertThat(connection.read().status()).isEqualTo(200);
        }
    }

    @Test
    void theBodyIsParsedAsJsonWhateverTheContentType() throws IOException {
        String queue = TestBroker.uniqueName("http-content-type");
        try (RawConnection connection = new RawConnection()) {
            byte[] body = ("{\"items\": [{\"queue\": \"" + queue + "\", \"payload\": {\"k\": 1}}]}")
                    .getBytes(StandardCharsets.UTF_8);
            connection.write(("POST /api/v1/push HTTP/1.1\r\nHost: test\r\nContent-Type: text/plain\r\n"
                    + "Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII), body);

            assertThat(connection.read().status()).isEqualTo(201);
        }
    }

    @Test
    void pathSegmentsArePercentDecoded() {
        String queue = TestBroker.uniqueName("http decoded");
        queen.push(List.of(QueenClient.item(queue, "part one", "tx", 1)));
        String encoded = queue.replace(" ", "%20");

        Api.Response response = queen.api.get("/api/v1/pop/queue/" + encoded + "/partition/part%20one");

        JsonNode body = response.json();
        assertThat(response.status()).isEqualTo(200);
        assertThat(body.get("queue").asText()).isEqualTo(queue);
        assertThat(body.get("partition").asText()).isEqualTo("part one");
    }

    @Test
    void aMalformedPercentEscapeInAPathIsABadRequest() throws IOException {
        try (RawConnection connection = new RawConnection()) {
            RawResponse response = connection.exchange("GET", "/api/v1/pop/queue/a%zz", null);

            assertThat(response.status()).isEqualTo(400);
            assertThat(Api.parse(response.body()).get("error").asText()).contains("Malformed");
        }
    }

    private static void assertCors(HttpResponse<String> response) {
        for (Map.Entry<String, String> header : CORS.entrySet()) {
            assertThat(response.headers().firstValue(header.getKey())).as("%s on %s", header.getKey(), response)
                    .hasValue(header.getValue());
        }
    }

    /** A response read off the wire: status, headers with lowercase names, body. */
    private record RawResponse(int status, Map<String, String> headers, String body) {}

    /** One HTTP/1.1 connection driven by hand, for what a pooled client hides: reuse, pipelining, framing. */
    private static final class RawConnection implements AutoCloseable {
        private final Socket socket;
        private final OutputStream out;
        private final InputStream in;

        RawConnection() throws IOException {
            URI base = URI.create(TestBroker.url());
            socket = new Socket(base.getHost(), base.getPort());
            socket.setSoTimeout(10_000);
            socket.setTcpNoDelay(true);
            out = socket.getOutputStream();
            in = socket.getInputStream();
        }

        RawResponse exchange(String method, String path, String body) throws IOException {
            send(method, path, body);
            return read();
        }

        void send(String method, String path, String body) throws IOException {
            byte[] bytes = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
            StringBuilder head = new StringBuilder()
                    .append(method).append(' ').append(path).append(" HTTP/1.1\r\nHost: test\r\n");
            if (body != null) {
                head.append("Content-Type: application/json\r\nContent-Length: ").append(bytes.length).append("\r\n");
            }
            head.append("\r\n");
            write(head.toString().getBytes(StandardCharsets.US_ASCII), bytes);
        }

        void write(byte[] head, byte[] body) throws IOException {
            byte[] request = new byte[head.length + body.length];
            System.arraycopy(head, 0, request, 0, head.length);
            System.arraycopy(body, 0, request, head.length, body.length);
            out.write(request);
            out.flush();
        }

        RawResponse read() throws IOException {
            String statusLine = readLine();
            assertThat(statusLine).startsWith("HTTP/1.1 ");
            int status = Integer.parseInt(statusLine.substring(9, 12));
            Map<String, String> headers = new TreeMap<>();
            for (String line = readLine(); !line.isEmpty(); line = readLine()) {
                int colon = line.indexOf(':');
                headers.put(line.substring(0, colon).trim().toLowerCase(Locale.ROOT), line.substring(colon + 1).trim());
            }
            assertThat(headers).as("responses are length-framed, not chunked").doesNotContainKey("transfer-encoding");
            int length = status == 204 ? 0 : Integer.parseInt(headers.getOrDefault("content-length", "0"));
            byte[] body = in.readNBytes(length);
            assertThat(body).hasSize(length);
            return new RawResponse(status, headers, new String(body, StandardCharsets.UTF_8));
        }

        private String readLine() throws IOException {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            int b;
            while ((b = in.read()) != '\n') {
                if (b < 0) {
                    throw new IOException("connection closed by the server mid-response");
                }
                if (b != '\r') {
                    line.write(b);
                }
            }
            return line.toString(StandardCharsets.US_ASCII);
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
