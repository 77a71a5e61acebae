package io.queenmq.broker.auth;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.Principal;
import io.queenmq.broker.http.Role;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The authenticator without HTTP: role claims and their configured names, skip paths, the header forms. */
@Timeout(10)
class JwtAuthenticatorTest {
    private static final String SECRET = "unit-test-secret-of-at-least-32-bytes";

    private static JwtAuthenticator authenticator(Map<String, String> extra) {
        Map<String, String> env = new HashMap<>(extra);
        env.put("JWT_ENABLED", "true");
        env.put("JWT_SECRET", SECRET);
        return JwtAuthenticator.fromConfig(BrokerConfig.fromEnv(env));
    }

    private static String token(String subject, Map<String, Object> claims) throws Exception {
        JWTClaimsSet.Builder builder = new JWTClaimsSet.Builder().subject(subject);
        claims.forEach(builder::claim);
        SignedJWT jwt = new SignedJWT(new JWSHeader(JWSAlgorithm.HS256), builder.build());
        jwt.sign(new MACSigner(SECRET.getBytes(StandardCharsets.UTF_8)));
        return jwt.serialize();
    }

    private static int status(Runnable call) {
        try {
            call.run();
            return 0;
        } catch (ApiException e) {
            return e.status();
        }
    }

    @Test
    void offUnlessJwtEnabledIsTrue() {
        assertThat(JwtAuthenticator.fromConfig(BrokerConfig.fromEnv(Map.of("JWT_SECRET", SECRET)))).isNull();
        assertThat(JwtAuthenticator.fromConfig(BrokerConfig.fromEnv(Map.of("JWT_ENABLED", "TRUE")))).isNull();
    }

    @Test
    void roleClaimNamesAndValuesAreConfigurable() throws Exception {
        try (JwtAuthenticator auth = authenticator(Map.of("JWT_ROLES_CLAIM", "scope", "JWT_ROLES_ARRAY_CLAIM",
                "groups", "JWT_ROLE_ADMIN", "queen-admin", "JWT_ROLE_READ_WRITE", "queen-rw",
                "JWT_ROLE_READ_ONLY", "queen-ro"))) {
            Principal admin = auth.authenticate("/x", "Bearer " + token("alice", Map.of("scope", "queen-admin")),
                    Role.ADMIN);
            assertThat(admin).isEqualTo(new Principal("alice", Role.ADMIN));
            Principal rw = auth.authenticate("/x", token("bob", Map.of("groups", List.of("queen-ro", "queen-rw"))),
                    Role.READ_WRITE);
            assertThat(rw.role()).isEqualTo(Role.READ_WRITE);
            String defaults = token("carol", Map.of("role", "admin", "roles", List.of("admin")));
            assertThat(status(() -> auth.authenticate("/x", "Bearer " + defaults, Role.READ_ONLY))).isEqualTo(403);
        }
    }

    @Test
    void skipPathsMatchExactlyOrByAPrefixEndingInASlash() {
        try (JwtAuthenticator auth = authenticator(Map.of("JWT_SKIP_PATHS", "/, /open ,/pub/"))) {
            assertThat(auth.authenticate("/", null, Role.ADMIN)).isNull();
            assertThat(auth.authenticate("/open", null, Role.ADMIN)).isNull();
            assertThat(auth.authenticate("/pub/any/thing", null, Role.ADMIN)).isNull();
            assertThat(status(() -> auth.authenticate("/pub", null, Role.ADMIN))).isEqualTo(401);
            assertThat(status(() -> auth.authenticate("/open/x", null, Role.ADMIN))).isEqualTo(401);
            assertThat(status(() -> auth.authenticate("/x", null, Role.READ_ONLY))).isEqualTo(401);
        }
    }

    @Test
    void theHeaderIsBearerInAnyCaseOrTheRawToken() {
        assertThat(JwtAuthenticator.token("Bearer abc")).isEqualTo("abc");
        assertThat(JwtAuthenticator.token("bEaReR   abc ")).isEqualTo("abc");
        assertThat(JwtAuthenticator.token("abc")).isEqualTo("abc");
        assertThat(JwtAuthenticator.token("Bearer")).isNull();
        assertThat(JwtAuthenticator.token("  ")).isNull();
        assertThat(JwtAuthenticator.token(null)).isNull();
    }

    @Test
    void aTokenWithoutAKnownRoleIsForbiddenButPassesPublicChecks() throws Exception {
        try (JwtAuthenticator auth = authenticator(Map.of())) {
            String none = token("dave", Map.of());
            assertThat(status(() -> auth.authenticate("/x", none, Role.READ_ONLY))).isEqualTo(403);
            assertThat(auth.authenticate("/x", none, Role.PUBLIC)).isEqualTo(new Principal("dave", null));
        }
    }
}
