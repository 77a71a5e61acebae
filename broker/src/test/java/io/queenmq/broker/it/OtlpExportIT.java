package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * With {@code OTEL_EXPORTER_OTLP_ENDPOINT} and {@code OTEL_SERVICE_NAME} set, the broker exports its spans over
 * OTLP/HTTP: here to a receiver the test starts, which keeps every {@code POST /v1/traces} it is sent. The
 * protobuf body is checked for what it must carry: the service name, the span names and the producer's trace id.
 */
@Timeout(60)
class OtlpExportIT {
    private static final String TRACE_ID = "5c1e9b3a7d2f4e6081a2b3c4d5e6f708";

    /** One export request as received. */
    private record Received(String method, String path, String contentType, byte[] body) {}

    @Test
    void spansReachAnOtlpReceiverUnderTheConfiguredServiceName() throws Exception {
        List<Received> received = new CopyOnWriteArrayList<>();
        HttpServer receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.createContext("/", exchange -> {
            try (InputStream in = exchange.getRequestBody()) {
                received.add(new Received(exchange.getRequestMethod(), exchange.getRequestURI().getPath(),
                        exchange.getRequestHeaders().getFirst("Content-Type"), in.readAllBytes()));
            }
            // An empty ExportTraceServiceResponse: full success.
            exchange.getResponseHeaders().set("Content-Type", "application/x-protobuf");
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        receiver.start();
        try {
            Map<String, String> env = TestBroker.env();
            env.put("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:" + receiver.getAddress().getPort());
            env.put("OTEL_SERVICE_NAME", "queen-otlp-test");
            String queue = TestBroker.uniqueName("otlp");
            try (Broker broker = Broker.start(BrokerConfig.fromEnv(env))) {
                String url = "http://127.0.0.1:" + broker.port();
                assertThat(TracingIT.send(url, "POST", "/api/v1/push", "00-" + TRACE_ID + "-1234567890abcdef-01",
                        "{\"items\":[{\"queue\":\"" + queue + "\"}]}").statusCode()).isEqualTo(201);
            }
            // Closing the broker flushed the SDK's batch processor.

            assertThat(received).isNotEmpty();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            for (Received request : received) {
                assertThat(request.method()).isEqualTo("POST");
                assertThat(request.path()).isEqualTo("/v1/traces");
                assertThat(request.contentType()).isEqualTo("application/x-protobuf");
                all.write(request.body());
            }
            String body = new String(all.toByteArray(), StandardCharsets.ISO_8859_1);
            assertThat(body).contains("queen-otlp-test").contains("push").contains("push batch")
                    .contains(new String(HexFormat.of().parseHex(TRACE_ID), StandardCharsets.ISO_8859_1));
        } finally {
            receiver.stop(0);
        }
    }
}
