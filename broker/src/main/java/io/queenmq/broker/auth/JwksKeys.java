package io.queenmq.broker.auth;

import com.nimbusds.jose.jwk.JWKSet;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The keys of a JWKS URL. Threads: {@link #current()} and {@link #refreshSoon()} from any thread (the event loops)
 * and never block; fetching runs only on the constructor's caller (the first fetch, at start) and on the single
 * {@code queen-jwks} thread (periodic and on-demand refreshes). A failed refresh keeps the previous keys.
 */
final class JwksKeys implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(JwksKeys.class);
    /** On-demand refreshes (unknown {@code kid}) are at most this frequent, so bad tokens cannot hammer the IdP. */
    static final long MIN_ON_DEMAND_INTERVAL_NS = TimeUnit.SECONDS.toNanos(1);

    private final URI url;
    private final Duration timeout;
    private final HttpClient client;
    private final ScheduledExecutorService thread;
    private final AtomicBoolean refreshQueued = new AtomicBoolean();
    private volatile List<KeyVerifier> keys;
    private volatile long lastOnDemandNanos = System.nanoTime() - MIN_ON_DEMAND_INTERVAL_NS;

    /**
     * Fetches the key set once, on the calling thread, then refreshes it every {@code refreshIntervalS}.
     *
     * @throws IOException when the first fetch fails or the answer is not a JWKS
     */
    JwksKeys(URI url, int timeoutMs, int refreshIntervalS) throws IOException {
        this.url = url;
        this.timeout = Duration.ofMillis(timeoutMs);
        this.client = HttpClient.newBuilder().connectTimeout(timeout).followRedirects(HttpClient.Redirect.NORMAL)
                .build();
        this.keys = fetch();
        this.thread = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread t = new Thread(runnable, "queen-jwks");
            t.setDaemon(true);
            return t;
        });
        thread.scheduleWithFixedDelay(this::refresh, refreshIntervalS, refreshIntervalS, TimeUnit.SECONDS);
    }

    /** The keys of the last successful fetch. */
    List<KeyVerifier> current() {
        return keys;
    }

    /** Asks the background thread for a refresh (a token named an unknown {@code kid}); returns at once. */
    void refreshSoon() {
        long now = System.nanoTime();
        if (now - lastOnDemandNanos < MIN_ON_DEMAND_INTERVAL_NS || !refreshQueued.compareAndSet(false, true)) {
            return;
        }
        lastOnDemandNanos = now;
        try {
            thread.execute(() -> {
                refreshQueued.set(false);
                refresh();
            });
        } catch (RuntimeException e) { // shut down
            refreshQueued.set(false);
        }
    }

    private void refresh() {
        try {
            keys = fetch();
        } catch (IOException | RuntimeException e) {
            log.warn("JWKS refresh from {} failed, keeping the {} keys we have: {}", url, keys.size(), e.toString());
        }
    }

    private List<KeyVerifier> fetch() throws IOException {
        HttpRequest request = HttpRequest.newBuilder(url).timeout(timeout).header("Accept", "application/json")
                .GET().build();
        HttpResponse<String> response;
        try {
            response = client.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        if (response.statusCode() != 200) {
            throw new IOException("HTTP " + response.statusCode());
        }
        try {
            List<KeyVerifier> loaded = KeyVerifier.of(JWKSet.parse(response.body()).getKeys());
            log.info("Loaded {} JWT verification keys from {}", loaded.size(), url);
            return loaded;
        } catch (Exception e) {
            throw new IOException("not a usable JWKS: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        thread.shutdownNow();
    }
}
