package io.queenmq.broker.http;

/**
 * Wraps the handlers of the routes a feature adds (see {@link Router#decorateWith}), e.g. to record a span around
 * them. Called once per route at registration, before the server starts; returning {@code handler} itself leaves the
 * route as it is, at no cost per request.
 */
@FunctionalInterface
public interface RouteDecorator {
    RouteHandler decorate(String method, String pattern, RouteHandler handler);
}
