package io.queenmq.client;

import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.client.admin.DeadLetterPage;
import io.queenmq.client.consume.ConsumeSummary;
import io.queenmq.client.consume.RunningConsumer;
import io.queenmq.client.consume.SubscriptionMode;
import io.queenmq.client.push.PushResult;
import io.queenmq.client.queue.QueueConfig;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** consume(): workers, acknowledgments, failures, lease renewal, limits and a graceful stop, over HTTP. */
@Timeout(120)
class ConsumeIT extends BrokerTestBase {
    @Test
    void tenWorkersOverAHundredPartitionsHandleEveryMessageOnceInPartitionOrder() {
        String queue = TestBroker.uniqueName("consume-fanout");
        int partitions = 100;
        int perPartition = 10;
        List<CompletableFuture<List<PushResult>>> pushes = new ArrayList<>();
        for (int p = 0; p < partitions; p++) {
            List<Object> items = new ArrayList<>();
            for (int i = 0; i < perPartition; i++) {
                items.add(Map.of("p", p, "i", i));
            }
            pushes.add(queen.queue(queue).partition("p-" + p).pushAsync(items));
        }
        pushes.forEach(CompletableFuture::join);
        Map<Integer, List<Integer>> seen = new ConcurrentHashMap<>();

        ConsumeSummary summary = queen.queue(queue).concurrency(10).batch(5).timeoutMillis(1000)
                .limit(partitions * perPartition).idleMillis(10_000)
                .consume(message -> seen.computeIfAbsent(message.data().get("p").asInt(), k -> new ArrayList<>())
                        .add(message.data().get("i").asInt()));

        assertThat(summary).isEqualTo(new ConsumeSummary(partitions * perPartition, 0));
        assertThat(seen).hasSize(partitions);
        List<Integer> inOrder = new ArrayList<>();
        for (int i = 0; i < perPartition; i++) {
            inOrder.add(i);
        }
        seen.forEach((p, order) -> assertThat(order).as("partition p-%d", p).isEqualTo(inOrder));
        assertThat(queen.queue(queue).wait(false).pop()).isEmpty();
    }

    @Test
    void aThrowingHandlerSendsTheMessageToRetryThenToTheDeadLetterQueue() {
        String queue = TestBroker.uniqueName("consume-dlq");
        queen.queue(queue).config(QueueConfig.defaults().retryLimit(1)).create();
        queen.queue(queue).push(List.of(Map.of("n", 1)));
        AtomicInteger deliveries = new AtomicInteger();

        ConsumeSummary summary = queen.queue(queue).timeoutMillis(500).idleMillis(2_000).consume(message -> {
            deliveries.incrementAndGet();
            throw new IllegalStateException("cannot bill order 1");
        });

        assertThat(deliveries).hasValue(2);
        assertThat(summary).isEqualTo(new ConsumeSummary(2, 2));
        DeadLetterPage dlq = queen.admin().deadLetters(queue, null, 10, 0);
        assertThat(dlq.messages()).singleElement().satisfies(d -> {
            assertThat(d.errorMessage()).isEqualTo("cannot bill order 1");
            assertThat(d.data().get("n").asInt()).isEqualTo(1);
        });
    }

    @Test
    void aFailureInsideABatchKeepsThePartitionOrder() {
        String queue = TestBroker.uniqueName("consume-order");
        queen.queue(queue).push(List.of(1, 2, 3, 4));
        List<Integer> handled = new ArrayList<>();
        AtomicInteger failuresLeft = new AtomicInteger(1);

        queen.queue(queue).batch(4).timeoutMillis(500).limit(5).idleMillis(3_000).consume(message -> {
            int n = message.data().asInt();
            handled.add(n);
            if (n == 2 && failuresLeft.getAndDecrement() > 0) {
                throw new IllegalStateException("first try of 2 fails");
            }
        });

        assertThat(handled).containsExactly(1, 2, 2, 3, 4);
    }

    @Test
    void batchHandlersAndServerSideAutoAck() {
        String queue = TestBroker.uniqueName("consume-batch");
        queen.queue(queue).push(List.of(1, 2, 3));
        List<Integer> sizes = new ArrayList<>();

        ConsumeSummary summary = queen.queue(queue).batch(10).autoAck(true).limit(3).idleMillis(3_000)
                .consumeBatch(messages -> sizes.add(messages.size()));

        assertThat(summary.handled()).isEqualTo(3);
        assertThat(sizes.stream().mapToInt(Integer::intValue).sum()).isEqualTo(3);
        assertThat(queen.queue(queue).wait(false).pop()).isEmpty();
    }

