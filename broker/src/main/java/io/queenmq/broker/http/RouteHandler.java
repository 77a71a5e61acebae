package io.queenmq.broker.http;

/**
 * One route's logic. Runs on the Netty event loop: must never block; hand slow work elsewhere and answer later
 * through the exchange.
 */
@FunctionalInterface
public interface RouteHandler {
    void handle(HttpExchange exchange) throws Exception;
}
