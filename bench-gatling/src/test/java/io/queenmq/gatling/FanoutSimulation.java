package io.queenmq.gatling;

import io.gatling.javaapi.core.PopulationBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * "fanout": one producer load read by {@code groups} consumer groups (run with 1, 5, 10), each
 * group receiving every message: measures deliveries per second per group and in total.
 * {@code connections} producer users push {@code batch} messages per request over {@code parts}
 * partitions for {@code durationSeconds}; groups {@code g1..g<groups>} each have
 * {@code consumersPerGroup} users popping with long-poll ({@code wait=true}) and acking by batch.
 * With {@code msgRate > 0} the producers offer that many messages per second instead (open
 * model), and each group is judged on whether it kept up.
 *
 * <p>Parameters (defaults): {@code connections} 10 (closed model only), {@code batch} 10,
 * {@code parts} 10, {@code groups} 1, {@code consumersPerGroup} 2, {@code msgRate} 0 (closed
 * model), plus those of {@link BenchParams}, {@link QueenSimulation#producerSlots} and
 * {@link QueenSimulation#newGroup}.
 */
public class FanoutSimulation extends QueenSimulation {

    public FanoutSimulation() {
        super("fanout");
        int connections = params.positiveInt("connections", 10);
        int batch = params.positiveInt("batch", 10);
        int parts = params.positiveInt("parts", 10);
        int groupCount = params.positiveInt("groups", 1);
        int consumersPerGroup = params.positiveInt("consumersPerGroup", 2);

        List<String> queues = params.queueNames("", 1);
        Lanes lanes = new Lanes(queues, parts, batch);
        PushLedger ledger = new PushLedger(params.runId(), lanes, producerSlots(connections), batch,
                params.durationSeconds());
        List<GroupTracker> groups = new ArrayList<>();
        List<PopulationBuilder> populations = new ArrayList<>(List.of(producers(ledger)));
        for (int g = 1; g <= groupCount; g++) {
            GroupTracker group = newGroup("g" + g, lanes, ledger, null, false);
            groups.add(group);
            populations.add(consumers(group, consumersPerGroup));
        }
        track(ledger, queues, groups);
        setUp(populations).protocols(protocol).maxDuration(maxDuration());
    }
}
