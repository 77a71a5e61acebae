package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Rejected requests, as a matrix of what is wrong × which route: every one is a 4xx with a JSON {@code error}
 * string, never a 500 and never a stack trace (docs/http-api.md §2.2, §2.10 and §3.2–§3.8; validation before batching, docs/decisions.md §D3).
 */
@Timeout(30)
class BadInputIT {
    private static final String LONG_NAME = "n".repeat(256);
    private static final String UUID_TEXT = "0196b7a2-4c1d-7e3f-9a10-55aa66bb77cc";

    private final QueenClient queen = new QueenClient();

    /** One bad request and what the answer must say. */
    record Case(String method, String path, String body, int status, String errorContains) {}

    private static Arguments bad(String description, String method, String path, String body, String errorContains) {
        return Arguments.of(Named.of(description, new Case(method, path, body, 400, errorContains)));
    }

    private static Arguments notFound(String description, String method, String path) {
        return Arguments.of(Named.of(description, new Case(method, path, null, 404, "Not Found")));
    }

    static Stream<Arguments> pushCases() {
        String push = "/api/v1/push";
        return Stream.of(
                bad("malformed JSON", "POST", push, "{\"items\": [", "Invalid JSON"),
                bad("not JSON at all", "POST", push, "hello", "Invalid JSON"),
                bad("empty body", "POST", push, "", "Empty request body"),
                bad("items missing", "POST", push, "{}", "items array is required"),
                bad("items not an array", "POST", push, "{\"items\": {\"queue\": \"q\"}}", "items array is required"),
                bad("items null", "POST", push, "{\"items\": null}", "items array is required"),
                bad("body is an array", "POST", push, "[]", ""),
                bad("item not an object", "POST", push, "{\"items\": [5]}", ""),
                bad("queue missing", "POST", push, "{\"items\": [{\"payload\": 1}]}", "Queue must be a string"),
                bad("queue not a string", "POST", push, "{\"items\": [{\"queue\": 5}]}", "Queue must be a string"),
                bad("partition not a string", "POST", push, "{\"items\": [{\"queue\": \"q\", \"partition\": 5}]}",
                        "Partition must be a string"),
                bad("partition null", "POST", push, "{\"items\": [{\"queue\": \"q\", \"partition\": null}]}",
                        "Partition must be a string"),
                bad("transactionId not a string", "POST", push,
                        "{\"items\": [{\"queue\": \"q\", \"transactionId\": 7}]}", "TransactionId must be a string"),
                bad("traceId not a string", "POST", push, "{\"items\": [{\"queue\": \"q\", \"traceId\": {}}]}",
                        "TraceId must be a string"),
                bad("traceId not a UUID", "POST", push, "{\"items\": [{\"queue\": \"q\", \"traceId\": \"abc\"}]}",
                        "TraceId"),
                bad("queue name of 256 characters", "POST", push,
                        "{\"items\": [{\"queue\": \"" + LONG_NAME + "\"}]}", "too long"),
                bad("partition name of 256 characters", "POST", push,
                        "{\"items\": [{\"queue\": \"q\", \"partition\": \"" + LONG_NAME + "\"}]}", "too long"),
                bad("transactionId of 256 characters", "POST", push,
                        "{\"items\": [{\"queue\": \"q\", \"transactionId\": \"" + LONG_NAME + "\"}]}", "too long"),
                bad("queue name with a slash", "POST", push, "{\"items\": [{\"queue\": \"a/b\"}]}", "/"),
                bad("partition name with a slash", "POST", push,
                        "{\"items\": [{\"queue\": \"q\", \"partition\": \"a/b\"}]}", "/"),
                bad("empty queue name", "POST", push, "{\"items\": [{\"queue\": \"\"}]}", "empty"),
                bad("NUL character in a payload string", "POST", push,
                        "{\"items\": [{\"queue\": \"q\", \"payload\": {\"k\": [\"a\\u0000b\"]}}]}", "NUL"),
                bad("NUL character in a payload key", "POST", push,
                        "{\"items\": [{\"queue\": \"q\", \"payload\": {\"\\u0000\": 1}}]}", "NUL"),
                bad("NUL character in a transactionId", "POST", push,
                        "{\"items\": [{\"queue\": \"q\", \"transactionId\": \"t\\u0000\"}]}", "NUL"),
                bad("control character in a queue name", "POST", push,
                        "{\"items\": [{\"queue\": \"a\\u0000b\"}]}", "control characters"),
                bad("second item invalid", "POST", push,
                        "{\"items\": [{\"queue\": \"q\"}, {\"queue\": \"q\", \"partition\": 1}]}",
                        "Partition must be a string"));
    }

