package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.obj;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * A well-behaved producer and consumer on one queue, run beside a hostile load: the producer pushes {@code count}
 * messages with unique transaction ids one request at a time, the consumer pops and acks them in batches. Both
 * record every unexpected answer instead of throwing, so the test reports them all.
 */
final class ValidTraffic implements AutoCloseable {
    private static final int POP_BATCH = 50;

    private final Api api = Api.shared();
    private final String queue;
    private final int count;
    private final ExecutorService threads = Executors.newFixedThreadPool(2);
    private final ConcurrentLinkedQueue<String> consumed = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<String> errors = new ConcurrentLinkedQueue<>();
    private final Future<?> producer;
    private final Future<?> consumer;

    private ValidTraffic(String queue, int count, Duration deadline) {
        this.queue = queue;
        this.count = count;
        long deadlineNanos = System.nanoTime() + deadline.toNanos();
        producer = threads.submit(this::produce);
        consumer = threads.submit(() -> consume(deadlineNanos));
    }

    /** Starts both sides; the consumer gives up {@code deadline} from now. */
    static ValidTraffic start(String queue, int count, Duration deadline) {
        return new ValidTraffic(queue, count, deadline);
    }

    static String transactionId(int i) {
        return "valid-" + i;
    }

    /** Waits for both sides; afterwards {@link #consumed()} and {@link #errors()} are final. */
    void await(Duration timeout) throws Exception {
        producer.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        consumer.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Transaction ids popped and acknowledged, in order, duplicates kept. */
    List<String> consumed() {
        return new ArrayList<>(consumed);
    }

    List<String> errors() {
        return new ArrayList<>(errors);
    }

    String queue() {
        return queue;
    }

    private void produce() {
        for (int i = 0; i < count; i++) {
            Api.Response response = api.post("/api/v1/push", obj("items",
                    List.of(item(queue, "p", transactionId(i), obj("i", i)))));
            if (response.status() != 201 || !"queued".equals(response.json().get(0).path("status").asText())) {
                errors.add("push " + i + ": " + response.status() + " " + response.text());
            }
        }
    }

    private void consume(long deadlineNanos) {
        while (consumed.size() < count && System.nanoTime() < deadlineNanos) {
            Api.Response popped = api.get("/api/v1/pop/queue/" + queue + "?batch=" + POP_BATCH
                    + "&wait=true&timeout=500");
            if (popped.status() == 204) {
                continue;
            }
            if (popped.status() != 200) {
                errors.add("pop: " + popped.status() + " " + popped.text());
                continue;
            }
            List<Map<String, Object>> acks = new ArrayList<>();
            for (JsonNode message : popped.json().get("messages")) {
                acks.add(obj("transactionId", message.get("transactionId").asText(),
                        "partitionId", message.get("partitionId").asText(),
                        "leaseId", message.get("leaseId").asText(), "status", "completed"));
            }
            Api.Response acked = api.post("/api/v1/ack/batch", obj("acknowledgments", acks));
            if (acked.status() != 200 || !acked.json().isArray()) {
                errors.add("ack: " + acked.status() + " " + acked.text());
                continue;
            }
            for (JsonNode result : acked.json()) {
                if (result.get("success").asBoolean()) {
                    consumed.add(result.get("transactionId").asText());
                } else {
                    errors.add("ack of " + result.get("transactionId").asText() + ": " + result);
                }
            }
        }
    }

    @Override
    public void close() {
        threads.shutdownNow();
    }
}
