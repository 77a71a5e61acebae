package io.queenmq.broker.api.admin;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.Routes;
import io.queenmq.broker.http.Router;

/** The admin routes over messages, dead letters, queue resources, maintenance and traces (http-api.md §4.3-§4.9). */
public final class AdminRoutes {
    private AdminRoutes() {}

    public static Router addTo(Router router, Routes.Services s, BlockingWork blocking) {
        WirePayload payloads = new WirePayload(s.resourceStores().encryption());
        return router
                // Messages, DLQ and deletion (http-api.md §4.3-§4.5).
                .add("GET", "/api/v1/messages", new MessageListRoute(s.resourceStores().messages(), blocking))
                .add("GET", "/api/v1/messages/:partitionId/:transactionId",
                        MessageRoute.get(s.resourceStores().messages(), blocking, payloads))
                .add("DELETE", "/api/v1/messages/:partitionId/:transactionId",
                        MessageRoute.delete(s.resourceStores().messages(), blocking))
                .add("GET", "/api/v1/dlq", new DeadLetterRoute(s.resourceStores().deadLetters(), blocking, payloads))
                .add("GET", "/api/v1/resources/queues", QueueResourceRoute.list(s.resourceStores().queueStats(), blocking))
                .add("GET", "/api/v1/resources/queues/:queue",
                        QueueResourceRoute.get(s.resourceStores().queueStats(), blocking))
                .add("DELETE", "/api/v1/resources/queues/:queue",
                        QueueResourceRoute.delete(s.resourceStores().queueAdmin(), blocking))
                .add("DELETE", "/api/v1/resources/queues/:queue/partitions/:partition",
                        QueueResourceRoute.deletePartition(s.resourceStores().queueAdmin(), blocking))
                // Maintenance modes and the failover spool (http-api.md §4.9)
                .add("GET", "/api/v1/system/maintenance", MaintenanceRoute.push(s.maintenance(), s.spool(), blocking))
                .add("POST", "/api/v1/system/maintenance", MaintenanceRoute.push(s.maintenance(), s.spool(), blocking))
                .add("GET", "/api/v1/system/maintenance/pop", MaintenanceRoute.pop(s.maintenance(), blocking))
                .add("POST", "/api/v1/system/maintenance/pop", MaintenanceRoute.pop(s.maintenance(), blocking))
                // Tracing (http-api.md §4.6)
                .add("POST", "/api/v1/traces", new TraceRecordRoute(s.traces(), blocking))
                .add("GET", "/api/v1/traces/names", TraceReadRoutes.names(s.traces(), blocking))
                .add("GET", "/api/v1/traces/by-name/:traceName", TraceReadRoutes.byName(s.traces(), blocking))
                .add("GET", "/api/v1/traces/:partitionId/:transactionId",
                        TraceReadRoutes.forMessage(s.traces(), blocking));
    }
}
