package io.queenmq.broker.it.hostile;

import static io.queenmq.broker.it.hostile.HostileCase.Outcome.ACCEPTED_OR_REJECTED;
import static io.queenmq.broker.it.hostile.HostileCase.Outcome.REJECTED;

import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.broker.http.Router.RouteInfo;
import io.queenmq.broker.it.Api;
import io.queenmq.broker.it.hostile.HostileCase.Outcome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Cases generated from the broker's route list, so that a new route is covered as soon as it is registered: each
 * route with the methods it does not have, hostile values in each path parameter, hostile query strings, and, for
 * POST routes, malformed bodies and every field of the sample body replaced by each hostile value.
 */
public final class RouteCorpus {
    private static final List<String> METHODS = List.of("GET", "POST", "PUT", "DELETE", "BREW");
    /** ASCII only, so that unpaired surrogates travel as {@code \uD800} escapes, as a client would send them. */
    private static final ObjectWriter WRITER = new ObjectMapper().writer().with(JsonWriteFeature.ESCAPE_NON_ASCII);
    private static final int DEPTH_BEYOND_LIMIT = 70;

    private final List<RouteInfo> routes;
    private final SampleRequests samples;
    private final List<HostileCase> cases = new ArrayList<>();

    private RouteCorpus(List<RouteInfo> routes, SampleRequests samples) {
        this.routes = routes;
        this.samples = samples;
    }

    public static List<HostileCase> generate(List<RouteInfo> routes, SampleRequests samples) {
        RouteCorpus corpus = new RouteCorpus(routes, samples);
        for (RouteInfo route : routes) {
            corpus.wrongMethods(route);
            corpus.pathParameters(route);
            if (route.method().equals("GET")) {
                corpus.queryStrings(route);
            }
            if (route.method().equals("POST")) {
                corpus.bodyShapes(route);
                corpus.bodyFields(route);
            }
        }
        return corpus.cases;
    }

    /** Every method the path has no route for is 404 naming nothing more than "Not Found". */
    private void wrongMethods(RouteInfo route) {
        String path = samples.path(route.pattern());
        for (String method : METHODS) {
            if (!routed(method, path)) {
                add("wrong method", method + " " + route.pattern(), HostileCase.json(method, path, "{}"), REJECTED,
                        "Not Found");
            }
        }
    }

    private void pathParameters(RouteInfo route) {
        if (!route.pattern().contains("/:")) {
            return;
        }
        String body = route.method().equals("POST") ? "{}" : null;
        for (Map.Entry<String, String> value : HostileValues.pathSegments().entrySet()) {
            String path = route.pattern().replaceAll(":[A-Za-z]+", value.getValue());
            add("path parameter", route + " with " + value.getKey(), HostileCase.json(route.method(), path, body),
                    ACCEPTED_OR_REJECTED, null);
        }
    }

    private void queryStrings(RouteInfo route) {
        String path = samples.path(route.pattern());
        for (Map.Entry<String, String> query : HostileValues.queryStrings().entrySet()) {
            add("query string", route + " with " + query.getKey(),
                    HostileCase.json("GET", path + query.getValue(), null), ACCEPTED_OR_REJECTED, null);
        }
        add("query string", route + " with a malformed percent escape",
                HostileCase.json("GET", path + "?limit=%ZZ", null), REJECTED, "Malformed");
    }

