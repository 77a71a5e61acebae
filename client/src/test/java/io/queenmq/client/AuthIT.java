package io.queenmq.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import io.queenmq.broker.Broker;
import java.nio.charset.StandardCharsets;
import java.util.Date;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A broker with JWT on: the bearer token is what lets the client in, and its role what it may do. */
@Timeout(60)
class AuthIT {
    private static final String SECRET = "client-tests-secret-of-at-least-32-bytes";
    private static Broker broker;
    private static String url;

    @BeforeAll
    static void start() {
        broker = TestBroker.startAnother(Map.of("JWT_ENABLED", "true", "JWT_SECRET", SECRET));
        url = "http://127.0.0.1:" + broker.port();
    }

    @AfterAll
    static void stop() {
        broker.close();
    }

    @Test
    void withoutATokenTheBrokerAnswers401() {
        try (Queen queen = Queen.connect(url)) {
            assertThatThrownBy(() -> queen.admin().queues()).isInstanceOfSatisfying(QueenHttpException.class, e -> {
                assertThat(e.status()).isEqualTo(401);
                assertThat(e.error()).isEqualTo("Authentication required");
            });
        }
    }

    @Test
    void aReadWriteTokenPushesAndPopsAndAReadOnlyOneIsRefused() {
        String queue = TestBroker.uniqueName("auth");
        try (Queen writer = Queen.builder().url(url).bearerToken(token("read-write")).connect();
             Queen reader = Queen.builder().url(url).bearerToken(token("read-only")).connect()) {
            assertThat(writer.queue(queue).push(List.of(1)).get(0).status()).isEqualTo(PushStatus.QUEUED);
            assertThat(writer.queue(queue).wait(false).pop()).hasSize(1);

            assertThat(reader.admin().queue(queue).name()).isEqualTo(queue);
            assertThatThrownBy(() -> reader.queue(queue).push(List.of(2)))
                    .isInstanceOfSatisfying(QueenHttpException.class, e -> assertThat(e.status()).isEqualTo(403));
        }
    }

    private static String token(String role) {
        try {
            JWTClaimsSet claims = new JWTClaimsSet.Builder().subject("client-" + role).claim("role", role)
                    .expirationTime(new Date(System.currentTimeMillis() + 600_000)).build();
            SignedJWT jwt = new SignedJWT(new JWSHeader(JWSAlgorithm.HS256), claims);
            jwt.sign(new MACSigner(SECRET.getBytes(StandardCharsets.UTF_8)));
            return jwt.serialize();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
