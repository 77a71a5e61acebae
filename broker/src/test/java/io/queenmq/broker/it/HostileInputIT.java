package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.it.hostile.HandWrittenCorpus;
import io.queenmq.broker.it.hostile.HostileCase;
import io.queenmq.broker.it.hostile.HostileCase.Outcome;
import io.queenmq.broker.it.hostile.ProtocolCorpus;
import io.queenmq.broker.it.hostile.RouteCorpus;
import io.queenmq.broker.it.hostile.SampleRequests;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The hostile-input corpus (issue 9, part 4): hundreds of broken, oversized and malicious requests across every
 * route, sent in parallel while a valid producer and consumer run. Every answer is a 4xx JSON {@code error} naming
 * the problem, or a 2xx where the input is valid; never a 5xx, never a stack trace. Afterwards the broker is healthy
 * and the valid traffic lost nothing and got nothing twice.
 */
@Timeout(180)
class HostileInputIT {
    private static final int CORPUS_THREADS = 6;
    private static final int VALID_MESSAGES = 300;
    private static final int SOCKET_TIMEOUT_MS = 30_000;

    @Test
    void theCorpusIsAnsweredCleanlyWhileValidTrafficLosesNothing() throws Exception {
        long started = System.nanoTime();
        String queue = TestBroker.uniqueName("hostile");
        List<HostileCase> corpus = new ArrayList<>(RouteCorpus.generate(TestBroker.routes(),
                new SampleRequests(queue, "g-" + queue)));
        corpus.addAll(HandWrittenCorpus.cases(queue));
        corpus.addAll(ProtocolCorpus.cases(queue));
        assertThat(corpus).hasSizeGreaterThanOrEqualTo(300);
        assertThat(Runtime.getRuntime().maxMemory() / 8).as("the broker's in-flight body budget (1/8 of this heap) "
                + "holds %d bodies of 10 MB at once", CORPUS_THREADS).isGreaterThan(CORPUS_THREADS * 11_000_000L);

        List<String> failures;
        long corpusSeconds;
        ValidTraffic traffic = ValidTraffic.start(TestBroker.uniqueName("hostile-valid"), VALID_MESSAGES,
                Duration.ofSeconds(90));
        try (traffic) {
            failures = sendAll(corpus);
            corpusSeconds = secondsSince(started);
            traffic.await(Duration.ofSeconds(100));
        }

        assertThat(failures).as("answers breaking the contract").isEmpty();
        assertThat(traffic.errors()).as("valid traffic refused").isEmpty();
        assertThat(traffic.consumed()).as("every valid message consumed exactly once")
                .hasSize(VALID_MESSAGES)
                .containsExactlyInAnyOrderElementsOf(IntStream.range(0, VALID_MESSAGES)
                        .mapToObj(ValidTraffic::transactionId).collect(Collectors.toList()));
        assertThat(Api.shared().get("/api/v1/pop/queue/" + traffic.queue()).status())
                .as("nothing left or redelivered").isEqualTo(204);
        Api.Response health = Api.shared().get("/health");
        assertThat(health.status()).isEqualTo(200);
        assertThat(health.json().get("status").asText()).isEqualTo("healthy");
        System.out.printf("Hostile-input corpus: %d requests %s, answered in %d s; %d valid messages consumed once, "
                + "%d s in all%n", corpus.size(), countByCategory(corpus), corpusSeconds, VALID_MESSAGES,
                secondsSince(started));
    }

    @Test
    void namesWithSqlMetacharactersAreStoredVerbatim() {
        QueenClient queen = new QueenClient();
        String queue = TestBroker.uniqueName("hostile") + "'; DROP TABLE queen.messages; --";
        String partition = "\" OR 1=1 -- %_\\";
        queen.push(queue, partition, "x'); DELETE FROM queen.queues; --", QueenClient.obj("k", "'\""));

        List<JsonNode> popped = QueenClient.messages(queen.popPartition(encode(queue), encode(partition)));

        assertThat(popped).hasSize(1);
        assertThat(popped.get(0).get("partition").asText()).isEqualTo(partition);
        assertThat(popped.get(0).get("transactionId").asText()).isEqualTo("x'); DELETE FROM queen.queues; --");
        assertThat(popped.get(0).get("data").get("k").asText()).isEqualTo("'\"");
        assertThat(Sql.count("SELECT count(*) FROM queen.queues WHERE name = ?", queue)).isEqualTo(1);
    }

