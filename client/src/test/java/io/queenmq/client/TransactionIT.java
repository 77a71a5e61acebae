package io.queenmq.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.queenmq.client.consume.Message;
import io.queenmq.client.transaction.TransactionResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** transaction(): an ack and a push committed together, or neither. */
@Timeout(60)
class TransactionIT extends BrokerTestBase {
    @Test
    void ackAndPushCommitTogether() {
        String orders = TestBroker.uniqueName("tx-orders");
        String invoices = TestBroker.uniqueName("tx-invoices");
        queen.queue(orders).push(List.of(Map.of("orderId", 7)));
        Message order = queen.queue(orders).wait(false).pop().get(0);

        TransactionResult result = queen.transaction().ack(order)
                .queue(invoices).partition("customer-42").push(List.of(Map.of("total", 12.5)))
                .commit();

        assertThat(result.results()).extracting(TransactionResult.Operation::type).containsExactly("ack", "push");
        assertThat(queen.queue(orders).wait(false).pop()).isEmpty();
        assertThat(queen.queue(invoices).wait(false).pop()).singleElement()
                .satisfies(m -> assertThat(m.partition()).isEqualTo("customer-42"));
    }

    @Test
    void aFailingOperationRollsBackEverything() {
        String orders = TestBroker.uniqueName("tx-rollback");
        queen.queue(orders).push(List.of(1));
        Message message = queen.queue(orders).wait(false).pop().get(0);
        queen.ack(message);

        assertThatThrownBy(() -> queen.transaction().queue(orders).push(List.of(2)).ack(message).commitAsync().join())
                .hasCauseInstanceOf(QueenException.class)
                .hasMessageContaining("transaction rolled back");
        assertThat(queen.queue(orders).wait(false).pop()).isEmpty();
    }
}
