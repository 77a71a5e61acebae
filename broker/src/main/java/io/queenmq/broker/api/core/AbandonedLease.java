package io.queenmq.broker.api.core;

import io.queenmq.broker.store.core.AckItem;
import io.queenmq.broker.store.core.AckStatus;
import io.queenmq.broker.store.core.AckRequest;
import io.queenmq.broker.store.core.AckResult;
import io.queenmq.broker.store.Completion;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.core.PopRequest;
import io.queenmq.broker.store.core.PopResult;
import io.queenmq.broker.store.core.PoppedMessage;
import io.queenmq.broker.store.StoreFailure;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Gives back the lease of a pop whose client went away before its messages could be sent: a
 * {@code retry} ack per claimed partition, so the messages are redelivered at once instead of
 * staying hidden until the lease expires. Any thread may call.
 */
final class AbandonedLease {
    private static final Logger log = LoggerFactory.getLogger(AbandonedLease.class);

    private final Lanes<AckRequest> ackLanes;

    AbandonedLease(Lanes<AckRequest> ackLanes) {
        this.ackLanes = ackLanes;
    }

    void release(PopRequest pop, PopResult result) {
        Map<UUID, PoppedMessage> firstPerPartition = new LinkedHashMap<>();
        for (PoppedMessage message : result.messages()) {
            firstPerPartition.putIfAbsent(message.partitionId(), message);
        }
        List<AckItem> items = new ArrayList<>();
        for (PoppedMessage message : firstPerPartition.values()) {
            items.add(new AckItem(message.transactionId(), message.partitionId(), AckStatus.RETRY, pop.consumerGroup(),
                    pop.leaseId(), null));
        }
        AckRequest release = new AckRequest(items, new Completion<>() {
            @Override
            public void succeeded(List<AckResult> results) {
                log.debug("Released the lease of an abandoned pop on {}", pop.queue());
            }

            @Override
            public void failed(StoreFailure failure) {
                log.warn("Could not release the lease of an abandoned pop on {}: {}", pop.queue(), failure.message());
            }
        }, pop.caller());
        if (!ackLanes.offer(items.get(0).partitionId(), release)) {
            log.warn("Ack queue full: the lease of an abandoned pop on {} will expire instead", pop.queue());
        }
    }
}
