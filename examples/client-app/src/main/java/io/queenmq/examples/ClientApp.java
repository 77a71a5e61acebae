package io.queenmq.examples;

import io.queenmq.client.Queen;
import io.queenmq.client.QueenException;
import io.queenmq.client.consume.AckResult;
import io.queenmq.client.consume.Message;
import io.queenmq.client.push.PushItem;
import io.queenmq.client.push.PushResult;
import io.queenmq.client.push.PushStatus;
import io.queenmq.client.queue.QueueConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An application on the Queen MQ client: creates a queue, pushes three orders to one partition, pops them,
 * acknowledges them, checks that nothing is left, and deletes the queue. Exits 0 when every step did what it
 * should, 1 when one did not, 2 on bad usage.
 *
 * <pre>java -jar target/client-app.jar http://localhost:6632 [queue]</pre>
 */
public final class ClientApp {
    private static final int ORDERS = 3;

    private ClientApp() {}

    /** {@code args}: the broker's URL, and optionally the queue's name. */
    public static void main(String[] args) {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: client-app BROKER_URL [QUEUE]");
            System.exit(2);
        }
        String queue = args.length == 2 ? args[1] : "client-app-" + System.currentTimeMillis();
        try {
            run(args[0], queue);
            System.out.println("client-app: ok");
        } catch (QueenException | IllegalStateException e) {
            System.err.println("client-app: " + e.getMessage());
            System.exit(1);
        }
    }

    private static void run(String url, String queue) {
        try (Queen queen = Queen.connect(url)) {
            queen.queue(queue).config(QueueConfig.defaults().leaseTimeSeconds(30)).create();

            List<PushItem> orders = new ArrayList<>();
            for (int i = 1; i <= ORDERS; i++) {
                orders.add(PushItem.of(Map.of("orderId", i)).transactionId("order-" + i));
            }
            List<PushResult> pushed = queen.queue(queue).partition("customer-42").push(orders);
            for (PushResult result : pushed) {
                check(result.status() == PushStatus.QUEUED, "push of " + result.transactionId() + ": " + result.status());
            }
            System.out.println("pushed " + pushed.size() + " to " + queue);

            List<Message> messages = queen.queue(queue).batch(10).timeoutMillis(5_000).pop();
            check(messages.size() == ORDERS, "popped " + messages.size() + " messages, expected " + ORDERS);
            for (int i = 0; i < ORDERS; i++) {
                int orderId = messages.get(i).data().get("orderId").asInt();
                check(orderId == i + 1, "message " + i + " is order " + orderId + ": out of order");
            }
            System.out.println("popped " + messages.size() + " in order from " + messages.get(0).partition());

            List<AckResult> acked = queen.ack(messages);
            for (AckResult ack : acked) {
                check(ack.success(), "ack of " + ack.transactionId() + ": " + ack.error());
            }
            System.out.println("acked " + acked.size());

            check(queen.queue(queue).wait(false).pop().isEmpty(), "a message is left after the acks");
            queen.queue(queue).delete();
        }
    }

    private static void check(boolean condition, String failure) {
        if (!condition) {
            throw new IllegalStateException(failure);
        }
    }
}
