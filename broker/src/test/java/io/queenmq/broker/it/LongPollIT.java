package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.QueenClient.transactionIds;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.Socket;
import java.sql.Connection;
import java.sql.DriverManager;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code wait=true} pops: docs/http-api.md §3.4 "Long-poll", docs/semantics.md §5.10. */
@Timeout(30)
class LongPollIT {
    private final QueenClient queen = new QueenClient();
    private final ExecutorService pool = Executors.newCachedThreadPool();

    @AfterEach
    void stopPool() {
        pool.shutdownNow();
    }

    /** A pop started on another thread, with the time it took to answer. */
    private record Timed(Api.Response response, long elapsedMs) {}

    private CompletableFuture<Timed> popAsync(String path) {
        return CompletableFuture.supplyAsync(() -> {
            long start = System.nanoTime();
            Api.Response response = queen.api.get(path);
            return new Timed(response, (System.nanoTime() - start) / 1_000_000);
        }, pool);
    }

    @Test
    void aWaitingPopReturnsAMessagePushedWhileItWaits() throws Exception {
        String queue = TestBroker.uniqueName("lp-push");
        queen.configure(queue, obj());
        CompletableFuture<Timed> pop = popAsync("/api/v1/pop/queue/" + queue + "?wait=true&timeout=10000");

        Thread.sleep(1000);
        assertThat(pop).as("still waiting before the push").isNotDone();
        queen.push(queue, "p", "awaited", obj("n", 1));
        Timed timed = pop.get(10, TimeUnit.SECONDS);

        assertThat(transactionIds(messages(timed.response()))).containsExactly("awaited");
        assertThat(timed.elapsedMs()).as("answered soon after the push, long before the timeout")
                .isBetween(900L, 3000L);
    }

    @Test
    void aWaitingPopOnAnEmptyQueueAnswers204AfterItsTimeout() throws Exception {
        String queue = TestBroker.uniqueName("lp-timeout");
        queen.configure(queue, obj());

        Timed timed = popAsync("/api/v1/pop/queue/" + queue + "?wait=true&timeout=1000").get(10, TimeUnit.SECONDS);

        assertThat(timed.response().status()).isEqualTo(204);
        assertThat(timed.response().text()).isEmpty();
        assertThat(timed.elapsedMs()).as("waited about the timeout").isBetween(900L, 3000L);
    }

    @Test
    void aWaitingPopOnAPartitionThatDoesNotExistYetReturnsWhenAPushCreatesIt() throws Exception {
        String queue = TestBroker.uniqueName("lp-new-partition");
        queen.configure(queue, obj());
        CompletableFuture<Timed> pop = popAsync(
                "/api/v1/pop/queue/" + queue + "/partition/later?wait=true&timeout=10000");

        Thread.sleep(500);
        assertThat(pop).isNotDone();
        queen.push(queue, "later", "first-ever", 1);
        Timed timed = pop.get(10, TimeUnit.SECONDS);

        assertThat(transactionIds(messages(timed.response()))).containsExactly("first-ever");
        assertThat(timed.response().json().get("partition").asText()).isEqualTo("later");
        assertThat(timed.elapsedMs()).isLessThan(3000L);
    }

    @Test
    void aWaitingPopOnAQueueThatDoesNotExistYetReturnsWhenAPushCreatesIt() throws Exception {
        String queue = TestBroker.uniqueName("lp-new-queue");
        CompletableFuture<Timed> pop = popAsync("/api/v1/pop/queue/" + queue + "?wait=true&timeout=10000");

        Thread.sleep(500);
        queen.push(queue, null, "first-ever", 1);
        Timed timed = pop.get(10, TimeUnit.SECONDS);

        assertThat(transactionIds(messages(timed.response()))).containsExactly("first-ever");
        assertThat(timed.elapsedMs()).isLessThan(3000L);
    }

    @Test
    void aWaitingPartitionPopIgnoresPushesToOtherPartitions() throws Exception {
        String queue = TestBroker.uniqueName("lp-other-partition");
        queen.configure(queue, obj());
        CompletableFuture<Timed> pop = popAsync(
                "/api/v1/pop/queue/" + queue + "/partition/mine?wait=true&timeout=1500");

        Thread.sleep(300);
        queen.push(queue, "theirs", "not-for-me", 1);
        Timed timed = pop.get(10, TimeUnit.SECONDS);

        assertThat(timed.response().status()).isEqualTo(204);
        assertThat(timed.elapsedMs()).isGreaterThanOrEqualTo(1400L);
    }

    @Test
    void aWaitingGroupPopIsWokenWhenAnotherConsumerReleasesTheLease() throws Exception {
        String queue = TestBroker.uniqueName("lp-released");
        queen.pushMany(queue, "p", "m", 2);
        var held = messages(queen.pop(queue, "consumerGroup", "g")).get(0);
        CompletableFuture<Timed> pop = popAsync(
                "/api/v1/pop/queue/" + queue + "?consumerGroup=g&wait=true&timeout=10000");

        Thread.sleep(500);
        assertThat(pop).as("the lease is held").isNotDone();
        queen.ack(held, "completed");
        Timed timed = pop.get(10, TimeUnit.SECONDS);

        assertThat(transactionIds(messages(timed.response()))).containsExactly("m-1");
        assertThat(timed.elapsedMs()).isLessThan(3000L);
    }

