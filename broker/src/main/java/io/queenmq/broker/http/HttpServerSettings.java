package io.queenmq.broker.http;

/**
 * Listen address and limits of the HTTP server.
 *
 * @param host                listen address, e.g. {@code 0.0.0.0}
 * @param port                listen port; 0 binds a free port
 * @param workerThreads       event-loop threads serving connections; 0 lets Netty choose (2 x cores)
 * @param maxBodyBytes        largest accepted request body; bigger ones get 413
 * @param maxHeaderBytes      largest accepted header block; bigger ones get 431
 * @param maxInitialLineBytes longest accepted request line; longer ones get 414
 */
public record HttpServerSettings(
        String host, int port, int workerThreads, int maxBodyBytes, int maxHeaderBytes, int maxInitialLineBytes) {

    public HttpServerSettings {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be in 0..65535: " + port);
        }
        if (workerThreads < 0) {
            throw new IllegalArgumentException("workerThreads must be >= 0: " + workerThreads);
        }
        if (maxBodyBytes < 1 || maxHeaderBytes < 1 || maxInitialLineBytes < 1) {
            throw new IllegalArgumentException("limits must be >= 1 byte: body " + maxBodyBytes
                    + ", header " + maxHeaderBytes + ", initial line " + maxInitialLineBytes);
        }
    }
}
