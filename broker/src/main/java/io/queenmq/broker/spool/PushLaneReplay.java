package io.queenmq.broker.spool;

import io.opentelemetry.api.trace.SpanContext;
import io.queenmq.broker.store.Completion;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.core.PushItem;
import io.queenmq.broker.store.core.PushRequest;
import io.queenmq.broker.store.core.PushResult;
import io.queenmq.broker.store.StoreFailure;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

/**
 * Replays spooled records through the normal push path (docs/decisions.md §D7): the push lanes store them, move the partition heads,
 * wake long polls and notify peers exactly as for a pushed request. Each partition's records of a chunk form one
 * request, in spool order; the requests of different partitions run in parallel.
 */
public final class PushLaneReplay implements SpoolReplayer.Target {
    private final Lanes<PushRequest> lanes;

    public PushLaneReplay(Lanes<PushRequest> lanes) {
        this.lanes = lanes;
    }

    @Override
    public SpoolReplayer.Outcome push(List<SpoolRecord> records) throws InterruptedException {
        // Keyed as PushRoute keys a request, so that replays batch with the pushes of the same partitions.
        Map<String, List<PushItem>> byPartition = new LinkedHashMap<>();
        for (SpoolRecord record : records) {
            byPartition.computeIfAbsent(record.queue() + '\u0000' + record.partition(), key -> new ArrayList<>())
                    .add(record.toPushItem());
        }
        List<CompletableFuture<SpoolReplayer.Outcome>> outcomes = new ArrayList<>(byPartition.size());
        byPartition.forEach((key, items) -> {
            CompletableFuture<SpoolReplayer.Outcome> outcome = new CompletableFuture<>();
            PushRequest request = new PushRequest(items, new Completion<>() {
                @Override
                public void succeeded(List<PushResult> results) {
                    outcome.complete(SpoolReplayer.Outcome.COMMITTED);
                }

                @Override
                public void failed(StoreFailure failure) {
                    outcome.complete(failure.databaseUnavailable()
                            ? SpoolReplayer.Outcome.UNAVAILABLE : SpoolReplayer.Outcome.REJECTED);
                }
            }, SpanContext.getInvalid());
            if (!lanes.offer(key, request)) {
                outcome.complete(SpoolReplayer.Outcome.UNAVAILABLE);
            }
            outcomes.add(outcome);
        });
        // Unavailable wins over rejected: a rejection is only judged record by record once the database answers.
        SpoolReplayer.Outcome combined = SpoolReplayer.Outcome.COMMITTED;
        for (CompletableFuture<SpoolReplayer.Outcome> outcome : outcomes) {
            SpoolReplayer.Outcome one = await(outcome);
            if (one == SpoolReplayer.Outcome.UNAVAILABLE
                    || (one == SpoolReplayer.Outcome.REJECTED && combined == SpoolReplayer.Outcome.COMMITTED)) {
                combined = one;
            }
        }
        return combined;
    }

    private static SpoolReplayer.Outcome await(CompletableFuture<SpoolReplayer.Outcome> outcome)
            throws InterruptedException {
        try {
            return outcome.get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("outcomes are only ever completed normally", e);
        }
    }
}
