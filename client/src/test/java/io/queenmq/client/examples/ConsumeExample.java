package io.queenmq.client.examples;

import io.queenmq.client.Queen;
import io.queenmq.client.consume.ConsumeSummary;
import io.queenmq.client.consume.RunningConsumer;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The README's consumer examples: a blocking consumer with a limit, and a background one stopped gracefully. */
public final class ConsumeExample {
    private ConsumeExample() {}

    /** Consumes {@code count} orders with ten workers; returns the order ids handled. */
    public static Set<Integer> run(String url, String queue, int count) {
        Set<Integer> handled = ConcurrentHashMap.newKeySet();
        try (Queen queen = Queen.connect(url)) {
            for (int i = 0; i < count; i++) {
                queen.queue(queue).partition("customer-" + i % 10).push(List.of(Map.of("orderId", i)));
            }
            // README: consume
            ConsumeSummary summary = queen.queue(queue)
                    .group("billing")
                    .concurrency(10)           // ten workers, each holding one partition at a time
                    .batch(5)
                    .limit(count)              // stop after this many messages...
                    .idleMillis(5_000)         // ...or after 5 s without one
                    .consume(message -> {      // acked when it returns, failed when it throws
                        handled.add(message.data().get("orderId").asInt());
                    });
            System.out.println(summary.handled() + " handled, " + summary.failed() + " failed");
            // README: end

            // README: consume-async
            RunningConsumer audit = queen.queue(queue).group("audit").batch(100)
                    .consumeBatchAsync(messages -> System.out.println(messages.size() + " audited"));
            // ... later: finish the batch in hand, then stop
            audit.stop().join();
            // README: end
        }
        return handled;
    }
}
