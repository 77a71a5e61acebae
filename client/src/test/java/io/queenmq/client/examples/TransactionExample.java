package io.queenmq.client.examples;

import io.queenmq.client.Queen;
import io.queenmq.client.consume.Message;
import java.util.List;
import java.util.Map;

/** The README's transaction example: acknowledge an order and push its invoice atomically. */
public final class TransactionExample {
    private TransactionExample() {}

    /** Moves one order from {@code orders} to an invoice in {@code invoices}. */
    public static void run(String url, String orders, String invoices) {
        try (Queen queen = Queen.connect(url)) {
            queen.queue(orders).push(List.of(Map.of("orderId", 7, "total", 12.5)));
            // README: transaction
            Message order = queen.queue(orders).pop().get(0);
            queen.transaction()
                    .ack(order)
                    .queue(invoices).partition(order.partition())
                    .push(List.of(Map.of("orderId", 7, "amount", order.data().get("total"))))
                    .commit();                 // both or neither; throws QueenException if rolled back
            // README: end
        }
    }
}
