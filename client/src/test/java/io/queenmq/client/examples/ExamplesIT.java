package io.queenmq.client.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.client.Queen;
import io.queenmq.client.TestBroker;
import io.queenmq.client.consume.Message;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The README's examples run against a real broker and do what the README says. */
@Timeout(60)
class ExamplesIT {
    @Test
    void quickStartPushesPopsAndAcks() {
        List<Message> messages = QuickStart.run(TestBroker.url(), TestBroker.uniqueName("quick"));
        assertThat(messages).extracting(m -> m.data().get("orderId").asInt()).containsExactly(7, 8);
        assertThat(messages).allMatch(m -> m.partition().equals("customer-42"));
    }

    @Test
    void consumeHandlesEveryOrder() {
        assertThat(ConsumeExample.run(TestBroker.url(), TestBroker.uniqueName("consume-example"), 50))
                .isEqualTo(IntStream.range(0, 50).boxed().collect(Collectors.toSet()));
    }

    @Test
    void transactionMovesTheOrderToAnInvoice() {
        String orders = TestBroker.uniqueName("tx-example-orders");
        String invoices = TestBroker.uniqueName("tx-example-invoices");
        TransactionExample.run(TestBroker.url(), orders, invoices);
        try (Queen queen = Queen.connect(TestBroker.url())) {
            assertThat(queen.queue(orders).wait(false).pop()).isEmpty();
            assertThat(queen.queue(invoices).wait(false).pop()).singleElement()
                    .satisfies(m -> assertThat(m.data().get("amount").asDouble()).isEqualTo(12.5));
        }
    }

    @Test
    void adminReplaysAGroup() {
        String queue = TestBroker.uniqueName("admin-example");
        try (Queen queen = Queen.connect(TestBroker.url())) {
            queen.queue(queue).push(List.of(1));
            queen.ack(queen.queue(queue).group("g").wait(false).pop());
            AdminExample.run(TestBroker.url(), queue, "g", Instant.parse("2000-01-01T00:00:00Z"));
            assertThat(queen.queue(queue).group("g").wait(false).pop()).hasSize(1);
        }
    }
}
