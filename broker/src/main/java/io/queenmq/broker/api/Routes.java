package io.queenmq.broker.api;

import io.queenmq.broker.http.Router;
import io.queenmq.broker.service.LongPollRegistry;
import io.queenmq.broker.store.AckRequest;
import io.queenmq.broker.store.DatabaseProbe;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.LeaseStore;
import io.queenmq.broker.store.PopRequest;
import io.queenmq.broker.store.PushRequest;
import io.queenmq.broker.store.QueueStore;
import io.queenmq.broker.store.TraceStore;
import java.util.concurrent.ExecutorService;

/** The route table of the core API (http-api.md §3). */
public final class Routes {
    /** Everything the route handlers talk to. */
    public record Services(Lanes<PushRequest> pushLanes, Lanes<PopRequest> popLanes, Lanes<AckRequest> ackLanes,
                           LongPollRegistry longPolls, QueueStore queues, LeaseStore leases, DatabaseProbe probe,
                           ExecutorService blockingExecutor,
                           TraceStore traces) {}

    /** Request limits and pop defaults. */
    public record Limits(int maxPushItems, int defaultPopBatch, int maxPopBatch, int defaultPopTimeoutMs,
                         int maxPopWaitMs, String defaultSubscriptionMode, int popRecheckMs) {}

    private Routes() {}

    public static Router build(Services s, Limits limits) {
        BlockingWork blocking = new BlockingWork(s.blockingExecutor());
        PopRoute pop = new PopRoute(s.popLanes(), s.longPolls(), new PopRoute.Limits(limits.defaultPopBatch(),
                limits.maxPopBatch(), limits.defaultPopTimeoutMs(), limits.maxPopWaitMs(),
                limits.defaultSubscriptionMode(), limits.popRecheckMs()));
        return new Router()
                .add("GET", "/health", new HealthRoute(s.probe(), blocking))
                .add("POST", "/api/v1/configure", new ConfigureRoute(s.queues(), blocking))
                .add("POST", "/api/v1/push", new PushRoute(s.pushLanes(), limits.maxPushItems()))
                .add("GET", "/api/v1/pop/queue/:queue", pop)
                .add("GET", "/api/v1/pop/queue/:queue/partition/:partition", pop)
                .add("POST", "/api/v1/ack", AckRoute.single(s.ackLanes()))
                .add("POST", "/api/v1/ack/batch", AckRoute.batch(s.ackLanes(), limits.maxPushItems()))
                .add("POST", "/api/v1/lease/:leaseId/extend", new LeaseRoute(s.leases(), blocking))
                // Tracing (http-api.md §4.6)
                .add("POST", "/api/v1/traces", new TraceRecordRoute(s.traces(), blocking))
                .add("GET", "/api/v1/traces/names", TraceReadRoutes.names(s.traces(), blocking))
                .add("GET", "/api/v1/traces/by-name/:traceName", TraceReadRoutes.byName(s.traces(), blocking))
                .add("GET", "/api/v1/traces/:partitionId/:transactionId",
                        TraceReadRoutes.forMessage(s.traces(), blocking));
    }
}
