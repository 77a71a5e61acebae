package io.queenmq.broker.api.admin;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.feature.Feature;
import io.queenmq.broker.feature.Foundation;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.service.MaintenanceMode;
import io.queenmq.broker.service.RetentionJobs;
import io.queenmq.broker.spool.Spool;
import io.queenmq.broker.store.admin.DeadLetterStore;
import io.queenmq.broker.store.admin.MessageStore;
import io.queenmq.broker.store.admin.QueueAdminStore;
import io.queenmq.broker.store.admin.QueueStatsStore;
import io.queenmq.broker.store.admin.RetentionStore;
import io.queenmq.broker.store.admin.TraceStore;
import io.queenmq.broker.store.stats.HistoryStore;

/**
 * Administration (docs/http-api.md §4.3-§4.9): messages, dead letters, queue resources and their deletion, maintenance
 * modes, traces; and the retention, eviction and partition-cleanup passes (docs/semantics.md §12) on their own job thread.
 */
public final class AdminFeature implements Feature {
    private final BlockingWork blocking;
    private final WirePayload payloads;
    private final MessageStore messages;
    private final DeadLetterStore deadLetters;
    private final QueueStatsStore queueStats;
    private final QueueAdminStore queueAdmin;
    private final TraceStore traces;
    private final MaintenanceMode maintenance;
    private final Spool spool;

    public AdminFeature(Foundation base) {
        blocking = new BlockingWork(base.blocking());
        payloads = new WirePayload(base.encryption());
        messages = new MessageStore(base.general());
        deadLetters = new DeadLetterStore(base.general());
        queueStats = new QueueStatsStore(base.general());
        queueAdmin = new QueueAdminStore(base.general(), base.catalog());
        traces = new TraceStore(base.general());
        maintenance = base.maintenance();
        spool = base.spool();
        base.lifecycle().own(RetentionJobs.start(new RetentionStore(base.general()), new HistoryStore(base.general()),
                RetentionJobs.Schedule.from(base.config())));
    }

    @Override
    public void register(Router router) {
        router
                // Messages, DLQ and deletion (docs/http-api.md §4.3-§4.5).
                .add("GET", "/api/v1/messages", new MessageListRoute(messages, blocking))
                .add("GET", "/api/v1/messages/:partitionId/:transactionId", MessageRoute.get(messages, blocking, payloads))
                .add("DELETE", "/api/v1/messages/:partitionId/:transactionId", MessageRoute.delete(messages, blocking))
                .add("GET", "/api/v1/dlq", new DeadLetterRoute(deadLetters, blocking, payloads))
                .add("GET", "/api/v1/resources/queues", QueueResourceRoute.list(queueStats, blocking))
                .add("GET", "/api/v1/resources/queues/:queue", QueueResourceRoute.get(queueStats, blocking))
                .add("DELETE", "/api/v1/resources/queues/:queue", QueueResourceRoute.delete(queueAdmin, blocking))
                .add("DELETE", "/api/v1/resources/queues/:queue/partitions/:partition",
                        QueueResourceRoute.deletePartition(queueAdmin, blocking))
                // Maintenance modes and the failover spool (docs/http-api.md §4.9)
                .add("GET", "/api/v1/system/maintenance", MaintenanceRoute.push(maintenance, spool, blocking))
                .add("POST", "/api/v1/system/maintenance", MaintenanceRoute.push(maintenance, spool, blocking))
                .add("GET", "/api/v1/system/maintenance/pop", MaintenanceRoute.pop(maintenance, blocking))
                .add("POST", "/api/v1/system/maintenance/pop", MaintenanceRoute.pop(maintenance, blocking))
                // Tracing (docs/http-api.md §4.6)
                .add("POST", "/api/v1/traces", new TraceRecordRoute(traces, blocking))
                .add("GET", "/api/v1/traces/names", TraceReadRoutes.names(traces, blocking))
                .add("GET", "/api/v1/traces/by-name/:traceName", TraceReadRoutes.byName(traces, blocking))
                .add("GET", "/api/v1/traces/:partitionId/:transactionId", TraceReadRoutes.forMessage(traces, blocking));
    }
}
