package io.queenmq.gatling;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * What the producers pushed and the broker confirmed ({@code status: queued}), per producer and
 * sequence number. Any thread: each producer is one Gatling virtual user, which runs its own
 * steps one at a time; the consumers and the summary only read.
 *
 * <p>Every message is {@code {"p":<producer>,"n":<seq>,"t":<sent>,"s":"hello world 0123"}} (~60
 * bytes) with transaction id {@code <runId>-<p>-<n>}, routed by {@link Lanes}; {@code t} is when
 * the request was built, in epoch microseconds of the ledger's clock, which consumers read too.
 * Confirmations are also counted per second of the run ({@link PushRateSeries}).
 */
final class PushLedger {

    static final String TEXT = "hello world 0123";
    /**
     * Seconds the per-second series holds past the pushing time: a push still in flight when the
     * producers stop is answered within Gatling's 60 s request timeout.
     */
    private static final int SERIES_MARGIN_SECONDS = 60;

    private final String runId;
    private final Lanes lanes;
    private final int batch;
    private final LongSupplier clock;
    private final SequenceSet[] confirmed;

    private final AtomicInteger nextProducer = new AtomicInteger();
    private final AtomicInteger runningProducers;
    private final LongAdder requests = new LongAdder();
    private final LongAdder confirmedMessages = new LongAdder();
    private final LongAdder notQueued = new LongAdder();
    private final PushRateSeries perSecond;
    private final AtomicLong firstPushNanos = new AtomicLong(Long.MAX_VALUE);
    private final AtomicLong lastConfirmNanos = new AtomicLong(Long.MIN_VALUE);
    private volatile long producersDoneNanos;
    private volatile boolean producersDone;

    /** @param pushSeconds how long the producers push, which sizes the per-second series */
    PushLedger(String runId, Lanes lanes, int producers, int batch, int pushSeconds) {
        this(runId, lanes, producers, batch, pushSeconds, MicrosClock::now);
    }

    /** @param clock epoch microseconds, for the {@code t} of each message */
    PushLedger(String runId, Lanes lanes, int producers, int batch, int pushSeconds, LongSupplier clock) {
        this.runId = runId;
        this.lanes = lanes;
        this.batch = batch;
        this.clock = clock;
        this.perSecond = new PushRateSeries(pushSeconds + SERIES_MARGIN_SECONDS);
        this.confirmed = new SequenceSet[producers];
        for (int i = 0; i < producers; i++) {
            confirmed[i] = new SequenceSet();
        }
        this.runningProducers = new AtomicInteger(producers);
    }

    String runId() {
        return runId;
    }

    Lanes lanes() {
        return lanes;
    }

    /** The clock of the messages' {@code t}; a delivery's time must come from the same one. */
    LongSupplier clock() {
        return clock;
    }

    int producers() {
        return confirmed.length;
    }

    /** Messages per push request. */
    int batch() {
        return batch;
    }

    /** Called once by each producer user when it starts. */
    Producer newProducer() {
        int id = nextProducer.getAndIncrement();
        if (id >= confirmed.length) {
            throw new IllegalStateException("producer " + id + " started but only " + confirmed.length + " were declared");
        }
        return new Producer(id);
    }

    /** Called once by each producer user when it stops (closed model). */
    void producerDone() {
        if (runningProducers.decrementAndGet() == 0) {
            allProducersDone();
        }
    }

    /** Nothing more will be pushed: the last producer stopped, or the open model's last push returned. */
    void allProducersDone() {
        producersDoneNanos = System.nanoTime();
        producersDone = true;
    }

    boolean producersDone() {
        return producersDone;
    }

    long producersDoneNanos() {
        return producersDoneNanos;
    }

    boolean isConfirmed(int producer, long seq) {
        return confirmed[producer].contains(seq);
    }

    SequenceSet confirmed(int producer) {
        return confirmed[producer];
    }

    long confirmedMessages() {
        return confirmedMessages.sum();
    }

