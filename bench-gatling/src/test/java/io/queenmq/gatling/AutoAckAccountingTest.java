package io.queenmq.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.StringJoiner;
import org.junit.jupiter.api.Test;

/**
 * The bookkeeping of autoAck consumers (the "pop" scenario), driven with hand-written broker
 * answers: when they stop, how order is checked, and what counts as lost or remaining.
 */
class AutoAckAccountingTest {

    private static final String RUN = "run1";

    /** One queue, two partitions, batches of two: producer 0 sends n=1,2 to p0, n=3,4 to p1, n=5,6 to p0. */
    private final Lanes lanes = new Lanes(List.of("q"), 2, 2);
    private final PushLedger ledger = new PushLedger(RUN, lanes, 1, 2, 15);
    private final DrainWatch watch = new DrainWatch(2);
    private final GroupTracker group = new GroupTracker(null, lanes, ledger, null, false, 100, 1, 0, 60, watch);
    private final GroupTracker.Consumer first = group.newConsumer();
    private final GroupTracker.Consumer second = group.newConsumer();

    @Test
    void popsWithAutoAckAndNothingToAcknowledge() {
        LedgerFixtures.pushAll(ledger, 1);
        assertThat(first.popPath()).isEqualTo("/api/v1/pop/queue/q?batch=100&autoAck=true&wait=false");
        GroupTracker.PoppedBatch popped = first.onPop(LedgerFixtures.popBody(messages(0, 1, 2)));
        assertThat(popped.size()).isEqualTo(2);
        assertThat(popped.ackBody()).isNull();
    }

    @Test
    void orderIsCheckedPerConsumerBecauseAnotherConsumersPopMayBeRecordedFirst() {
        LedgerFixtures.pushAll(ledger, 3);
        second.onPop(LedgerFixtures.popBody(messages(0, 5, 6)));
        first.onPop(LedgerFixtures.popBody(messages(0, 1, 2)));
        assertThat(group.outOfOrder()).isZero();
        assertThat(group.duplicates()).isZero();
    }

    @Test
    void aConsumerGoingBackInItsOwnPopsIsOutOfOrder() {
        LedgerFixtures.pushAll(ledger, 3);
        first.onPop(LedgerFixtures.popBody(messages(0, 5, 6)));
        first.onPop(LedgerFixtures.popBody(messages(0, 1, 2)));
        assertThat(group.outOfOrder()).isEqualTo(2);
    }

    @Test
    void beforeTheQueueIsProvenDrainedOnlySkippedMessagesAreLost() {
        LedgerFixtures.pushAll(ledger, 3);
        first.onPop(LedgerFixtures.popBody(messages(0, 2, 5)));

        assertThat(watch.drained()).isFalse();
        assertThat(group.lost()).isEqualTo(1);
        assertThat(group.remaining()).isEqualTo(3);
        assertThat(group.summary()).containsEntry("lost", 1L).containsEntry("remaining", 3L)
                .containsEntry("drained", false);
    }

    @Test
    void onceTheLastConsumerSeesTheQueueEmptyAloneEverythingMissingIsLost() {
        LedgerFixtures.pushAll(ledger, 3);
        first.onPop(LedgerFixtures.popBody(messages(0, 1, 2)));
        ledger.producerDone();
        emptyPops(first, 2);
        emptyPops(second, 2);
        assertThat(first.keepConsuming()).isFalse();
        assertThat(watch.drained()).isFalse();

        // The second consumer's empty pops so far overlapped the first's: it needs two alone.
        emptyPops(second, 2);
        assertThat(second.keepConsuming()).isFalse();
        assertThat(watch.drained()).isTrue();
        assertThat(group.lost()).isEqualTo(4);
        assertThat(group.remaining()).isZero();
    }

    @Test
    void aPopWithMessagesRestartsTheStreak() {
        LedgerFixtures.pushAll(ledger, 1);
        emptyPops(first, 1);
        assertThat(first.keepConsuming()).isTrue();
        first.onPop(LedgerFixtures.popBody(messages(0, 1, 2)));
        emptyPops(first, 1);
        assertThat(first.keepConsuming()).isTrue();
    }

    @Test
    void aConsumerThatNeverStartedKeepsTheOthersFromProvingTheQueueDrained() {
        DrainWatch alone = new DrainWatch(2);
        DrainWatch.Streak streak = alone.newStreak();
        for (int i = 0; i < 2; i++) {
            assertThat(streak.popAgain()).isTrue();
            streak.popped(true);
        }
        assertThat(streak.popAgain()).isFalse();
        assertThat(alone.drained()).isFalse();
    }

    /** {@code count} empty pops, each allowed by {@link GroupTracker.Consumer#keepConsuming}. */
    private static void emptyPops(GroupTracker.Consumer consumer, int count) {
        for (int i = 0; i < count; i++) {
            assertThat(consumer.keepConsuming()).isTrue();
            consumer.onPop("");
        }
    }



    /** Messages of producer 0 from partition {@code p<part>}, as an autoAck pop returns them. */
    private static String messages(int part, long... seqs) {
        StringJoiner joined = new StringJoiner(",", "[", "]");
        for (long seq : seqs) {
            joined.add("{\"id\":\"x\",\"transactionId\":\"" + RUN + "-0-" + seq + "\",\"partitionId\":\"pid-p" + part
                    + "\",\"partition\":\"p" + part + "\",\"leaseId\":\"\",\"data\":{\"p\":0,\"n\":" + seq
                    + ",\"t\":1000,\"s\":\"hello world 0123\"}}");
        }
        return joined.toString();
    }
}
