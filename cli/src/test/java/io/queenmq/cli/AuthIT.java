package io.queenmq.cli;

import static io.queenmq.cli.Cli.raw;
import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import io.queenmq.broker.Broker;
import io.queenmq.client.TestBroker;
import java.nio.charset.StandardCharsets;
import java.util.Date;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Against a broker with JWT on, {@code --token} is sent by every command, bench included. */
@Timeout(60)
class AuthIT {
    private static final String SECRET = "cli-tests-secret-of-at-least-32-bytes!";
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
    void withoutATokenOneLineAndExitCode1() {
        Cli.Run run = raw("", "--url", url, "queues");

        assertThat(run.exitCode()).isEqualTo(QueenCli.BROKER_ERROR);
        assertThat(run.err()).isEqualTo("queen: GET /api/v1/resources/queues answered 401: Authentication required\n");
    }

    @Test
    void theTokenLetsCommandsAndBenchIn() {
        String q = TestBroker.uniqueName("cli-auth");
        String writer = token("read-write");

        assertThat(raw("1\n", "--url", url, "--token", writer, "push", q).exitCode()).isZero();
        assertThat(raw("", "--url", url, "queues", "show", q, "--token", token("read-only")).exitCode()).isZero();
        assertThat(raw("", "--url", url, "--token", writer, "bench", "push", "-q", q, "-n", "5", "-w", "0").exitCode()).isZero();

        Cli.Run refused = raw("2\n", "--url", url, "--token", token("read-only"), "push", q);
        assertThat(refused.exitCode()).isEqualTo(QueenCli.BROKER_ERROR);
        assertThat(refused.err()).contains("answered 403: Insufficient permissions");
    }

    private static String token(String role) {
        try {
            SignedJWT jwt = new SignedJWT(new JWSHeader(JWSAlgorithm.HS256), new JWTClaimsSet.Builder()
                    .claim("role", role).expirationTime(new Date(System.currentTimeMillis() + 600_000)).build());
            jwt.sign(new MACSigner(SECRET.getBytes(StandardCharsets.UTF_8)));
            return jwt.serialize();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
