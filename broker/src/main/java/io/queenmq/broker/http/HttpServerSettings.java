package io.queenmq.broker.http;

import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.Settings;

/**
 * Listen address and limits of the HTTP server.
 *
 * @param host                  listen address, e.g. {@code 0.0.0.0}
 * @param port                  listen port; 0 binds a free port
 * @param workerThreads         event-loop threads serving connections; 0 lets Netty choose (2 x cores)
 * @param maxBodyBytes          largest accepted request body; bigger ones get 413
 * @param maxHeaderBytes        largest accepted header block; bigger ones get 431
 * @param maxHeaderCount        most accepted header lines; more get 431
 * @param maxInitialLineBytes   longest accepted request line; longer ones get 414
 * @param idleTimeoutMs         a connection with nothing in progress is closed after this long without a byte
 * @param requestTimeoutMs      time from a request's first byte until it is complete; slower ones get 408
 * @param maxConnections        most open connections; beyond it a new one gets 503 and is closed
 * @param maxInflightBodyBytes  request body bytes all connections may hold at once; beyond it 503, a single larger
 *                              body 413
 */
public record HttpServerSettings(
        String host, int port, int workerThreads, int maxBodyBytes, int maxHeaderBytes, int maxHeaderCount,
        int maxInitialLineBytes, int idleTimeoutMs, int requestTimeoutMs, int maxConnections,
        int maxInflightBodyBytes) {

    static final int DEFAULT_IDLE_TIMEOUT_MS = 60_000;
    static final int DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
    static final int DEFAULT_MAX_CONNECTIONS = 10_000;
    static final int DEFAULT_MAX_HEADER_COUNT = 100;

    public HttpServerSettings {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be in 0..65535: " + port);
        }
        if (workerThreads < 0) {
            throw new IllegalArgumentException("workerThreads must be >= 0: " + workerThreads);
        }
        if (maxBodyBytes < 1 || maxHeaderBytes < 1 || maxInitialLineBytes < 1 || maxInflightBodyBytes < 1) {
            throw new IllegalArgumentException("limits must be >= 1 byte: body " + maxBodyBytes
                    + ", header " + maxHeaderBytes + ", initial line " + maxInitialLineBytes
                    + ", in-flight bodies " + maxInflightBodyBytes);
        }
        if (idleTimeoutMs < 1 || requestTimeoutMs < 1 || maxConnections < 1 || maxHeaderCount < 1) {
            throw new IllegalArgumentException("must be >= 1: idle timeout " + idleTimeoutMs + " ms, request timeout "
                    + requestTimeoutMs + " ms, connections " + maxConnections + ", headers " + maxHeaderCount);
        }
    }

    /** {@code HOST}, {@code PORT}, {@code NUM_WORKERS} and the {@code MAX_*} and {@code HTTP_*} limits. */
    public static HttpServerSettings from(BrokerConfig config) {
        return new HttpServerSettings(config.get(Settings.HOST), config.get(Settings.PORT),
                config.get(Settings.NUM_WORKERS), config.get(Settings.MAX_BODY_BYTES),
                config.get(Settings.MAX_HEADER_BYTES), config.get(Settings.MAX_HEADER_COUNT),
                config.get(Settings.MAX_INITIAL_LINE_BYTES), config.get(Settings.HTTP_IDLE_TIMEOUT_MS),
                config.get(Settings.HTTP_REQUEST_TIMEOUT_MS), config.get(Settings.MAX_CONNECTIONS),
                config.get(Settings.MAX_INFLIGHT_BODY_BYTES));
    }

    /**
     * With the default timeouts, header count and connection cap, and in-flight bodies bounded only by
     * {@code maxBodyBytes}.
     */
    public HttpServerSettings(String host, int port, int workerThreads, int maxBodyBytes, int maxHeaderBytes,
                              int maxInitialLineBytes) {
        this(host, port, workerThreads, maxBodyBytes, maxHeaderBytes, DEFAULT_MAX_HEADER_COUNT, maxInitialLineBytes,
                DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS, DEFAULT_MAX_CONNECTIONS, Integer.MAX_VALUE);
    }
}
