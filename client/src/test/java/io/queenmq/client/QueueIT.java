package io.queenmq.client;

import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.client.consume.AckResult;
import io.queenmq.client.consume.AckStatus;
import io.queenmq.client.consume.Message;
import io.queenmq.client.push.BufferOptions;
import io.queenmq.client.push.PushItem;
import io.queenmq.client.push.PushResult;
import io.queenmq.client.push.PushStatus;
import io.queenmq.client.queue.QueueConfig;
import io.queenmq.client.queue.QueueConfigured;
import io.queenmq.client.queue.QueueDeleted;
import io.queenmq.client.transaction.TransactionResult;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Queue configuration, push (direct, deduplicated, delayed, buffered) and pop over HTTP. */
@Timeout(60)
class QueueIT extends BrokerTestBase {
    @Test
    void createEchoesEveryOptionAndDeleteRemovesTheQueue() {
        String queue = TestBroker.uniqueName("config");
        QueueConfig config = new QueueConfig(30, 5, 2000, 100, 600, 4, true, true, 2, 1, true, 3600, 60, 7200, false);

        QueueConfigured created = queen.queue(queue).namespace("billing").task("invoices").config(config).create();

        assertThat(created.configured()).isTrue();
        assertThat(created.queue()).isEqualTo(queue);
        assertThat(created.namespace()).isEqualTo("billing");
        assertThat(created.options()).isEqualTo(config);
        assertThat(queen.queue(queue).delete()).isEqualTo(new QueueDeleted(true, queue, null, true));
        assertThat(queen.queue(queue).delete().existed()).isFalse();
    }

    @Test
    void deletingAPartitionKeepsTheOthers() {
        String queue = TestBroker.uniqueName("partition-delete");
        queen.queue(queue).partition("a").push(List.of(1));
        queen.queue(queue).partition("b").push(List.of(2));

        assertThat(queen.queue(queue).partition("a").delete().partition()).isEqualTo("a");

        assertThat(queen.queue(queue).wait(false).batch(10).pop()).extracting(Message::partition).containsExactly("b");
    }

    @Test
    void pushAnswersPerItemAndDeduplicatesByTransactionId() {
        String queue = TestBroker.uniqueName("push");
        List<PushResult> first = queen.queue(queue).partition("customer-42").push(List.of(
                PushItem.of(Map.of("orderId", 7)).transactionId("order-7"),
                Map.of("orderId", 8)));

        assertThat(first).extracting(PushResult::status).containsExactly(PushStatus.QUEUED, PushStatus.QUEUED);
        assertThat(first.get(0).transactionId()).isEqualTo("order-7");
        assertThat(first.get(1).transactionId()).hasSize(36); // a client-generated UUIDv7

        List<PushResult> again = queen.queue(queue).partition("customer-42")
                .push(List.of(PushItem.of(Map.of("orderId", 7)).transactionId("order-7")));
        assertThat(again).singleElement().satisfies(r -> {
            assertThat(r.status()).isEqualTo(PushStatus.DUPLICATE);
            assertThat(r.messageId()).isEqualTo(first.get(0).messageId());
        });
        // The same id in another partition is another message.
        assertThat(queen.queue(queue).partition("customer-43")
                .push(List.of(PushItem.of(1).transactionId("order-7"))).get(0).status()).isEqualTo(PushStatus.QUEUED);
    }

    @Test
    void payloadsTraceIdsAndNullsRoundTrip() {
        String queue = TestBroker.uniqueName("payloads");
        String traceId = "0196b7a2-4c1d-7e3f-9a10-55aa66bb77cc";
        queen.queue(queue).push(java.util.Arrays.asList(PushItem.of(null).traceId(traceId), Map.of(), "text"));

        List<Message> messages = queen.queue(queue).batch(3).wait(false).pop();

        assertThat(messages).extracting(m -> m.data().toString()).containsExactly("null", "{}", "\"text\"");
        assertThat(messages.get(0).traceId()).isEqualTo(traceId);
        assertThat(messages.get(2).data(String.class)).isEqualTo("text");
        assertThat(messages).allMatch(m -> m.queue().equals(queue));
    }

    @Test
    void aDelayedQueueDeliversOnlyAfterItsDelay() {
        String queue = TestBroker.uniqueName("delayed");
        queen.queue(queue).config(QueueConfig.defaults().delayedProcessingSeconds(1)).create();
        queen.queue(queue).push(List.of("later"));

        assertThat(queen.queue(queue).wait(false).pop()).isEmpty();
        assertThat(queen.queue(queue).timeoutMillis(5_000).pop()).extracting(m -> m.data().asText()).containsExactly("later");
    }

