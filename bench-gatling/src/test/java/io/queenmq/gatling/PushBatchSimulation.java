package io.queenmq.gatling;

import io.gatling.javaapi.core.PopulationBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * "push-batch": push throughput by batch size. {@code connections} producer users (closed model,
 * one keep-alive connection each) push {@code batch} messages per request back to back for
 * {@code durationSeconds}, each request to one of {@code parts} partitions (round-robin per
 * producer, see {@link Lanes}). With {@code consumers > 0} a queue-mode group drains the queue and
 * is checked for loss, duplicates and order; by default nothing consumes. With {@code msgRate > 0}
 * the producers offer that many messages per second instead (open model).
 *
 * <p>Parameters (defaults): {@code connections} 50 (closed model only), {@code batch} 1,
 * {@code parts} 100, {@code consumers} 0, {@code msgRate} 0 (closed model), plus those of
 * {@link BenchParams}, {@link QueenSimulation#producerSlots} and, with consumers,
 * {@link QueenSimulation#newGroup}.
 */
public class PushBatchSimulation extends QueenSimulation {

    public PushBatchSimulation() {
        super("push-batch");
        int connections = params.positiveInt("connections", 50);
        int batch = params.positiveInt("batch", 1);
        int parts = params.positiveInt("parts", 100);
        int consumers = params.nonNegativeInt("consumers", 0);

        List<String> queues = params.queueNames("", 1);
        Lanes lanes = new Lanes(queues, parts, batch);
        PushLedger ledger = new PushLedger(params.runId(), lanes, producerSlots(connections), batch,
                params.durationSeconds());
        List<GroupTracker> groups = new ArrayList<>();
        List<PopulationBuilder> populations = new ArrayList<>(List.of(producers(ledger)));
        if (consumers > 0) {
            GroupTracker group = newGroup(null, lanes, ledger, null, false);
            groups.add(group);
            populations.add(consumers(group, consumers));
        }
        track(ledger, queues, groups);
        setUp(populations).protocols(protocol).maxDuration(maxDuration());
    }
}
