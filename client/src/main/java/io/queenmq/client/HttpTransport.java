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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Sends requests to the brokers: round robin over the URLs, and on a connection error or a 5xx
 * a retry on the next URL after an exponential backoff. Retrying a push is safe because every
 * item carries a transactionId.
 * <p>Threads: every method may be called from any thread. An exchange ({@link #call}) runs on the
 * calling thread with the blocking {@link HttpClient#send}, retries and backoff included; interrupting
 * that thread aborts the exchange. {@link #async} runs such a blocking call on the client's own
 * daemon threads; cancelling its future interrupts the call, so the exchange is aborted too (a broker
 * drops a long poll nobody awaits). Nothing runs on {@code CompletableFuture}'s default executor,
 * which on a machine of two cores starts a thread per task. {@link #close} refuses new work; calls
 * already running finish.
 */
final class HttpTransport {
    private final List<String> urls;
    private final String authorization;
    private final Duration requestTimeout;
    private final int retries;
    private final Duration retryBackoff;
    private final HttpClient http;
    private final ExecutorService asyncCalls;
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
        // The HttpClient's own tasks (parsing an answer, completing its future) run on its selector thread
        // rather than being handed to a pool: one thread hand-off less per exchange. No code of ours runs there.
        this.http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(connectTimeout)
                .executor(Runnable::run)
                .build();
        AtomicInteger threads = new AtomicInteger();
        this.asyncCalls = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "queen-client-call-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Percent-encodes one path segment or query value. */
    static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    JsonNode get(String path) {
        return call("GET", path, null, requestTimeout);
    }

    /** A GET whose answer is not JSON, e.g. the Prometheus exposition. */
    String getText(String path) {
        return exchange("GET", path, null, requestTimeout);
    }

    JsonNode post(String path, Object body) {
        return call("POST", path, body, requestTimeout);
    }

    JsonNode delete(String path) {
        return call("DELETE", path, null, requestTimeout);
    }

    /**
     * The answer's JSON, or {@code null} for an empty answer (a 204); a non-2xx answer throws a
     * {@link QueenHttpException}, an unreachable broker or an interrupt a {@link QueenException}.
     */
    JsonNode call(String method, String path, Object body, Duration timeout) {
        String text = exchange(method, path, body, timeout);
        if (text.isEmpty()) {
            return null;
        }
        try {
            return Json.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new QueenException(method + " " + path + " answered invalid JSON: " + text, e);
        }
    }

    /**
     * {@code blockingCall} on the client's threads. Cancelling the future interrupts the call,
     * which aborts its exchange; after {@link #close} the future fails at once.
     */
    <T> CompletableFuture<T> async(Supplier<T> blockingCall) {
        CompletableFuture<T> answer = new CompletableFuture<>();
        Future<?> running;
        try {
            running = asyncCalls.submit(() -> {
                try {
                    answer.complete(blockingCall.get());
                } catch (Throwable e) {
                    answer.completeExceptionally(e);
                }
            });
        } catch (RejectedExecutionException closed) {
            return CompletableFuture.failedFuture(new QueenException(closedReason));
        }
        answer.whenComplete((value, error) -> {
            if (answer.isCancelled()) {
                running.cancel(true);
            }
        });
        return answer;
    }

    /** Refuses every later request with {@code reason}; calls already running finish. */
    void close(String reason) {
        closedReason = reason;
        asyncCalls.shutdown();
    }

    /** The answer's body, after up to {@link #retries} retries; throws as {@link #call} does. */
    private String exchange(String method, String path, Object body, Duration timeout) {
        String refusal = closedReason;
        if (refusal != null) {
            throw new QueenException(refusal);
        }
        HttpRequest.BodyPublisher publisher;
        try {
            publisher = body == null ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofByteArray(Json.MAPPER.writeValueAsBytes(body));
        } catch (JsonProcessingException e) {
            throw new QueenException("cannot serialise the request body", e);
        }
        for (int attempt = 0; ; attempt++) {
            String base = urls.get(Math.floorMod(nextUrl.getAndIncrement(), urls.size()));
            try {
                if (attempt > 0) {
                    Thread.sleep(retryBackoff.toMillis() << Math.min(attempt - 1, 16));
                }
                HttpResponse<String> response = http.send(request(base, method, path, publisher, timeout),
                        HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
                int status = response.statusCode();
                if (status / 100 == 2) {
                    return response.body();
                }
                if (status < 500 || !mayRetry(attempt)) {
                    throw new QueenHttpException(method, path, status, errorText(response.body()));
                }
            } catch (IOException e) {
                if (!mayRetry(attempt)) {
                    throw new QueenException(method + " " + path + " failed after " + (attempt + 1)
                            + " attempt(s) (last: " + base + "): " + e, e);
                }
            } catch (InterruptedException e) {
                // HttpClient.send has cancelled the exchange: the broker sees the connection close.
                Thread.currentThread().interrupt();
                throw new QueenException(method + " " + path + " interrupted; its exchange was aborted", e);
            }
        }
    }

    private boolean mayRetry(int attempt) {
        return attempt < retries && closedReason == null;
    }

    private HttpRequest request(String base, String method, String path, HttpRequest.BodyPublisher body,
                                Duration timeout) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .timeout(timeout)
                .header("Content-Type", "application/json")
                .method(method, body);
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return request.build();
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
