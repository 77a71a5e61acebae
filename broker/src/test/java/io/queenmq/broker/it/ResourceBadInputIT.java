package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Rejected requests to the messages, DLQ and queue-resource routes, as a matrix of what is wrong × which route: every
 * one is a 400 with a JSON {@code error} naming the problem, never a 500.
 */
@Timeout(30)
class ResourceBadInputIT {
    private static final String LONG_NAME = "n".repeat(256);
    private static final String UUID_TEXT = "0196b7a2-4c1d-7e3f-9a10-55aa66bb77cc";

    private final Api api = Api.shared();

    /** One bad request and what its error must say. */
    record Case(String method, String path, String errorContains) {}

    private static Arguments bad(String description, String method, String path, String errorContains) {
        return Arguments.of(Named.of(description, new Case(method, path, errorContains)));
    }

    static Stream<Arguments> cases() {
        String messages = "/api/v1/messages";
        String dlq = "/api/v1/dlq";
        String queues = "/api/v1/resources/queues/";
        return Stream.of(
                bad("messages: limit 0", "GET", messages + "?limit=0", "limit must be an integer from 1 to 10000"),
                bad("messages: limit not a number", "GET", messages + "?limit=ten", "limit"),
                bad("messages: limit above the maximum", "GET", messages + "?limit=10001", "limit"),
                bad("messages: negative offset", "GET", messages + "?offset=-1", "offset must be a non-negative"),
                bad("messages: offset not a number", "GET", messages + "?offset=x", "offset"),
                bad("messages: from not a timestamp", "GET", messages + "?from=yesterday", "from must be an ISO-8601"),
                bad("messages: to not a timestamp", "GET", messages + "?to=2026-13-01T00:00:00Z", "to must be"),
                bad("messages: from after to", "GET", messages + "?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z",
                        "from must not be after to"),
                bad("messages: year 10000", "GET", messages + "?from=%2B10000-01-01T00:00:00Z", "years 0001 to 9999"),
                bad("messages: unknown status", "GET", messages + "?status=lost", "status must be one of"),
                bad("messages: queue name too long", "GET", messages + "?queue=" + LONG_NAME, "too long"),
                bad("messages: NUL in task", "GET", messages + "?task=a%00b", "NUL"),
                bad("message: partitionId not a UUID", "GET", messages + "/not-a-uuid/tx", "partitionId must be a UUID"),
                bad("message: NUL in transactionId", "GET", messages + "/" + UUID_TEXT + "/a%00b", "NUL"),
                bad("message delete: partitionId not a UUID", "DELETE", messages + "/1234/tx", "partitionId"),
                bad("dlq: limit not a number", "GET", dlq + "?limit=many", "limit"),
                bad("dlq: negative offset", "GET", dlq + "?offset=-5", "offset"),
                bad("dlq: from not a timestamp", "GET", dlq + "?from=soon", "from must be an ISO-8601"),
                bad("dlq: consumer group too long", "GET", dlq + "?consumerGroup=" + LONG_NAME, "too long"),
                bad("dlq: partition with a control character", "GET", dlq + "?partition=a%01b", "control characters"),
                bad("queue: name too long", "GET", queues + LONG_NAME, "too long"),
                bad("queue delete: name too long", "DELETE", queues + LONG_NAME, "too long"),
                bad("partition delete: partition name too long", "DELETE", queues + "q/partitions/" + LONG_NAME,
                        "too long"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void rejectsABadRequest(Case c) {
        HttpResponse<String> response = api.raw(c.method(), c.path(), null);

        assertThat(response.statusCode()).as("status of %s %s: %s", c.method(), c.path(), response.body())
                .isEqualTo(400);
        assertThat(response.headers().firstValue("content-type")).hasValue("application/json");
        var json = Api.parse(response.body());
        assertThat(json.get("error").isTextual()).as("an error string: %s", response.body()).isTrue();
        assertThat(json.get("error").asText()).contains(c.errorContains());
    }
}
