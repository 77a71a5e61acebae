package io.queenmq.gatling;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;

/**
 * The consumers of one consumer group and what they received, checked against the
 * {@link PushLedger} of the messages the group must see. Any thread: each consumer is one Gatling
 * virtual user; pop answers are recorded while the pop's checks run, before the batch is
 * acknowledged, so the next pop of the same partition (which the lease holds back until the ack)
 * is always recorded after it.
 *
 * <p>Per (lane, producer) the first deliveries of a producer's sequence numbers must increase;
 * a sequence number seen again (a redelivery after a lease expiry) counts as a duplicate, a new
 * one lower than the highest seen so far counts as out of order.
 *
 * <p>With autoAck (a {@link DrainWatch} given) the pop consumes its batch and leaves no lease, so
 * another consumer's next pop of the same partition may be recorded first: order is then checked
 * per consumer, whose own pops are served one after the other. A confirmed message never
 * delivered counts as lost only once the queue is proven drained, or when a later message of its
 * lane and producer was delivered (FIFO proves it skipped); the others are {@code remaining}.
 *
 * <p>The first delivery of each message records its end-to-end latency: from its {@code t} (when
 * its push, for a forwarded message the original push, was built) to the pop answer carrying it.
 * Not with autoAck: that queue was filled before the run, so the span is its age, not a latency.
 */
final class GroupTracker {

    /** The group name the broker uses when a pop names none. */
    static final String QUEUE_MODE = "__QUEUE_MODE__";

    private final String name;
    private final String consumerGroup;
    private final Lanes lanes;
    private final PushLedger source;
    private final String forwardQueue;
    private final boolean expectForwarded;
    private final long drainNanos;
    private final String transactionPrefix;
    private final List<String> popPaths;
    private final DrainWatch drainWatch;
    private final EndToEndLatency endToEnd;

    private final SequenceSet[] delivered;
    private final AtomicReferenceArray<long[]> highestSeqByLane;
    private final AtomicInteger nextConsumer = new AtomicInteger();
    private final LongAdder pops = new LongAdder();
    private final LongAdder emptyPops = new LongAdder();
    private final LongAdder deliveries = new LongAdder();
    private final LongAdder distinct = new LongAdder();
    private final LongAdder duplicates = new LongAdder();
    private final LongAdder outOfOrder = new LongAdder();
    private final LongAdder foreign = new LongAdder();
    private final LongAdder misrouted = new LongAdder();
    private final LongAdder malformed = new LongAdder();
    private final LongAdder acked = new LongAdder();
    private final LongAdder forwarded = new LongAdder();
    private final LongAdder forwardDuplicates = new LongAdder();
    private final AtomicLong firstPopNanos = new AtomicLong(Long.MAX_VALUE);
    private final AtomicLong lastDeliveryNanos = new AtomicLong(Long.MIN_VALUE);

    /**
     * @param consumerGroup   the group to pop as, or null for queue mode
     * @param lanes           the queues this group reads (consumer i reads queue i mod queues)
     * @param source          the pushes this group must receive, all of them, in order per lane
     * @param forwardQueue    when not null, each popped batch is pushed (transformed) to this
     *                        queue, same partition and transaction id, before it is acknowledged
     * @param expectForwarded whether messages must carry the transformation of a forward
     * @param drainWatch      when not null, pops use autoAck (nothing to acknowledge) and it
     *                        decides when consumers stop on an empty queue
     */
    GroupTracker(String consumerGroup, Lanes lanes, PushLedger source, String forwardQueue,
            boolean expectForwarded, int popBatch, int popPartitions, int popWaitMs, int drainSeconds,
            DrainWatch drainWatch) {
        this.name = consumerGroup == null ? QUEUE_MODE : consumerGroup;
        this.consumerGroup = consumerGroup;
        this.lanes = lanes;
        this.source = source;
        this.forwardQueue = forwardQueue;
        this.expectForwarded = expectForwarded;
        this.drainNanos = TimeUnit.SECONDS.toNanos(drainSeconds);
        this.transactionPrefix = source.runId() + "-";
        this.drainWatch = drainWatch;
        this.endToEnd = drainWatch == null ? new EndToEndLatency() : null;
        this.popPaths = lanes.queues().stream()
                .map(queue -> popPath(queue, consumerGroup, popBatch, popPartitions, popWaitMs, autoAcks()))
                .toList();
        this.delivered = new SequenceSet[source.producers()];
        for (int i = 0; i < delivered.length; i++) {
            delivered[i] = new SequenceSet();
        }
        this.highestSeqByLane = new AtomicReferenceArray<>(lanes.count());
    }