    private static String encode(String segment) {
        return URLEncoder.encode(segment, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** Sends every case on its own connection, {@link #CORPUS_THREADS} at a time; returns what broke the contract. */
    private static List<String> sendAll(List<HostileCase> corpus) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(CORPUS_THREADS);
        try {
            List<Future<String>> verdicts = new ArrayList<>();
            for (HostileCase hostile : corpus) {
                verdicts.add(pool.submit(() -> verdict(hostile)));
            }
            List<String> failures = new ArrayList<>();
            for (Future<String> verdict : verdicts) {
                String failure = verdict.get(2, TimeUnit.MINUTES);
                if (failure != null) {
                    failures.add(failure);
                }
            }
            return failures;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Null when the answer is acceptable for the case, else what is wrong with it. */
    private static String verdict(HostileCase hostile) throws IOException {
        HttpHardeningIT.Reply reply = send(hostile);
        if (reply == null) {
            return hostile.outcome() == Outcome.REJECTED_OR_CLOSED ? null : hostile + ": closed without an answer";
        }
        String problem = problem(hostile, reply);
        return problem == null ? null : hostile + ": " + problem + " -> " + reply.statusLine() + " "
                + abbreviate(reply.body());
    }

    private static String problem(HostileCase hostile, HttpHardeningIT.Reply reply) {
        int status = reply.status();
        if (reply.body().matches("(?s).*(Exception|\\tat |at io\\.|at java\\.).*") && status >= 400) {
            return "a stack trace or exception name";
        }
        boolean accepted = status >= 200 && status < 300;
        boolean rejected = status >= 400 && status < 500;
        if (accepted) {
            return hostile.outcome() == Outcome.ACCEPTED || hostile.outcome() == Outcome.ACCEPTED_OR_REJECTED
                    ? null : "accepted";
        }
        if (!rejected) {
            return "status " + status;
        }
        if (hostile.outcome() == Outcome.ACCEPTED) {
            return "rejected";
        }
        return errorEnvelopeProblem(hostile, reply);
    }

    private static String errorEnvelopeProblem(HostileCase hostile, HttpHardeningIT.Reply reply) {
        if (!"application/json".equals(reply.headers().get("content-type"))) {
            return "not JSON";
        }
        JsonNode error;
        try {
            error = Api.parse(reply.body()).get("error");
        } catch (RuntimeException e) {
            return "malformed JSON";
        }
        if (error == null || !error.isTextual() || error.asText().isBlank()) {
            return "no error string";
        }
        if (hostile.errorContains() != null && !error.asText().contains(hostile.errorContains())) {
            return "error does not say '" + hostile.errorContains() + "'";
        }
        return null;
    }

    /** The reply, or null when the broker closed the connection without one. */
    private static HttpHardeningIT.Reply send(HostileCase hostile) throws IOException {
        try (HttpHardeningIT.Raw raw = new HttpHardeningIT.Raw(TestBroker.url())) {
            raw.socket.setSoTimeout(SOCKET_TIMEOUT_MS);
            try {
                raw.send(hostile.request());
                if (hostile.halfClose()) {
                    raw.socket.shutdownOutput();
                }
            } catch (IOException e) {
                // Refused and closed while we were still sending: the answer may already be waiting.
            }
            try {
                return raw.read();
            } catch (SocketTimeoutException e) {
                throw new IOException(hostile + ": no answer within " + SOCKET_TIMEOUT_MS + " ms", e);
            } catch (IOException e) {
                return null;
            }
        }
    }

    private static Map<String, Long> countByCategory(List<HostileCase> corpus) {
        return corpus.stream().collect(Collectors.groupingBy(HostileCase::category, TreeMap::new,
                Collectors.counting()));
    }

    private static long secondsSince(long startNanos) {
        return TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - startNanos);
    }

    private static String abbreviate(String text) {
        return text.length() <= 300 ? text : text.substring(0, 300) + "...";
    }
}