    @Test
    void theLeaseIsRenewedWhileTheHandlerRuns() throws Exception {
        String queue = TestBroker.uniqueName("consume-renew");
        queen.queue(queue).config(QueueConfig.defaults().leaseTimeSeconds(1)).create();
        queen.queue(queue).push(List.of("slow"));
        CountDownLatch started = new CountDownLatch(1);

        RunningConsumer consumer = queen.queue(queue).renewLeaseMillis(300).timeoutMillis(500).limit(1)
                .consumeAsync(message -> {
                    started.countDown();
                    Thread.sleep(3_000);
                });
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        Thread.sleep(2_000); // twice the lease time: without renewal the message would be deliverable again
        assertThat(queen.queue(queue).wait(false).pop()).isEmpty();

        assertThat(consumer.await()).isEqualTo(new ConsumeSummary(1, 0));
        assertThat(queen.queue(queue).wait(false).pop()).isEmpty();
    }

    @Test
    void stopFinishesTheBatchInFlightAndAcksIt() throws Exception {
        String queue = TestBroker.uniqueName("consume-stop");
        queen.queue(queue).push(List.of("a", "b"));
        CountDownLatch handling = new CountDownLatch(1);

        RunningConsumer consumer = queen.queue(queue).batch(2).timeoutMillis(500).consumeBatchAsync(messages -> {
            handling.countDown();
            Thread.sleep(500);
        });
        assertThat(handling.await(10, TimeUnit.SECONDS)).isTrue();
        ConsumeSummary summary = consumer.stop().get(10, TimeUnit.SECONDS);

        assertThat(summary).isEqualTo(new ConsumeSummary(2, 0));
        assertThat(queen.queue(queue).wait(false).pop()).isEmpty();
    }

    @Test
    void closingTheClientFinishesAndAcksTheBatchInFlight() throws Exception {
        String queue = TestBroker.uniqueName("consume-close");
        queen.queue(queue).push(List.of("a"));
        CountDownLatch handling = new CountDownLatch(1);
        RunningConsumer consumer;

        try (Queen closing = Queen.connect(TestBroker.url())) {
            consumer = closing.queue(queue).consumeAsync(message -> {
                handling.countDown();
                Thread.sleep(500);
            });
            assertThat(handling.await(10, TimeUnit.SECONDS)).isTrue();
        }

        assertThat(consumer.completion()).isCompletedWithValue(new ConsumeSummary(1, 0));
        assertThat(queen.queue(queue).wait(false).pop()).isEmpty();
    }

    @Test
    void stopAbandonsAWaitingPopAtOnceAndTheBrokerForgetsIt() throws Exception {
        String queue = TestBroker.uniqueName("consume-abandon");
        RunningConsumer idle = queen.queue(queue).timeoutMillis(60_000).consumeAsync(message -> {
            throw new AssertionError("nothing was pushed before the stop: " + message);
        });
        sleep(500); // the worker's pop is now parked on the broker

        long startNs = System.nanoTime();
        assertThat(idle.stop().get(5, TimeUnit.SECONDS)).isEqualTo(new ConsumeSummary(0, 0));
        assertThat(Duration.ofNanos(System.nanoTime() - startNs)).isLessThan(Duration.ofSeconds(2));

        sleep(500); // let the broker see the closed connection
        queen.queue(queue).push(List.of("after"));
        assertThat(queen.queue(queue).wait(false).pop()).extracting(m -> m.data().asText()).containsExactly("after");
    }

    @Test
    void aConsumerThatDoesNotWaitPollsUntilIdle() {
        String queue = TestBroker.uniqueName("consume-nowait");
        queen.queue(queue).push(List.of(1, 2));

        ConsumeSummary summary = queen.queue(queue).wait(false).idleMillis(1_000).consume(message -> { });

        assertThat(summary.handled()).isEqualTo(2);
    }

    @Test
    void consumerGroupsEachGetEveryMessageAndNewSubscriptionsSkipThePast() {
        String queue = TestBroker.uniqueName("consume-groups");
        queen.queue(queue).push(List.of("old"));
        List<String> billing = new ArrayList<>();
        List<String> audit = new ArrayList<>();

        queen.queue(queue).group("billing").limit(1).idleMillis(3_000).timeoutMillis(500)
                .consume(m -> billing.add(m.data().asText()));
        RunningConsumer late = queen.queue(queue).group("audit").subscriptionMode(SubscriptionMode.NEW)
                .timeoutMillis(300).idleMillis(Duration.ofSeconds(4).toMillis())
                .consumeAsync(m -> audit.add(m.data().asText()));
        sleep(1_000);
        queen.queue(queue).push(List.of("new"));
        late.await();

        assertThat(billing).containsExactly("old");
        assertThat(audit).containsExactly("new");
    }
}