    /** Whole-body problems; a route without a sample body may ignore its body, so it may accept them. */
    private void bodyShapes(RouteInfo route) {
        String path = samples.path(route.pattern());
        String sample = samples.body(route.pattern());
        Outcome outcome = sample == null ? ACCEPTED_OR_REJECTED : REJECTED;
        String fields = sample == null ? "{\"queue\":\"q\",\"partition\":\"p\"}" : sample;
        String deep = HostileValues.nested(DEPTH_BEYOND_LIMIT);
        String name = route.toString();
        add("body shape", name + ": truncated JSON", HostileCase.json("POST", path,
                fields.substring(0, fields.length() / 2)), outcome, "Invalid JSON");
        add("body shape", name + ": not JSON", HostileCase.json("POST", path, "queue=q&partition=p"), outcome,
                "Invalid JSON");
        // Valid JSON of the wrong shape: a route that reads its body with defaults (lease extension) may accept it.
        add("body shape", name + ": JSON null", HostileCase.json("POST", path, "null"), ACCEPTED_OR_REJECTED, null);
        add("body shape", name + ": JSON array", HostileCase.json("POST", path, "[" + fields + "]"),
                ACCEPTED_OR_REJECTED, null);
        add("body shape", name + ": JSON string", HostileCase.json("POST", path, "\"" + fields.replace("\"", "'")
                + "\""), ACCEPTED_OR_REJECTED, null);
        add("body shape", name + ": trailing garbage", HostileCase.json("POST", path, fields + "}{"), outcome,
                "Invalid JSON");
        add("body shape", name + ": nested " + DEPTH_BEYOND_LIMIT + " deep", HostileCase.json("POST", path,
                "{\"queue\":" + deep + "}"), outcome, "nesting depth");
        add("body shape", name + ": duplicate key", HostileCase.json("POST", path,
                "{\"queue\":\"first\"," + fields.substring(1, fields.length() - 1) + ",\"queue\":\"last\"}"),
                outcome, "Duplicate");
        add("body shape", name + ": invalid UTF-8", HostileCase.http("POST", path, "application/json",
                HostileCase.concat(HostileCase.utf8("{\"queue\":\"a"), new byte[] {(byte) 0xC3, 0x28, (byte) 0xFF},
                        HostileCase.utf8("\"}"))), outcome, "Invalid JSON");
        add("body shape", name + ": raw NUL byte", HostileCase.json("POST", path, "{\"queue\":\"a\u0000b\"}"), outcome,
                "Invalid JSON");
        add("body shape", name + ": text/plain", HostileCase.http("POST", path, "text/plain",
                HostileCase.utf8(fields)), ACCEPTED_OR_REJECTED, null);
        add("body shape", name + ": no content type", HostileCase.http("POST", path, null,
                HostileCase.utf8(fields)), ACCEPTED_OR_REJECTED, null);
    }

    /** Each field of the sample body, and each field of its first nested object, set to each hostile value. */
    private void bodyFields(RouteInfo route) {
        String sampleText = samples.body(route.pattern());
        if (sampleText == null) {
            return;
        }
        ObjectNode sample = (ObjectNode) Api.parse(sampleText);
        sample.fieldNames().forEachRemaining(field -> {
            mutate(route, sample, field, sample, field);
            JsonNode value = sample.get(field);
            JsonNode nested = value.isArray() ? value.get(0) : value;
            if (nested instanceof ObjectNode object) {
                object.fieldNames().forEachRemaining(inner ->
                        mutate(route, sample, field + "." + inner, object, inner));
            }
        });
    }

    /** One case per hostile value of {@code parent.field}, on a copy of {@code root}. */
    private void mutate(RouteInfo route, ObjectNode root, String name, ObjectNode parent, String field) {
        JsonNode original = parent.get(field);
        for (Map.Entry<String, JsonNode> value : HostileValues.fieldValues().entrySet()) {
            parent.set(field, value.getValue());
            add("body field", route + ": " + name + " " + value.getKey(),
                    HostileCase.json("POST", samples.path(route.pattern()), write(root)), ACCEPTED_OR_REJECTED, null);
        }
        parent.set(field, original);
    }

    /** Whether any route serves {@code method} on {@code path}, a parameter matching any non-empty segment. */
    private boolean routed(String method, String path) {
        String[] segments = path.substring(1).split("/", -1);
        for (RouteInfo route : routes) {
            String[] pattern = route.pattern().substring(1).split("/", -1);
            if (route.method().equals(method) && pattern.length == segments.length && matches(pattern, segments)) {
                return true;
            }
        }
        return false;
    }

    private static boolean matches(String[] pattern, String[] segments) {
        for (int i = 0; i < pattern.length; i++) {
            if (!pattern[i].equals(segments[i]) && !(pattern[i].startsWith(":") && !segments[i].isEmpty())) {
                return false;
            }
        }
        return true;
    }

    private void add(String category, String description, byte[] request, Outcome outcome, String errorContains) {
        cases.add(new HostileCase(category, description, request, false, outcome, errorContains));
    }

    private static String write(JsonNode node) {
        try {
            return WRITER.writeValueAsString(node);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
