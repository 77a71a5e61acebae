package io.queenmq.broker.api;

import io.queenmq.broker.http.HttpExchange;
import java.util.Map;

/** The answer when a store lane refuses a request (full, or closed by a shutdown): nothing was accepted, try again shortly. */
public final class Overload {
    private Overload() {}

    public static void reject(HttpExchange exchange, String operation) {
        exchange.respond(503, Map.of("error", operation + " queue is full or the broker is stopping; retry shortly"), Map.of("Retry-After", "1"));
    }
}
