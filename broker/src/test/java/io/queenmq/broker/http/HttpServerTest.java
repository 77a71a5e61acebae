package io.queenmq.broker.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.util.JsonMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse.BodyHandlers;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The HTTP server over real sockets: java.net.http for ordinary requests, a raw socket where bytes matter. */
@Timeout(20)
class HttpServerTest {
    private static final int MAX_BODY_BYTES = 1024;
    private static final int MAX_HEADER_BYTES = 4096;
    private static final int MAX_INITIAL_LINE_BYTES = 2048;

    private static final ScheduledExecutorService otherThread = Executors.newSingleThreadScheduledExecutor();
    private static final CountDownLatch parked = new CountDownLatch(1);
    private static final CountDownLatch clientGone = new CountDownLatch(1);
    private static HttpServer server;
    private static HttpClient client;

    @BeforeAll
    static void startServer() throws InterruptedException {
        Router router = new Router()
                .add("GET", "/whoami", exchange -> exchange.respond(200,
                        Map.of("client", exchange.remoteAddress().toString())))
                .add("GET", "/query", HttpServerTest::echoQuery)
                .add("GET", "/items/:id", exchange -> exchange.respond(200,
                        Map.of("route", "param", "id", exchange.pathParam("id"))))
                .add("GET", "/items/special", exchange -> exchange.respond(200, Map.of("route", "literal")))
                .add("GET", "/items/:id/parts/:part", exchange -> exchange.respond(200,
                        Map.of("id", exchange.pathParam("id"), "part", exchange.pathParam("part"),
                                "path", exchange.path())))
                .add("POST", "/json", exchange -> exchange.respond(200, exchange.jsonBody()))
                .add("POST", "/json-or-empty", exchange -> exchange.respond(200, exchange.jsonBodyOrEmpty()))
                .add("POST", "/bytes", exchange -> exchange.respond(200, Map.of("length", exchange.bodyBytes().length)))
                .add("GET", "/fail/api", exchange -> {
                    throw new ApiException(409, "Queue orders is being deleted");
                })
                .add("GET", "/fail/bug", exchange -> {
                    throw new IllegalStateException("secret internal detail");
                })
                .add("GET", "/fail/serialization", exchange -> exchange.respond(200, new Object()))
                .add("GET", "/later", exchange -> otherThread.schedule(
                        () -> exchange.respond(200, Map.of("answeredBy", Thread.currentThread().getName())),
                        50, TimeUnit.MILLISECONDS))
                .add("GET", "/bytes-json", exchange -> exchange.respond(200,
                        "{\"ready\":true}".getBytes(StandardCharsets.UTF_8)))
                .add("GET", "/empty", exchange -> exchange.respondEmpty(204))
                .add("GET", "/busy", exchange -> exchange.respond(503,
                        Map.of("error", "busy"), Map.of("Retry-After", "1")))
                .add("GET", "/twice", exchange -> {
                    exchange.respond(200, Map.of("first", true));
                    exchange.respond(500, Map.of("second", true));
                })
                .add("GET", "/park", exchange -> {
                    exchange.onClientGone(clientGone::countDown);
                    parked.countDown();
                });
        server = new HttpServer(new HttpServerSettings("127.0.0.1", 0, 2, MAX_BODY_BYTES, MAX_HEADER_BYTES,
                MAX_INITIAL_LINE_BYTES), router);
        server.start();
        client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    @AfterAll
    static void stopServer() {
        server.close();
        otherThread.shutdownNow();
    }

    private static void echoQuery(HttpExchange exchange) {
        QueryParams query = exchange.query();
        Map<String, Object> echo = new LinkedHashMap<>();
        echo.put("text", query.get("text"));
        echo.put("fallback", query.get("absent", "default"));
        echo.put("int", query.getInt("int", -1));
        echo.put("badInt", query.getInt("badInt", -2));
        echo.put("absentInt", query.getInt("absentInt", -3));
        echo.put("long", query.getLong("long", -4));
        echo.put("one", query.getBool("one", false));
        echo.put("yes", query.getBool("yes", true));
        echo.put("absentBool", query.getBool("absentBool", true));
        echo.put("hasFlag", query.has("flag"));
        exchange.respond(200, echo);
    }

    // ---- helpers

    private static HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return client.send(request(path).GET().build(), BodyHandlers.ofString());
    }

    private static HttpResponse<String> post(String path, String body) throws IOException, InterruptedException {
        return client.send(request(path).POST(BodyPublishers.ofString(body)).build(), BodyHandlers.ofString());
    }