    static Stream<Arguments> configureCases() {
        String configure = "/api/v1/configure";
        return Stream.of(
                bad("malformed JSON", "POST", configure, "{\"queue\": ", "Invalid JSON"),
                bad("empty body", "POST", configure, "", "Empty request body"),
                bad("queue missing", "POST", configure, "{\"options\": {}}", "queue is required"),
                bad("queue not a string", "POST", configure, "{\"queue\": 1}", "queue is required"),
                bad("queue name of 256 characters", "POST", configure, "{\"queue\": \"" + LONG_NAME + "\"}",
                        "too long"),
                bad("leaseTime not a number", "POST", configure,
                        "{\"queue\": \"q\", \"options\": {\"leaseTime\": \"abc\"}}", "leaseTime"),
                bad("negative leaseTime", "POST", configure,
                        "{\"queue\": \"q\", \"options\": {\"leaseTime\": -5}}", "leaseTime"),
                bad("fractional retryLimit", "POST", configure,
                        "{\"queue\": \"q\", \"options\": {\"retryLimit\": 1.5}}", "retryLimit"),
                bad("NUL character in the namespace", "POST", configure,
                        "{\"queue\": \"q\", \"namespace\": \"a\\u0000\"}", "NUL"),
                bad("NUL character in the task", "POST", configure,
                        "{\"queue\": \"q\", \"task\": \"\\u0000\"}", "NUL"),
                bad("namespace of 256 characters", "POST", configure,
                        "{\"queue\": \"q\", \"namespace\": \"" + LONG_NAME + "\"}", "namespace too long: 256"),
                bad("task of 256 characters", "POST", configure,
                        "{\"queue\": \"q\", \"task\": \"" + LONG_NAME + "\"}", "task too long: 256"),
                bad("options nested past the depth limit", "POST", configure,
                        "{\"queue\": \"q\", \"options\": " + "[".repeat(70) + "]".repeat(70) + "}",
                        "nesting depth"),
                bad("retentionEnabled not a boolean", "POST", configure,
                        "{\"queue\": \"q\", \"options\": {\"retentionEnabled\": \"maybe\"}}", "retentionEnabled"));
    }

    static Stream<Arguments> popCases() {
        String pop = "/api/v1/pop/queue/bad-input-pop";
        return Stream.of(
                bad("batch=0", "GET", pop + "?batch=0", null, "batch"),
                bad("batch=-1", "GET", pop + "?batch=-1", null, "batch"),
                bad("batch=abc", "GET", pop + "?batch=abc", null, "batch"),
                bad("batch above 10000", "GET", pop + "?batch=10001", null, "batch"),
                bad("batch beyond int range", "GET", pop + "?batch=99999999999", null, "batch"),
                bad("timeout=-5", "GET", pop + "?wait=true&timeout=-5", null, "timeout"),
                bad("timeout=soon", "GET", pop + "?wait=true&timeout=soon", null, "timeout"),
                bad("partitions=0", "GET", pop + "?partitions=0", null, "partitions"),
                bad("partitions=-2", "GET", pop + "?partitions=-2", null, "partitions"),
                bad("subscriptionFrom=garbage", "GET", pop + "?consumerGroup=g&subscriptionFrom=garbage", null,
                        "subscriptionFrom"),
                bad("subscriptionFrom before year 1", "GET", pop + "?consumerGroup=g&subscriptionFrom=-100000-01-01T00:00:00Z",
                        null, "subscriptionFrom"),
                bad("subscriptionFrom after year 9999", "GET", pop + "?consumerGroup=g&subscriptionFrom=%2B200000-01-01T00:00:00Z",
                        null, "subscriptionFrom"),
                bad("subscriptionMode timestamp after year 9999", "GET",
                        pop + "?consumerGroup=g&subscriptionMode=%2B200000-01-01T00:00:00Z", null, "subscriptionMode"),
                bad("consumerGroup with a control character", "GET", pop + "?consumerGroup=a%00b", null,
                        "control characters"),
                bad("consumerGroup of 256 characters", "GET", pop + "?consumerGroup=" + LONG_NAME, null, "too long"),
                bad("queue name of 256 characters", "GET", "/api/v1/pop/queue/" + LONG_NAME, null, "too long"),
                bad("partition name of 256 characters", "GET", pop + "/partition/" + LONG_NAME, null, "too long"));
    }

