package io.queenmq.broker.api.core;

import static io.queenmq.broker.http.ResponseTimer.timed;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.Routes;
import io.queenmq.broker.http.ResponseTimer;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.http.Router;
import java.util.function.Function;

/** The core routes (http-api.md §3): health, configure, push, pop, ack, lease renewal and transactions. */
public final class CoreRoutes {
    private CoreRoutes() {}

    /** Adds them; {@code timers} gives push, pop, ack and transaction the timer of their answers. */
    public static Router addTo(Router router, Routes.Services s, Routes.Limits limits, BlockingWork blocking,
                               Function<String, ResponseTimer> timers) {
        RouteHandler pop = timed(new PopRoute(s.popLanes(), s.longPolls(), new PopRoute.Limits(limits.defaultPopBatch(),
                limits.maxPopBatch(), limits.defaultPopTimeoutMs(), limits.maxPopWaitMs(),
                limits.defaultSubscriptionMode(), limits.popRechecks()), s.maintenance(),
                new AbandonedLease(s.ackLanes())), timers.apply("pop"));
        ResponseTimer ack = timers.apply("ack");
        return router
                .add("GET", "/health", new HealthRoute(s.probe(), blocking, s.sharedState()))
                .add("POST", "/api/v1/configure", new ConfigureRoute(s.queues(), blocking))
                .add("POST", "/api/v1/push", timed(new PushRoute(s.pushLanes(), limits.maxPushItems(), s.maintenance(),
                        new BufferedPush(s.spool())), timers.apply("push")))
                .add("GET", "/api/v1/pop/queue/:queue", pop)
                .add("GET", "/api/v1/pop/queue/:queue/partition/:partition", pop)
                .add("POST", "/api/v1/ack", timed(AckRoute.single(s.ackLanes()), ack))
                .add("POST", "/api/v1/ack/batch", timed(AckRoute.batch(s.ackLanes(), limits.maxPushItems()), ack))
                .add("POST", "/api/v1/lease/:leaseId/extend", new LeaseRoute(s.leases(), blocking))
                // Transactions: pushes and acks that commit or roll back together.
                .add("POST", "/api/v1/transaction", timed(new TransactionRoute(s.transactionLanes(),
                        limits.maxPushItems()), timers.apply("transaction")));
    }
}