    long requests() {
        return requests.sum();
    }

    /** Items the broker answered with a status other than {@code queued}. */
    long notQueued() {
        return notQueued.sum();
    }

    /** From the first push sent to the last push confirmed, in seconds; 0 before any confirmation. */
    double windowSeconds() {
        long first = firstPushNanos.get();
        long last = lastConfirmNanos.get();
        return last > first ? (last - first) / 1e9 : 0;
    }

    /** Confirmed messages per second over {@link #windowSeconds}; 0 before any confirmation. */
    double msgPerSec() {
        double window = windowSeconds();
        return window > 0 ? confirmedMessages() / window : 0.0;
    }

    /** Confirmed messages in each whole second from the first push sent to the last confirmed. */
    long[] msgPerSecond() {
        return perSecond.perSecond(lastConfirmNanos.get());
    }

    /**
     * Records the push answer for {@code batch}: every {@code queued} item is confirmed. Throws
     * (failing the Gatling check) when the answer is malformed or any item is not {@code queued}.
     */
    boolean confirm(PushBatch pushed, String body) {
        JsonNode results = Json.parse(body);
        if (!results.isArray() || results.size() != pushed.count()) {
            throw new IllegalStateException("push answered " + describe(results) + " for " + pushed.count()
                    + " items: " + Json.abbreviate(body));
        }
        int failed = 0;
        String firstFailure = null;
        for (int i = 0; i < pushed.count(); i++) {
            JsonNode result = results.get(i);
            if ("queued".equals(result.path("status").asText())) {
                confirmed[pushed.producer()].add(pushed.firstSeq() + i);
            } else {
                failed++;
                if (firstFailure == null) {
                    firstFailure = result.toString();
                }
            }
        }
        long now = System.nanoTime();
        confirmedMessages.add(pushed.count() - failed);
        perSecond.confirmed(now, pushed.count() - failed);
        lastConfirmNanos.accumulateAndGet(now, Math::max);
        if (failed > 0) {
            notQueued.add(failed);
            throw new IllegalStateException(failed + " of " + pushed.count() + " items not queued, first: "
                    + Json.abbreviate(firstFailure));
        }
        return true;
    }

    private static String describe(JsonNode node) {
        return node.isArray() ? node.size() + " results" : "a " + node.getNodeType() + " instead of an array";
    }

    /** One push request: messages {@code firstSeq .. firstSeq+count-1} of {@code producer}. */
    record PushBatch(int producer, long firstSeq, int count, String body) {
    }

    /** The state of one producer user; only that user calls it. */
    final class Producer {

        private final int id;
        private long nextRequest;

        private Producer(int id) {
            this.id = id;
        }

        /** The next request's messages, all to one lane. */
        PushBatch next() {
            long request = nextRequest++;
            int lane = lanes.laneOfRequest(id, request);
            long firstSeq = request * batch + 1;
            String queue = lanes.queueOf(lane);
            String partition = lanes.partitionOf(lane);
            long sentMicros = clock.getAsLong();
            StringBuilder body = new StringBuilder(16 + batch * 160).append("{\"items\":[");
            for (int i = 0; i < batch; i++) {
                long seq = firstSeq + i;
                if (i > 0) {
                    body.append(',');
                }
                body.append("{\"queue\":\"").append(queue)
                        .append("\",\"partition\":\"").append(partition)
                        .append("\",\"transactionId\":\"").append(runId).append('-').append(id).append('-').append(seq)
                        .append("\",\"payload\":{\"p\":").append(id)
                        .append(",\"n\":").append(seq)
                        .append(",\"t\":").append(sentMicros)
                        .append(",\"s\":\"").append(TEXT).append("\"}}");
            }
            requests.increment();
            long now = System.nanoTime();
            firstPushNanos.accumulateAndGet(now, Math::min);
            perSecond.pushSent(now);
            return new PushBatch(id, firstSeq, batch, body.append("]}").toString());
        }
    }
}
