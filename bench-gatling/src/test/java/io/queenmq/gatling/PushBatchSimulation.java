package io.queenmq.gatling;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.constantConcurrentUsers;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Push load, the Gatling twin of {@code shared/load/push.lua}: {@code connections} virtual users,
 * each on its own keep-alive connection, send {@code POST /api/v1/push} back to back for
 * {@code durationSeconds} (closed model). Each request carries {@code batch} messages with a
 * ~30-byte payload, all to one partition picked at random among {@code p1..p<parts>}, and must
 * answer 201.
 *
 * <p>Parameters are Java system properties: {@code target}, {@code queue}, {@code batch},
 * {@code parts}, {@code connections}, {@code durationSeconds}.
 */
public class PushBatchSimulation extends Simulation {

    private static final String TARGET = System.getProperty("target", "http://127.0.0.1:6632");
    private static final String QUEUE = System.getProperty("queue", "bench");
    private static final int BATCH = Integer.getInteger("batch", 1);
    private static final int PARTS = Integer.getInteger("parts", 100);
    private static final int CONNECTIONS = Integer.getInteger("connections", 50);
    private static final Duration DURATION = Duration.ofSeconds(Long.getLong("durationSeconds", 15));

    /** Numbers the messages across all users, so every payload differs. */
    private static final AtomicLong MESSAGE_NUMBER = new AtomicLong();

    private final HttpProtocolBuilder protocol = http
            .baseUrl(TARGET)
            .contentTypeHeader("application/json")
            .acceptHeader("application/json");

    private final ScenarioBuilder push = scenario("push batch=" + BATCH + " parts=" + PARTS)
            .during(DURATION).on(exec(http("push")
                    .post("/api/v1/push")
                    .body(StringBody(session -> pushBody()))
                    .check(status().is(201))));

    {
        setUp(push.injectClosed(constantConcurrentUsers(CONNECTIONS).during(DURATION)))
                .protocols(protocol);
    }

    /** {@code {"items":[{"queue":..,"partition":"p<k>","payload":{"n":<i>,"s":"hello world 0123"}},...]}} */
    private static String pushBody() {
        int partition = 1 + ThreadLocalRandom.current().nextInt(PARTS);
        StringBuilder body = new StringBuilder(16 + BATCH * 96).append("{\"items\":[");
        for (int i = 0; i < BATCH; i++) {
            if (i > 0) {
                body.append(',');
            }
            body.append("{\"queue\":\"").append(QUEUE)
                    .append("\",\"partition\":\"p").append(partition)
                    .append("\",\"payload\":{\"n\":").append(MESSAGE_NUMBER.incrementAndGet())
                    .append(",\"s\":\"hello world 0123\"}}");
        }
        return body.append("]}").toString();
    }
}
