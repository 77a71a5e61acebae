package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.crypto.ECDSASigner;
import com.nimbusds.jose.crypto.Ed25519Signer;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.OctetKeyPair;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jose.jwk.gen.OctetKeyPairGenerator;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.sun.net.httpserver.HttpServer;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.ConfigException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * JWT auth with public keys: a static PEM key, a JWKS URL whose keys rotate (RS256 to EdDSA and ES256), and the
 * configurations that refuse to start, each naming its variable.
 */
@Timeout(120)
class AuthKeysIT {
    private static final String QUEUES = "/api/v1/resources/queues";

    private static Map<String, Object> admin() {
        return Map.of("role", "admin");
    }

    private static String pem(RSAKey key) throws Exception {
        return "-----BEGIN PUBLIC KEY-----\n"
                + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                        .encodeToString(key.toRSAPublicKey().getEncoded())
                + "\n-----END PUBLIC KEY-----\n";
    }

    @Test
    void rs256WithAStaticPemKey() throws Exception {
        RSAKey key = new RSAKeyGenerator(2048).generate();
        RSAKey other = new RSAKeyGenerator(2048).generate();
        Map<String, String> env = TestBroker.env();
        env.put("JWT_ENABLED", "true");
        env.put("JWT_ALGORITHM", "RS256");
        env.put("JWT_PUBLIC_KEY", pem(key).replace("\n", "\\n")); // one-line form, as in a .env file
        try (Broker broker = Broker.start(BrokerConfig.fromEnv(env))) {
            String url = "http://127.0.0.1:" + broker.port();
            String good = Tokens.sign(new RSASSASigner(key), JWSAlgorithm.RS256, null, Tokens.claims("u", admin()));
            assertThat(Tokens.send(url, "GET", QUEUES, good, null).status()).isEqualTo(200);

            String forged = Tokens.sign(new RSASSASigner(other), JWSAlgorithm.RS256, null, Tokens.claims("u", admin()));
            assertThat(Tokens.send(url, "GET", QUEUES, forged, null).error()).isEqualTo("Invalid token signature");

            String hs = Tokens.hs256("a-test-secret-of-at-least-32-bytes!!", Tokens.claims("u", admin()));
            Tokens.Reply wrongAlgorithm = Tokens.send(url, "GET", QUEUES, hs, null);
            assertThat(wrongAlgorithm.status()).isEqualTo(401);
            assertThat(wrongAlgorithm.error()).isEqualTo("Token uses HS256, expected RS256");
        }
    }

    private static String pem(byte[] subjectPublicKeyInfo) {
        return "-----BEGIN PUBLIC KEY-----\n"
                + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(subjectPublicKeyInfo)
                + "\n-----END PUBLIC KEY-----\n";
    }

    @Test
    void es256AndEdDsaWithStaticPemKeys() throws Exception {
        ECKey ec = new ECKeyGenerator(Curve.P_256).generate();
        OctetKeyPair ed = new OctetKeyPairGenerator(Curve.Ed25519).generate();
        // X.509 SubjectPublicKeyInfo of an Ed25519 key: a fixed 12-byte prefix, then the 32-byte key.
        byte[] edInfo = java.util.HexFormat.of().parseHex("302a300506032b6570032100" + java.util.HexFormat.of()
                .formatHex(ed.getDecodedX()));
        Map<String, String> pems = Map.of("ES256", pem(ec.toECPublicKey().getEncoded()), "EdDSA", pem(edInfo));
        for (Map.Entry<String, String> c : pems.entrySet()) {
            Map<String, String> env = TestBroker.env();
            env.put("JWT_ENABLED", "true");
            env.put("JWT_ALGORITHM", c.getKey());
            env.put("JWT_PUBLIC_KEY", c.getValue());
            try (Broker broker = Broker.start(BrokerConfig.fromEnv(env))) {
                String url = "http://127.0.0.1:" + broker.port();
                String good = c.getKey().equals("ES256")
                        ? Tokens.sign(new ECDSASigner(ec), JWSAlgorithm.ES256, null, Tokens.claims("u", admin()))
                        : Tokens.sign(new Ed25519Signer(ed), JWSAlgorithm.EdDSA, null, Tokens.claims("u", admin()));
                assertThat(Tokens.send(url, "GET", QUEUES, good, null).status()).as(c.getKey()).isEqualTo(200);
                RSAKey rsa = new RSAKeyGenerator(2048).generate();
                String rs = Tokens.sign(new RSASSASigner(rsa), JWSAlgorithm.RS256, null, Tokens.claims("u", admin()));
                assertThat(Tokens.send(url, "GET", QUEUES, rs, null).error()).startsWith("Token uses RS256, expected ");
            }
        }
    }

