package io.queenmq.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Sends requests to the brokers: round robin over the URLs, and on a connection error or a 5xx
 * a retry on the next URL after an exponential backoff. Thread-safe; every method may be
 * called from any thread. Retrying a push is safe because every item carries a transactionId.
 */
final class HttpTransport {
    private final List<String> urls;
    private final String authorization;
    private final Duration requestTimeout;
    private final int retries;
    private final Duration retryBackoff;
    private final HttpClient http;
    private final AtomicInteger nextUrl = new AtomicInteger();
    private volatile String closedReason;

    HttpTransport(List<String> urls, String bearerToken, Duration connectTimeout, Duration requestTimeout,
                  int retries, Duration retryBackoff) {
        this.urls = urls;
        this.authorization = bearerToken == null ? null : "Bearer " + bearerToken;
        this.requestTimeout = requestTimeout;
        this.retries = retries;
        this.retryBackoff = retryBackoff;
        // HTTP/1.1: the broker does not speak HTTP/2, and an h2c upgrade attempt would cost a round trip.
        this.http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(connectTimeout)
                .build();
    }

    /** Percent-encodes one path segment or query value. */
    static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    CompletableFuture<JsonNode> get(String path) {
        return send("GET", path, null, requestTimeout);
    }

    /** A GET whose answer is not JSON, e.g. the Prometheus exposition. */
    CompletableFuture<String> getText(String path) {
        return sendText("GET", path, null, requestTimeout);
    }

    CompletableFuture<JsonNode> post(String path, Object body) {
        return send("POST", path, body, requestTimeout);
    }

    CompletableFuture<JsonNode> delete(String path) {
        return send("DELETE", path, null, requestTimeout);
    }

    /**
     * The answer's JSON, or {@code null} for an empty answer (a 204); a non-2xx answer fails the
     * future with a {@link QueenHttpException}, an unreachable broker with a {@link QueenException}.
     */
    CompletableFuture<JsonNode> send(String method, String path, Object body, Duration timeout) {
        CompletableFuture<String> text = sendText(method, path, body, timeout);
        return cancelling(text, text.thenApply(answer -> parse(method, path, answer)));
    }

    /** {@code derived}, whose cancellation also cancels {@code source} (a derived future does not by itself). */
    static <T> CompletableFuture<T> cancelling(CompletableFuture<?> source, CompletableFuture<T> derived) {
        derived.whenComplete((value, error) -> {
            if (derived.isCancelled()) {
                source.cancel(true);
            }
        });
        return derived;
    }

    private static JsonNode parse(String method, String path, String text) {
        if (text.isEmpty()) {
            return null;
        }
        try {
            return Json.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new QueenException(method + " " + path + " answered invalid JSON: " + text, e);
        }
    }

    /** The answer's body as text (e.g. the Prometheus exposition), with the same errors as {@link #send}. */
    CompletableFuture<String> sendText(String method, String path, Object body, Duration timeout) {
        String refusal = closedReason;
        if (refusal != null) {
            return CompletableFuture.failedFuture(new QueenException(refusal));
        }
        HttpRequest.BodyPublisher publisher;
        try {
            publisher = body == null ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofByteArray(Json.MAPPER.writeValueAsBytes(body));
        } catch (JsonProcessingException e) {
            return CompletableFuture.failedFuture(new QueenException("cannot serialise the request body", e));
        }
        // Cancelling the answer aborts the exchange in flight, so that a broker drops a long poll nobody awaits.
        AtomicReference<CompletableFuture<?>> inFlight = new AtomicReference<>();
        CompletableFuture<String> answer = new CompletableFuture<>();
        attempt(method, path, publisher, timeout, 0, inFlight).whenComplete((text, error) -> {
            if (error != null) {
                answer.completeExceptionally(error instanceof CompletionException ? error.getCause() : error);
            } else {
                answer.complete(text);
            }
        });
        answer.whenComplete((text, error) -> {
            if (answer.isCancelled() && inFlight.get() != null) {
                inFlight.get().cancel(true);
            }
        });
        return answer;
    }

    /** Refuses every later request with {@code reason}. */
    void refuseNewWork(String reason) {
        closedReason = reason;
    }

    private CompletableFuture<String> attempt(String method, String path, HttpRequest.BodyPublisher body,
                                              Duration timeout, int attempt,
                                              AtomicReference<CompletableFuture<?>> inFlight) {
        String base = urls.get(Math.floorMod(nextUrl.getAndIncrement(), urls.size()));
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .timeout(timeout)
                .header("Content-Type", "application/json")
                .method(method, body);
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        CompletableFuture<HttpResponse<String>> exchange =
                http.sendAsync(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        inFlight.set(exchange);
        return exchange.handle((response, error) -> {
                    Throwable cause = error instanceof CompletionException ? error.getCause() : error;
                    if (cause instanceof CancellationException) {
                        return CompletableFuture.<String>failedFuture(cause);
                    }
                    boolean retryable = cause instanceof IOException || (response != null && response.statusCode() >= 500);
                    if (retryable && attempt < retries && closedReason == null) {
                        long pauseMs = retryBackoff.toMillis() << Math.min(attempt, 16);
                        return CompletableFuture.supplyAsync(() -> null,
                                        CompletableFuture.delayedExecutor(pauseMs, TimeUnit.MILLISECONDS))
                                .thenCompose(ignored -> attempt(method, path, body, timeout, attempt + 1, inFlight));
                    }
                    if (cause != null) {
                        return CompletableFuture.<String>failedFuture(new QueenException(
                                method + " " + path + " failed after " + (attempt + 1) + " attempt(s) (last: " + base + "): " + cause,
                                cause));
                    }
                    if (response.statusCode() / 100 != 2) {
                        return CompletableFuture.<String>failedFuture(
                                new QueenHttpException(method, path, response.statusCode(), errorText(response.body())));
                    }
                    return CompletableFuture.completedFuture(response.body());
                })
                .thenCompose(f -> f);
    }

    /** The {@code error} field of a JSON error body, else the body itself. */
    private static String errorText(String body) {
        try {
            JsonNode node = Json.MAPPER.readTree(body);
            if (node != null && node.hasNonNull("error")) {
                return node.get("error").asText();
            }
        } catch (JsonProcessingException ignored) {
            // not JSON: the body is the best description there is
        }
        return body;
    }
}
