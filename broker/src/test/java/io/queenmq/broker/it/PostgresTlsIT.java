package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.ConfigException;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * TLS to PostgreSQL, verified: a PostgreSQL of the test's own with a certificate for "localhost" signed by the test's
 * CA. The right CA connects; another CA, or a host name the certificate does not carry, fails the start with one
 * line naming PG_SSL_ROOT_CERT; asking for verification without a CA refuses to start.
 */
@Timeout(120)
class PostgresTlsIT {
    @TempDir
    static Path dir;
    private static EmbeddedPostgres postgres;

    @BeforeAll
    static void startPostgresWithACertificate() throws Exception {
        openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=queen-test-ca",
                "-keyout", "ca.key", "-out", "ca.crt");
        openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=another-ca",
                "-keyout", "other.key", "-out", "other.crt");
        openssl("req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost", "-keyout", "server.key",
                "-out", "server.csr");
        Files.writeString(dir.resolve("san.ext"), "subjectAltName=DNS:localhost\n");
        openssl("x509", "-req", "-in", "server.csr", "-CA", "ca.crt", "-CAkey", "ca.key", "-CAcreateserial",
                "-days", "2", "-extfile", "san.ext", "-out", "server.crt");
        Files.setPosixFilePermissions(dir.resolve("server.key"), PosixFilePermissions.fromString("rw-------"));
        postgres = EmbeddedPostgres.builder()
                .setDataDirectory(dir.resolve("pg"))
                .setServerConfig("ssl", "on")
                .setServerConfig("ssl_cert_file", dir.resolve("server.crt").toString())
                .setServerConfig("ssl_key_file", dir.resolve("server.key").toString())
                .start();
    }

    @AfterAll
    static void stopPostgres() throws IOException {
        if (postgres != null) {
            postgres.close();
        }
    }

    @Test
    void theRightCaConnectsAndServes() throws Exception {
        try (Broker broker = Broker.start(config("localhost", dir.resolve("ca.crt")))) {
            Api api = new Api("http://127.0.0.1:" + broker.port());
            assertThat(api.post("/api/v1/push", Map.of("items", List.of(Map.of("queue",
                    TestBroker.uniqueName("tls"), "payload", Map.of("n", 1))))).status()).isEqualTo(201);
        }
    }

    @Test
    void anotherCaFailsTheStartWithOneLineNamingTheSetting() {
        assertThatThrownBy(() -> Broker.start(config("localhost", dir.resolve("other.crt"))))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("PG_SSL_ROOT_CERT=" + dir.resolve("other.crt"))
                .hasMessageNotContaining("\n");
    }

    @Test
    void aHostNameTheCertificateDoesNotCarryFailsTheStart() {
        assertThatThrownBy(() -> Broker.start(config("127.0.0.1", dir.resolve("ca.crt"))))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("PG_SSL_ROOT_CERT=")
                .hasMessageContaining("must name the host");
    }

    @Test
    void verificationWithoutACaRefusesToStart() {
        Map<String, String> env = TestBroker.env();
        env.put("PG_USE_SSL", "true");
        assertThatThrownBy(() -> Broker.start(BrokerConfig.fromEnv(env)))
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith("PG_SSL_REJECT_UNAUTHORIZED=true verifies PostgreSQL's certificate and needs "
                        + "PG_SSL_ROOT_CERT");
    }

    @Test
    void encryptionWithoutVerificationAcceptsAnyCertificate() throws Exception {
        Map<String, String> env = TestBroker.env();
        env.putAll(Map.of("PG_HOST", "127.0.0.1", "PG_PORT", Integer.toString(postgres.getPort()),
                "PG_USE_SSL", "true", "PG_SSL_REJECT_UNAUTHORIZED", "false"));
        try (Broker broker = Broker.start(BrokerConfig.fromEnv(env))) {
            assertThat(new Api("http://127.0.0.1:" + broker.port()).get("/health").status()).isEqualTo(200);
        }
    }

    private static BrokerConfig config(String host, Path rootCert) {
        Map<String, String> env = TestBroker.env();
        env.putAll(Map.of("PG_HOST", host, "PG_PORT", Integer.toString(postgres.getPort()), "PG_USE_SSL", "true",
                "PG_SSL_ROOT_CERT", rootCert.toString(), "DB_CONNECTION_TIMEOUT", "2000"));
        return BrokerConfig.fromEnv(env);
    }

    private static void openssl(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("openssl"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as("openssl %s: %s", args[0], output).isZero();
    }
}
