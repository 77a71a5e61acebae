package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jwt.JWTClaimsSet;
import io.queenmq.broker.Broker;
import io.queenmq.broker.api.RouteRoles;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.http.Role;
import io.queenmq.broker.http.Router;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * JWT auth with an HS256 secret (docs/http-api.md §2.9): every registered route against every kind of caller, the 401
 * messages, the public paths and {@code producerSub}. One broker with auth on, sharing the test database.
 */
@Timeout(120)
class AuthIT {
    static final String SECRET = "a-test-secret-of-at-least-32-bytes!!";
    static final String ISSUER = "https://issuer.test";
    static final String AUDIENCE = "queen";
    static final String SKIP_PREFIX = "/api/v1/status/queues/";

    private static Broker broker;
    private static String url;

    @BeforeAll
    static void start() throws Exception {
        Map<String, String> env = TestBroker.env();
        env.put("JWT_ENABLED", "true");
        env.put("JWT_SECRET", SECRET);
        env.put("JWT_ISSUER", ISSUER);
        env.put("JWT_AUDIENCE", AUDIENCE);
        env.put("JWT_SKIP_PATHS", "/health,/metrics/prometheus,/metrics,/," + SKIP_PREFIX);
        broker = Broker.start(BrokerConfig.fromEnv(env));
        url = "http://127.0.0.1:" + broker.port();
    }

    @AfterAll
    static void stop() {
        if (broker != null) {
            broker.close();
        }
    }

    static JWTClaimsSet valid(String subject, Map<String, Object> extra) {
        Map<String, Object> claims = new HashMap<>(extra);
        claims.put("iss", ISSUER);
        claims.put("aud", AUDIENCE);
        return Tokens.claims(subject, claims);
    }

    static String token(String role) {
        return Tokens.hs256(SECRET, valid("user-" + role, Map.of("role", role)));
    }

    private static Tokens.Reply send(String method, String path, String token) {
        return Tokens.send(url, method, path, token, method.equals("GET") || method.equals("DELETE") ? null : "{}");
    }

    @Test
    void everyRegisteredRouteHasTheRoleOfTheTableAndNoEntryIsStale() {
        Map<String, Role> registered = broker.routes().stream()
                .collect(Collectors.toMap(r -> r.method() + " " + r.pattern(), Router.RouteInfo::role));
        assertThat(registered).containsExactlyInAnyOrderEntriesOf(RouteRoles.TABLE.entries());
    }

    @Test
    void everyRouteAnswersEachCallerByItsMinimumRole() {
        String ro = token("read-only");
        String rw = token("read-write");
        String admin = token("admin");
        String bad = Tokens.hs256("another-secret-of-at-least-32-bytes!!", valid("x", Map.of("role", "admin")));
        List<String> failures = new ArrayList<>();
        for (Router.RouteInfo route : broker.routes()) {
            String path = route.pattern().replaceAll(":[A-Za-z]+", "auth-matrix-none");
            // Paths under the skip prefix of this broker's JWT_SKIP_PATHS are let through like public ones.
            Role role = path.startsWith(SKIP_PREFIX) ? Role.PUBLIC : route.role();
            check(failures, route, path, null, role == Role.PUBLIC ? 0 : 401);
            check(failures, route, path, bad, role == Role.PUBLIC ? 0 : 401);
            check(failures, route, path, ro, Role.READ_ONLY.covers(role) ? 0 : 403);
            check(failures, route, path, rw, Role.READ_WRITE.covers(role) ? 0 : 403);
            check(failures, route, path, admin, 0);
        }
        assertThat(failures).isEmpty();
        assertThat(broker.routes()).hasSizeGreaterThanOrEqualTo(56);
    }

    /** {@code expected} 0 means "neither 401 nor 403". */
    private static void check(List<String> failures, Router.RouteInfo route, String path, String token, int expected) {
        Tokens.Reply reply = send(route.method(), path, token);
        boolean ok = expected == 0 ? reply.status() != 401 && reply.status() != 403 : reply.status() == expected;
        if (ok && expected == 401 && token == null) {
            ok = reply.text().equals("{\"error\":\"Authentication required\"}");
        }
        if (ok && expected == 403) {
            ok = reply.text().equals("{\"error\":\"Insufficient permissions\"}");
        }
        if (!ok) {
            failures.add(route.method() + " " + path + " (" + route.role() + ") with "
                    + (token == null ? "no token" : "a token") + ": " + reply.status() + " " + reply.text()
                    + ", expected " + (expected == 0 ? "not 401/403" : expected));
        }
    }

    @Test
    void aRefusedCallerCannotTellWhetherAQueueExists() {
        String queue = TestBroker.uniqueName("auth-exists");
        Tokens.send(url, "POST", "/api/v1/configure", token("admin"), "{\"queue\":\"" + queue + "\"}");
        for (String name : List.of(queue, "auth-missing-queue")) {
            assertThat(send("GET", "/api/v1/resources/queues/" + name, null).text())
                    .isEqualTo("{\"error\":\"Authentication required\"}");
            Tokens.Reply forbidden = send("DELETE", "/api/v1/resources/queues/" + name, token("read-write"));
            assertThat(forbidden.status()).isEqualTo(403);
            assertThat(forbidden.error()).isEqualTo("Insufficient permissions");
        }
    }