    static Stream<Arguments> ackCases() {
        String ack = "/api/v1/ack";
        String batch = "/api/v1/ack/batch";
        return Stream.of(
                bad("malformed JSON", "POST", ack, "{\"transactionId\": ", "Invalid JSON"),
                bad("empty body", "POST", ack, "", "Empty request body"),
                bad("body is an array", "POST", ack, "[]", ""),
                bad("transactionId missing", "POST", ack, "{\"partitionId\": \"" + UUID_TEXT + "\"}",
                        "transactionId is required"),
                bad("transactionId not a string", "POST", ack,
                        "{\"transactionId\": 5, \"partitionId\": \"" + UUID_TEXT + "\"}", "transactionId is required"),
                bad("partitionId missing", "POST", ack, "{\"transactionId\": \"t\"}",
                        "partitionId is required to ensure message uniqueness"),
                bad("partitionId not a UUID", "POST", ack, "{\"transactionId\": \"t\", \"partitionId\": \"p-1\"}",
                        "partitionId"),
                bad("unknown status", "POST", ack,
                        "{\"transactionId\": \"t\", \"partitionId\": \"" + UUID_TEXT + "\", \"status\": \"weird\"}",
                        "status"),
                bad("leaseId not a UUID", "POST", ack,
                        "{\"transactionId\": \"t\", \"partitionId\": \"" + UUID_TEXT + "\", \"leaseId\": \"xyz\"}",
                        "leaseId"),
                bad("NUL character in the error text", "POST", ack,
                        "{\"transactionId\": \"t\", \"partitionId\": \"" + UUID_TEXT + "\", \"status\": \"dlq\", "
                                + "\"error\": \"bad\\u0000\"}", "NUL"),
                bad("NUL character in the transactionId", "POST", ack,
                        "{\"transactionId\": \"t\\u0000\", \"partitionId\": \"" + UUID_TEXT + "\"}", "NUL"),
                bad("transactionId of 256 characters", "POST", ack,
                        "{\"transactionId\": \"" + LONG_NAME + "\", \"partitionId\": \"" + UUID_TEXT + "\"}",
                        "transactionId too long: 256"),
                bad("batch: transactionId of 256 characters", "POST", batch,
                        "{\"acknowledgments\": [{\"transactionId\": \"" + LONG_NAME + "\", \"partitionId\": \""
                                + UUID_TEXT + "\"}]}", "transactionId too long: 256"),
                bad("batch: acknowledgments missing", "POST", batch, "{}", "acknowledgments array is required"),
                bad("batch: acknowledgments not an array", "POST", batch, "{\"acknowledgments\": {}}",
                        "acknowledgments array is required"),
                bad("batch: item without transactionId", "POST", batch,
                        "{\"acknowledgments\": [{\"partitionId\": \"" + UUID_TEXT + "\"}]}",
                        "Each acknowledgment must have a valid transactionId string"),
                bad("batch: item partitionId not a string", "POST", batch,
                        "{\"acknowledgments\": [{\"transactionId\": \"t\", \"partitionId\": 5}]}",
                        "Each acknowledgment must have a valid partitionId string to ensure message uniqueness"),
                bad("batch: item partitionId not a UUID", "POST", batch,
                        "{\"acknowledgments\": [{\"transactionId\": \"t\", \"partitionId\": \"nope\"}]}",
                        "partitionId"),
                bad("batch: unknown status", "POST", batch,
                        "{\"acknowledgments\": [{\"transactionId\": \"t\", \"partitionId\": \"" + UUID_TEXT
                                + "\", \"status\": \"later\"}]}", "status"),
                bad("batch: consumerGroup not a string", "POST", batch,
                        "{\"consumerGroup\": 3, \"acknowledgments\": []}", "consumerGroup"));
    }

