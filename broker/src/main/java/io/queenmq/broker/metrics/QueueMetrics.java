package io.queenmq.broker.metrics;

import io.micrometer.core.instrument.MultiGauge;
import io.micrometer.core.instrument.Tags;
import io.queenmq.broker.service.JobScheduler;
import io.queenmq.broker.store.stats.HistoryStore;
import io.queenmq.broker.store.stats.QueueStatusStore;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.ArrayList;
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
    private final MultiGauge pending;
    private final MultiGauge processing;
    private final MultiGauge deadLetter;
    private final MultiGauge partitions;
    private final MultiGauge pushRate;
    private final MultiGauge popRate;
    private final MultiGauge lagMessages;
    private final MultiGauge lagSeconds;
    private volatile double statsAgeSeconds = -1;

    QueueMetrics(BrokerMetrics metrics, QueueStatusStore status, HistoryStore history) {
        this.status = status;
        this.history = history;
        pending = metrics.multiGauge("queen.queue.pending", "Messages waiting for the slowest consumer, not leased");
        processing = metrics.multiGauge("queen.queue.processing", "Messages under a live lease");
        deadLetter = metrics.multiGauge("queen.queue.dead.letter", "Messages in the dead-letter queue");
        partitions = metrics.multiGauge("queen.queue.partitions", "Partitions of the queue");
        pushRate = metrics.multiGauge("queen.queue.push.per.minute", "Messages pushed in the last complete minute");
        popRate = metrics.multiGauge("queen.queue.pop.per.minute",
                "Messages consumed (acked, every group counted) in the last complete minute");
        lagMessages = metrics.multiGauge("queen.consumer.group.lag.messages",
                "Messages behind the head, summed over the group's partitions");
        lagSeconds = metrics.multiGauge("queen.consumer.group.lag.seconds",
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
        List<MultiGauge.Row<?>> offsets = new ArrayList<>();
        List<MultiGauge.Row<?>> ages = new ArrayList<>();
        for (QueueStatusStore.GroupLag lag : status.groupLags()) {
            Tags tags = Tags.of("queue", lag.queue(), "group", lag.group());
            offsets.add(MultiGauge.Row.of(tags, lag.offsetLag()));
            ages.add(MultiGauge.Row.of(tags, lag.maxTimeLagMs() / 1000.0));
        }
        lagMessages.register(offsets, true);
        lagSeconds.register(ages, true);
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
        List<MultiGauge.Row<?>> pushes = new ArrayList<>();
        List<MultiGauge.Row<?>> pops = new ArrayList<>();
        for (QueueStatusStore.QueueSummary q : queues) {
            HistoryStore.QueueBucket b = lastMinute.get(q.name());
            pushes.add(MultiGauge.Row.of(Tags.of("queue", q.name()), b == null ? 0 : b.pushed()));
            pops.add(MultiGauge.Row.of(Tags.of("queue", q.name()), b == null ? 0 : b.consumed()));
        }
        pushRate.register(pushes, true);
        popRate.register(pops, true);
    }

    private static void register(MultiGauge gauge, List<QueueStatusStore.QueueSummary> queues,
                                 ToDoubleFunction<QueueStatusStore.QueueSummary> value) {
        List<MultiGauge.Row<?>> rows = new ArrayList<>(queues.size());
        for (QueueStatusStore.QueueSummary q : queues) {
            rows.add(MultiGauge.Row.of(Tags.of("queue", q.name()), value.applyAsDouble(q)));
        }
        gauge.register(rows, true);
    }
}
