package io.queenmq.broker.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class LongPollRegistryTest {
    private record Counting(String partition, AtomicInteger wakes) implements LongPollRegistry.Waiter {
        Counting(String partition) {
            this(partition, new AtomicInteger());
        }

        @Override
        public void wake() {
            wakes.incrementAndGet();
        }
    }

    private final LongPollRegistry registry = new LongPollRegistry();
    private final Counting any = new Counting(null);
    private final Counting p1 = new Counting("p-1");
    private final Counting p2 = new Counting("p-2");
    private final Counting otherQueue = new Counting(null);

    LongPollRegistryTest() {
        registry.park("orders", any);
        registry.park("orders", p1);
        registry.park("orders", p2);
        registry.park("invoices", otherQueue);
    }

    @Test
    void aPartitionWakesItsOwnPartitionsWaitersAndThoseWaitingForAny() {
        registry.messagesAvailable("orders", "p-1");

        assertThat(any.wakes()).hasValue(1);
        assertThat(p1.wakes()).hasValue(1);
        assertThat(p2.wakes()).hasValue(0);
        assertThat(otherQueue.wakes()).hasValue(0);
    }

    @Test
    void noPartitionWakesEveryWaiterOfTheQueue() {
        registry.messagesAvailable("orders", null);

        assertThat(any.wakes()).hasValue(1);
        assertThat(p1.wakes()).hasValue(1);
        assertThat(p2.wakes()).hasValue(1);
        assertThat(otherQueue.wakes()).hasValue(0);
    }
}
