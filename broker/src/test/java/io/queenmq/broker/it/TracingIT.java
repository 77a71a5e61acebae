package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.context.Context;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.resources.Resource;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.LinkData;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.tracing.TraceParent;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Traces across services (docs/operations.md, "Tracing"; docs/http-api.md §3.3, §3.4): the {@code traceparent} a
 * producer sends is stored and handed back on pop, and a broker recording into the SDK's in-memory exporter makes
 * push, pop and ack spans in the callers' traces and batch spans linking the requests they carried.
 */
@Timeout(60)
class TracingIT {
    private static final String PRODUCER = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
    private static final AttributeKey<Long> REQUESTS = AttributeKey.longKey("queen.batch.requests");
    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    private static final InMemorySpanExporter spans = InMemorySpanExporter.create();
    private static OpenTelemetrySdk sdk;
    private static Broker traced;
    private static String tracedUrl;

    @BeforeAll
    static void startTracedBroker() throws Exception {
        sdk = OpenTelemetrySdk.builder().setTracerProvider(service("queen-broker", spans)).build();
        traced = Broker.start(BrokerConfig.fromEnv(TestBroker.env()), sdk);
        tracedUrl = "http://127.0.0.1:" + traced.port();
    }

    @AfterAll
    static void stop() {
        traced.close();
        sdk.close();
    }

    // ---- the wire contract, on the shared broker, whose tracing is off

    @Test
    void aTraceparentSentWithAPushComesBackWithEachMessage() {
        String queue = TestBroker.uniqueName("trace-wire");
        String own = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00";
        HttpResponse<String> pushed = send(TestBroker.url(), "POST", "/api/v1/push", PRODUCER, "{\"items\":["
                + "{\"queue\":\"" + queue + "\",\"payload\":1},"
                + "{\"queue\":\"" + queue + "\",\"payload\":2,\"traceparent\":\"" + own + "\"}]}");
        assertThat(pushed.statusCode()).isEqualTo(201);

        JsonNode messages = Api.parse(send(TestBroker.url(), "GET", "/api/v1/pop/queue/" + queue + "?batch=10&autoAck=true",
                null, null).body()).get("messages");

        assertThat(messages).hasSize(2);
        assertThat(messages.get(0).get("traceparent").asText()).isEqualTo(PRODUCER);
        assertThat(messages.get(1).get("traceparent").asText()).isEqualTo(own);
    }

    @Test
    void aSingleMessageAnswerAlsoCarriesItAsAHeader() {
        String queue = TestBroker.uniqueName("trace-header");
        send(TestBroker.url(), "POST", "/api/v1/push", PRODUCER, "{\"items\":[{\"queue\":\"" + queue + "\"}]}");
        send(TestBroker.url(), "POST", "/api/v1/push", null, "{\"items\":[{\"queue\":\"" + queue + "\"}]}");

        HttpResponse<String> first = send(TestBroker.url(), "GET", "/api/v1/pop/queue/" + queue + "?autoAck=true",
                null, null);
        HttpResponse<String> second = send(TestBroker.url(), "GET", "/api/v1/pop/queue/" + queue + "?autoAck=true",
                null, null);

        assertThat(first.headers().firstValue("traceparent")).hasValue(PRODUCER);
        assertThat(second.headers().firstValue("traceparent")).isEmpty();
        assertThat(Api.parse(second.body()).get("messages").get(0).get("traceparent").isNull()).isTrue();
    }

    @Test
    void aMalformedItemTraceparentIsRefusedAndAMalformedHeaderIgnored() {
        String queue = TestBroker.uniqueName("trace-bad");
        HttpResponse<String> refused = send(TestBroker.url(), "POST", "/api/v1/push", null,
                "{\"items\":[{\"queue\":\"" + queue + "\",\"traceparent\":\"" + PRODUCER.toUpperCase() + "\"}]}");
        HttpResponse<String> ignored = send(TestBroker.url(), "POST", "/api/v1/push", "01-not-a-trace",
                "{\"items\":[{\"queue\":\"" + queue + "\"}]}");

        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(Api.parse(refused.body()).get("error").asText()).contains("traceparent");
        assertThat(ignored.statusCode()).isEqualTo(201);
        JsonNode popped = Api.parse(send(TestBroker.url(), "GET", "/api/v1/pop/queue/" + queue, null, null).body());
        assertThat(popped.get("messages").get(0).get("traceparent").isNull()).isTrue();
    }

    // ---- the broker's spans

