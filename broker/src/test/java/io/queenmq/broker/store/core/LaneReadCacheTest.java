package io.queenmq.broker.store.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class LaneReadCacheTest {
    private static final UUID LANE = UUID.randomUUID();
    private static final UUID OTHER = UUID.randomUUID();
    /** The start time of the PostgreSQL server that made the claims. */
    private static final long SERVER = 1_733_000_000_000_000L;

    @Test
    void servesConsecutiveOffsetsAfterTheCursorUpToTheCap() {
        LaneReadCache cache = new LaneReadCache(100);
        cache.add(SERVER, LANE, 10, messages(LANE, 11, 20));

        assertThat(seqs(cache.read(SERVER, LANE, 10, 100))).containsExactly(11L, 12L, 13L, 14L, 15L, 16L, 17L, 18L, 19L, 20L);
        assertThat(seqs(cache.read(SERVER, LANE, 14, 3))).containsExactly(15L, 16L, 17L);
        assertThat(cache.read(SERVER, LANE, 9, 10)).as("offset 10 was not read").isEmpty();
        assertThat(cache.read(SERVER, LANE, 20, 10)).as("nothing after the run").isEmpty();
        assertThat(cache.read(SERVER, OTHER, 10, 10)).isEmpty();
        assertThat(cache.served()).isEqualTo(13);
    }

    @Test
    void aReadThatContinuesTheRunExtendsItAndOneBeyondItReplacesIt() {
        LaneReadCache cache = new LaneReadCache(100);
        cache.add(SERVER, LANE, 0, messages(LANE, 1, 5));
        cache.add(SERVER, LANE, 3, messages(LANE, 4, 8));
        assertThat(seqs(cache.read(SERVER, LANE, 0, 100))).containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L);
        assertThat(cache.size()).isEqualTo(8);

        cache.add(SERVER, LANE, 20, messages(LANE, 21, 22));
        assertThat(cache.read(SERVER, LANE, 0, 100)).isEmpty();
        assertThat(seqs(cache.read(SERVER, LANE, 20, 100))).containsExactly(21L, 22L);
        assertThat(cache.size()).isEqualTo(2);

        cache.add(SERVER, LANE, 5, messages(LANE, 6, 9));
        assertThat(seqs(cache.read(SERVER, LANE, 20, 100))).as("an older read leaves the run alone").containsExactly(21L, 22L);
    }

    @Test
    void keepsOnlyTheConsecutivePrefixOfARead() {
        LaneReadCache cache = new LaneReadCache(100);
        List<StoredMessage> read = messages(LANE, 1, 3);
        read.addAll(messages(LANE, 5, 6));
        cache.add(SERVER, LANE, 0, read);

        assertThat(seqs(cache.read(SERVER, LANE, 0, 100))).containsExactly(1L, 2L, 3L);
        assertThat(cache.read(SERVER, LANE, 3, 100)).isEmpty();

        cache.add(SERVER, OTHER, 0, messages(OTHER, 2, 3));
        assertThat(cache.read(SERVER, OTHER, 0, 100)).as("a read that does not start after its offset").isEmpty();
        assertThat(cache.size()).isEqualTo(3);
    }

    @Test
    void theLaneReadLeastRecentlyGivesUpItsOldestMessagesFirst() {
        LaneReadCache cache = new LaneReadCache(10);
        cache.add(SERVER, LANE, 0, messages(LANE, 1, 6));
        cache.add(SERVER, OTHER, 0, messages(OTHER, 1, 6));

        assertThat(cache.size()).isEqualTo(10);
        assertThat(seqs(cache.read(SERVER, LANE, 2, 100))).containsExactly(3L, 4L, 5L, 6L);
        assertThat(cache.read(SERVER, LANE, 0, 100)).isEmpty();
        assertThat(seqs(cache.read(SERVER, OTHER, 0, 100))).hasSize(6);

        cache.add(SERVER, OTHER, 6, messages(OTHER, 7, 20));
        assertThat(cache.read(SERVER, LANE, 2, 100)).as("the other lane was read since").isEmpty();
        assertThat(seqs(cache.read(SERVER, OTHER, 10, 100))).containsExactly(11L, 12L, 13L, 14L, 15L, 16L, 17L, 18L, 19L, 20L);
        assertThat(cache.size()).isEqualTo(10);
    }

    @Test
    void aClaimOfAnotherServerStartIsNotServedAndItsReadReplacesEveryRun() {
        LaneReadCache cache = new LaneReadCache(100);
        cache.add(SERVER, LANE, 0, messages(LANE, 1, 5));
        cache.add(SERVER, OTHER, 0, messages(OTHER, 1, 5));
        long promoted = SERVER + 1;

        assertThat(cache.read(promoted, LANE, 2, 100)).as("offsets 3 to 5 may hold other messages there").isEmpty();
        cache.add(promoted, LANE, 2, messages(LANE, 3, 4));

        assertThat(seqs(cache.read(promoted, LANE, 2, 100))).containsExactly(3L, 4L);
        assertThat(cache.read(promoted, OTHER, 0, 100)).isEmpty();
        assertThat(cache.read(SERVER, LANE, 2, 100)).isEmpty();
        assertThat(cache.size()).isEqualTo(2);
    }

    @Test
    void capacityZeroKeepsNothing() {
        LaneReadCache cache = new LaneReadCache(0);
        cache.add(SERVER, LANE, 0, messages(LANE, 1, 3));

        assertThat(cache.enabled()).isFalse();
        assertThat(cache.read(SERVER, LANE, 0, 10)).isEmpty();
        assertThat(cache.size()).isZero();
    }

    private static List<StoredMessage> messages(UUID lane, long from, long to) {
        List<StoredMessage> out = new ArrayList<>();
        for (long seq = from; seq <= to; seq++) {
            out.add(new StoredMessage(new PoppedMessage(UUID.randomUUID(), "t-" + seq, null, "{}", null, 0, lane,
                    "p", seq, null, null), false));
        }
        return out;
    }

    private static List<Long> seqs(List<StoredMessage> messages) {
        return messages.stream().map(StoredMessage::seq).toList();
    }
}
