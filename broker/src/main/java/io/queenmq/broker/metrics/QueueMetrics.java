package io.queenmq.broker.metrics;

import io.micrometer.core.instrument.Tags;
import io.queenmq.broker.service.JobScheduler;
import io.queenmq.broker.store.stats.HistoryStore;
import io.queenmq.broker.store.stats.QueueStatusStore;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Per-queue and per-group gauges (backlog, rates, lag) read from the statistics tables once per refresh interval, so
 * that a scrape never touches the database. Runs on the job thread after the refresh.
 */
final class QueueMetrics implements JobScheduler.Job {
    private static final int MAX_QUEUES = 10_000;

    private final QueueStatusStore status;
    private final HistoryStore history;
    private final LabeledGauges pending;
    private final LabeledGauges processing;
    private final LabeledGauges deadLetter;
    private final LabeledGauges partitions;
    private final LabeledGauges pushRate;
    private final LabeledGauges popRate;
    private final LabeledGauges lagMessages;
    private final LabeledGauges lagSeconds;
    private volatile double statsAgeSeconds = -1;

    QueueMetrics(BrokerMetrics metrics, QueueStatusStore status, HistoryStore history) {
        this.status = status;
        this.history = history;
        pending = metrics.labeledGauges("queen.queue.pending", "Messages waiting for the slowest consumer, not leased");
        processing = metrics.labeledGauges("queen.queue.processing", "Messages under a live lease");
        deadLetter = metrics.labeledGauges("queen.queue.dead.letter", "Messages in the dead-letter queue");
        partitions = metrics.labeledGauges("queen.queue.partitions", "Partitions of the queue");
        pushRate = metrics.labeledGauges("queen.queue.push.per.minute", "Messages pushed in the last complete minute");
        popRate = metrics.labeledGauges("queen.queue.pop.per.minute",
                "Messages consumed (acked, every group counted) in the last complete minute");
        lagMessages = metrics.labeledGauges("queen.consumer.group.lag.messages",
                "Messages behind the head, summed over the group's partitions");
        lagSeconds = metrics.labeledGauges("queen.consumer.group.lag.seconds",
                "Age of the oldest message the group has not consumed");
        metrics.gauge("queen.stats.age.seconds", "Seconds since the statistics were refreshed; -1 if never",
                () -> statsAgeSeconds);
    }

    @Override
    public void runPass() throws SQLException {
        List<QueueStatusStore.QueueSummary> queues = status.queues(null, null, MAX_QUEUES, 0).items();
        register(pending, queues, q -> q.counts().pending());
        register(processing, queues, q -> q.counts().processing());
        register(deadLetter, queues, q -> q.counts().deadLetter());
        register(partitions, queues, QueueStatusStore.QueueSummary::partitions);
        rates(queues);
        Map<Tags, Double> offsets = new HashMap<>();
        Map<Tags, Double> ages = new HashMap<>();
        for (QueueStatusStore.GroupLag lag : status.groupLags()) {
            Tags tags = Tags.of("queue", lag.queue(), "group", lag.group());
            offsets.put(tags, (double) lag.offsetLag());
            ages.put(tags, lag.maxTimeLagMs() / 1000.0);
        }
        lagMessages.set(offsets);
        lagSeconds.set(ages);
        Long refreshed = status.refreshedAtMillis();
        statsAgeSeconds = refreshed == null ? -1 : Math.max(0, System.currentTimeMillis() - refreshed) / 1000.0;
    }

    /** The last complete minute of each queue's history: the newest bucket before the current minute. */
    private void rates(List<QueueStatusStore.QueueSummary> queues) throws SQLException {
        long minuteStart = System.currentTimeMillis() / 60_000 * 60_000;
        Map<String, HistoryStore.QueueBucket> lastMinute = new HashMap<>();
        for (HistoryStore.QueueBucket b : history.queueSeries(new Timestamp(minuteStart - 60_000),
                new Timestamp(minuteStart), 60, null)) {
            lastMinute.put(b.queue(), b);
        }
        register(pushRate, queues, q -> lastMinute.containsKey(q.name()) ? lastMinute.get(q.name()).pushed() : 0);
        register(popRate, queues, q -> lastMinute.containsKey(q.name()) ? lastMinute.get(q.name()).consumed() : 0);
    }

    private static void register(LabeledGauges gauge, List<QueueStatusStore.QueueSummary> queues,
                                 ToDoubleFunction<QueueStatusStore.QueueSummary> value) {
        Map<Tags, Double> reading = new HashMap<>();
        for (QueueStatusStore.QueueSummary q : queues) {
            reading.put(Tags.of("queue", q.name()), value.applyAsDouble(q));
        }
        gauge.set(reading);
    }
}
