package io.queenmq.broker.api;

import io.queenmq.broker.api.admin.AdminRoutes;
import io.queenmq.broker.api.core.CoreRoutes;
import io.queenmq.broker.api.core.RecheckSchedule;
import io.queenmq.broker.api.groups.GroupRoutes;
import io.queenmq.broker.crypto.PayloadEncryption;
import io.queenmq.broker.http.ResponseTimer;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.service.LongPollRegistry;
import io.queenmq.broker.service.MaintenanceMode;
import io.queenmq.broker.spool.Spool;
import io.queenmq.broker.store.core.AckRequest;
import io.queenmq.broker.store.admin.ConsumerGroupStore;
import io.queenmq.broker.store.admin.DatabaseProbe;
import io.queenmq.broker.store.admin.DeadLetterStore;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.core.LeaseStore;
import io.queenmq.broker.store.admin.MessageStore;
import io.queenmq.broker.store.core.PopRequest;
import io.queenmq.broker.store.core.PushRequest;
import io.queenmq.broker.store.admin.QueueAdminStore;
import io.queenmq.broker.store.admin.QueueStatsStore;
import io.queenmq.broker.store.core.QueueStore;
import io.queenmq.broker.store.core.TransactionRequest;
import io.queenmq.broker.store.admin.TraceStore;
import java.util.concurrent.ExecutorService;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The route table of the core API (http-api.md §3), the admin routes and consumer groups (§4), from each feature's
 * wiring unit; the status, metrics, cluster and dashboard routes are added by theirs.
 */
public final class Routes {
    /** Everything the route handlers talk to. */
    public record Services(Lanes<PushRequest> pushLanes, Lanes<PopRequest> popLanes, Lanes<AckRequest> ackLanes,
                           LongPollRegistry longPolls, QueueStore queues, LeaseStore leases, DatabaseProbe probe,
                           ExecutorService blockingExecutor,
                           ResourceStores resourceStores, MaintenanceMode maintenance, Spool spool,
                           Lanes<TransactionRequest> transactionLanes, ConsumerGroupStore consumerGroups,
                           TraceStore traces, Supplier<?> sharedState) {}

    /** The stores behind the messages, DLQ and queue-resource routes, and the decryption of what they read. */
    public record ResourceStores(MessageStore messages, DeadLetterStore deadLetters, QueueStatsStore queueStats,
                                 QueueAdminStore queueAdmin, PayloadEncryption encryption) {}

    /** Request limits and pop defaults. */
    public record Limits(int maxPushItems, int defaultPopBatch, int maxPopBatch, int defaultPopTimeoutMs,
                         int maxPopWaitMs, String defaultSubscriptionMode, RecheckSchedule popRechecks) {}

    private Routes() {}

    /**
     * The route table of the core, admin and consumer-group routes; {@code timers} gives each hot-path operation
     * ({@code push}, {@code pop}, {@code ack}, {@code transaction}) the timer of its answers.
     */
    public static Router build(Services s, Limits limits, Function<String, ResponseTimer> timers) {
        BlockingWork blocking = new BlockingWork(s.blockingExecutor());
        Router router = CoreRoutes.addTo(new Router(RouteRoles.TABLE), s, limits, blocking, timers);
        AdminRoutes.addTo(router, s, blocking);
        return GroupRoutes.addTo(router, s.consumerGroups(), blocking);
    }
}
