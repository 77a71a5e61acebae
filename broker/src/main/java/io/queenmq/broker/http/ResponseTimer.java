package io.queenmq.broker.http;

/**
 * Receives how long a request took, from its arrival to its answer being ready, on the event loop
 * that answers it. Implementations must not block, lock or allocate.
 */
@FunctionalInterface
public interface ResponseTimer {
    void record(long nanos);

    /** {@code handler} with every answer it gives timed by {@code timer}. */
    static RouteHandler timed(RouteHandler handler, ResponseTimer timer) {
        return exchange -> {
            exchange.timeWith(timer);
            handler.handle(exchange);
        };
    }
}
