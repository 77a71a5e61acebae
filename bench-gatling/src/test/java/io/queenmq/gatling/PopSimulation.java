package io.queenmq.gatling;

import java.util.List;

/**
 * "pop": pure drain throughput, as the broker-core target states it: popping 100 messages per
 * request with autoAck from 10 connections. Before the run, {@link Prefill} pushes
 * {@code prefill} messages (rounded up to whole requests) to a fresh queue in requests of
 * {@code pushBatch}, one partition per request, round-robin over {@code parts} partitions,
 * {@code prefillConnections} requests at a time. The run is then {@code consumers} users (closed
 * model, one keep-alive connection each) popping {@code batch=<popBatch>&autoAck=true&wait=false}
 * back to back for up to {@code durationSeconds}, or until the queue is drained. Nothing pushes
 * during the run, so only the delivery rate is a measurement; {@code pushMsgPerSec} is null.
 *
 * <p>With autoAck there is nothing to acknowledge; {@code lost} counts only what is proven lost
 * and {@code remaining} what the run did not reach (see {@link GroupTracker} and
 * {@link DrainWatch}).
 *
 * <p>Parameters (defaults): {@code prefill} 300000, {@code parts} 100, {@code pushBatch} 1000,
 * {@code prefillConnections} 4, {@code consumers} 10, plus those of {@link BenchParams}
 * ({@code drainSeconds} unused) and {@link QueenSimulation#newAutoAckGroup}.
 */
public class PopSimulation extends QueenSimulation {

    private final Prefill prefill;

    public PopSimulation() {
        super("pop");
        int messages = params.positiveInt("prefill", 300_000);
        int parts = params.positiveInt("parts", 100);
        int pushBatch = params.positiveInt("pushBatch", 1000);
        int prefillConnections = params.positiveInt("prefillConnections", 4);
        int consumers = params.positiveInt("consumers", 10);

        List<String> queues = params.queueNames("", 1);
        Lanes lanes = new Lanes(queues, parts, pushBatch);
        // The prefill is no measurement: its per-second series is not reported.
        PushLedger ledger = new PushLedger(params.runId(), lanes, prefillConnections, pushBatch,
                params.durationSeconds());
        long requests = (messages + pushBatch - 1L) / pushBatch;
        prefill = new Prefill(params.target(), ledger, requests, pushBatch);
        GroupTracker group = newAutoAckGroup(lanes, ledger, consumers);
        track(ledger, queues, List.of(group));
        setUp(consumers(group, consumers)).protocols(protocol).maxDuration(maxDuration());
    }

    /** Checks the broker and configures the queue, then fills it: the run starts on a full queue. */
    @Override
    public void before() {
        super.before();
        prefill.run();
    }
}
