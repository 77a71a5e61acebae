package io.queenmq.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;

/**
 * End-to-end latency bookkeeping, driven with hand-written pop answers and a hand-set clock: what
 * is recorded (first deliveries only, from the payload's {@code t}), what the forward carries, and
 * what the summary reports.
 */
class EndToEndLatencyTest {

    private static final String RUN = "run1";
    /** Three significant digits: a recorded value comes back within 0.1 %. */
    private static final Percentage HISTOGRAM_RESOLUTION = Percentage.withPercentage(0.1);

    /** Epoch microseconds as the test sets them. */
    private final AtomicLong now = new AtomicLong(1_000);
    /** One queue, two partitions, batches of two: producer 0 sends n=1,2 to p0, n=3,4 to p1. */
    private final Lanes lanes = new Lanes(List.of("a"), 2, 2);
    private final PushLedger ledger = new PushLedger(RUN, lanes, 1, 2, 15, now::get);

    @Test
    void theFirstDeliveryOfEachMessageRecordsFromItsPushToThePopAnswer() {
        GroupTracker group = group("g", null, false);
        GroupTracker.Consumer consumer = group.newConsumer();
        LedgerFixtures.pushAll(ledger, 2);
        now.set(251_000);
        consumer.onPop(LedgerFixtures.popBody(messages("p0", 1_000, 1, 2)));
        now.set(1_001_000);
        consumer.onPop(LedgerFixtures.popBody(messages("p1", 1_000, 3, 4)));
        // A redelivery is not a new delivery: its latency is not recorded again.
        consumer.onPop(LedgerFixtures.popBody(messages("p0", 1_000, 1)));

        assertThat(group.endToEndMicros().getTotalCount()).isEqualTo(4);
        assertThat(group.endToEndMicros().getMinValue()).isCloseTo(250_000L, HISTOGRAM_RESOLUTION);
        assertThat(group.endToEndMicros().getMaxValue()).isCloseTo(1_000_000L, HISTOGRAM_RESOLUTION);
        assertThat(group.duplicates()).isEqualTo(1);
    }

    @Test
    void aMessageWithoutASendTimeIsMalformed() {
        GroupTracker group = group("g", null, false);
        LedgerFixtures.pushAll(ledger, 1);
        group.newConsumer().onPop(LedgerFixtures.popBody("[{\"transactionId\":\"" + RUN + "-0-1\",\"partition\":\"p0\","
                + "\"data\":{\"p\":0,\"n\":1,\"s\":\"hello world 0123\"}}]"));

        assertThat(group.contentErrors()).isEqualTo(1);
        assertThat(group.endToEndMicros().getTotalCount()).isZero();
    }

    @Test
    void theForwardKeepsTheOriginalSendTimeSoTheLastStageMeasuresFromThePushToTheFirstQueue() {
        GroupTracker stage1 = group("stage1", "b", false);
        GroupTracker stage2 = new GroupTracker("stage2", new Lanes(List.of("b"), 2, 2), ledger, null, true,
                100, 1, 0, 0, null);
        LedgerFixtures.pushAll(ledger, 1);
        now.set(101_000);
        GroupTracker.PoppedBatch popped = stage1.newConsumer().onPop(LedgerFixtures.popBody(messages("p0", 1_000, 1, 2)));
        assertThat(popped.forwardBody()).contains("\"t\":1000").contains("\"hop\":1");

        now.set(301_000);
        String forwarded = popped.forwardBody().replace("\"payload\"", "\"data\"");
        stage2.newConsumer().onPop(LedgerFixtures.popBody(forwarded.substring(forwarded.indexOf('['), forwarded.lastIndexOf(']') + 1)));

        assertThat(stage1.deliversToTheEnd()).isFalse();
        assertThat(stage2.deliversToTheEnd()).isTrue();
        assertThat(stage1.endToEndMicros().getMaxValue()).isCloseTo(100_000L, HISTOGRAM_RESOLUTION);
        assertThat(stage2.endToEndMicros().getTotalCount()).isEqualTo(2);
        assertThat(stage2.endToEndMicros().getMinValue()).isCloseTo(300_000L, HISTOGRAM_RESOLUTION);
    }

