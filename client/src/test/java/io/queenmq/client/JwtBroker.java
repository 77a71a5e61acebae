package io.queenmq.client;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import io.queenmq.broker.Broker;
import java.nio.charset.StandardCharsets;
import java.util.Date;
import java.util.Map;

/**
 * A second broker on the test database with JWT on (HS256), and tokens for its roles: for the client's and the
 * CLI's tests about authentication.
 */
public final class JwtBroker implements AutoCloseable {
    private static final String SECRET = "client-tests-secret-of-at-least-32-bytes";

    private final Broker broker;

    private JwtBroker(Broker broker) {
        this.broker = broker;
    }

    public static JwtBroker start() {
        return new JwtBroker(TestBroker.startAnother(Map.of("JWT_ENABLED", "true", "JWT_SECRET", SECRET)));
    }

    public String url() {
        return "http://127.0.0.1:" + broker.port();
    }

    /** A token valid for ten minutes with {@code role} (read-only, read-write or admin) and subject client-ROLE. */
    public static String token(String role) {
        JWTClaimsSet claims = new JWTClaimsSet.Builder().subject("client-" + role).claim("role", role)
                .expirationTime(new Date(System.currentTimeMillis() + 600_000)).build();
        SignedJWT jwt = new SignedJWT(new JWSHeader(JWSAlgorithm.HS256), claims);
        try {
            jwt.sign(new MACSigner(SECRET.getBytes(StandardCharsets.UTF_8)));
        } catch (JOSEException e) {
            throw new IllegalStateException(e);
        }
        return jwt.serialize();
    }

    @Override
    public void close() {
        broker.close();
    }
}
