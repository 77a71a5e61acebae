package io.queenmq.broker.api;

import static io.queenmq.broker.http.ResponseTimer.timed;

import io.queenmq.broker.crypto.PayloadEncryption;
import io.queenmq.broker.http.ResponseTimer;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.service.LongPollRegistry;
import io.queenmq.broker.service.MaintenanceMode;
import io.queenmq.broker.spool.Spool;
import io.queenmq.broker.store.AckRequest;
import io.queenmq.broker.store.ConsumerGroupStore;
import io.queenmq.broker.store.DatabaseProbe;
import io.queenmq.broker.store.DeadLetterStore;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.LeaseStore;
import io.queenmq.broker.store.MessageStore;
import io.queenmq.broker.store.PopRequest;
import io.queenmq.broker.store.PushRequest;
import io.queenmq.broker.store.QueueAdminStore;
import io.queenmq.broker.store.QueueStatsStore;
import io.queenmq.broker.store.QueueStore;
import io.queenmq.broker.store.TransactionRequest;
import io.queenmq.broker.store.TraceStore;
import java.util.concurrent.ExecutorService;
import java.util.function.Function;
import java.util.function.Supplier;

/** The route table: the core API (http-api.md §3), then the admin routes (§4). */
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
                         int maxPopWaitMs, String defaultSubscriptionMode, int popRecheckMs) {}

    private Routes() {}

    /**
     * The route table; {@code timers} gives each hot-path operation ({@code push}, {@code pop}, {@code ack},
     * {@code transaction}) the timer of its answers.
     */
    public static Router build(Services s, Limits limits, Function<String, ResponseTimer> timers) {
        BlockingWork blocking = new BlockingWork(s.blockingExecutor());
        WirePayload payloads = new WirePayload(s.resourceStores().encryption());
        RouteHandler pop = timed(new PopRoute(s.popLanes(), s.longPolls(), new PopRoute.Limits(limits.defaultPopBatch(),
                limits.maxPopBatch(), limits.defaultPopTimeoutMs(), limits.maxPopWaitMs(),
                limits.defaultSubscriptionMode(), limits.popRecheckMs()), s.maintenance(),
                new AbandonedLease(s.ackLanes())), timers.apply("pop"));
        ResponseTimer ack = timers.apply("ack");
        return new Router()
                .add("GET", "/health", new HealthRoute(s.probe(), blocking, s.sharedState()))
                .add("POST", "/api/v1/configure", new ConfigureRoute(s.queues(), blocking))
                .add("POST", "/api/v1/push", timed(new PushRoute(s.pushLanes(), limits.maxPushItems(), s.maintenance(),
                        new BufferedPush(s.spool())), timers.apply("push")))
                .add("GET", "/api/v1/pop/queue/:queue", pop)
                .add("GET", "/api/v1/pop/queue/:queue/partition/:partition", pop)
                .add("POST", "/api/v1/ack", timed(AckRoute.single(s.ackLanes()), ack))
                .add("POST", "/api/v1/ack/batch", timed(AckRoute.batch(s.ackLanes(), limits.maxPushItems()), ack))
                .add("POST", "/api/v1/lease/:leaseId/extend", new LeaseRoute(s.leases(), blocking))
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
                // Transactions: pushes and acks that commit or roll back together.
                .add("POST", "/api/v1/transaction", timed(new TransactionRoute(s.transactionLanes(),
                        limits.maxPushItems()), timers.apply("transaction")))
                // Consumer-group management and views (http-api.md §3.9, §4.8)
                .add("GET", "/api/v1/consumer-groups", new ConsumerGroupListRoute(s.consumerGroups(), blocking))
                .add("GET", "/api/v1/consumer-groups/lagging",
                        new LaggingConsumersRoute(s.consumerGroups(), blocking))
                .add("GET", "/api/v1/consumer-groups/:group", new ConsumerGroupRoute(s.consumerGroups(), blocking))
                .add("DELETE", "/api/v1/consumer-groups/:group",
                        new ConsumerGroupDeleteRoute(s.consumerGroups(), blocking))
                .add("DELETE", "/api/v1/consumer-groups/:group/queues/:queue",
                        new ConsumerGroupDeleteRoute(s.consumerGroups(), blocking))
                .add("POST", "/api/v1/consumer-groups/:group/queues/:queue/seek",
                        new SeekRoute(s.consumerGroups(), blocking))
                .add("POST", "/api/v1/consumer-groups/:group/queues/:queue/partitions/:partition/seek",
                        new SeekRoute(s.consumerGroups(), blocking))
                .add("POST", "/api/v1/consumer-groups/:group/subscription",
                        new SubscriptionRoute(s.consumerGroups(), blocking))
                // Tracing (http-api.md §4.6)
                .add("POST", "/api/v1/traces", new TraceRecordRoute(s.traces(), blocking))
                .add("GET", "/api/v1/traces/names", TraceReadRoutes.names(s.traces(), blocking))
                .add("GET", "/api/v1/traces/by-name/:traceName", TraceReadRoutes.byName(s.traces(), blocking))
                .add("GET", "/api/v1/traces/:partitionId/:transactionId",
                        TraceReadRoutes.forMessage(s.traces(), blocking));
    }
}
