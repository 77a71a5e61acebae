package io.queenmq.broker.chaos;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Steady load on one queue: a producer thread pushing unique ids ({@code p<partition>-s<seq>}, seq counting up per
 * partition) one awaited push at a time, and consumer threads popping and acking, every delivery recorded in a
 * {@link Ledger}. The producer spreads its pushes over the broker URLs, a consumer stays on one until a request
 * fails; either then moves to the next URL, so a killed broker is survived when there is another one, and awaited
 * when it is restarted on the same port.
 *
 * <p>A push is retried with the same transactionId until it is answered (the broker deduplicates it), so the next
 * seq of a partition is never sent before the previous one was answered: the producer's order is the push order.
 * Threads: {@link #start}, {@link #stopProducing}, {@link #drain} and {@link #close} on the test thread.
 */
final class Workload implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int POP_BATCH = 10;
    private static final int POP_WAIT_MS = 1000;
    private static final long RETRY_PAUSE_MS = 100;

    private final String queue;
    private final List<String> urls;
    private final int partitions;
    private final long pushIntervalNanos;
    private final Ledger ledger;
    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(1))
            .build();
    private final List<Thread> consumers = new ArrayList<>();
    private final AtomicLong pushRetries = new AtomicLong();
    private final Map<String, Integer> oddAnswers = new TreeMap<>();
    private Thread producer;
    private volatile boolean producing = true;
    private volatile boolean consuming = true;

    Workload(String queue, List<String> urls, int partitions, int pushesPerSecond, Ledger ledger) {
        this.queue = queue;
        this.urls = List.copyOf(urls);
        this.partitions = partitions;
        this.pushIntervalNanos = 1_000_000_000L / pushesPerSecond;
        this.ledger = ledger;
    }

    /** Configures the queue's lease time (through the first URL), then starts the producer and the consumers. */
    void start(int leaseSeconds, int consumerCount) throws IOException, InterruptedException {
        HttpResponse<String> configured = send(post(urls.get(0), "/api/v1/configure",
                Map.of("queue", queue, "options", Map.of("leaseTime", leaseSeconds))), Duration.ofSeconds(10));
        if (configured.statusCode() != 200) {
            throw new IllegalStateException("configure " + queue + ": " + configured.statusCode() + " " + configured.body());
        }
        producer = new Thread(this::produce, "chaos-producer-" + queue);
        producer.start();
        for (int i = 0; i < consumerCount; i++) {
            int first = i;
            Thread consumer = new Thread(() -> consume(first), "chaos-consumer-" + i + "-" + queue);
            consumers.add(consumer);
            consumer.start();
        }
    }

    /** Stops pushing; a push not answered yet is abandoned (it does not count as acked). */
    void stopProducing() throws InterruptedException {
        producing = false;
        producer.join();
    }

    /** Lets the consumers run until every acked push was delivered, or {@code within} passed; true if all were. */
    boolean drain(Duration within) throws InterruptedException {
        long deadline = System.nanoTime() + within.toNanos();
        while (!ledger.everyAnsweredDelivered()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(100);
        }
        return true;
    }

    long pushRetries() {
        return pushRetries.get();
    }

    /** Answers other than the expected ones, by route, status and a prefix of the body, with their counts. */
    Map<String, Integer> oddAnswers() {
        synchronized (oddAnswers) {
            return new TreeMap<>(oddAnswers);
        }
    }

    private void odd(String route, HttpResponse<String> response) {
        String body = response.body() == null ? "" : response.body();
        String key = route + " " + response.statusCode() + " " + body.substring(0, Math.min(120, body.length()));
        synchronized (oddAnswers) {
            oddAnswers.merge(key, 1, Integer::sum);
        }
    }

    /**
     * A consumer that pops until it holds {@code batch} messages (or {@code within} passed), each pop a new lease
     * on other partitions, records them, and then dies without acking: the broker only learns of it when the leases
     * expire. Returns the messages it held.
     */
    List<Ledger.Delivery> popAndDie(int batch, Duration within) throws InterruptedException {
        HttpClient doomed = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        List<Ledger.Delivery> held = new ArrayList<>();
        long deadline = System.nanoTime() + within.toNanos();
        while (held.size() < batch && System.nanoTime() < deadline) {
            long sent = System.nanoTime();
            try {
                HttpResponse<String> response = doomed.send(get(urls.get(0), "/api/v1/pop/queue/" + queue + "?batch="
                        + (batch - held.size()) + "&wait=true&timeout=" + POP_WAIT_MS)
                        .timeout(Duration.ofMillis(POP_WAIT_MS + 5000)).build(), HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 200) {
                    List<Ledger.Delivery> popped = deliveries(JSON.readTree(response.body()), sent);
                    ledger.delivered(popped);
                    held.addAll(popped);
                }
            } catch (IOException e) {
                Thread.sleep(RETRY_PAUSE_MS);
            }
        }
        return held;
    }

    @Override
    public void close() throws InterruptedException {
        producing = false;
        consuming = false;
        if (producer != null) {
            producer.join();
        }
        for (Thread consumer : consumers) {
            consumer.join();
        }
    }

    private void produce() {
        long[] nextSeq = new long[partitions];
        int url = 0;
        long nextAt = System.nanoTime();
        for (long n = 0; producing; n++) {
            int partition = (int) (n % partitions);
            long seq = nextSeq[partition];
            String body = json(Map.of("items", List.of(Map.of("queue", queue, "partition", "p" + partition,
                    "transactionId", "p" + partition + "-s" + seq, "payload", Map.of("p", partition, "seq", seq)))));
            for (int failures = 0; producing; ) {
                String status = pushOnce(urls.get(url), body);
                url = (url + 1) % urls.size();
                if (status != null) {
                    ledger.answered(partition, seq, status);
                    nextSeq[partition]++;
                    break;
                }
                pushRetries.incrementAndGet();
                // The next broker is tried at once; a pause only once every broker failed in a row.
                if (++failures % urls.size() == 0) {
                    pause();
                }
            }
            nextAt += pushIntervalNanos;
            long waitNanos = nextAt - System.nanoTime();
            if (waitNanos > 0) {
                sleepNanos(waitNanos);
            } else {
                nextAt = System.nanoTime();
            }
        }
    }

    /** The answer's status when the push was answered (201 queued, buffered or duplicate), else null. */
    private String pushOnce(String url, String body) {
        try {
            HttpResponse<String> response = send(HttpRequest.newBuilder(URI.create(url + "/api/v1/push"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body)), Duration.ofSeconds(15));
            String status = response.statusCode() == 201
                    ? JSON.readTree(response.body()).path(0).path("status").asText() : "";
            return switch (status) {
                case "queued", "buffered", "duplicate" -> status;
                default -> {
                    odd("push", response);
                    yield null;
                }
            };
        } catch (IOException e) {
            return null;
        }
    }

    private void consume(int firstUrl) {
        int url = firstUrl % urls.size();
        while (consuming) {
            long sent = System.nanoTime();
            try {
                HttpResponse<String> response = send(get(urls.get(url), "/api/v1/pop/queue/" + queue
                        + "?batch=" + POP_BATCH + "&wait=true&timeout=" + POP_WAIT_MS), Duration.ofMillis(POP_WAIT_MS + 5000));
                if (response.statusCode() == 204) {
                    continue;
                }
                JsonNode popped = response.statusCode() == 200 ? JSON.readTree(response.body()) : null;
                if (popped == null || !popped.path("messages").isArray()) {
                    odd("pop", response);
                    throw new IOException("pop answered " + response.statusCode());
                }
                List<Ledger.Delivery> batch = deliveries(popped, sent);
                ledger.delivered(batch);
                ack(urls.get(url), popped, batch);
            } catch (IOException | RuntimeException e) {
                // A consumer survives anything and tries the next broker: only the ledger judges.
                url = (url + 1) % urls.size();
                pause();
            }
        }
    }

    /** Acks a pop's messages in one request; an ack whose answer is lost is simply not confirmed. */
    private void ack(String url, JsonNode popped, List<Ledger.Delivery> batch) throws IOException {
        List<Map<String, Object>> acks = new ArrayList<>();
        for (JsonNode message : popped.get("messages")) {
            acks.add(Map.of("transactionId", message.get("transactionId").asText(),
                    "partitionId", message.get("partitionId").asText(),
                    "leaseId", popped.get("leaseId").asText(), "status", "completed"));
        }
        HttpResponse<String> response = send(post(url, "/api/v1/ack/batch", Map.of("acknowledgments", acks)),
                Duration.ofSeconds(15));
        JsonNode results = response.statusCode() == 200 ? JSON.readTree(response.body()) : null;
        if (results == null || !results.isArray()) {
            odd("ack", response);
            throw new IOException("ack answered " + response.statusCode());
        }
        for (int i = 0; i < batch.size(); i++) {
            if (results.path(i).path("success").asBoolean(false)) {
                ledger.ackConfirmed(batch.get(i).partition(), batch.get(i).seq());
            }
        }
    }

    private static List<Ledger.Delivery> deliveries(JsonNode popped, long popSentNanos) {
        long received = System.nanoTime();
        List<Ledger.Delivery> batch = new ArrayList<>();
        for (JsonNode message : popped.get("messages")) {
            JsonNode data = message.get("data");
            batch.add(new Ledger.Delivery(data.get("p").asInt(), data.get("seq").asLong(), popSentNanos, received));
        }
        return batch;
    }

    private static HttpRequest.Builder post(String url, String path, Object body) {
        return HttpRequest.newBuilder(URI.create(url + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json(body)));
    }

    private static HttpRequest.Builder get(String url, String path) {
        return HttpRequest.newBuilder(URI.create(url + path)).GET();
    }

    private HttpResponse<String> send(HttpRequest.Builder request, Duration timeout) throws IOException {
        try {
            return http.send(request.timeout(timeout).build(), HttpResponse.BodyHandlers.ofString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (IOException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static void pause() {
        sleepNanos(RETRY_PAUSE_MS * 1_000_000L);
    }

    private static void sleepNanos(long nanos) {
        try {
            Thread.sleep(nanos / 1_000_000L, (int) (nanos % 1_000_000L));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