    @Test
    void pushPopAndAckSpansJoinTheCallersTracesAndBatchesLinkThem() {
        String queue = TestBroker.uniqueName("trace-spans");
        String consumer = "00-11111111111111111111111111111111-2222222222222222-01";
        String handling = "00-4bf92f3577b34da6a3ce929d0e0e4736-3333333333333333-01";

        send(tracedUrl, "POST", "/api/v1/push", PRODUCER, "{\"items\":[{\"queue\":\"" + queue + "\"}]}");
        JsonNode message = Api.parse(send(tracedUrl, "GET", "/api/v1/pop/queue/" + queue, consumer, null).body())
                .get("messages").get(0);
        send(tracedUrl, "POST", "/api/v1/ack", handling, "{\"transactionId\":\"" + message.get("transactionId").asText()
                + "\",\"partitionId\":\"" + message.get("partitionId").asText() + "\",\"leaseId\":\""
                + message.get("leaseId").asText() + "\",\"status\":\"completed\"}");

        SpanData push = awaitSpan(s -> s.getName().equals("push") && childOf(s, PRODUCER));
        SpanData pop = awaitSpan(s -> s.getName().equals("pop") && childOf(s, consumer));
        SpanData ack = awaitSpan(s -> s.getName().equals("ack") && childOf(s, handling));
        assertThat(push.getKind()).isEqualTo(SpanKind.SERVER);
        assertThat(pop.getLinks()).extracting(l -> l.getSpanContext().getSpanId()).containsExactly("00f067aa0ba902b7");
        awaitSpan(s -> s.getName().equals("push batch") && linksTo(s, push.getSpanContext()));
        awaitSpan(s -> s.getName().equals("pop batch") && linksTo(s, pop.getSpanContext()));
        SpanData ackBatch = awaitSpan(s -> s.getName().equals("ack batch") && linksTo(s, ack.getSpanContext()));
        assertThat(ackBatch.getParentSpanContext().isValid()).isFalse();
    }

    @Test
    void aBatchSpanLinksEveryRequestItCarried() {
        String queue = TestBroker.uniqueName("trace-batch");
        int pushes = 40;
        List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
        for (int i = 0; i < pushes; i++) {
            String traceparent = String.format("00-%032x-%016x-01", 1000 + i, 1000 + i);
            answers.add(HTTP.sendAsync(request(tracedUrl, "POST", "/api/v1/push", traceparent,
                    "{\"items\":[{\"queue\":\"" + queue + "\",\"partition\":\"one\"}]}"),
                    HttpResponse.BodyHandlers.ofString()));
        }
        answers.forEach(answer -> assertThat(answer.join().statusCode()).isEqualTo(201));

        Set<String> pushSpans = new HashSet<>();
        for (int i = 0; i < pushes; i++) {
            String traceparent = String.format("00-%032x-%016x-01", 1000 + i, 1000 + i);
            pushSpans.add(awaitSpan(s -> s.getName().equals("push") && childOf(s, traceparent)).getSpanId());
        }
        List<String> linked = new ArrayList<>();
        for (SpanData batch : spans.getFinishedSpanItems()) {
            if (batch.getName().equals("push batch")) {
                List<String> carried = batch.getLinks().stream().map(l -> l.getSpanContext().getSpanId())
                        .filter(pushSpans::contains).toList();
                if (!carried.isEmpty()) {
                    assertThat(batch.getLinks()).hasSize(batch.getAttributes().get(REQUESTS).intValue());
                    linked.addAll(carried);
                }
            }
        }
        assertThat(linked).containsExactlyInAnyOrderElementsOf(pushSpans);
    }