    String name() {
        return name;
    }

    boolean forwards() {
        return forwardQueue != null;
    }

    boolean autoAcks() {
        return drainWatch != null;
    }

    /** Called once by each consumer user when it starts. */
    Consumer newConsumer() {
        int index = nextConsumer.getAndIncrement();
        firstPopNanos.accumulateAndGet(System.nanoTime(), Math::min);
        return new Consumer(index % popPaths.size());
    }

    /**
     * Whether consumers should keep popping: until the producers have stopped and either every
     * confirmed push has reached this group or {@code drainSeconds} have passed since (since the
     * first consumer started, for a queue filled before the run).
     */
    boolean keepConsuming() {
        if (!source.producersDone()) {
            return true;
        }
        if (distinct.sum() >= source.confirmedMessages()) {
            return false;
        }
        return System.nanoTime() - Math.max(source.producersDoneNanos(), firstPopNanos.get()) < drainNanos;
    }

    long deliveries() {
        return deliveries.sum();
    }

    long duplicates() {
        return duplicates.sum();
    }

    long outOfOrder() {
        return outOfOrder.sum();
    }

    /** Messages that broke the routing or payload contract: these count as errors. */
    long contentErrors() {
        return misrouted.sum() + malformed.sum();
    }

    /** Whether this group's deliveries end the flow, so their latency is end to end (not a forwarding stage). */
    boolean deliversToTheEnd() {
        return !forwards() && endToEnd != null;
    }

    /** The end-to-end latencies recorded so far, in microseconds; empty with autoAck. */
    Histogram endToEndMicros() {
        return endToEnd == null ? EndToEndLatency.emptyTotal() : endToEnd.snapshot();
    }

    /** See {@link EndToEndLatency#maxBySentSecond}; empty where latency is not measured. */
    SortedMap<Long, Long> endToEndMaxBySentSecond() {
        return endToEnd == null ? new TreeMap<>() : endToEnd.maxBySentSecond();
    }

    long firstPopNanos() {
        return firstPopNanos.get();
    }

    long lastDeliveryNanos() {
        return lastDeliveryNanos.get();
    }

    /**
     * Confirmed pushes this group never received; with autoAck, before the queue was proven
     * drained, only those proven skipped. Call after the run.
     */
    long lost() {
        return autoAcks() && !drained() ? skipped() : missing();
    }

    /** Confirmed pushes never received and not counted as lost (autoAck only). Call after the run. */
    long remaining() {
        return missing() - lost();
    }

    /** With autoAck: whether every confirmed push was delivered or the queue was proven empty. */
    private boolean drained() {
        return missing() == 0 || drainWatch.drained();
    }

    private long missing() {
        long missing = 0;
        for (int p = 0; p < delivered.length; p++) {
            missing += source.confirmed(p).missingFrom(delivered[p]);
        }
        return missing;
    }

    /** Confirmed pushes never received although a later one of the same lane and producer was. */
    private long skipped() {
        long skipped = 0;
        for (int p = 0; p < delivered.length; p++) {
            int producer = p;
            BitSet received = delivered[p].snapshot();
            long[] highestByLane = new long[lanes.count()];
            received.stream().forEach(seq -> {
                int lane = lanes.laneOf(producer, seq);
                highestByLane[lane] = Math.max(highestByLane[lane], seq);
            });
            BitSet missing = source.confirmed(p).snapshot();
            missing.andNot(received);
            skipped += missing.stream().filter(seq -> seq < highestByLane[lanes.laneOf(producer, seq)]).count();
        }
        return skipped;
    }

    /** Deliveries of messages whose push was never confirmed (e.g. it timed out). Call after the run. */
    long unconfirmed() {
        long unconfirmed = 0;
        for (int p = 0; p < delivered.length; p++) {
            unconfirmed += delivered[p].missingFrom(source.confirmed(p));
        }
        return unconfirmed;
    }

