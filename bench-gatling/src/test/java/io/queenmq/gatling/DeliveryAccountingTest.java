package io.queenmq.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.junit.jupiter.api.Test;

/**
 * The bookkeeping the simulations rely on, driven with hand-written broker answers: what counts as
 * pushed, lost, duplicate, out of order, foreign and misrouted. No broker, no Gatling.
 */
class DeliveryAccountingTest {

    private static final String RUN = "run1";

    /** One queue, two partitions, batches of two: producer 0 sends n=1,2 to p0, n=3,4 to p1, n=5,6 to p0... */
    private final Lanes lanes = new Lanes(List.of("q"), 2, 2);
    private final PushLedger ledger = new PushLedger(RUN, lanes, 1, 2, 15, () -> 1_000L);
    private final GroupTracker group = new GroupTracker("g", lanes, ledger, null, false, 100, 1, 0, 0, null);
    private final GroupTracker.Consumer consumer = group.newConsumer();

    @Test
    void lanesWalkPartitionsRoundRobinAndInvert() {
        Lanes threeQueues = new Lanes(List.of("a", "b", "c"), 4, 10);
        assertThat(threeQueues.count()).isEqualTo(12);
        assertThat(threeQueues.laneOf(0, 1)).isEqualTo(0);
        assertThat(threeQueues.laneOf(0, 10)).isEqualTo(0);
        assertThat(threeQueues.laneOf(0, 11)).isEqualTo(1);
        assertThat(threeQueues.laneOf(5, 1)).isEqualTo(5);
        for (int lane = 0; lane < threeQueues.count(); lane++) {
            int queueIndex = threeQueues.queueIndexOf(lane);
            assertThat(threeQueues.lane(queueIndex, threeQueues.partitionOf(lane))).isEqualTo(lane);
        }
        assertThat(threeQueues.lane(0, "p4")).isEqualTo(-1);
        assertThat(threeQueues.lane(0, "Default")).isEqualTo(-1);
    }

    @Test
    void pushBodyCarriesProducerSequenceAndTransactionId() {
        PushLedger.PushBatch first = ledger.newProducer().next();
        assertThat(first.body()).isEqualTo("{\"items\":["
                + "{\"queue\":\"q\",\"partition\":\"p0\",\"transactionId\":\"run1-0-1\",\"payload\":{\"p\":0,\"n\":1,\"t\":1000,\"s\":\"hello world 0123\"}},"
                + "{\"queue\":\"q\",\"partition\":\"p0\",\"transactionId\":\"run1-0-2\",\"payload\":{\"p\":0,\"n\":2,\"t\":1000,\"s\":\"hello world 0123\"}}]}");
    }

    @Test
    void inOrderDeliveryOfEverythingIsClean() {
        LedgerFixtures.pushAll(ledger, 3);
        pop(messages(0, 1, 2, 5, 6));
        pop(messages(1, 3, 4));

        assertThat(group.deliveries()).isEqualTo(6);
        assertThat(group.lost()).isZero();
        assertThat(group.duplicates()).isZero();
        assertThat(group.outOfOrder()).isZero();
        assertThat(group.contentErrors()).isZero();
        assertThat(group.keepConsuming()).isTrue();
        ledger.producerDone();
        assertThat(group.keepConsuming()).isFalse();
    }

    @Test
    void redeliveryAfterLeaseExpiryCountsAsDuplicateNotOutOfOrder() {
        LedgerFixtures.pushAll(ledger, 3);
        pop(messages(0, 1, 2));
        pop(messages(0, 1, 2, 5, 6));

        assertThat(group.duplicates()).isEqualTo(2);
        assertThat(group.outOfOrder()).isZero();
        assertThat(group.lost()).isEqualTo(2);
    }

    @Test
    void aGapFilledLaterIsOutOfOrder() {
        LedgerFixtures.pushAll(ledger, 3);
        pop(messages(0, 1, 5, 6));
        pop(messages(0, 2));

        assertThat(group.outOfOrder()).isEqualTo(1);
        assertThat(group.duplicates()).isZero();
    }

    @Test
    void messagesOfOtherRunsAreIgnoredAndWrongPartitionsAreErrors() {
        LedgerFixtures.pushAll(ledger, 1);
        pop("[" + message("old-0-1", 0, 1, "p0") + "," + message(RUN + "-0-1", 0, 1, "p1") + "]");

        assertThat(group.deliveries()).isEqualTo(1);
        assertThat(group.contentErrors()).isEqualTo(1);
        assertThat(group.summary()).containsEntry("foreign", 1L).containsEntry("misrouted", 1L);
    }

    @Test
    void onlyQueuedItemsCountAsPushed() {
        PushLedger.PushBatch batch = ledger.newProducer().next();
        assertThatThrownBy(() -> ledger.confirm(batch, "[{\"status\":\"queued\"},{\"status\":\"failed\",\"error\":\"boom\"}]"))
                .hasMessageContaining("1 of 2 items not queued").hasMessageContaining("boom");
        assertThat(ledger.confirmedMessages()).isEqualTo(1);
        assertThat(ledger.isConfirmed(0, 1)).isTrue();
        assertThat(ledger.isConfirmed(0, 2)).isFalse();
        assertThatThrownBy(() -> ledger.confirm(batch, "{\"error\":\"x\"}")).hasMessageContaining("instead of an array");
    }

    @Test
    void ackBodyNamesEveryMessageAndAckAnswerIsChecked() {
        LedgerFixtures.pushAll(ledger, 1);
        GroupTracker.PoppedBatch popped = consumer.onPop(LedgerFixtures.popBody(messages(0, 1, 2)));
        assertThat(popped.ackBody()).isEqualTo("{\"consumerGroup\":\"g\",\"acknowledgments\":["
                + "{\"transactionId\":\"run1-0-1\",\"partitionId\":\"pid-p0\",\"leaseId\":\"lease\",\"status\":\"completed\"},"
                + "{\"transactionId\":\"run1-0-2\",\"partitionId\":\"pid-p0\",\"leaseId\":\"lease\",\"status\":\"completed\"}]}");
        assertThat(consumer.onAck(popped, "[{\"success\":true},{\"success\":true}]")).isTrue();
        assertThatThrownBy(() -> consumer.onAck(popped, "[{\"success\":true},{\"success\":false,\"error\":\"Invalid or expired lease\"}]"))
                .hasMessageContaining("Invalid or expired lease");
        assertThat(consumer.onPop("")).isSameAs(GroupTracker.PoppedBatch.EMPTY);
    }


    private void pop(String messagesArray) {
        consumer.onPop(LedgerFixtures.popBody(messagesArray));
    }


    /** Messages of producer 0 from partition {@code p<part>}. */
    private static String messages(int part, long... seqs) {
        List<String> list = new ArrayList<>();
        for (long seq : seqs) {
            list.add(message(RUN + "-0-" + seq, 0, seq, "p" + part));
        }
        StringJoiner joined = new StringJoiner(",", "[", "]");
        list.forEach(joined::add);
        return joined.toString();
    }

    private static String message(String transactionId, int producer, long seq, String partition) {
        return "{\"id\":\"x\",\"transactionId\":\"" + transactionId + "\",\"partitionId\":\"pid-" + partition
                + "\",\"partition\":\"" + partition + "\",\"leaseId\":\"lease\",\"data\":{\"n\": " + seq
                + ", \"p\": " + producer + ", \"t\": 1000, \"s\": \"hello world 0123\"}}";
    }
}
