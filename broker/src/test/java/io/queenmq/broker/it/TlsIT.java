package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.ConfigException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.time.Duration;
import java.util.Base64;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code QUEEN_TLS_CERT} / {@code QUEEN_TLS_KEY}: a broker serving HTTPS only, tested over real TLS with a self-signed
 * certificate made by the JDK's {@code keytool}, and the configurations that refuse to start.
 */
@Timeout(120)
class TlsIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String STORE_PASSWORD = "changeit";

    private static Path dir;
    private static Pem server;
    private static Pem other;
    private static SSLContext trusting;
    private static Broker broker;
    private static HttpClient client;

    /** A certificate and its key, as the broker reads them. */
    private record Pem(Path cert, Path key) {}

    @BeforeAll
    static void startHttpsBroker() throws Exception {
        dir = TestBroker.tempDirectory("queen-tls");
        server = selfSigned("server");
        other = selfSigned("other");
        trusting = trusting(server.cert());
        Map<String, String> env = TestBroker.env();
        env.put("QUEEN_TLS_CERT", server.cert().toString());
        env.put("QUEEN_TLS_KEY", server.key().toString());
        broker = Broker.start(BrokerConfig.fromEnv(env));
        client = HttpClient.newBuilder().sslContext(trusting).connectTimeout(Duration.ofSeconds(10)).build();
    }

    @AfterAll
    static void stop() {
        if (broker != null) {
            broker.close();
        }
    }

    @Test
    void pushPopAndAckEndToEndOverHttps() throws Exception {
        String queue = TestBroker.uniqueName("tls");
        HttpResponse<String> pushed = send("POST", "/api/v1/push",
                "{\"items\":[{\"queue\":\"" + queue + "\",\"transactionId\":\"tls-1\",\"payload\":{\"n\":7}}]}");
        assertThat(pushed.statusCode()).as("push: %s", pushed.body()).isEqualTo(201);

        HttpResponse<String> popped = send("GET", "/api/v1/pop/queue/" + queue + "?batch=1&wait=false", null);
        assertThat(popped.statusCode()).as("pop: %s", popped.body()).isEqualTo(200);
        JsonNode message = JSON.readTree(popped.body()).get("messages").get(0);
        assertThat(message.get("data").get("n").asInt()).isEqualTo(7);

        HttpResponse<String> acked = send("POST", "/api/v1/ack", "{\"transactionId\":\"tls-1\",\"partitionId\":\""
                + message.get("partitionId").asText() + "\",\"leaseId\":\"" + message.get("leaseId").asText()
                + "\",\"status\":\"completed\"}");
        assertThat(acked.statusCode()).as("ack: %s", acked.body()).isEqualTo(200);
        assertThat(JSON.readTree(acked.body()).get(0).get("success").asBoolean()).isTrue();

        HttpResponse<String> again = send("GET", "/api/v1/pop/queue/" + queue + "?batch=1&wait=false", null);
        assertThat(again.statusCode()).as("nothing left after the ack: %s", again.body()).isEqualTo(204);
    }

    @Test
    void twoRequestsOnOneKeptAliveConnection() throws Exception {
        try (SSLSocket socket = (SSLSocket) trusting.getSocketFactory().createSocket("127.0.0.1", broker.port())) {
            socket.setSoTimeout(10_000);
            socket.startHandshake();
            OutputStream out = socket.getOutputStream();
            InputStream in = socket.getInputStream();
            for (int i = 0; i < 2; i++) {
                out.write("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                out.flush();
                String response = readResponse(in);
                assertThat(response).as("request %d on the same connection", i + 1).startsWith("HTTP/1.1 200");
            }
        }
    }

    @Test
    void plainHttpToTheTlsPortGetsNoAnswerAndIsClosed() throws Exception {
        try (Socket socket = new Socket("127.0.0.1", broker.port())) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(
                    "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            ByteArrayOutputStream received = new ByteArrayOutputStream();
            boolean closed;
            try {
                InputStream in = socket.getInputStream();
                for (int b = in.read(); b != -1; b = in.read()) {
                    received.write(b);
                }
                closed = true;
            } catch (SocketException reset) {
                closed = true;
            }
            assertThat(closed).isTrue();
            assertThat(received.toString(StandardCharsets.ISO_8859_1)).doesNotContain("HTTP/1.1");
        }
        // The server is still fine after it.
        assertThat(send("GET", "/health", null).statusCode()).isEqualTo(200);
    }

    @Test
    void thePlainHttpClientCannotTalkToIt() {
        HttpClient plain = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + broker.port() + "/health"))
                .timeout(Duration.ofSeconds(10)).build();
        assertThatThrownBy(() -> plain.send(request, HttpResponse.BodyHandlers.ofString()))
                .isInstanceOf(IOException.class);
    }

    static Stream<Arguments> badConfigurations() throws IOException {
        Path garbage = Files.writeString(dir.resolve("garbage.pem"), "not a pem file\n");
        Path pkcs1 = Files.writeString(dir.resolve("pkcs1.pem"),
                "-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu\n"
                        + "-----END RSA PRIVATE KEY-----\n");
        String missing = dir.resolve("no-such-file.pem").toString();
        return Stream.of(
                Arguments.of("certificate without key", server.cert().toString(), null, "QUEEN_TLS_KEY"),
                Arguments.of("key without certificate", null, server.key().toString(), "QUEEN_TLS_CERT"),
                Arguments.of("certificate file missing", missing, server.key().toString(), "QUEEN_TLS_CERT"),
                Arguments.of("key file missing", server.cert().toString(), missing, "QUEEN_TLS_KEY"),
                Arguments.of("certificate not PEM", garbage.toString(), server.key().toString(), "QUEEN_TLS_CERT"),
                Arguments.of("key not PEM", server.cert().toString(), garbage.toString(), "QUEEN_TLS_KEY"),
                Arguments.of("key in PKCS#1", server.cert().toString(), pkcs1.toString(), "QUEEN_TLS_KEY"),
                Arguments.of("key given as certificate", server.key().toString(), server.key().toString(),
                        "QUEEN_TLS_CERT"),
                Arguments.of("certificate given as key", server.cert().toString(), server.cert().toString(),
                        "QUEEN_TLS_KEY"),
                Arguments.of("key of another certificate", server.cert().toString(), other.key().toString(),
                        "QUEEN_TLS_KEY"));
    }

    @ParameterizedTest(name = "{0} refuses to start, naming {3}")
    @MethodSource("badConfigurations")
    void badTlsConfigurationRefusesToStart(String problem, String cert, String key, String variable) {
        Map<String, String> env = TestBroker.env();
        if (cert != null) {
            env.put("QUEEN_TLS_CERT", cert);
        }
        if (key != null) {
            env.put("QUEEN_TLS_KEY", key);
        }
        assertThatThrownBy(() -> Broker.start(BrokerConfig.fromEnv(env)).close())
                .as(problem)
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining(variable);
    }

    private static HttpResponse<String> send(String method, String path, String json) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("https://127.0.0.1:" + broker.port() + path))
                .timeout(Duration.ofSeconds(30));
        if (json == null) {
            request.method(method, HttpRequest.BodyPublishers.noBody());
        } else {
            request.header("Content-Type", "application/json")
                    .method(method, HttpRequest.BodyPublishers.ofString(json));
        }
        return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Reads one HTTP/1.1 response with a Content-Length body; leaves the connection open. */
    private static String readResponse(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b == -1) {
                throw new IOException("connection closed after: " + head.toString(StandardCharsets.ISO_8859_1));
            }
            head.write(b);
        }
        String headers = head.toString(StandardCharsets.ISO_8859_1);
        int length = 0;
        for (String line : headers.split("\r\n")) {
            if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                length = Integer.parseInt(line.substring("content-length:".length()).trim());
            }
        }
        return headers + new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }

    /** A self-signed EC certificate for 127.0.0.1 and localhost, written as PEM certificate and PKCS#8 PEM key. */
    private static Pem selfSigned(String name) throws Exception {
        Path store = dir.resolve(name + ".p12");
        String keytool = Path.of(System.getProperty("java.home"), "bin", "keytool").toString();
        Process process = new ProcessBuilder(keytool, "-genkeypair", "-alias", name, "-keyalg", "EC",
                "-groupname", "secp256r1", "-dname", "CN=localhost", "-ext", "SAN=ip:127.0.0.1,dns:localhost",
                "-validity", "2", "-storetype", "PKCS12", "-keystore", store.toString(),
                "-storepass", STORE_PASSWORD, "-keypass", STORE_PASSWORD)
                .redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("keytool finished").isTrue();
        assertThat(process.exitValue()).as("keytool: %s", output).isZero();

        KeyStore keyStore = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(store)) {
            keyStore.load(in, STORE_PASSWORD.toCharArray());
        }
        Certificate certificate = keyStore.getCertificate(name);
        PrivateKey key = (PrivateKey) keyStore.getKey(name, STORE_PASSWORD.toCharArray());
        Path certFile = Files.writeString(dir.resolve(name + "-cert.pem"), pem("CERTIFICATE", certificate.getEncoded()));
        Path keyFile = Files.writeString(dir.resolve(name + "-key.pem"), pem("PRIVATE KEY", key.getEncoded()));
        return new Pem(certFile, keyFile);
    }

    private static String pem(String type, byte[] der) {
        String body = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(der);
        return "-----BEGIN " + type + "-----\n" + body + "\n-----END " + type + "-----\n";
    }

    private static SSLContext trusting(Path certFile) throws Exception {
        KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
        trust.load(null, null);
        try (InputStream in = Files.newInputStream(certFile)) {
            trust.setCertificateEntry("queen",
                    java.security.cert.CertificateFactory.getInstance("X.509").generateCertificate(in));
        }
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(trust);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, factory.getTrustManagers(), null);
        return context;
    }
}
