package io.queenmq.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The open model's bookkeeping: how producers are lent to one-push users, and how a run is judged
 * against the offered rate. No broker, no Gatling.
 */
class OpenModelTest {

    private final Lanes lanes = new Lanes(List.of("q"), 4, 10);
    private final PushLedger ledger = new PushLedger("run1", lanes, 2, 10, 15);
    private final ProducerPool pool = new ProducerPool(ledger);

    @Test
    void aReturnedProducerServesTheNextArrivalAndGoesOnWithItsOwnSequence() {
        PushLedger.Producer first = pool.acquire();
        PushLedger.PushBatch firstPush = first.next();
        pool.release(first);
        PushLedger.Producer again = pool.acquire();

        assertThat(again).isSameAs(first);
        assertThat(again.next().firstSeq()).isEqualTo(firstPush.firstSeq() + 10);
        assertThat(pool.producersCreated()).isEqualTo(1);
    }

    @Test
    void anArrivalFindingEveryProducerBusyIsDroppedNotQueued() {
        PushLedger.Producer a = pool.acquire();
        PushLedger.Producer b = pool.acquire();
        assertThat(a).isNotSameAs(b);

        assertThat(pool.acquire()).isNull();
        pool.release(b);
        assertThat(pool.acquire()).isSameAs(b);

        assertThat(pool.arrivals()).isEqualTo(4);
        assertThat(pool.dropped()).isEqualTo(1);
        assertThat(pool.producersCreated()).isEqualTo(2);
    }

    @Test
    void theLastUserEndingMarksTheProducersDone() {
        assertThat(ledger.producersDone()).isFalse();
        ledger.allProducersDone();
        assertThat(ledger.producersDone()).isTrue();
    }

    @Test
    void aGroupKeptUpWhenItLostNothingAndDeliveredAtNearlyTheOfferedRate() {
        OfferedLoad offered = new OfferedLoad(5_000);

        assertThat(offered.keptUp(4_900, 0)).isTrue();
        assertThat(offered.keptUp(4_700, 0)).isFalse();
        assertThat(offered.keptUp(5_000, 3)).isFalse();
        assertThat(offered.deliveredPerOffered(48_000)).isEqualTo(9.6);
        assertThat(offered.judgeGroup(2_500, 0)).containsEntry("deliveredPerOffered", 0.5)
                .containsEntry("keptUp", false);
    }
}