    /** This group's part of the run summary. Call after the run. */
    Map<String, Object> summary() {
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("group", name);
        summary.put("queues", lanes.queues());
        summary.put("consumers", nextConsumer.get());
        summary.put("pops", pops.sum());
        summary.put("emptyPops", emptyPops.sum());
        summary.put("deliveredMessages", deliveries.sum());
        summary.put("distinctMessages", distinct.sum());
        summary.put("ackedMessages", acked.sum());
        summary.put("lost", lost());
        if (autoAcks()) {
            summary.put("remaining", remaining());
            summary.put("drained", drained());
        }
        summary.put("duplicates", duplicates.sum());
        summary.put("outOfOrder", outOfOrder.sum());
        summary.put("unconfirmed", unconfirmed());
        summary.put("foreign", foreign.sum());
        summary.put("misrouted", misrouted.sum());
        summary.put("malformed", malformed.sum());
        if (forwards()) {
            summary.put("forwardQueue", forwardQueue);
            summary.put("forwardedMessages", forwarded.sum());
            summary.put("forwardDuplicates", forwardDuplicates.sum());
        }
        double window = windowSeconds();
        summary.put("deliverWindowSeconds", window);
        summary.put("deliverMsgPerSec", window > 0 ? deliveries.sum() / window : 0.0);
        if (endToEnd != null) {
            summary.put("endToEndMs", EndToEndLatency.summary(endToEnd.snapshot()));
        }
        return summary;
    }

    /** From this group's first pop to its last delivery, in seconds. */
    double windowSeconds() {
        long first = firstPopNanos.get();
        long last = lastDeliveryNanos.get();
        return last > first ? (last - first) / 1e9 : 0;
    }

    /**
     * Records one delivery, received at {@code receivedMicros}, checking its order against
     * {@code orderByLane}: the highest sequence number per lane and producer delivered so far (to
     * the group, or with autoAck to the consumer).
     */
    private void record(int queueIndex, JsonNode message, AtomicReferenceArray<long[]> orderByLane,
            long receivedMicros) {
        String transactionId = message.path("transactionId").asText("");
        if (!transactionId.startsWith(transactionPrefix)) {
            foreign.increment();
            return;
        }
        JsonNode data = message.path("data");
        JsonNode producerNode = data.path("p");
        JsonNode seqNode = data.path("n");
        JsonNode sentNode = data.path("t");
        if (!producerNode.isIntegralNumber() || !seqNode.isIntegralNumber() || !sentNode.isIntegralNumber()
                || (expectForwarded && data.path("hop").asInt() != 1)) {
            malformed.increment();
            return;
        }
        int producer = producerNode.asInt();
        long seq = seqNode.asLong();
        if (producer < 0 || producer >= delivered.length || seq <= 0 || seq > Integer.MAX_VALUE) {
            malformed.increment();
            return;
        }
        int lane = lanes.lane(queueIndex, message.path("partition").asText());
        if (lane != lanes.laneOf(producer, seq)) {
            misrouted.increment();
        }
        deliveries.increment();
        lastDeliveryNanos.accumulateAndGet(System.nanoTime(), Math::max);
        if (!delivered[producer].add(seq)) {
            duplicates.increment();
            return;
        }
        distinct.increment();
        if (endToEnd != null) {
            endToEnd.record(sentNode.asLong(), receivedMicros);
        }
        if (lane < 0) {
            return;
        }
        long[] highest = orderByLane.get(lane);
        if (highest == null) {
            orderByLane.compareAndSet(lane, null, new long[delivered.length]);
            highest = orderByLane.get(lane);
        }
        synchronized (highest) {
            if (seq < highest[producer]) {
                outOfOrder.increment();
            } else {
                highest[producer] = seq;
            }
        }
    }

    private static String popPath(String queue, String consumerGroup, int batch, int partitions, int waitMs,
            boolean autoAck) {
        StringBuilder path = new StringBuilder("/api/v1/pop/queue/").append(queue)
                .append("?batch=").append(batch);
        if (partitions > 1) {
            path.append("&partitions=").append(partitions);
        }
        if (autoAck) {
            // A drain measure never long-polls; wait=false is the default, but the target states it.
            path.append("&autoAck=true&wait=false");
        } else if (waitMs > 0) {
            path.append("&wait=true&timeout=").append(waitMs);
        }
        if (consumerGroup != null) {
            path.append("&consumerGroup=").append(consumerGroup);
        }
        return path.toString();
    }

    /** One consumer user's view of the group; only that user calls it. */
    final class Consumer {

        private final int queueIndex;
        private final AtomicReferenceArray<long[]> highestSeqByLane;
        private final DrainWatch.Streak streak;

        private Consumer(int queueIndex) {
            this.queueIndex = queueIndex;
            this.highestSeqByLane = autoAcks()
                    ? new AtomicReferenceArray<>(lanes.count())
                    : GroupTracker.this.highestSeqByLane;
            this.streak = autoAcks() ? drainWatch.newStreak() : null;
        }

        GroupTracker group() {
            return GroupTracker.this;
        }

        String popPath() {
            return popPaths.get(queueIndex);
        }

        /** {@link GroupTracker#keepConsuming}, and with autoAck only until the queue looks empty. */
        boolean keepConsuming() {
            return GroupTracker.this.keepConsuming() && (streak == null || streak.popAgain());
        }