    @Test
    void invalidTokensAreRefusedWithWhatIsWrong() throws Exception {
        long past = System.currentTimeMillis() - 3_600_000;
        JWTClaimsSet expired = new JWTClaimsSet.Builder(valid("u", Map.of("role", "admin")))
                .expirationTime(new Date(past)).issueTime(new Date(past - 60_000)).build();
        RSAKey rsa = new RSAKeyGenerator(2048).generate();
        Map<String, String> cases = new java.util.LinkedHashMap<>();
        cases.put(Tokens.hs256(SECRET, expired), "Token has expired");
        cases.put(Tokens.hs256(SECRET, new JWTClaimsSet.Builder(valid("u", Map.of("role", "admin")))
                .issuer("https://other.test").build()), "Invalid token issuer");
        cases.put(Tokens.hs256(SECRET, new JWTClaimsSet.Builder(valid("u", Map.of("role", "admin")))
                .audience("other").build()), "Invalid token audience");
        cases.put(Tokens.hs256("wrong-secret-wrong-secret-wrong-secret", valid("u", Map.of("role", "admin"))),
                "Invalid token signature");
        cases.put(Tokens.sign(new RSASSASigner(rsa), JWSAlgorithm.RS256, "k", valid("u", Map.of("role", "admin"))),
                "Token uses RS256, expected HS256");
        cases.put("not.a.jwt", "Token decode error: ");
        cases.put(new com.nimbusds.jwt.PlainJWT(valid("u", Map.of("role", "admin"))).serialize(),
                "Token decode error: "); // "alg":"none" is never a signed token
        cases.put(Tokens.hs256(SECRET, new JWTClaimsSet.Builder(valid("u", Map.of("role", "admin")))
                .notBeforeTime(new Date(System.currentTimeMillis() + 3_600_000)).build()), "Token is not yet valid");
        cases.put(Tokens.hs256(SECRET, new JWTClaimsSet.Builder(valid("u", Map.of("role", "admin")))
                .issueTime(new Date(System.currentTimeMillis() + 3_600_000)).build()), "Token issued in the future");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            Tokens.Reply reply = send("GET", "/api/v1/resources/queues", c.getKey());
            assertThat(reply.status()).as(c.getValue()).isEqualTo(401);
            assertThat(reply.error()).startsWith(c.getValue());
        }
        // JWT_CLOCK_SKEW (30 s by default) forgives a token that expired a moment ago.
        JWTClaimsSet justExpired = new JWTClaimsSet.Builder(valid("u", Map.of("role", "admin")))
                .expirationTime(new Date(System.currentTimeMillis() - 5_000)).build();
        assertThat(send("GET", "/api/v1/resources/queues", Tokens.hs256(SECRET, justExpired)).status()).isEqualTo(200);
        // The prefix is case-insensitive; without it the header is the token itself.
        String ro = token("read-only");
        for (String header : List.of("bearer " + ro, "BEARER " + ro, ro)) {
            assertThat(Tokens.sendAuthorization(url, "GET", "/api/v1/resources/queues", header, null).status())
                    .as(header).isEqualTo(200);
        }
        assertThat(Tokens.sendAuthorization(url, "GET", "/api/v1/resources/queues", "Bearer ", null).error())
                .isEqualTo("Authentication required");
    }

    @Test
    void publicPathsAndSkipPathsNeedNoToken() {
        assertThat(send("GET", "/health", null).status()).isEqualTo(200);
        assertThat(send("GET", "/metrics/prometheus", null).status()).isEqualTo(200);
        assertThat(send("OPTIONS", "/api/v1/resources/queues", null).status()).isEqualTo(204);
        // "/api/v1/status/queues/" ends in '/': a prefix; it does not cover "/api/v1/status/queues" itself.
        assertThat(send("GET", "/api/v1/status/queues/auth-skip-none", null).status()).isNotIn(401, 403);
        assertThat(send("GET", "/api/v1/status/queues", null).status()).isEqualTo(401);
        assertThat(send("GET", "/api/v1/unknown-route", null).status()).isEqualTo(404);
    }

    @Test
    void theRoleArrayClaimCountsAndItsHighestRoleWins() {
        String token = Tokens.hs256(SECRET, valid("u", Map.of("roles", List.of("read-only", "admin", "nobody"))));
        assertThat(send("GET", "/api/v1/system/maintenance", token).status()).isEqualTo(200);
        String none = Tokens.hs256(SECRET, valid("u", Map.of("role", "nobody")));
        assertThat(send("GET", "/api/v1/resources/queues", none).status()).isEqualTo(403);
    }

    @Test
    void pushStampsProducerSubFromTheTokenAndIgnoresTheBody() {
        String queue = TestBroker.uniqueName("auth-sub");
        String producer = Tokens.hs256(SECRET, valid("producer-7", Map.of("role", "read-write")));
        Tokens.Reply pushed = Tokens.send(url, "POST", "/api/v1/push", producer, "{\"items\":[{\"queue\":\"" + queue
                + "\",\"payload\":{\"n\":1},\"producerSub\":\"mallory\"},{\"queue\":\"" + queue
                + "\",\"payload\":{\"n\":2}}]}");
        assertThat(pushed.status()).isEqualTo(201);
        Tokens.Reply popped = send("GET", "/api/v1/pop/queue/" + queue + "?batch=10", token("read-write"));
        assertThat(popped.status()).isEqualTo(200);
        JsonNode messages = popped.json().get("messages");
        assertThat(messages).hasSize(2);
        for (JsonNode message : messages) {
            assertThat(message.get("producerSub").asText()).isEqualTo("producer-7");
        }
    }
}
