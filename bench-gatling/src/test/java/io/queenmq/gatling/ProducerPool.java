package io.queenmq.gatling;

import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/**
 * Lends the producers of a {@link PushLedger} to open-model users, one push at a time, so each
 * producer still sends its requests one after the other and its messages reach every partition
 * in order, as in the closed model. Producers are created on demand, up to the ledger's count
 * (the most pushes ever in flight); an arrival that finds all of them busy is dropped and counted,
 * not queued, so the offered rate stays fixed. Any thread.
 */
final class ProducerPool {

    private final PushLedger ledger;
    /** Idle producers, most recently returned first, so the busy set stays small. */
    private final ConcurrentLinkedDeque<PushLedger.Producer> idle = new ConcurrentLinkedDeque<>();
    private final AtomicInteger created = new AtomicInteger();
    private final LongAdder arrivals = new LongAdder();
    private final LongAdder dropped = new LongAdder();

    ProducerPool(PushLedger ledger) {
        this.ledger = ledger;
    }

    /** A producer for one push, to {@link #release} after it; null when every producer is busy. */
    PushLedger.Producer acquire() {
        arrivals.increment();
        PushLedger.Producer producer = idle.pollFirst();
        if (producer != null) {
            return producer;
        }
        int limit = ledger.producers();
        if (created.getAndUpdate(count -> count < limit ? count + 1 : count) < limit) {
            return ledger.newProducer();
        }
        dropped.increment();
        return null;
    }

    void release(PushLedger.Producer producer) {
        idle.addFirst(producer);
    }

    /** Pushes the injection asked for: sent plus dropped. */
    long arrivals() {
        return arrivals.sum();
    }

    /** Arrivals not sent because {@code maxInFlight} pushes were already in flight. */
    long dropped() {
        return dropped.sum();
    }

    /** The most pushes that were in flight at once, as far as producers tell. */
    int producersCreated() {
        return created.get();
    }
}
