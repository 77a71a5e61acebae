package io.queenmq.client.failover;

import io.queenmq.client.Queen;
import io.queenmq.client.consume.AckResult;
import io.queenmq.client.consume.Message;
import io.queenmq.client.push.PushItem;
import io.queenmq.client.push.PushResult;
import io.queenmq.client.push.PushStatus;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Push, pop and ack load on one queue, recording what was answered and what was delivered. Producers: one thread per
 * partition pushing ids {@code p<partition>-s<seq>} (seq counting up), each awaited, an unanswered push retried with
 * the same transactionId until answered. Consumers: threads popping (batch 10, long poll) from any partition and
 * acknowledging each batch. Started and stopped from the test thread; the records are filled by the load threads.
 */
final class FailoverLoad implements AutoCloseable {
    /** One delivery of a message: when, and whether its ack was answered success. */
    private static final class Delivery {
        final long atNanos;
        volatile boolean ackConfirmed;

        Delivery(long atNanos) {
            this.atNanos = atNanos;
        }
    }

    /** What an answered push said, and when its successful attempt was sent and answered. */
    record Answer(PushStatus status, long sentNanos, long answeredNanos) {}

    private final Queen queen;
    private final String queue;
    private final int partitions;
    private final long pushPauseMs;
    private final long leaseMs;
    private final List<Thread> producers = new ArrayList<>();
    private final List<Thread> consumers = new ArrayList<>();
    private volatile boolean producing = true;
    private volatile boolean consuming = true;

    private final Map<String, Answer> answered = new ConcurrentHashMap<>();
    private final Map<String, List<Delivery>> deliveries = new HashMap<>(); // guarded by itself
    private final Map<String, Long> highestFirstDelivery = new HashMap<>(); // guarded by deliveries
    private final AtomicLong reordered = new AtomicLong();
    private final AtomicLong pushRetries = new AtomicLong();
    private final AtomicLong ackFailures = new AtomicLong();
    private final AtomicLong lastDeliveryNanos = new AtomicLong(System.nanoTime());
    private final Map<String, AtomicLong> errors = new ConcurrentHashMap<>();
    private final ConcurrentLinkedQueue<Throwable> crashes = new ConcurrentLinkedQueue<>();

    FailoverLoad(Queen queen, String queue, int partitions, int consumerThreads, long pushPauseMs, long leaseMs) {
        this.queen = queen;
        this.queue = queue;
        this.partitions = partitions;
        this.pushPauseMs = pushPauseMs;
        this.leaseMs = leaseMs;
        for (int p = 0; p < partitions; p++) {
            int partition = p;
            producers.add(thread("failover-producer-" + p, () -> produce(partition)));
        }
        for (int c = 0; c < consumerThreads; c++) {
            consumers.add(thread("failover-consumer-" + c, this::consume));
        }
    }

    void start() {
        producers.forEach(Thread::start);
        consumers.forEach(Thread::start);
    }

    private Thread thread(String name, Runnable body) {
        Thread thread = new Thread(() -> {
            try {
                body.run();
            } catch (Throwable t) {
                crashes.add(t);
            }
        }, name);
        thread.setDaemon(true);
        return thread;
    }

    private void produce(int partition) {
        for (long seq = 0; producing; seq++) {
            String id = "p" + partition + "-s" + seq;
            PushItem item = PushItem.of(Map.of("p", partition, "seq", seq)).transactionId(id);
            while (true) {
                long sent = System.nanoTime();
                try {
                    PushResult result = queen.queue(queue).partition("p" + partition).push(List.of(item)).get(0);
                    if (result.status() != PushStatus.FAILED) {
                        answered.put(id, new Answer(result.status(), sent, System.nanoTime()));
                        break;
                    }
                    error("push failed: " + result.error());
                } catch (RuntimeException e) {
                    error("push: " + e.getMessage());
                }
                // Unanswered: the same transactionId again, so a push that did commit comes back "duplicate".
                pushRetries.incrementAndGet();
                sleep(50);
                if (!producing) {
                    return; // never answered, so never counted
                }
            }
            sleep(pushPauseMs);
        }
    }

    private void consume() {
        while (consuming) {
            List<Message> batch;
            try {
                batch = queen.queue(queue).batch(10).wait(true).timeoutMillis(1000).pop();
            } catch (RuntimeException e) {
                error("pop: " + e.getMessage());
                sleep(50);
                continue;
            }
            if (batch.isEmpty()) {
                continue;
            }
            List<Delivery> mine = new ArrayList<>(batch.size());
            long now = System.nanoTime();
            synchronized (deliveries) {
                for (Message m : batch) {
                    List<Delivery> seen = deliveries.computeIfAbsent(m.transactionId(), k -> new ArrayList<>());
                    if (seen.isEmpty()) {
                        long seq = m.data().get("seq").asLong();
                        Long highest = highestFirstDelivery.get(m.partition());
                        if (highest != null && seq < highest) {
                            reordered.incrementAndGet();
                        }
                        highestFirstDelivery.merge(m.partition(), seq, Math::max);
                    }
                    Delivery delivery = new Delivery(now);
                    seen.add(delivery);
                    mine.add(delivery);
                }
            }
            lastDeliveryNanos.set(now);
            try {
                List<AckResult> results = queen.ack(batch);
                for (int i = 0; i < results.size(); i++) {
                    if (results.get(i).success()) {
                        mine.get(i).ackConfirmed = true;
                    } else {
                        ackFailures.incrementAndGet();
                        error("ack: " + results.get(i).error());
                    }
                }
            } catch (RuntimeException e) {
                ackFailures.addAndGet(batch.size());
                error("ack: " + e.getMessage());
            }
        }
    }

