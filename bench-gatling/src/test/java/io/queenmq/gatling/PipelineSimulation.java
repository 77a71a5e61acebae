package io.queenmq.gatling;

import java.util.ArrayList;
import java.util.List;

/**
 * "pipeline": a two-stage flow. {@code connections} producer users push {@code batch} messages
 * per request to queue A ({@code parts} partitions) for {@code durationSeconds}; consumer group
 * {@code stage1} ({@code stage1Consumers} users) pops a batch from A, pushes it transformed to the
 * same partition of queue B with the same transaction ids (Gatling request {@code forward}), then
 * acks the A batch; group {@code stage2} ({@code stage2Consumers} users) drains B. Both groups are
 * checked against what was pushed to A. (Push + ack stands in for {@code /api/v1/transaction},
 * which the broker does not serve yet, so a redelivered A batch is forwarded again and B answers
 * {@code duplicate}: counted as {@code forwardDuplicates}, not as an error.)
 *
 * <p>Parameters (defaults): {@code connections} 10, {@code batch} 10, {@code parts} 10,
 * {@code stage1Consumers} 4, {@code stage2Consumers} 4, plus those of {@link BenchParams} and
 * {@link QueenSimulation#newGroup}.
 */
public class PipelineSimulation extends QueenSimulation {

    public PipelineSimulation() {
        super("pipeline");
        int connections = params.positiveInt("connections", 10);
        int batch = params.positiveInt("batch", 10);
        int parts = params.positiveInt("parts", 10);
        int stage1Consumers = params.positiveInt("stage1Consumers", 4);
        int stage2Consumers = params.positiveInt("stage2Consumers", 4);

        List<String> queueA = params.queueNames("a", 1);
        List<String> queueB = params.queueNames("b", 1);
        Lanes lanesA = new Lanes(queueA, parts, batch);
        Lanes lanesB = new Lanes(queueB, parts, batch);
        PushLedger ledger = new PushLedger(params.runId(), lanesA, connections, batch, params.durationSeconds());
        GroupTracker stage1 = newGroup("stage1", lanesA, ledger, queueB.get(0), false);
        GroupTracker stage2 = newGroup("stage2", lanesB, ledger, null, true);
        List<String> queues = new ArrayList<>(queueA);
        queues.addAll(queueB);
        track(ledger, queues, List.of(stage1, stage2));
        setUp(producers(ledger), consumers(stage1, stage1Consumers), consumers(stage2, stage2Consumers))
                .protocols(protocol).maxDuration(maxDuration());
    }
}
