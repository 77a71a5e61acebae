package io.queenmq.broker;

import com.zaxxer.hikari.HikariDataSource;
import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.streams.StreamsRoutes;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.Settings;
import io.queenmq.broker.crypto.PayloadEncryption;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.metrics.BrokerMetrics;
import io.queenmq.broker.store.Catalog;
import io.queenmq.broker.store.CommitListener;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.core.PushStore;
import io.queenmq.broker.store.streams.CycleRequest;
import io.queenmq.broker.store.streams.CycleStore;
import io.queenmq.broker.store.streams.QueryStore;
import io.queenmq.broker.store.streams.StateStore;
import java.util.concurrent.ExecutorService;
import javax.sql.DataSource;

/**
 * The streams feature (http-api §5): its stores, the cycle lanes ({@code STORE_STREAMS_WORKERS}, at most
 * {@link CycleStore#MAX_BATCH_CYCLES} cycles per batch) and its three routes.
 */
final class StreamsFeature {
    private StreamsFeature() {}

    /**
     * Adds the routes, starts the cycle lanes, which the caller owns, and adds their meters and the cycle answer time
     * to {@code metrics}.
     *
     * @param committed what a commit that pushed to a lane or released a lease tells (long polls, peers)
     */
    static Lanes<CycleRequest> start(Router routes, BrokerConfig config, HikariDataSource general,
                                     DataSource storePool, Catalog catalog, CommitListener committed,
                                     PayloadEncryption encryption, ExecutorService blocking, BrokerMetrics metrics) {
        Lanes<CycleRequest> cycles = Broker.lanes("cycle", config.get(Settings.STORE_STREAMS_WORKERS), storePool,
                new CycleStore(new PushStore(catalog, committed, encryption), committed),
                config.get(Settings.STORE_QUEUE_CAPACITY),
                Math.min(config.get(Settings.STORE_MAX_BATCH_ROWS), CycleStore.MAX_BATCH_CYCLES));
        cycles.start();
        metrics.lanes("cycle", cycles);
        StreamsRoutes.addTo(routes, new QueryStore(general), new StateStore(general), cycles,
                new BlockingWork(blocking), config.get(Settings.MAX_PUSH_ITEMS), metrics.responseTimer("cycle"));
        return cycles;
    }
}
