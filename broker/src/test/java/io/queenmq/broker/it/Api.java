package io.queenmq.broker.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A tiny JSON client for the broker under test: real HTTP/1.1 over loopback. */
public final class Api {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    /** A response: status, raw body and the body parsed as JSON (null when empty). */
    public record Response(int status, String text, JsonNode json) {}

    private final String baseUrl;

    public Api(String baseUrl) {
        this.baseUrl = baseUrl;
    }

    public static Api shared() {
        return new Api(TestBroker.url());
    }

    public Response get(String path) {
        return send(HttpRequest.newBuilder(URI.create(baseUrl + path)).GET());
    }

    public Response delete(String path) {
        return send(HttpRequest.newBuilder(URI.create(baseUrl + path)).DELETE());
    }

    /** POSTs {@code body}: a String is sent as is, anything else is serialised as JSON. */
    public Response post(String path, Object body) {
        String text;
        try {
            text = body instanceof String s ? s : JSON.writeValueAsString(body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return send(HttpRequest.newBuilder(URI.create(baseUrl + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(text)));
    }

    /**
     * Sends {@code method} on {@code path} with {@code body} (null for none) and returns the raw response, headers
     * included, for tests about the HTTP layer itself.
     */
    public HttpResponse<String> raw(String method, String path, String body) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(baseUrl + path))
                .timeout(Duration.ofSeconds(60))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        try {
            return CLIENT.send(builder.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public static JsonNode parse(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Response send(HttpRequest.Builder builder) {
        try {
            HttpResponse<String> response = CLIENT.send(builder.timeout(Duration.ofSeconds(60)).build(),
                    HttpResponse.BodyHandlers.ofString());
            String text = response.body();
            return new Response(response.statusCode(), text, text == null || text.isEmpty() ? null : parse(text));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
