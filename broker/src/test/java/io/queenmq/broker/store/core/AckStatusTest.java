package io.queenmq.broker.store.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AckStatusTest {
    @Test
    void parsesEachStatusTheHttpApiSpellsAndNothingElse() {
        for (AckStatus status : AckStatus.values()) {
            assertThat(AckStatus.parse(status.wireName())).isSameAs(status);
        }
        assertThat(AckStatus.parse("Completed")).isNull();
        assertThat(AckStatus.parse("")).isNull();
        assertThat(AckStatus.parse(null)).isNull();
    }

    @Test
    void completedAndSuccessCompleteFailedAndDlqFailRetryNeither() {
        assertThat(AckStatus.values()).filteredOn(AckStatus::completes)
                .containsExactly(AckStatus.COMPLETED, AckStatus.SUCCESS);
        assertThat(AckStatus.values()).filteredOn(AckStatus::fails).containsExactly(AckStatus.FAILED, AckStatus.DLQ);
    }
}