    @Test
    void aWaitingPopGetsAMessageWhoseLeaseExpiresWhileItWaits() throws Exception {
        // Nothing is pushed: only the periodic re-check can notice the expiry.
        String queue = TestBroker.uniqueName("lp-expiry");
        queen.configure(queue, obj("leaseTime", 1));
        queen.push(queue, "p", "abandoned", 1);
        assertThat(messages(queen.pop(queue))).hasSize(1);

        Timed timed = popAsync("/api/v1/pop/queue/" + queue + "?wait=true&timeout=5000").get(10, TimeUnit.SECONDS);

        assertThat(transactionIds(messages(timed.response()))).containsExactly("abandoned");
        assertThat(timed.elapsedMs()).as("about the rest of the lease plus one re-check").isLessThan(3000L);
    }

    @Test
    void aWaitingPopWhoseClientHasGoneDoesNotTakeALaterMessage() throws Exception {
        String queue = TestBroker.uniqueName("lp-gone");
        queen.configure(queue, obj());
        URI base = URI.create(TestBroker.url());
        try (Socket socket = new Socket(base.getHost(), base.getPort())) {
            socket.getOutputStream().write(("GET /api/v1/pop/queue/" + queue + "?consumerGroup=g&wait=true&timeout=10000"
                    + " HTTP/1.1\r\nHost: test\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            Thread.sleep(300);
        }
        Thread.sleep(200);

        queen.push(queue, "p", "for-the-living", 1);

        assertThat(transactionIds(messages(queen.pop(queue, "consumerGroup", "g"))))
                .as("no lease was taken for the departed client").containsExactly("for-the-living");
    }

    @Test
    void aPopWhoseClientLeftWhileItRanGivesItsLeaseBackAtOnce() throws Exception {
        String queue = TestBroker.uniqueName("lp-abandoned-lease");
        queen.push(queue, "p", "first", 1);
        assertThat(messages(queen.pop(queue, "autoAck", true))).hasSize(1); // creates the consumer row
        queen.push(queue, "p", "second", 2);
        URI base = URI.create(TestBroker.url());
        try (Connection sql = DriverManager.getConnection(TestBroker.jdbcUrl(), "postgres", "postgres")) {
            sql.setAutoCommit(false);
            // Hold the consumer row so the pop is still running when its client leaves.
            sql.createStatement().execute("SELECT * FROM queen.partition_consumers c"
                    + " JOIN queen.partitions p ON p.id = c.partition_id JOIN queen.queues q ON q.id = p.queue_id"
                    + " WHERE q.name = '" + queue + "' FOR UPDATE OF c");
            try (Socket socket = new Socket(base.getHost(), base.getPort())) {
                socket.getOutputStream().write(("GET /api/v1/pop/queue/" + queue + "?batch=1 HTTP/1.1\r\nHost: test\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                socket.getOutputStream().flush();
                Thread.sleep(300);
            }
            Thread.sleep(300);
            sql.commit();
        }
        Thread.sleep(500);

        assertThat(transactionIds(messages(queen.pop(queue))))
                .as("redelivered now, not after the 300 s lease").containsExactly("second");
    }

    @Test
    void waitAcceptsOneAsTrue() throws Exception {
        String queue = TestBroker.uniqueName("lp-wait-1");
        queen.configure(queue, obj());

        Timed timed = popAsync("/api/v1/pop/queue/" + queue + "?wait=1&timeout=500").get(10, TimeUnit.SECONDS);

        assertThat(timed.response().status()).isEqualTo(204);
        assertThat(timed.elapsedMs()).isGreaterThanOrEqualTo(450L);
    }

    @Test
    @Timeout(30)
    void manyWaitersOfOneGroupShareTheMessagesWithoutDuplicates() throws Exception {
        String queue = TestBroker.uniqueName("lp-many");
        queen.configure(queue, obj());
        List<CompletableFuture<Timed>> pops = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            pops.add(popAsync("/api/v1/pop/queue/" + queue + "/partition/p?wait=true&timeout=2000&batch=10"));
        }

        Thread.sleep(300);
        queen.pushMany(queue, "p", "m", 3);

        List<String> received = new ArrayList<>();
        int answered = 0;
        for (CompletableFuture<Timed> pop : pops) {
            Timed timed = pop.get(10, TimeUnit.SECONDS);
            if (timed.response().status() == 200) {
                answered++;
                received.addAll(transactionIds(messages(timed.response())));
            }
        }
        assertThat(answered).as("one lease, one waiter served").isEqualTo(1);
        assertThat(received).containsExactly("m-0", "m-1", "m-2");
    }

    @Test
    void withoutWaitAPopAnswersAtOnceWhateverItsTimeout() {
        String queue = TestBroker.uniqueName("lp-no-wait");
        queen.configure(queue, obj());
        long start = System.nanoTime();

        assertThat(queen.pop(queue, "wait", false, "timeout", 5000).status()).isEqualTo(204);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofMillis(1000));
    }
}