    private void error(String text) {
        String key = text == null ? "null" : text.length() > 120 ? text.substring(0, 120) : text;
        errors.computeIfAbsent(key, k -> new AtomicLong()).incrementAndGet();
    }

    /** Stops the producers; an unanswered push in flight is abandoned and not counted. */
    void stopProducing() throws InterruptedException {
        producing = false;
        for (Thread t : producers) {
            t.join(TimeUnit.SECONDS.toMillis(30));
        }
    }

    /**
     * Lets the consumers run until every answered push was delivered, or nothing new arrived for {@code quietMs}
     * (what is lost never comes), or {@code maxMs} passed; then stops them.
     */
    void drain(long quietMs, long maxMs) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(maxMs);
        while (System.nanoTime() < deadline && missing() > 0
                && System.nanoTime() - lastDeliveryNanos.get() < TimeUnit.MILLISECONDS.toNanos(quietMs)) {
            Thread.sleep(100);
        }
        consuming = false;
        for (Thread t : consumers) {
            t.join(TimeUnit.SECONDS.toMillis(30));
        }
    }

    private long missing() {
        synchronized (deliveries) {
            return answered.keySet().stream().filter(id -> !deliveries.containsKey(id)).count();
        }
    }

    /** The first answer "queued" or "duplicate" (a commit, not the file buffer) to a push sent after {@code nanos}. */
    long firstCommitAnsweredAfter(long nanos) {
        return answered.values().stream()
                .filter(a -> a.sentNanos() >= nanos && a.status() != PushStatus.BUFFERED)
                .mapToLong(Answer::answeredNanos).min().orElse(-1);
    }

    /** The ids of every answered push. */
    Set<String> answeredIds() {
        return Set.copyOf(answered.keySet());
    }

    long answeredCount() {
        return answered.size();
    }

    long deliveredAfter(long nanos) {
        synchronized (deliveries) {
            return deliveries.values().stream().filter(list -> list.get(list.size() - 1).atNanos > nanos).count();
        }
    }

    /** Load threads that died of an unexpected throwable (a bug in the test, not a broker failure). */
    List<Throwable> crashes() {
        return List.copyOf(crashes);
    }

    /**
     * The figures, once drained. A redelivery is explained by a lease expiry when the earlier delivery's ack was not
     * confirmed and at least a lease time (less 250 ms of clock slack) had passed; a redelivery after a confirmed ack
     * means the cursor moved back.
     */
    Outcome outcome() {
        Map<PushStatus, Long> byStatus = new HashMap<>();
        answered.values().forEach(a -> byStatus.merge(a.status(), 1L, Long::sum));
        long lost = 0;
        long lostQueued = 0;
        long delivered;
        long duplicates = 0;
        long afterConfirmedAck = 0;
        long unexplained = 0;
        long slackNanos = TimeUnit.MILLISECONDS.toNanos(leaseMs - 250);
        synchronized (deliveries) {
            for (Map.Entry<String, Answer> a : answered.entrySet()) {
                if (!deliveries.containsKey(a.getKey())) {
                    lost++;
                    if (a.getValue().status() != PushStatus.BUFFERED) {
                        lostQueued++;
                    }
                }
            }
            delivered = deliveries.size();
            for (List<Delivery> list : deliveries.values()) {
                for (int i = 1; i < list.size(); i++) {
                    duplicates++;
                    Delivery previous = list.get(i - 1);
                    boolean confirmed = list.subList(0, i).stream().anyMatch(d -> d.ackConfirmed);
                    if (confirmed) {
                        afterConfirmedAck++;
                    }
                    if (confirmed || list.get(i).atNanos - previous.atNanos < slackNanos) {
                        unexplained++;
                    }
                }
            }
        }
        Map<String, Long> errorCounts = new HashMap<>();
        errors.forEach((k, v) -> errorCounts.put(k, v.get()));
        return new Outcome(answered.size(), byStatus.getOrDefault(PushStatus.QUEUED, 0L),
                byStatus.getOrDefault(PushStatus.DUPLICATE, 0L), byStatus.getOrDefault(PushStatus.BUFFERED, 0L),
                delivered, lost, lostQueued, duplicates, unexplained, afterConfirmedAck, reordered.get(),
                pushRetries.get(), ackFailures.get(), errorCounts);
    }

    /**
     * @param answered pushes answered 201 (queued, duplicate or buffered), each id once
     * @param lost answered ids never delivered; {@code lostCommitted} those answered queued or duplicate
     * @param duplicates deliveries of an id delivered before
     * @param duplicatesUnexplained of those, the ones no lease expiry explains
     * @param redeliveredAfterConfirmedAck of those, the ones whose earlier delivery's ack had been confirmed
     * @param reordered first deliveries of a seq after a higher seq of the same partition
     */
    record Outcome(long answered, long queued, long duplicate, long buffered, long delivered, long lost,
                   long lostCommitted, long duplicates, long duplicatesUnexplained, long redeliveredAfterConfirmedAck,
                   long reordered, long pushRetries, long ackFailures, Map<String, Long> errors) {}

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() throws InterruptedException {
        producing = false;
        consuming = false;
        for (Thread t : producers) {
            t.join(5000);
        }
        for (Thread t : consumers) {
            t.join(5000);
        }
    }
}
