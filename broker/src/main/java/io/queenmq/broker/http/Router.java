package io.queenmq.broker.http;

import io.netty.handler.codec.http.QueryStringDecoder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Maps method + path to a {@link RouteHandler}. Patterns are paths whose segments are literals or {@code :name}
 * parameters, e.g. {@code /api/v1/pop/queue/:queue/partition/:partition}; a literal segment wins over a parameter
 * at the same position. Paths are case-sensitive and have no trailing-slash aliases.
 *
 * <p>A path that matches no pattern, or matches only with other methods, is answered 404 {@code {"error":"Not
 * Found"}} (docs/http-api.md §2.10) rather than 405: clients treat both as a non-retryable error.
 *
 * <p>Every route has a minimum role, looked up in the router's {@link RoleTable} when it is added: a route the
 * table does not name is refused, so the broker cannot start with a route nobody gave a role. When an
 * {@link Authenticator} is set, the request handler calls it with that role before the route handler runs.
 *
 * <p>Threads: add routes before {@link HttpServer#start()}; afterwards the router is read-only and shared by all
 * event loops.
 */
public final class Router {
    private final Node root = new Node();
    private final RoleTable roles;
    private final List<RouteInfo> registered = new ArrayList<>();
    private StatusCounter statuses = StatusCounter.NONE;
    private Authenticator authenticator;
    private RouteDecorator decorator = (method, pattern, handler) -> handler;

    /** A router whose routes take their minimum role from {@code roles}. */
    public Router(RoleTable roles) {
        this.roles = roles;
    }

    /** For this package's tests: every route is public. */
    Router() {
        this((method, pattern) -> Role.PUBLIC);
    }

    /** Registers {@code handler} for {@code method} (e.g. "GET") on {@code pattern}; a duplicate is an error. */
    public Router add(String method, String pattern, RouteHandler handler) {
        if (!pattern.startsWith("/")) {
            throw new IllegalArgumentException("Route pattern must start with '/': " + pattern);
        }
        Role role = roles.roleOf(method, pattern);
        if (role == null) {
            throw new IllegalStateException("Route " + method + " " + pattern + " has no minimum role: add it to the "
                    + "role table (api/RouteRoles)");
        }
        List<String> paramNames = new ArrayList<>();
        Node node = root;
        for (String segment : segments(pattern)) {
            if (segment.startsWith(":")) {
                if (segment.length() == 1) {
                    throw new IllegalArgumentException("Unnamed parameter in route pattern: " + pattern);
                }
                paramNames.add(segment.substring(1));
                if (node.param == null) {
                    node.param = new Node();
                }
                node = node.param;
            } else {
                node = node.literals.computeIfAbsent(segment, s -> new Node());
            }
        }
        RouteHandler decorated = decorator.decorate(method, pattern, handler);
        if (node.routes.putIfAbsent(method, new Route(decorated, List.copyOf(paramNames), role)) != null) {
            throw new IllegalArgumentException("Duplicate route: " + method + " " + pattern);
        }
        registered.add(new RouteInfo(method, pattern, role));
        return this;
    }

    /** Wraps the handler of every route added from now on with {@code decorator}. */
    public Router decorateWith(RouteDecorator decorator) {
        this.decorator = decorator;
        return this;
    }

    /** Checks every non-public route's caller with {@code authenticator}; set before the server starts. */
    public Router authenticateWith(Authenticator authenticator) {
        this.authenticator = authenticator;
        return this;
    }

    /** The authentication hook, or null when auth is off. */
    Authenticator authenticator() {
        return authenticator;
    }

    /** Every registered route with its minimum role, in registration order. */
    public List<RouteInfo> routes() {
        return Collections.unmodifiableList(registered);
    }

    /** Counts every answer of the server by status with {@code counter}; set before the server starts. */
    public Router countStatusesWith(StatusCounter counter) {
        this.statuses = counter;
        return this;
    }

    StatusCounter statuses() {
        return statuses;
    }

    /**
     * The route for {@code method} on the undecoded {@code rawPath}, with its parameters percent-decoded, or null.
     *
     * @throws ApiException 400 when a parameter holds a malformed percent escape
     */
    Match find(String method, String rawPath) {
        if (!rawPath.startsWith("/")) {
            return null;
        }
        List<String> rawValues = new ArrayList<>();
        Route route = match(root, segments(rawPath), 0, method, rawValues);
        if (route == null) {
            return null;
        }
        Map<String, String> params = new HashMap<>();
        for (int i = 0; i < rawValues.size(); i++) {
            params.put(route.paramNames.get(i), decodeSegment(rawValues.get(i)));
        }
        return new Match(route.handler, params, route.role);
    }

    /** Depth-first: the literal branch first, then the parameter branch; {@code values} collects parameters. */
    private static Route match(Node node, List<String> segments, int index, String method, List<String> values) {
        if (index == segments.size()) {
            return node.routes.get(method);
        }
        String segment = segments.get(index);
        Node literal = node.literals.get(segment);
        if (literal != null) {
            Route route = match(literal, segments, index + 1, method, values);
            if (route != null) {
                return route;
            }
        }
        if (node.param != null && !segment.isEmpty()) {
            values.add(segment);
            Route route = match(node.param, segments, index + 1, method, values);
            if (route != null) {
                return route;
            }
            values.remove(values.size() - 1);
        }
        return null;
    }

    /** "/a/b" gives [a, b]; "/" gives [""] and "/a/" gives [a, ""], so a trailing slash is a different path. */
    private static List<String> segments(String path) {
        return List.of(path.substring(1).split("/", -1));
    }

    private static String decodeSegment(String raw) {
        try {
            // In a path '+' is a literal plus, unlike in a query string.
            return QueryStringDecoder.decodeComponent(raw.replace("+", "%2B"));
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("Malformed percent-encoding in path segment: " + raw);
        }
    }

    /** A matched route: its handler and its decoded path parameters by name. */
    record Match(RouteHandler handler, Map<String, String> params, Role role) {
    }

    /** A registered route: method, pattern and the minimum role a caller needs. */
    public record RouteInfo(String method, String pattern, Role role) {
    }

    private record Route(RouteHandler handler, List<String> paramNames, Role role) {
    }

    private static final class Node {
        final Map<String, Node> literals = new HashMap<>();
        final Map<String, Route> routes = new HashMap<>();
        Node param;
    }
}
