package io.queenmq.client.examples;

import io.queenmq.client.Queen;
import io.queenmq.client.consume.Message;
import io.queenmq.client.push.PushResult;
import io.queenmq.client.queue.QueueConfig;
import java.util.List;
import java.util.Map;

/** The README's first example: create a queue, push to a partition, pop and acknowledge. */
public final class QuickStart {
    private QuickStart() {}

    /** Runs the example against the broker at {@code url}; returns the popped messages. */
    public static List<Message> run(String url, String queue) {
        // README: quick-start
        try (Queen queen = Queen.connect(url)) {
            queen.queue(queue).config(QueueConfig.defaults().leaseTimeSeconds(30).retryLimit(2)).create();

            List<PushResult> results = queen.queue(queue).partition("customer-42")
                    .push(List.of(Map.of("orderId", 7), Map.of("orderId", 8)));
            System.out.println(results.get(0).status() + " " + results.get(0).messageId());

            List<Message> messages = queen.queue(queue).batch(10).wait(false).pop();
            for (Message message : messages) {
                System.out.println(message.partition() + " " + message.data().get("orderId"));
            }
            queen.ack(messages);
            return messages;
        }
        // README: end
    }
}