    /**
     * The example of docs/operations.md, "Tracing": a checkout service pushes an order inside its span, a billing
     * service pops it, continues the producer's trace from the message's traceparent and acks inside that span. The
     * test prints the trace it checks.
     */
    @Test
    void oneMessageThroughTwoServicesIsOneTrace() {
        String queue = TestBroker.uniqueName("orders");
        InMemorySpanExporter services = InMemorySpanExporter.create();
        try (SdkTracerProvider checkout = service("checkout", services);
             SdkTracerProvider billing = service("billing", services)) {
            Span order = checkout.get("checkout").spanBuilder("place order").setSpanKind(SpanKind.PRODUCER).startSpan();
            send(tracedUrl, "POST", "/api/v1/push", traceparent(order), "{\"items\":[{\"queue\":\"" + queue
                    + "\",\"payload\":{\"orderId\":7}}]}");
            order.end();

            JsonNode message = Api.parse(send(tracedUrl, "GET", "/api/v1/pop/queue/" + queue + "?wait=true&timeout=5000",
                    null, null).body()).get("messages").get(0);
            Context producer = Context.root().with(Span.wrap(TraceParent.spanContext(message.get("traceparent").asText())));
            Span charge = billing.get("billing").spanBuilder("charge order").setParent(producer)
                    .setSpanKind(SpanKind.CONSUMER).startSpan();
            send(tracedUrl, "POST", "/api/v1/ack", traceparent(charge), "{\"transactionId\":\""
                    + message.get("transactionId").asText() + "\",\"partitionId\":\""
                    + message.get("partitionId").asText() + "\",\"leaseId\":\"" + message.get("leaseId").asText()
                    + "\",\"status\":\"completed\"}");
            charge.end();

            String trace = order.getSpanContext().getTraceId();
            SpanData push = awaitSpan(s -> s.getName().equals("push") && s.getTraceId().equals(trace));
            SpanData ack = awaitSpan(s -> s.getName().equals("ack") && s.getTraceId().equals(trace));
            SpanData pop = awaitSpan(s -> s.getName().equals("pop") && linksTo(s, order.getSpanContext()));
            SpanData pushBatch = awaitSpan(s -> s.getName().equals("push batch") && linksTo(s, push.getSpanContext()));
            SpanData popBatch = awaitSpan(s -> s.getName().equals("pop batch") && linksTo(s, pop.getSpanContext()));
            SpanData ackBatch = awaitSpan(s -> s.getName().equals("ack batch") && linksTo(s, ack.getSpanContext()));
            List<SpanData> all = new ArrayList<>(services.getFinishedSpanItems());
            all.addAll(List.of(push, pushBatch, pop, popBatch, ack, ackBatch));
            all.sort(Comparator.comparingLong(SpanData::getStartEpochNanos));

            SpanData placed = services.getFinishedSpanItems().get(0);
            SpanData charged = services.getFinishedSpanItems().get(1);
            assertThat(push.getParentSpanId()).isEqualTo(placed.getSpanId());
            assertThat(charged.getParentSpanId()).isEqualTo(placed.getSpanId());
            assertThat(ack.getParentSpanId()).isEqualTo(charged.getSpanId());
            System.out.println(describe(all));
        }
    }

    /** One line per span, in start order: service, name, kind, trace and span ids, parent, links. */
    private static String describe(List<SpanData> all) {
        StringBuilder out = new StringBuilder();
        for (SpanData span : all) {
            out.append(String.format("%-13s %-13s %-9s trace %s span %s parent %-16s links %s%n",
                    span.getResource().getAttribute(AttributeKey.stringKey("service.name")), span.getName(),
                    span.getKind(), span.getTraceId().substring(0, 8), span.getSpanId(),
                    span.getParentSpanContext().isValid() ? span.getParentSpanId() : "-",
                    span.getLinks().stream().map(l -> l.getSpanContext().getSpanId()).toList()));
        }
        return out.toString();
    }

    private static SdkTracerProvider service(String name, InMemorySpanExporter exporter) {
        return SdkTracerProvider.builder()
                .setResource(Resource.create(Attributes.of(AttributeKey.stringKey("service.name"), name)))
                .addSpanProcessor(SimpleSpanProcessor.create(exporter)).build();
    }

    private static String traceparent(Span span) {
        SpanContext context = span.getSpanContext();
        return "00-" + context.getTraceId() + "-" + context.getSpanId() + "-" + context.getTraceFlags().asHex();
    }

    private static boolean childOf(SpanData span, String traceparent) {
        SpanContext parent = span.getParentSpanContext();
        return traceparent.equals("00-" + parent.getTraceId() + "-" + parent.getSpanId() + "-01");
    }

    private static boolean linksTo(SpanData span, SpanContext target) {
        for (LinkData link : span.getLinks()) {
            if (link.getSpanContext().getSpanId().equals(target.getSpanId())
                    && link.getSpanContext().getTraceId().equals(target.getTraceId())) {
                return true;
            }
        }
        return false;
    }

    /** A span is exported when it ends, which for a route span is as its answer is written: soon after, not before. */
    private static SpanData awaitSpan(Predicate<SpanData> wanted) {
        return Eventually.until(Duration.ofSeconds(10),
                () -> spans.getFinishedSpanItems().stream().filter(wanted).findFirst().orElse(null),
                Objects::nonNull, "a span among those exported");
    }

    static HttpResponse<String> send(String base, String method, String path, String traceparent, String body) {
        try {
            return HTTP.send(request(base, method, path, traceparent, body), HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new IllegalStateException(method + " " + path, e);
        }
    }

    private static HttpRequest request(String base, String method, String path, String traceparent, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        if (traceparent != null) {
            request.header("traceparent", traceparent);
        }
        return request.build();
    }
}