        /**
         * Records a pop answer (200 with messages, or 204 with no body) and prepares the ack and,
         * for a forwarding group, the forward push. Throws on a malformed answer.
         */
        PoppedBatch onPop(String body) {
            // Read first: parsing the answer is the load generator's time, not the broker's.
            long receivedMicros = source.clock().getAsLong();
            pops.increment();
            if (body == null || body.isEmpty()) {
                return emptyPop();
            }
            JsonNode root = Json.parse(body);
            JsonNode messages = root.path("messages");
            if (!messages.isArray()) {
                throw new IllegalStateException("pop answer without a messages array: " + Json.abbreviate(body));
            }
            if (messages.isEmpty()) {
                return emptyPop();
            }
            if (streak != null) {
                streak.popped(false);
            }
            // With autoAck the pop itself consumed the batch: nothing to acknowledge.
            ObjectNode ack = autoAcks() ? null : Json.MAPPER.createObjectNode();
            ArrayNode acknowledgments = null;
            if (ack != null) {
                ack.put("consumerGroup", consumerGroup);
                acknowledgments = ack.putArray("acknowledgments");
            }
            ObjectNode forward = forwards() ? Json.MAPPER.createObjectNode() : null;
            ArrayNode forwardItems = forward == null ? null : forward.putArray("items");
            for (JsonNode message : messages) {
                record(queueIndex, message, highestSeqByLane, receivedMicros);
                if (acknowledgments != null) {
                    acknowledgments.addObject()
                            .put("transactionId", message.path("transactionId").asText())
                            .put("partitionId", message.path("partitionId").asText())
                            .put("leaseId", message.path("leaseId").asText())
                            .put("status", "completed");
                }
                if (forwardItems != null) {
                    forwardItems.add(transformed(message));
                }
            }
            return new PoppedBatch(messages.size(), ack == null ? null : Json.write(ack),
                    forward == null ? null : Json.write(forward));
        }

        private PoppedBatch emptyPop() {
            emptyPops.increment();
            if (streak != null) {
                streak.popped(true);
            }
            return PoppedBatch.EMPTY;
        }

        /** Checks an ack/batch answer: one {@code success:true} result per acknowledgment. */
        boolean onAck(PoppedBatch batch, String body) {
            JsonNode results = Json.parse(body);
            if (!results.isArray() || results.size() != batch.size()) {
                throw new IllegalStateException("ack/batch answered " + Json.abbreviate(body) + " for "
                        + batch.size() + " acknowledgments");
            }
            for (JsonNode result : results) {
                if (!result.path("success").asBoolean(false)) {
                    throw new IllegalStateException("ack failed: " + Json.abbreviate(result.toString()));
                }
            }
            acked.add(batch.size());
            return true;
        }

        /** Checks the forward push answer: every item {@code queued}, or {@code duplicate} after a redelivery. */
        boolean onForward(PoppedBatch batch, String body) {
            JsonNode results = Json.parse(body);
            if (!results.isArray() || results.size() != batch.size()) {
                throw new IllegalStateException("forward push answered " + Json.abbreviate(body) + " for "
                        + batch.size() + " items");
            }
            for (JsonNode result : results) {
                String status = result.path("status").asText();
                if ("duplicate".equals(status)) {
                    forwardDuplicates.increment();
                } else if (!"queued".equals(status)) {
                    throw new IllegalStateException("forwarded item not queued: " + Json.abbreviate(result.toString()));
                }
            }
            forwarded.add(batch.size());
            return true;
        }

        /**
         * Same partition and transaction id; the payload upper-cased and marked {@code "hop":1},
         * keeping {@code t} so the next stage measures from the original push.
         */
        private ObjectNode transformed(JsonNode message) {
            ObjectNode item = Json.MAPPER.createObjectNode();
            item.put("queue", forwardQueue);
            item.put("partition", message.path("partition").asText());
            item.put("transactionId", message.path("transactionId").asText());
            JsonNode data = message.path("data");
            ObjectNode payload = item.putObject("payload");
            payload.set("p", data.get("p"));
            payload.set("n", data.get("n"));
            payload.set("t", data.get("t"));
            payload.put("s", data.path("s").asText().toUpperCase(Locale.ROOT));
            payload.put("hop", 1);
            return item;
        }
    }

    /** The messages of one pop, with the bodies of the requests that follow it. */
    record PoppedBatch(int size, String ackBody, String forwardBody) {
        static final PoppedBatch EMPTY = new PoppedBatch(0, null, null);
    }
}
