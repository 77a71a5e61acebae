package io.queenmq.broker.chaos;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the workload saw of one fault's queue: every push answered, every delivery, every ack confirmed; and from
 * it the figures of a {@link FaultReport}. Any thread may call any method; all are synchronized, so deliveries of
 * one partition are recorded in the order the consumers received them (a consumer records a pop's messages before
 * it acks them, and the next pop of that partition can only be served after that ack or after the lease expired).
 *
 * <p>Definitions (also in scripts/chaos and the README):
 * <ul>
 *   <li><b>acked</b>: pushes answered 201 {@code queued}, {@code buffered} (spooled) or {@code duplicate} (a retry of
 *       a push that had committed), each id counted once;</li>
 *   <li><b>lost</b>: acked ids never delivered;</li>
 *   <li><b>duplicate</b>: a delivery of an id delivered before; it is explained by a lease expiry when the earlier
 *       delivery was never confirmed acked and the new one came at least a lease time after the earlier pop was
 *       sent; any other duplicate is <b>unexplained</b>;</li>
 *   <li><b>reordered</b>: the first delivery of seq s of a partition after a delivery of a higher seq of that
 *       partition. Redeliveries after a lease expiry restart from the cursor, behind messages already delivered,
 *       but they are duplicates, never first deliveries, so they are not counted here.</li>
 * </ul>
 */
final class Ledger {
    /** Clock slack between the client's send time and the database's lease start. */
    private static final long LEASE_SLACK_NANOS = 100_000_000L;

    /** One message as a consumer received it; {@code popSentNanos} is when the pop that delivered it was sent. */
    record Delivery(int partition, long seq, long popSentNanos, long receivedNanos) {}

    private static final class Entry {
        String answer;
        int deliveries;
        boolean ackConfirmed;
        long lastPopSentNanos;
    }

    private final long leaseNanos;
    private final Map<Long, Entry> entries = new HashMap<>();
    private final Map<Integer, Long> highestDelivered = new HashMap<>();
    private final Map<String, Integer> answers = new HashMap<>();
    private long duplicates;
    private long unexplainedDuplicates;
    private long reordered;
    /** The first few anomalies, described, so that a failing run says what happened. */
    private final List<String> examples = new ArrayList<>();
    private long recoveredAtNanos = Long.MAX_VALUE;
    private long deliveriesAfterRecovery;
    private long answersAfterRecovery;

    Ledger(long leaseMs) {
        this.leaseNanos = leaseMs * 1_000_000L;
    }

    synchronized void answered(int partition, long seq, String status) {
        Entry entry = entry(partition, seq);
        if (entry.answer == null) {
            entry.answer = status;
            answers.merge(status, 1, Integer::sum);
            if (System.nanoTime() > recoveredAtNanos) {
                answersAfterRecovery++;
            }
        }
    }

    synchronized void delivered(List<Delivery> batch) {
        for (Delivery d : batch) {
            Entry entry = entry(d.partition(), d.seq());
            if (entry.deliveries > 0) {
                duplicates++;
                boolean leaseExpired = d.receivedNanos() >= entry.lastPopSentNanos + leaseNanos - LEASE_SLACK_NANOS;
                if (entry.ackConfirmed || !leaseExpired) {
                    unexplainedDuplicates++;
                    example("p" + d.partition() + " s" + d.seq() + " delivered again "
                            + (entry.ackConfirmed ? "after its ack was confirmed" : "before its lease expired"));
                }
            } else {
                long highest = highestDelivered.getOrDefault(d.partition(), -1L);
                if (d.seq() < highest) {
                    reordered++;
                    example("p" + d.partition() + " s" + d.seq() + " (push answered " + entry.answer
                            + ") first delivered after s" + highest);
                }
                highestDelivered.put(d.partition(), Math.max(highest, d.seq()));
            }
            entry.deliveries++;
            entry.lastPopSentNanos = d.popSentNanos();
            if (d.receivedNanos() > recoveredAtNanos) {
                deliveriesAfterRecovery++;
            }
        }
    }

    private void example(String anomaly) {
        if (examples.size() < 5) {
            examples.add(anomaly);
        }
    }

    synchronized void ackConfirmed(int partition, long seq) {
        entry(partition, seq).ackConfirmed = true;
    }

    /** From now on deliveries and answers count as "after recovery", the evidence that the system came back. */
    synchronized void recovered() {
        recoveredAtNanos = System.nanoTime();
    }

    synchronized boolean everyAnsweredDelivered() {
        return entries.values().stream().noneMatch(e -> e.answer != null && e.deliveries == 0);
    }

    synchronized long deliveriesOf(int partition, long seq) {
        Entry entry = entries.get(key(partition, seq));
        return entry == null ? 0 : entry.deliveries;
    }

    synchronized FaultReport report(String fault, String evidence) {
        long acked = 0;
        long delivered = 0;
        long lost = 0;
        long deliveredUnanswered = 0;
        for (Entry e : entries.values()) {
            if (e.answer != null) {
                acked++;
                if (e.deliveries == 0) {
                    lost++;
                }
            } else if (e.deliveries > 0) {
                deliveredUnanswered++;
            }
            if (e.deliveries > 0) {
                delivered++;
            }
        }
        return new FaultReport(fault, acked, answers.getOrDefault("buffered", 0), delivered, lost, duplicates,
                unexplainedDuplicates, reordered, deliveredUnanswered, answersAfterRecovery, deliveriesAfterRecovery,
                examples.isEmpty() ? evidence : evidence + "; anomalies " + examples);
    }

    private Entry entry(int partition, long seq) {
        return entries.computeIfAbsent(key(partition, seq), k -> new Entry());
    }

    private static long key(int partition, long seq) {
        return ((long) partition << 40) | seq;
    }
}