    @Test
    void summaryGivesCountMeanAndPercentilesInMilliseconds() {
        EndToEndLatency latency = new EndToEndLatency();
        for (int ms = 1; ms <= 1000; ms++) {
            latency.record(0, ms * 1_000L);
        }
        latency.record(5_000, 4_000);

        Map<String, Object> summary = EndToEndLatency.summary(latency.snapshot());
        assertThat(summary).containsOnlyKeys("count", "mean", "p50", "p99", "p999", "max");
        assertThat(summary.get("count")).isEqualTo(1001L);
        assertThat((Double) summary.get("mean")).isCloseTo(500.0, within(1.0));
        assertThat((Double) summary.get("p50")).isCloseTo(500.0, within(1.0));
        assertThat((Double) summary.get("p99")).isCloseTo(990.0, within(1.0));
        assertThat((Double) summary.get("p999")).isCloseTo(999.0, within(1.0));
        assertThat((Double) summary.get("max")).isCloseTo(1000.0, within(1.0));
        assertThat(EndToEndLatency.summary(EndToEndLatency.emptyTotal()))
                .containsEntry("count", 0L).containsEntry("p99", null);
    }

    @Test
    void theHighestLatencyOfEachSendSecondIsKeptSecondBySecond() {
        GroupTracker group = group("g", null, false);
        GroupTracker.Consumer consumer = group.newConsumer();
        LedgerFixtures.pushAll(ledger, 2);
        now.set(251_000);
        consumer.onPop(LedgerFixtures.popBody(messages("p0", 1_000, 1)));
        now.set(1_001_000);
        consumer.onPop(LedgerFixtures.popBody(messages("p0", 2_000, 2)));
        now.set(2_600_000);
        consumer.onPop(LedgerFixtures.popBody(messages("p1", 2_500_000, 3, 4)));

        // Sent in second 0: 250 ms and 999 ms; nothing sent in second 1; sent in second 2: 100 ms.
        assertThat(EndToEndLatency.maxMsBySecond(group.endToEndMaxBySentSecond()))
                .containsExactly(999.0, null, 100.0);
        assertThat(EndToEndLatency.maxMsBySecond(new TreeMap<>())).isEmpty();
    }

    @Test
    void groupsOverAQueueFilledBeforeTheRunMeasureNoLatency() {
        GroupTracker autoAck = new GroupTracker(null, lanes, ledger, null, false, 100, 1, 0, 60, new DrainWatch(1));
        LedgerFixtures.pushAll(ledger, 1);
        autoAck.newConsumer().onPop(LedgerFixtures.popBody(messages("p0", 1_000, 1, 2)));

        assertThat(autoAck.deliversToTheEnd()).isFalse();
        assertThat(autoAck.summary()).doesNotContainKey("endToEndMs");
        assertThat(group("g", null, false).summary()).containsKey("endToEndMs");
    }

    private GroupTracker group(String name, String forwardQueue, boolean expectForwarded) {
        return new GroupTracker(name, lanes, ledger, forwardQueue, expectForwarded, 100, 1, 0, 0, null);
    }



    /** Messages of producer 0 from {@code partition}, pushed at {@code sentMicros}. */
    private static String messages(String partition, long sentMicros, long... seqs) {
        StringJoiner joined = new StringJoiner(",", "[", "]");
        for (long seq : seqs) {
            joined.add("{\"transactionId\":\"" + RUN + "-0-" + seq + "\",\"partitionId\":\"pid-" + partition
                    + "\",\"partition\":\"" + partition + "\",\"leaseId\":\"lease\",\"data\":{\"p\":0,\"n\":" + seq
                    + ",\"t\":" + sentMicros + ",\"s\":\"hello world 0123\"}}");
        }
        return joined.toString();
    }
}