    static Stream<Arguments> leaseCases() {
        String extend = "/api/v1/lease/" + UUID_TEXT + "/extend";
        return Stream.of(
                bad("leaseId not a UUID", "POST", "/api/v1/lease/not-a-uuid/extend", "{}", "leaseId"),
                bad("seconds=-1", "POST", extend, "{\"seconds\": -1}", "seconds"),
                bad("seconds not a number", "POST", extend, "{\"seconds\": \"abc\"}", "seconds"),
                bad("malformed JSON", "POST", extend, "{\"seconds\": ", "Invalid JSON"));
    }

    static Stream<Arguments> unknownRoutes() {
        return Stream.of(
                notFound("unknown path", "GET", "/api/v1/nope"),
                notFound("push with GET", "GET", "/api/v1/push"),
                notFound("pop with POST", "POST", "/api/v1/pop/queue/q"),
                notFound("configure with DELETE", "DELETE", "/api/v1/configure"),
                notFound("trailing slash", "GET", "/health/"),
                notFound("paths are case-sensitive", "POST", "/API/V1/PUSH"),
                notFound("pop without a queue", "GET", "/api/v1/pop/queue/"));
    }

    @ParameterizedTest(name = "push: {0}")
    @MethodSource("pushCases")
    void rejectsABadPush(Case c) {
        assertRejected(c);
    }

    @ParameterizedTest(name = "configure: {0}")
    @MethodSource("configureCases")
    void rejectsABadConfigure(Case c) {
        assertRejected(c);
    }

    @ParameterizedTest(name = "pop: {0}")
    @MethodSource("popCases")
    void rejectsABadPop(Case c) {
        assertRejected(c);
    }

    @ParameterizedTest(name = "ack: {0}")
    @MethodSource("ackCases")
    void rejectsABadAck(Case c) {
        assertRejected(c);
    }

    @ParameterizedTest(name = "lease extend: {0}")
    @MethodSource("leaseCases")
    void rejectsABadLeaseExtension(Case c) {
        assertRejected(c);
    }

    @ParameterizedTest(name = "unknown route: {0}")
    @MethodSource("unknownRoutes")
    void answersUnknownRoutesWith404Json(Case c) {
        assertRejected(c);
    }

    @Test
    void aPushWithOneBadItemStoresNothing() {
        String queue = TestBroker.uniqueName("bad-atomic");
        Api.Response response = queen.api.post("/api/v1/push", obj("items", List.of(
                item(queue, "p", "good", 1), obj("queue", queue, "traceId", "not-a-uuid"))));

        assertThat(response.status()).isEqualTo(400);
        assertThat(Sql.count("SELECT count(*) FROM queen.queues WHERE name = ?", queue)).isZero();
    }

    @Test
    void anAckWithOneBadItemAppliesNothing() {
        String queue = TestBroker.uniqueName("bad-ack-atomic");
        queen.push(queue, "p", "tx", 1);
        var message = QueenClient.messages(queen.pop(queue)).get(0);

        Api.Response response = queen.api.post("/api/v1/ack/batch", obj("acknowledgments", List.of(
                obj("transactionId", "tx", "partitionId", message.get("partitionId").asText(),
                        "leaseId", message.get("leaseId").asText()),
                obj("transactionId", "tx", "partitionId", "not-a-uuid"))));

        assertThat(response.status()).isEqualTo(400);
        assertThat(PopIT.consumerRow(queue, "p", QueenClient.QUEUE_MODE).get("cursor_seq")).isEqualTo(0L);
    }