    @Test
    void aJwksKeyRotationIsPickedUpWhenATokenNamesANewKid() throws Exception {
        RSAKey first = new RSAKeyGenerator(2048).keyID("k1").generate();
        OctetKeyPair edwards = new OctetKeyPairGenerator(Curve.Ed25519).keyID("k2").generate();
        ECKey elliptic = new ECKeyGenerator(Curve.P_256).keyID("k3").generate();
        AtomicReference<String> published = new AtomicReference<>(new JWKSet(List.<JWK>of(first)).toString());
        AtomicInteger fetches = new AtomicInteger();
        HttpServer jwks = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        jwks.createContext("/jwks.json", exchange -> {
            fetches.incrementAndGet();
            byte[] body = published.get().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        jwks.start();
        Map<String, String> env = TestBroker.env();
        env.put("JWT_ENABLED", "true");
        env.put("JWT_ALGORITHM", "auto");
        env.put("JWT_JWKS_URL", "http://127.0.0.1:" + jwks.getAddress().getPort() + "/jwks.json");
        try (Broker broker = Broker.start(BrokerConfig.fromEnv(env))) {
            String url = "http://127.0.0.1:" + broker.port();
            assertThat(fetches.get()).as("pre-fetched at start").isEqualTo(1);
            String rs = Tokens.sign(new RSASSASigner(first), JWSAlgorithm.RS256, "k1", Tokens.claims("u", admin()));
            assertThat(Tokens.send(url, "GET", QUEUES, rs, null).status()).isEqualTo(200);

            published.set(new JWKSet(List.<JWK>of(edwards, elliptic)).toString());
            String ed = Tokens.sign(new Ed25519Signer(edwards), JWSAlgorithm.EdDSA, "k2", Tokens.claims("u", admin()));
            Tokens.Reply before = Tokens.send(url, "GET", QUEUES, ed, null);
            // Answered at once from the keys we have; the refresh runs on the JWKS thread.
            assertThat(before.status()).isEqualTo(401);
            assertThat(before.error()).isEqualTo("Unknown signing key: kid k2");
            Tokens.Reply after = Eventually.until(java.time.Duration.ofSeconds(10),
                    () -> Tokens.send(url, "GET", QUEUES, ed, null), r -> r.status() != 401,
                    "the EdDSA token accepted after the JWKS refresh");
            assertThat(after.status()).isEqualTo(200);
            assertThat(fetches.get()).isEqualTo(2);

            String es = Tokens.sign(new ECDSASigner(elliptic), JWSAlgorithm.ES256, "k3", Tokens.claims("u", admin()));
            assertThat(Tokens.send(url, "GET", QUEUES, es, null).status()).isEqualTo(200);
            Tokens.Reply retired = Tokens.send(url, "GET", QUEUES, rs, null);
            assertThat(retired.status()).isEqualTo(401);
            assertThat(retired.error()).isEqualTo("Unknown signing key: kid k1");
        } finally {
            jwks.stop(0);
        }
    }

    @Test
    void aBadKeyConfigurationRefusesToStartNamingTheVariable() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        String shortSecret = "too-short-secret";
        Map<Map<String, String>, String> cases = Map.of(
                Map.of(), "JWT_SECRET",
                Map.of("JWT_SECRET", shortSecret), "JWT_SECRET",
                Map.of("JWT_ALGORITHM", "RS256"), "JWT_JWKS_URL",
                Map.of("JWT_ALGORITHM", "RS256", "JWT_PUBLIC_KEY", "-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n"
                        + "-----END PUBLIC KEY-----"), "JWT_PUBLIC_KEY",
                Map.of("JWT_ALGORITHM", "EdDSA", "JWT_PUBLIC_KEY", "not a pem"), "JWT_PUBLIC_KEY",
                Map.of("JWT_ALGORITHM", "RS256", "JWT_JWKS_URL", "ftp://keys.test/jwks"), "JWT_JWKS_URL",
                Map.of("JWT_ALGORITHM", "RS256", "JWT_JWKS_URL", "http://127.0.0.1:" + closedPort + "/jwks"),
                "JWT_JWKS_URL",
                Map.of("JWT_ALGORITHM", "HS512", "JWT_SECRET", "a-test-secret-of-at-least-32-bytes!!"),
                "JWT_ALGORITHM");
        for (Map.Entry<Map<String, String>, String> c : cases.entrySet()) {
            Map<String, String> env = TestBroker.env();
            env.put("JWT_ENABLED", "true");
            env.putAll(c.getKey());
            assertThatThrownBy(() -> Broker.start(BrokerConfig.fromEnv(env)).close())
                    .as(c.getKey().toString())
                    .isInstanceOf(ConfigException.class)
                    .hasMessageContaining(c.getValue())
                    .hasMessageNotContaining(shortSecret);
        }
    }
}
