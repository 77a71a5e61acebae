package io.queenmq.client.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.client.QueenException;
import io.queenmq.client.QueenHttpException;
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
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Sends requests to the brokers: round robin over the URLs, and on a connection error or a 5xx
 * a retry on the next URL after an exponential backoff. Retrying a push is safe because every
 * item carries a transactionId.
 * <p>Threads: every method may be called from any thread. An exchange ({@link #call}) runs on the
 * calling thread with the blocking {@link HttpClient#send}, retries and backoff included; interrupting
 * that thread aborts the exchange. {@link #callAsync} blocks no thread where it can: it sends with
 * {@link HttpClient#sendAsync}, whose futures complete on {@code CompletableFuture}'s default executor,
 * when that executor is a pool ({@link #POOLED_COMPLETIONS}). On JDK 17 to 24 with a common-pool
 * parallelism below 2, as on a machine of two cores, that executor starts a thread per answer, so
 * there the blocking call runs on the client's own daemon threads instead ({@link #async}).
 * Cancelling an async call's future aborts its exchange (a broker drops a long poll nobody awaits).
 * {@link #close} refuses new work; calls already running finish.
 */
public final class HttpTransport {
    /** Whether {@code CompletableFuture}'s default executor, where {@code sendAsync} completes, is a pool. */
    public static final boolean POOLED_COMPLETIONS = new CompletableFuture<Void>().defaultExecutor() instanceof ForkJoinPool;

    private final List<String> urls;
    private final String authorization;
    private final Duration requestTimeout;
    private final int retries;
    private final Duration retryBackoff;
    private final HttpClient http;
    private final ExecutorService asyncCalls;
    private final boolean nonBlocking;
    private final AtomicInteger nextUrl = new AtomicInteger();
    private volatile String closedReason;

    public HttpTransport(List<String> urls, String bearerToken, Duration connectTimeout, Duration requestTimeout,
                  int retries, Duration retryBackoff, boolean nonBlocking) {
        this.urls = urls;
        this.authorization = bearerToken == null ? null : "Bearer " + bearerToken;
        this.requestTimeout = requestTimeout;
        this.retries = retries;
        this.retryBackoff = retryBackoff;
        this.nonBlocking = nonBlocking;
        // HTTP/1.1: the broker does not speak HTTP/2, and an h2c upgrade attempt would cost a round trip.
        // The HttpClient's own tasks (parsing an answer, completing its internal futures) run on its selector
        // thread rather than being handed to a pool: one thread hand-off less per exchange. No code of ours
        // runs there: send returns on the caller's thread, sendAsync's future completes on the default executor.
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
    public static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    public JsonNode get(String path) {
        return call("GET", path, null, requestTimeout);
    }

    /** A GET whose answer is not JSON, e.g. the Prometheus exposition. */
    public String getText(String path) {
        return exchange("GET", path, null, requestTimeout);
    }

    public JsonNode post(String path, Object body) {
        return call("POST", path, body, requestTimeout);
    }

    /** {@link #post} without blocking a thread, its answer read by {@code reader} (see {@link #callAsync}). */
    public <T> CompletableFuture<T> postAsync(String path, Object body, Function<JsonNode, T> reader) {
        return callAsync("POST", path, body, requestTimeout, reader);
    }

    public JsonNode delete(String path) {
        return call("DELETE", path, null, requestTimeout);
    }

    /**
     * The answer's JSON, or {@code null} for an empty answer (a 204); a non-2xx answer throws a
     * {@link QueenHttpException}, an unreachable broker or an interrupt a {@link QueenException}.
     */
    public JsonNode call(String method, String path, Object body, Duration timeout) {
        return parse(method, path, exchange(method, path, body, timeout));
    }

    /**
     * {@link #call} without blocking a thread (see the class comment): the future completes with
     * {@code reader} applied to the answer, or fails with what {@link #call} or {@code reader} throws.
     */
    public <T> CompletableFuture<T> callAsync(String method, String path, Object body, Duration timeout,
                                       Function<JsonNode, T> reader) {
        if (!nonBlocking) {
            return async(() -> reader.apply(call(method, path, body, timeout)));
        }
        String refusal = closedReason;
        if (refusal != null) {
            return CompletableFuture.failedFuture(new QueenException(refusal));
        }
        HttpRequest.BodyPublisher publisher;
        try {
            publisher = publisher(body);
        } catch (QueenException e) {
            return CompletableFuture.failedFuture(e);
        }
        return new AsyncCall<>(method, path, publisher, timeout, reader).start();
    }

    /** The attempts of one {@link #callAsync}: each sends, then completes the answer or schedules the next. */
    private final class AsyncCall<T> {
        private final String method;
        private final String path;
        private final HttpRequest.BodyPublisher publisher;
        private final Duration timeout;
        private final Function<JsonNode, T> reader;
        private final CompletableFuture<T> answer = new CompletableFuture<>();
        /** The exchange of the latest attempt: cancelling the answer aborts it. */
        private final AtomicReference<CompletableFuture<?>> inFlight = new AtomicReference<>();

        AsyncCall(String method, String path, HttpRequest.BodyPublisher publisher, Duration timeout,
                  Function<JsonNode, T> reader) {
            this.method = method;
            this.path = path;
            this.publisher = publisher;
            this.timeout = timeout;
            this.reader = reader;
        }

        CompletableFuture<T> start() {
            answer.whenComplete((value, error) -> {
                CompletableFuture<?> exchange = inFlight.get();
                if (answer.isCancelled() && exchange != null) {
                    exchange.cancel(true);
                }
            });
            attempt(0);
            return answer;
        }

        private void attempt(int attempt) {
            String base = nextUrl();
            CompletableFuture<HttpResponse<String>> exchange;
            try {
                exchange = http.sendAsync(request(base, method, path, publisher, timeout),
                        HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            } catch (RuntimeException e) {
                answer.completeExceptionally(new QueenException(method + " " + path + " failed: " + e, e));
                return;
            }
            inFlight.set(exchange);
            if (answer.isCancelled()) {
                exchange.cancel(true); // cancelled between two attempts
            }
            exchange.whenComplete((response, error) -> {
                try {
                    settle(attempt, base, response, error);
                } catch (RuntimeException e) {
                    answer.completeExceptionally(e);
                }
            });
        }

        /** Completes the answer with attempt {@code attempt}'s outcome, or schedules the next attempt. */
        private void settle(int attempt, String base, HttpResponse<String> response, Throwable error) {
            if (error == null) {
                String text = answerOrRetry(method, path, response, attempt);
                if (text != null) {
                    answer.complete(reader.apply(parse(method, path, text)));
                    return;
                }
            } else {
                Throwable cause = error instanceof CompletionException && error.getCause() != null
                        ? error.getCause() : error;
                if (!(cause instanceof IOException io)) {
                    answer.completeExceptionally(new QueenException(method + " " + path + " failed: " + cause, cause));
                    return;
                }
                if (!mayRetry(attempt)) {
                    answer.completeExceptionally(unreachable(method, path, attempt, base, io));
                    return;
                }
            }
            CompletableFuture.delayedExecutor(backoffMillis(attempt + 1), TimeUnit.MILLISECONDS)
                    .execute(() -> attempt(attempt + 1));
        }
    }

    /**
     * {@code blockingCall} on the client's threads. Cancelling the future interrupts the call,
     * which aborts its exchange; after {@link #close} the future fails at once.
     */
    public <T> CompletableFuture<T> async(Supplier<T> blockingCall) {
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
    public void close(String reason) {
        closedReason = reason;
        asyncCalls.shutdown();
    }

    /** The answer's body, after up to {@link #retries} retries; throws as {@link #call} does. */
    private String exchange(String method, String path, Object body, Duration timeout) {
        String refusal = closedReason;
        if (refusal != null) {
            throw new QueenException(refusal);
        }
        HttpRequest.BodyPublisher publisher = publisher(body);
        for (int attempt = 0; ; attempt++) {
            String base = nextUrl();
            try {
                if (attempt > 0) {
                    Thread.sleep(backoffMillis(attempt));
                }
                HttpResponse<String> response = http.send(request(base, method, path, publisher, timeout),
                        HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
                String text = answerOrRetry(method, path, response, attempt);
                if (text != null) {
                    return text;
                }
            } catch (IOException e) {
                if (!mayRetry(attempt)) {
                    throw unreachable(method, path, attempt, base, e);
                }
            } catch (InterruptedException e) {
                // HttpClient.send has cancelled the exchange: the broker sees the connection close.
                Thread.currentThread().interrupt();
                throw new QueenException(method + " " + path + " interrupted; its exchange was aborted", e);
            }
        }
    }

    /** A 2xx answer's body; {@code null} when the answer is a 5xx worth a retry; else throws its error. */
    private String answerOrRetry(String method, String path, HttpResponse<String> response, int attempt) {
        int status = response.statusCode();
        if (status / 100 == 2) {
            return response.body();
        }
        if (status < 500 || !mayRetry(attempt)) {
            throw new QueenHttpException(method, path, status, errorText(response.body()));
        }
        return null;
    }

    private static QueenException unreachable(String method, String path, int attempt, String base, IOException e) {
        return new QueenException(method + " " + path + " failed after " + (attempt + 1)
                + " attempt(s) (last: " + base + "): " + e, e);
    }

    /** The JSON of an answer's body, or {@code null} for an empty one (a 204). */
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

    private static HttpRequest.BodyPublisher publisher(Object body) {
        try {
            return body == null ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofByteArray(Json.MAPPER.writeValueAsBytes(body));
        } catch (JsonProcessingException e) {
            throw new QueenException("cannot serialise the request body", e);
        }
    }

    private String nextUrl() {
        return urls.get(Math.floorMod(nextUrl.getAndIncrement(), urls.size()));
    }

    /** The wait before retry number {@code attempt} (from 1): the backoff, doubling with each retry. */
    private long backoffMillis(int attempt) {
        return retryBackoff.toMillis() << Math.min(attempt - 1, 16);
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