    @Test
    void aBodyOverTheConfiguredLimitIsRejectedWith413() {
        Map<String, String> env = TestBroker.env();
        env.put("MAX_BODY_BYTES", "1024");
        try (Broker small = startBroker(env)) {
            Api api = new Api("http://127.0.0.1:" + small.port());
            String queue = TestBroker.uniqueName("bad-limit");
            String big = "{\"items\": [{\"queue\": \"" + queue + "\", \"payload\": \"" + "x".repeat(2000) + "\"}]}";

            Api.Response rejected = api.post("/api/v1/push", big);

            assertThat(rejected.status()).isEqualTo(413);
            assertErrorEnvelope(rejected.text(), "too large");
            Api.Response accepted = api.post("/api/v1/push",
                    "{\"items\": [{\"queue\": \"" + queue + "\", \"payload\": \"" + "x".repeat(500) + "\"}]}");
            assertThat(accepted.status()).as("the broker keeps serving").isEqualTo(201);
        }
    }

    @Test
    @Timeout(30)
    void aBadRequestDoesNotAffectConcurrentGoodOnes() throws Exception {
        String queue = TestBroker.uniqueName("bad-neighbour");
        queen.configure(queue, obj());
        ExecutorService pool = Executors.newFixedThreadPool(24);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Api.Response>> good = new ArrayList<>();
            List<Future<Api.Response>> badOnes = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                int n = i;
                good.add(pool.submit(() -> {
                    start.await();
                    return queen.api.post("/api/v1/push", obj("items", List.of(item(queue, "p", "good-" + n, n))));
                }));
                badOnes.add(pool.submit(() -> {
                    start.await();
                    return queen.api.post("/api/v1/push", obj("items", List.of(
                            obj("queue", queue, "partition", "p", "transactionId", "bad-" + n, "traceId", "x" + n))));
                }));
                badOnes.add(pool.submit((Callable<Api.Response>) () -> {
                    start.await();
                    return queen.api.post("/api/v1/ack", obj("transactionId", "good-" + n, "partitionId", "nope"));
                }));
            }
            start.countDown();

            for (Future<Api.Response> f : good) {
                Api.Response response = f.get(20, TimeUnit.SECONDS);
                assertThat(response.status()).as(response.text()).isEqualTo(201);
                assertThat(response.json().get(0).get("status").asText()).isEqualTo("queued");
            }
            for (Future<Api.Response> f : badOnes) {
                assertThat(f.get(20, TimeUnit.SECONDS).status()).isEqualTo(400);
            }
            assertThat(QueenClient.transactionIds(QueenClient.messages(queen.pop(queue, "batch", 100))))
                    .containsExactlyInAnyOrder("good-0", "good-1", "good-2", "good-3", "good-4", "good-5", "good-6",
                            "good-7");
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aWellFormedButUnknownPartitionIdIsAPerItemFailureNotABadRequest() {
        var result = queen.ackBatch(null, List.of(
                obj("transactionId", "t", "partitionId", UUID.randomUUID().toString()))).get(0);

        assertThat(result.get("success").asBoolean()).isFalse();
        assertThat(result.get("error").asText()).isEqualTo("Message not found");
    }

    private void assertRejected(Case c) {
        HttpResponse<String> response = queen.api.raw(c.method(), c.path(), c.body());

        assertThat(response.statusCode()).as("status of %s %s: %s", c.method(), c.path(), response.body())
                .isEqualTo(c.status());
        assertThat(response.headers().firstValue("content-type")).hasValue("application/json");
        assertErrorEnvelope(response.body(), c.errorContains());
    }

    private static void assertErrorEnvelope(String body, String errorContains) {
        var json = Api.parse(body);
        assertThat(json.isObject()).as("an object: %s", body).isTrue();
        assertThat(json.get("error")).as("an error field: %s", body).isNotNull();
        assertThat(json.get("error").isTextual()).as("error is a string: %s", body).isTrue();
        assertThat(json.get("error").asText()).isNotBlank().contains(errorContains);
        assertThat(body).as("no stack trace").doesNotContain("Exception", "\tat ", "at io.", "at java.");
    }

    private static Broker startBroker(Map<String, String> env) {
        try {
            return Broker.start(BrokerConfig.fromEnv(env));
        } catch (Exception e) {
            throw new IllegalStateException("cannot start a second broker", e);
        }
    }

}