    private static HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .timeout(Duration.ofSeconds(10));
    }

    private static JsonNode json(HttpResponse<String> response) throws IOException {
        return JsonMapper.shared().readTree(response.body());
    }

    private static String error(HttpResponse<String> response) throws IOException {
        return json(response).path("error").asText();
    }

    /** Writes raw bytes and reads until the server closes the connection. */
    private static String rawExchange(String request) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    /** Reads one response with a Content-Length from a connection that stays open. */
    private static String readOneResponse(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        while (head.indexOf("\r\n\r\n") < 0) {
            int next = in.read();
            if (next < 0) {
                throw new IOException("Connection closed inside the response head: " + head);
            }
            head.append((char) next);
        }
        Matcher length = Pattern.compile("(?im)^content-length: *(\\d+)").matcher(head);
        int bodyBytes = length.find() ? Integer.parseInt(length.group(1)) : 0;
        return head + new String(in.readNBytes(bodyBytes), StandardCharsets.UTF_8);
    }

    // ---- specification

    @Nested
    class Connections {
        @Test
        void sequentialRequestsReuseOneKeepAliveConnection() throws Exception {
            String first = json(get("/whoami")).get("client").asText();
            String second = json(get("/whoami")).get("client").asText();
            String third = json(get("/whoami")).get("client").asText();

            assertThat(second).isEqualTo(first);
            assertThat(third).isEqualTo(first);
        }

        @Test
        void http10KeepAliveIsHonoured() throws IOException {
            String keepAlive = "GET /whoami HTTP/1.0\r\nConnection: keep-alive\r\n\r\n";
            String response = rawExchange(keepAlive + keepAlive + "GET /whoami HTTP/1.0\r\n\r\n");

            assertThat(response.split("HTTP/1.0 200 OK", -1)).hasSize(4);
            assertThat(response).containsIgnoringCase("connection: keep-alive");
        }

        @Test
        void pipelinedRequestsAreAnsweredInRequestOrder() throws IOException {
            String response = rawExchange("GET /later HTTP/1.1\r\nHost: t\r\n\r\n"
                    + "GET /items/fast HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");

            assertThat(response.indexOf("answeredBy")).isPositive().isLessThan(response.indexOf("\"id\":\"fast\""));
        }

        @Test
        void aClientThatDisconnectsFromAParkedExchangeFiresOnClientGone() throws Exception {
            try (Socket socket = new Socket("127.0.0.1", server.port())) {
                byte[] request = "GET /park HTTP/1.1\r\nHost: t\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1);
                socket.getOutputStream().write(request);
                assertThat(parked.await(5, TimeUnit.SECONDS)).isTrue();
                assertThat(clientGone.getCount()).isEqualTo(1);
            }

            assertThat(clientGone.await(5, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Nested
    class Responses {
        @Test
        void jsonResponsesCarryContentTypeLengthAndCors() throws Exception {
            HttpResponse<String> response = get("/items/42");

            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.headers().firstValue("content-type")).hasValue("application/json");
            assertThat(response.headers().firstValueAsLong("content-length"))
                    .hasValue(response.body().getBytes(StandardCharsets.UTF_8).length);
            assertCors(response);
        }

        @Test
        void optionsOnAnyPathIsAPreflightAnswer() throws Exception {
            HttpResponse<String> response = client.send(
                    request("/no/such/route").method("OPTIONS", BodyPublishers.noBody()).build(),
                    BodyHandlers.ofString());

            assertThat(response.statusCode()).isEqualTo(204);
            assertThat(response.body()).isEmpty();
            assertThat(response.headers().firstValue("content-type")).isEmpty();
            assertCors(response);
        }

        @Test
        void unknownRoutesAndUnknownMethodsAre404Json() throws Exception {
            for (HttpResponse<String> response : List.of(get("/nope"), post("/whoami", "{}"), get("/items/1/"))) {
                assertThat(response.statusCode()).isEqualTo(404);
                assertThat(response.body()).isEqualTo("{\"error\":\"Not Found\"}");
                assertThat(response.headers().firstValue("content-type")).hasValue("application/json");
                assertCors(response);
            }
        }

        @Test
        void aResponseFromAnotherThreadIsDelivered() throws Exception {
            HttpResponse<String> response = get("/later");

            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(json(response).get("answeredBy").asText()).doesNotStartWith("queen-http");
        }

        @Test
        void aByteArrayBodyIsSentAsReadyMadeJson() throws Exception {
            assertThat(get("/bytes-json").body()).isEqualTo("{\"ready\":true}");
        }

        @Test
        void a204HasNoBodyAndNoContentType() throws Exception {
            HttpResponse<String> response = get("/empty");

            assertThat(response.statusCode()).isEqualTo(204);
            assertThat(response.body()).isEmpty();
            assertThat(response.headers().firstValue("content-type")).isEmpty();
            assertThat(response.headers().firstValue("content-length")).isEmpty();
            assertCors(response);
        }

        @Test
        void extraHeadersAreSent() throws Exception {
            HttpResponse<String> response = get("/busy");

            assertThat(response.statusCode()).isEqualTo(503);
            assertThat(response.headers().firstValue("retry-after")).hasValue("1");
        }

        @Test
        void onlyTheFirstAnswerCounts() throws Exception {
            HttpResponse<String> response = get("/twice");

            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.body()).isEqualTo("{\"first\":true}");
            assertThat(get("/whoami").statusCode()).isEqualTo(200);
        }

        private void assertCors(HttpResponse<String> response) {
            assertThat(response.headers().firstValue("access-control-allow-origin")).hasValue("*");
            assertThat(response.headers().firstValue("access-control-allow-methods"))
                    .hasValue("GET, POST, PUT, DELETE, OPTIONS");
            assertThat(response.headers().firstValue("access-control-allow-headers"))
                    .hasValue("Content-Type, Authorization");
            assertThat(response.headers().firstValue("access-control-max-age")).hasValue("86400");
        }
    }

    @Nested
    class Failures {
        @Test
        void anApiExceptionBecomesItsStatusAndMessage() throws Exception {
            HttpResponse<String> response = get("/fail/api");

            assertThat(response.statusCode()).isEqualTo(409);
            assertThat(response.body()).isEqualTo("{\"error\":\"Queue orders is being deleted\"}");
        }

        @Test
        void anyOtherExceptionIsA500WithoutDetails() throws Exception {
            HttpResponse<String> response = get("/fail/bug");

            assertThat(response.statusCode()).isEqualTo(500);
            assertThat(response.body()).isEqualTo("{\"error\":\"Internal server error\"}");
        }

        @Test
        void aBodyJacksonCannotSerialiseIsA500() throws Exception {
            HttpResponse<String> response = get("/fail/serialization");

            assertThat(response.statusCode()).isEqualTo(500);
            assertThat(response.body()).isEqualTo("{\"error\":\"Internal server error\"}");
        }

        @Test
        void theConnectionSurvivesHandlerFailures() throws Exception {
            String before = json(get("/whoami")).get("client").asText();
            get("/fail/bug");
            get("/fail/api");

            assertThat(json(get("/whoami")).get("client").asText()).isEqualTo(before);
        }

        @Test
        void aMalformedRequestLineIs400JsonAndCloses() throws IOException {
            String response = rawExchange("THIS IS NOT HTTP\r\n\r\n");

            assertThat(response).startsWith("HTTP/1.0 400 Bad Request").contains("{\"error\":\"Malformed HTTP request");
        }

        @Test
        void aTooLongRequestLineIs414AndCloses() throws IOException {
            String longPath = "/items/" + "x".repeat(MAX_INITIAL_LINE_BYTES);
            String response = rawExchange("GET " + longPath + " HTTP/1.1\r\nHost: t\r\n\r\n");

            assertThat(response).contains(" 414 ")
                    .endsWith("{\"error\":\"Request line too long (max " + MAX_INITIAL_LINE_BYTES + " bytes)\"}");
        }

        @Test
        void tooLargeHeadersAre431AndClose() throws IOException {
            String response = rawExchange("GET /whoami HTTP/1.1\r\nHost: t\r\nX-Big: " + "y".repeat(MAX_HEADER_BYTES)
                    + "\r\n\r\n");

            assertThat(response).contains(" 431 ")
                    .endsWith("{\"error\":\"Request headers too large (max " + MAX_HEADER_BYTES + " bytes)\"}");
        }
    }

    @Nested
    class RequestBodies {
        @Test
        void jsonIsParsedWhateverTheContentType() throws Exception {
            HttpResponse<String> response = client.send(request("/json").header("Content-Type", "text/plain")
                    .POST(BodyPublishers.ofString("{\"a\":[1,2],\"b\":\"é\"}")).build(), BodyHandlers.ofString());

            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(json(response).get("b").asText()).isEqualTo("é");
        }

        @Test
        void anEmptyBodyIs400() throws Exception {
            HttpResponse<String> response = post("/json", "");

            assertThat(response.statusCode()).isEqualTo(400);
            assertThat(error(response)).isEqualTo("Empty request body");
        }

        @Test
        void anEmptyBodyReadsAsAnEmptyObjectWhereAllowed() throws Exception {
            HttpResponse<String> response = post("/json-or-empty", "");

            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.body()).isEqualTo("{}");
        }

        @Test
        void invalidJsonIs400WithAOneLineParserMessage() throws Exception {
            for (String invalid : List.of("{not json", "{\"a\":1} trailing", "[1,\n2", "   ")) {
                HttpResponse<String> response = post("/json", invalid);

                assertThat(response.statusCode()).as(invalid).isEqualTo(400);
                assertThat(error(response)).as(invalid).startsWith("Invalid JSON: ").doesNotContain("\n", "at [Source");
            }
        }

        @Test
        void aBodyAtTheLimitIsAccepted() throws Exception {
            HttpResponse<String> response = post("/bytes", "z".repeat(MAX_BODY_BYTES));

            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(json(response).get("length").asInt()).isEqualTo(MAX_BODY_BYTES);
        }

        @Test
        void aDeclaredBodyOverTheLimitIs413AndTheConnectionCloses() throws Exception {
            int size = 4 * 1024 * 1024;
            HttpResponse<String> response = post("/bytes", "z".repeat(size));

            assertThat(response.statusCode()).isEqualTo(413);
            assertThat(error(response))
                    .isEqualTo("Request body too large: " + size + " bytes (max " + MAX_BODY_BYTES + ")");
            assertThat(response.headers().firstValue("connection")).hasValue("close");
            assertThat(get("/whoami").statusCode()).isEqualTo(200);
        }

        @Test
        void aChunkedBodyOverTheLimitIs413() throws Exception {
            byte[] body = new byte[64 * 1024];
            HttpRequest chunked = request("/bytes")
                    .POST(BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body)))
                    .build();
            HttpResponse<String> response = client.send(chunked, BodyHandlers.ofString());

            assertThat(response.statusCode()).isEqualTo(413);
            assertThat(error(response)).isEqualTo("Request body too large (max " + MAX_BODY_BYTES + " bytes)");
        }

        @Test
        void anExpectContinueOverTheLimitIsRefusedWith413Json() throws IOException {
            // Raw socket: JDK 17's HttpClient waits forever when the answer to "Expect: 100-continue" is final.
            try (Socket socket = new Socket("127.0.0.1", server.port())) {
                socket.setSoTimeout(10_000);
                socket.getOutputStream().write(("POST /bytes HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\n"
                        + "Content-Length: 8192\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));

                String response = readOneResponse(socket.getInputStream());

                assertThat(response).startsWith("HTTP/1.1 413 ").containsIgnoringCase("content-type: application/json")
                        .endsWith("{\"error\":\"Request body too large: 8192 bytes (max " + MAX_BODY_BYTES + ")\"}");
            }
        }
    }

    @Nested
    class Parameters {
        @Test
        void queryValuesAreFormDecoded() throws Exception {
            JsonNode echo = json(get("/query?text=a+b%2Bc%20d&int=42&badInt=4x&long=9000000000&one=1&yes=yes&flag"));

            assertThat(echo.get("text").asText()).isEqualTo("a b+c d");
            assertThat(echo.get("fallback").asText()).isEqualTo("default");
            assertThat(echo.get("int").asInt()).isEqualTo(42);
            assertThat(echo.get("badInt").asInt()).isEqualTo(-2);
            assertThat(echo.get("absentInt").asInt()).isEqualTo(-3);
            assertThat(echo.get("long").asLong()).isEqualTo(9_000_000_000L);
            assertThat(echo.get("one").asBoolean()).isTrue();
            assertThat(echo.get("yes").asBoolean()).isFalse();
            assertThat(echo.get("absentBool").asBoolean()).isTrue();
            assertThat(echo.get("hasFlag").asBoolean()).isTrue();
        }

        @Test
        void anIsoTimestampSurvivesEncoding() throws Exception {
            JsonNode echo = json(get("/query?text=2026-05-06T10%3A01%3A42.123%2B02%3A00;x&int=7&int=8"));

            assertThat(echo.get("text").asText()).isEqualTo("2026-05-06T10:01:42.123+02:00;x");
            assertThat(echo.get("int").asInt()).isEqualTo(7);
        }

        @Test
        void pathParametersArePercentDecoded() throws Exception {
            JsonNode echo = json(get("/items/a%20b%2Fc+d/parts/%C3%A9t%C3%A9"));

            assertThat(echo.get("id").asText()).isEqualTo("a b/c+d");
            assertThat(echo.get("part").asText()).isEqualTo("été");
            assertThat(echo.get("path").asText()).isEqualTo("/items/a b/c+d/parts/été");
        }

        @Test
        void aLiteralRouteWinsOverAParameterRoute() throws Exception {
            assertThat(json(get("/items/special")).get("route").asText()).isEqualTo("literal");
            assertThat(json(get("/items/general")).get("route").asText()).isEqualTo("param");
        }

        @Test
        void aMalformedEscapeIs400() throws IOException {
            // Raw bytes: java.net.URI refuses to build such a request.
            String path = rawExchange("GET /items/bad%zz HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");
            String query = rawExchange("GET /query?text=%zz HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");

            assertThat(path).startsWith("HTTP/1.1 400 ").contains("{\"error\":\"Malformed request URI: ");
            assertThat(query).startsWith("HTTP/1.1 400 ").contains("{\"error\":\"Malformed request URI: ");
        }
    }
}
