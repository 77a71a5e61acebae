package io.queenmq.client;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A local HTTP server (the JDK's own) that answers each request with the next status of its
 * script and the body {@code {"error":"boom"}}, then with 200 and {@link #okBody}; it records
 * what it received. For transport tests that need a broker misbehaving on cue.
 */
final class ScriptedServer implements AutoCloseable {
    final AtomicInteger hits = new AtomicInteger();
    final Queue<Integer> script = new ConcurrentLinkedQueue<>();
    final Queue<String> authorization = new ConcurrentLinkedQueue<>();
    final Queue<String> bodies = new ConcurrentLinkedQueue<>();
    volatile String okBody = "{\"status\":\"healthy\"}";
    volatile long delayMs;
    private final HttpServer server;

    ScriptedServer(Integer... statuses) {
        script.addAll(java.util.List.of(statuses));
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/", exchange -> {
            hits.incrementAndGet();
            String auth = exchange.getRequestHeaders().getFirst("Authorization");
            if (auth != null) {
                authorization.add(auth);
            }
            bodies.add(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            try {
                Thread.sleep(delayMs);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            Integer status = script.poll();
            byte[] body = (status == null ? okBody : "{\"error\":\"boom\"}").getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status == null ? 200 : status, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
