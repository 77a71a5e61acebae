package io.queenmq.gatling;

import java.util.List;

/**
 * "partitions": the same push load spread over more and more partitions (run with
 * {@code parts} = 1, 10, 100, 1000, 10000) while a queue-mode group drains it: measures push and
 * delivery rates as partitions multiply. {@code connections} producer users push {@code batch}
 * messages per request for {@code durationSeconds}, each request to one partition (round-robin
 * per producer, see {@link Lanes}); {@code consumers} users pop (long-poll) and ack/batch.
 *
 * <p>Parameters (defaults): {@code connections} 10, {@code batch} 10, {@code parts} 100,
 * {@code consumers} 4, plus those of {@link BenchParams} and {@link QueenSimulation#newGroup}.
 */
public class PartitionsSimulation extends QueenSimulation {

    public PartitionsSimulation() {
        super("partitions");
        int connections = params.positiveInt("connections", 10);
        int batch = params.positiveInt("batch", 10);
        int parts = params.positiveInt("parts", 100);
        int consumers = params.positiveInt("consumers", 4);

        List<String> queues = params.queueNames("", 1);
        Lanes lanes = new Lanes(queues, parts, batch);
        PushLedger ledger = new PushLedger(params.runId(), lanes, connections, batch, params.durationSeconds());
        GroupTracker group = newGroup(null, lanes, ledger, null, false);
        track(ledger, queues, List.of(group));
        setUp(producers(ledger), consumers(group, consumers)).protocols(protocol).maxDuration(maxDuration());
    }
}