    @Test
    void bufferedPushesAreSentOnCountOnTimeAndOnClose() throws Exception {
        String queue = TestBroker.uniqueName("buffered");
        QueueBuilder byCount = queen.queue(queue).partition("count").buffer(new BufferOptions(3, Duration.ofMinutes(1)));
        CompletableFuture<List<PushResult>> firstTwo = byCount.pushAsync(List.of(1, 2));
        assertThat(byCount.push(List.of(3))).isEmpty();
        assertThat(firstTwo.get(10, TimeUnit.SECONDS)).extracting(PushResult::status)
                .containsExactly(PushStatus.QUEUED, PushStatus.QUEUED);

        QueueBuilder byTime = queen.queue(queue).partition("time").buffer(new BufferOptions(100, Duration.ofMillis(500)));
        CompletableFuture<List<PushResult>> timed = byTime.pushAsync(List.of(4));
        assertThat(queen.queue(queue).partition("time").wait(false).pop()).isEmpty();
        assertThat(timed.get(10, TimeUnit.SECONDS)).hasSize(1);

        queen.queue(queue).partition("flush").buffer(new BufferOptions(100, Duration.ofMinutes(1))).push(List.of(7));
        queen.flushBuffers();
        assertThat(queen.queue(queue).partition("flush").popAsync().get(10, TimeUnit.SECONDS))
                .extracting(m -> m.data().asInt()).containsExactly(7);

        try (Queen other = Queen.connect(TestBroker.url())) {
            other.queue(queue).partition("close").buffer(new BufferOptions(100, Duration.ofMinutes(1))).push(List.of(5, 6));
        }
        assertThat(queen.queue(queue).partition("close").batch(10).wait(false).pop())
                .extracting(m -> m.data().asInt()).containsExactly(5, 6);
    }

    @Test
    void popWithAutoAckGroupsSubscriptionFromAndPartitions() {
        String queue = TestBroker.uniqueName("pop");
        queen.queue(queue).partition("a").push(List.of(1));
        queen.queue(queue).partition("b").push(List.of(2));

        List<Message> both = queen.queue(queue).group("g").partitions(2).batch(10).autoAck(true).wait(false).pop();
        assertThat(both).extracting(m -> m.data().asInt()).containsExactlyInAnyOrder(1, 2);
        assertThat(both).allMatch(m -> m.leaseId().isEmpty() && m.consumerGroup().equals("g"));
        assertThat(queen.queue(queue).group("g").wait(false).pop()).isEmpty();

        Instant afterFirst = Instant.now();
        sleep(50);
        queen.queue(queue).partition("a").push(List.of(3));
        assertThat(queen.queue(queue).partition("a").group("late").subscriptionFrom(afterFirst.toString()).batch(10)
                .wait(false).pop())
                .extracting(m -> m.data().asInt()).containsExactly(3);

        List<Message> fromA = queen.queue(queue).partition("a").batch(10).wait(false).pop();
        assertThat(fromA).extracting(m -> m.data().asInt()).containsExactly(1, 3);
        assertThat(queen.ack(fromA, AckStatus.COMPLETED, null)).allMatch(AckResult::success);
        Message renewed = queen.queue(queue).partition("b").wait(false).pop().get(0);
        assertThat(queen.renew(renewed, 60).success()).isTrue();
        assertThat(queen.ack(renewed).leaseReleased()).isTrue();
    }

    /** The non-blocking transport (sendAsync), which this machine's JDK may not pick by itself. */
    @Test
    void asyncCallsWithoutAThreadEachStoreAndDeliverEveryMessageOnce() throws Exception {
        String queue = TestBroker.uniqueName("async");
        try (Queen nonBlocking = Queen.builder().url(TestBroker.url()).nonBlockingAsync(true).connect()) {
            List<CompletableFuture<List<PushResult>>> pushes = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                pushes.add(nonBlocking.queue(queue).partition("p" + i % 10).pushAsync(List.of(i)));
            }
            CompletableFuture.allOf(pushes.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);
            assertThat(pushes).allSatisfy(push ->
                    assertThat(push.join()).singleElement().extracting(PushResult::status).isEqualTo(PushStatus.QUEUED));

            List<Integer> popped = new ArrayList<>();
            List<Message> batch;
            while (!(batch = nonBlocking.queue(queue).partitions(10).batch(50).wait(false).autoAck(true).popAsync()
                    .get(10, TimeUnit.SECONDS)).isEmpty()) {
                batch.forEach(m -> popped.add(m.data().asInt()));
            }
            assertThat(popped).hasSize(200).containsExactlyInAnyOrderElementsOf(
                    IntStream.range(0, 200).boxed().collect(Collectors.toList()));

            TransactionResult moved = nonBlocking.transaction().queue(queue).partition("t").push(List.of("done"))
                    .commitAsync().get(10, TimeUnit.SECONDS);
            assertThat(moved.success()).isTrue();
        }
    }
}
