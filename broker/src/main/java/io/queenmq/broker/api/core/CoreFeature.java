package io.queenmq.broker.api.core;

import static io.queenmq.broker.http.ResponseTimer.timed;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.Settings;
import io.queenmq.broker.feature.Feature;
import io.queenmq.broker.feature.Foundation;
import io.queenmq.broker.http.ResponseTimer;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.metrics.BrokerMetrics;
import io.queenmq.broker.service.LongPollRegistry;
import io.queenmq.broker.service.MaintenanceMode;
import io.queenmq.broker.spool.PushLaneReplay;
import io.queenmq.broker.spool.Spool;
import io.queenmq.broker.spool.SpoolReplayer;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.admin.DatabaseProbe;
import io.queenmq.broker.store.core.AckRequest;
import io.queenmq.broker.store.core.AckStore;
import io.queenmq.broker.store.core.LeaseStore;
import io.queenmq.broker.store.core.PopRequest;
import io.queenmq.broker.store.core.PopStore;
import io.queenmq.broker.store.core.PushRequest;
import io.queenmq.broker.store.core.PushStore;
import io.queenmq.broker.store.core.QueueStore;
import io.queenmq.broker.store.core.TransactionRequest;
import io.queenmq.broker.store.core.TransactionStore;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The core (docs/http-api.md §3): health, configure, push, pop, ack, lease renewal and transactions. Push, pop, ack and
 * transactions run on their store lanes ({@code STORE_*_WORKERS}), which are drained first at shutdown; the file
 * buffer's replay pushes through the push lanes.
 */
public final class CoreFeature implements Feature {
    private final BrokerConfig config;
    private final BrokerMetrics metrics;
    private final LongPollRegistry longPolls;
    private final MaintenanceMode maintenance;
    private final Spool spool;
    private final BlockingWork blocking;
    private final Supplier<Map<String, Object>> sharedState;
    private final Lanes<PushRequest> push;
    private final Lanes<PopRequest> pop;
    private final Lanes<AckRequest> ack;
    private final Lanes<TransactionRequest> transactions;
    private final QueueStore queues;
    private final LeaseStore leases;
    private final DatabaseProbe probe;

    /** {@code sharedState}: this broker's part in the cluster, shown by {@code /health}. */
    public CoreFeature(Foundation base, Supplier<Map<String, Object>> sharedState) {
        config = base.config();
        metrics = base.metrics();
        longPolls = base.longPolls();
        maintenance = base.maintenance();
        spool = base.spool();
        blocking = new BlockingWork(base.blocking());
        this.sharedState = sharedState;
        int maxRows = config.get(Settings.STORE_MAX_BATCH_ROWS);
        push = base.storeLanes("push", config.get(Settings.STORE_PUSH_WORKERS),
                new PushStore(base.catalog(), base.committed(), base.encryption()), maxRows);
        PopStore popStore = new PopStore(base.encryption(), config.get(Settings.STORE_POP_CACHE_MESSAGES));
        pop = base.storeLanes("pop", config.get(Settings.STORE_POP_WORKERS), popStore, maxRows);
        // An ack that ends a lease frees the partition's remaining messages for the pops parked on every broker.
        AckStore ackStore = new AckStore(base.committed());
        ack = base.storeLanes("ack", config.get(Settings.STORE_ACK_WORKERS), ackStore, maxRows);
        // At most MAX_BATCH_OPERATIONS operations (one savepoint each) per batch.
        transactions = base.storeLanes("transaction", config.get(Settings.STORE_TRANSACTION_WORKERS),
                new TransactionStore(base.catalog(), base.committed(), base.encryption()),
                Math.min(maxRows, TransactionStore.MAX_BATCH_OPERATIONS));
        base.lifecycle().own(new SpoolReplayer(spool, maintenance::pushMaintenance, new PushLaneReplay(push),
                config.get(Settings.FILE_BUFFER_MAX_BATCH), config.get(Settings.FILE_BUFFER_FLUSH_MS))).start();
        queues = new QueueStore(base.general(), base.catalog());
        leases = new LeaseStore(base.general());
        probe = new DatabaseProbe(base.general(), base.primary());
        bindMeters(popStore, ackStore);
    }

    private void bindMeters(PopStore popStore, AckStore ackStore) {
        metrics.counter("queen.pop.messages", "Messages delivered by pops", popStore, PopStore::deliveredMessages);
        metrics.counter("queen.pop.empty", "Pop attempts that delivered nothing, long-poll re-checks included",
                popStore, PopStore::emptyAttempts);
        metrics.counter("queen.pop.cache.served", "Messages pops delivered from the lane read cache, not read again",
                popStore, PopStore::cacheServedMessages);
        metrics.counter("queen.ack.succeeded", "Ack items applied", ackStore, AckStore::succeededItems);
        metrics.counter("queen.ack.refused", "Ack items answered success:false", ackStore, AckStore::refusedItems);
        metrics.counter("queen.ack.dead.lettered", "Messages moved to the dead-letter queue by acks", ackStore,
                AckStore::deadLettered);
    }

    @Override
    public void register(Router router) {
        int maxPushItems = config.get(Settings.MAX_PUSH_ITEMS);
        RouteHandler popRoute = timed(new PopRoute(pop, longPolls, PopRoute.Limits.from(config), maintenance,
                new AbandonedLease(ack)), metrics.responseTimer("pop"));
        ResponseTimer ackTimer = metrics.responseTimer("ack");
        router.add("GET", "/health", new HealthRoute(probe, blocking, sharedState))
                .add("POST", "/api/v1/configure", new ConfigureRoute(queues, blocking))
                .add("POST", "/api/v1/push", timed(new PushRoute(push, maxPushItems, maintenance,
                        new BufferedPush(spool)), metrics.responseTimer("push")))
                .add("GET", "/api/v1/pop/queue/:queue", popRoute)
                .add("GET", "/api/v1/pop/queue/:queue/partition/:partition", popRoute)
                .add("POST", "/api/v1/ack", timed(AckRoute.single(ack), ackTimer))
                .add("POST", "/api/v1/ack/batch", timed(AckRoute.batch(ack, maxPushItems), ackTimer))
                .add("POST", "/api/v1/lease/:leaseId/extend", new LeaseRoute(leases, blocking))
                // Transactions: pushes and acks that commit or roll back together.
                .add("POST", "/api/v1/transaction", timed(new TransactionRoute(transactions, maxPushItems),
                        metrics.responseTimer("transaction")));
    }
}
