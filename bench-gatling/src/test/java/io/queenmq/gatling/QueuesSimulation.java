package io.queenmq.gatling;

import java.util.List;

/**
 * "queues": the same load over {@code queues} queues (run with 1 and 10): measures what spreading
 * one load over several queues changes. {@code connections} producer users push {@code batch}
 * messages per request for {@code durationSeconds}, each request to one partition of one queue
 * ({@code parts} partitions per queue, round-robin over all of them, see {@link Lanes});
 * {@code consumers} queue-mode users, consumer i popping queue i mod {@code queues}, drain them.
 *
 * <p>Parameters (defaults): {@code connections} 10, {@code batch} 10, {@code parts} 10 (per
 * queue), {@code queues} 1, {@code consumers} 10 (at least {@code queues}), plus those of
 * {@link BenchParams} and {@link QueenSimulation#newGroup}.
 */
public class QueuesSimulation extends QueenSimulation {

    public QueuesSimulation() {
        super("queues");
        int connections = params.positiveInt("connections", 10);
        int batch = params.positiveInt("batch", 10);
        int parts = params.positiveInt("parts", 10);
        int queueCount = params.positiveInt("queues", 1);
        int consumers = params.positiveInt("consumers", 10);
        BenchParams.requireAtLeast("consumers", consumers, "queues", queueCount);

        List<String> queues = params.queueNames("", queueCount);
        Lanes lanes = new Lanes(queues, parts, batch);
        PushLedger ledger = new PushLedger(params.runId(), lanes, connections, batch, params.durationSeconds());
        GroupTracker group = newGroup(null, lanes, ledger, null, false);
        track(ledger, queues, List.of(group));
        setUp(producers(ledger), consumers(group, consumers)).protocols(protocol).maxDuration(maxDuration());
    }
}
