package io.queenmq.client;

import io.queenmq.client.internal.HttpTransport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * How to reach the brokers: their URLs (used round robin, failing over to the next on a
 * connection error or a 5xx), a bearer token, timeouts and the retry policy. Obtained from
 * {@link Queen#builder()}; {@link #connect()} makes the client.
 */
public final class QueenBuilder {
    private final List<String> urls = new ArrayList<>();
    private String bearerToken;
    private Duration connectTimeout = Duration.ofSeconds(5);
    private Duration requestTimeout = Duration.ofSeconds(30);
    private int retries = 3;
    private Duration retryBackoff = Duration.ofMillis(500);
    private boolean nonBlockingAsync = HttpTransport.POOLED_COMPLETIONS;

    QueenBuilder() {}

    /** Adds a broker base URL, e.g. {@code http://localhost:6632}. */
    public QueenBuilder url(String url) {
        String trimmed = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
        if (!trimmed.startsWith("http://") && !trimmed.startsWith("https://")) {
            throw new IllegalArgumentException("broker URL must start with http:// or https://: " + url);
        }
        urls.add(trimmed);
        return this;
    }

    /** Sends {@code Authorization: Bearer <token>} on every request (brokers with JWT_ENABLED). */
    public QueenBuilder bearerToken(String token) {
        this.bearerToken = token;
        return this;
    }

    /** Time allowed to open a connection (default 5 s). */
    public QueenBuilder connectTimeout(Duration timeout) {
        this.connectTimeout = positive(timeout, "connectTimeout");
        return this;
    }

    /** Time allowed for an answer (default 30 s); a long-polling pop gets its wait on top. */
    public QueenBuilder requestTimeout(Duration timeout) {
        this.requestTimeout = positive(timeout, "requestTimeout");
        return this;
    }

    /** Further attempts after a connection error or a 5xx (default 3), each on the next URL. */
    public QueenBuilder retries(int retries) {
        if (retries < 0) {
            throw new IllegalArgumentException("retries must be >= 0: " + retries);
        }
        this.retries = retries;
        return this;
    }

    /** Pause before the first retry (default 500 ms), doubled before each further one. */
    public QueenBuilder retryBackoff(Duration backoff) {
        if (backoff.isNegative()) {
            throw new IllegalArgumentException("retryBackoff must not be negative: " + backoff);
        }
        this.retryBackoff = backoff;
        return this;
    }

    /** The client; no request is sent until the first call. */
    public Queen connect() {
        if (urls.isEmpty()) {
            throw new IllegalArgumentException("at least one broker URL is required");
        }
        return new Queen(new HttpTransport(List.copyOf(urls), bearerToken, connectTimeout, requestTimeout,
                retries, retryBackoff, nonBlockingAsync));
    }

    /** Tests choose how async calls run, whatever the JDK and machine (see {@link HttpTransport}). */
    QueenBuilder nonBlockingAsync(boolean nonBlocking) {
        this.nonBlockingAsync = nonBlocking;
        return this;
    }

    private static Duration positive(Duration d, String name) {
        if (d.isNegative() || d.isZero()) {
            throw new IllegalArgumentException(name + " must be positive: " + d);
        }
        return d;
    }
}
