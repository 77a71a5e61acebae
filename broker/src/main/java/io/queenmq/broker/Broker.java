package io.queenmq.broker;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool;
import io.netty.handler.ssl.SslContext;
import io.queenmq.broker.api.Routes;
import io.queenmq.broker.auth.JwtAuthenticator;
import io.queenmq.broker.api.cluster.ClusterRoutes;
import io.queenmq.broker.api.cluster.SharedState;
import io.queenmq.broker.api.core.RecheckSchedule;
import io.queenmq.broker.api.dashboard.DashboardRoutes;
import io.queenmq.broker.api.metrics.MetricsRoutes;
import io.queenmq.broker.api.status.PostgresStatsRoutes;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.ConfigException;
import io.queenmq.broker.config.Settings;
import io.queenmq.broker.crypto.PayloadEncryption;
import io.queenmq.broker.db.DataSources;
import io.queenmq.broker.db.DatabaseSettings;
import io.queenmq.broker.db.EmbeddedDatabase;
import io.queenmq.broker.db.Migrations;
import io.queenmq.broker.db.PoolerSessionDefaults;
import io.queenmq.broker.db.PrimaryWatch;
import io.queenmq.broker.http.HttpServer;
import io.queenmq.broker.http.HttpServerSettings;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.http.ServerTls;
import io.queenmq.broker.metrics.BrokerMetrics;
import io.queenmq.broker.metrics.MetricsWiring;
import io.queenmq.broker.service.LongPollRegistry;
import io.queenmq.broker.service.MaintenanceMode;
import io.queenmq.broker.service.PeerAnnouncer;
import io.queenmq.broker.service.PeerNotifications;
import io.queenmq.broker.service.RetentionJobs;
import io.queenmq.broker.spool.PushLaneReplay;
import io.queenmq.broker.spool.Spool;
import io.queenmq.broker.spool.SpoolReplayer;
import io.queenmq.broker.store.core.AckRequest;
import io.queenmq.broker.store.core.AckStore;
import io.queenmq.broker.store.BatchWork;
import io.queenmq.broker.store.Catalog;
import io.queenmq.broker.store.CommitListener;
import io.queenmq.broker.store.admin.ConsumerGroupStore;
import io.queenmq.broker.store.admin.DatabaseProbe;
import io.queenmq.broker.store.admin.DeadLetterStore;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.core.LeaseStore;
import io.queenmq.broker.store.admin.MessageStore;
import io.queenmq.broker.store.core.PopRequest;
import io.queenmq.broker.store.core.PopStore;
import io.queenmq.broker.store.core.PushRequest;
import io.queenmq.broker.store.core.PushStore;
import io.queenmq.broker.store.admin.QueueAdminStore;
import io.queenmq.broker.store.admin.QueueStatsStore;
import io.queenmq.broker.store.core.QueueStore;
import io.queenmq.broker.store.admin.RetentionStore;
import io.queenmq.broker.store.StoreLane;
import io.queenmq.broker.store.StoreRequest;
import io.queenmq.broker.store.admin.SystemState;
import io.queenmq.broker.store.admin.TraceStore;
import io.queenmq.broker.store.core.TransactionRequest;
import io.queenmq.broker.store.core.TransactionStore;
import io.queenmq.broker.store.admin.PostgresStatsStore;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** A running broker: database (embedded or configured), store lanes and the HTTP server, closed in reverse order. */
public final class Broker implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(Broker.class);
    /** Largest byte size of one coalesced push statement's payloads. */
    private static final long MAX_BATCH_BYTES = 32L << 20;
    /** Admin and configure calls waiting for a worker thread before new ones are refused with 503. */
    private static final int MAX_BLOCKING_BACKLOG = 10_000;

    private final List<AutoCloseable> resources = new ArrayList<>();
    private final List<AutoCloseable> drainFirst = new ArrayList<>();
    private HttpServer http;
    private Router routes;

    private Broker() {}

    public static Broker start(BrokerConfig config) throws Exception {
        Broker broker = new Broker();
        try {
            broker.startAll(config);
            return broker;
        } catch (Exception | Error e) {
            broker.close();
            throw e;
        }
    }

    private void startAll(BrokerConfig config) throws Exception {
        // First: a bad key refuses to start before anything else is started.
        JwtAuthenticator auth = JwtAuthenticator.fromConfig(config);
        if (auth != null) {
            own(auth);
        }
        log.info("JWT auth: {}", auth == null ? "off (JWT_ENABLED is not true): every route is open" : auth.describe());
        SslContext tls = ServerTls.fromConfig(config);
        log.info("TLS: {}", ServerTls.describe(config, tls));
        int pushWorkers = config.get(Settings.STORE_PUSH_WORKERS);
        int popWorkers = config.get(Settings.STORE_POP_WORKERS);
        int ackWorkers = config.get(Settings.STORE_ACK_WORKERS);
        DatabaseSettings database = DatabaseSettings.from(config, pushWorkers + popWorkers + ackWorkers
                + config.get(Settings.STORE_TRANSACTION_WORKERS) + config.get(Settings.STORE_STREAMS_WORKERS));
        if (config.useEmbeddedPostgres()) {
            EmbeddedDatabase embedded = EmbeddedDatabase.start(config.get(Settings.QUEEN_DATA_DIR),
                    config.get(Settings.QUEEN_EMBEDDED_PG_PORT));
            resources.add(embedded);
            database = embedded.settingsFor(database);
        } else {
            log.info("Using PostgreSQL at {}/{}{}", database.hosts(), database.database(), database.transactionPooling()
                    ? " through a transaction pooler, LISTEN " + (database.listenHosts() == null ? "off (polling)"
                    : "at " + database.listenHosts()) : "");
        }

        HikariDataSource general = own(primaryPool(database));
        if (database.transactionPooling()) {
            PoolerSessionDefaults.verify(general, database);
        }
        Migrations.migrate(general);
        HikariDataSource storePool = own(DataSources.store(database));
        DataSource hotPath = DataSources.hotPath(storePool, database);
        PrimaryWatch primary = own(PrimaryWatch.start(general, database));

        // Encryption at rest: the key itself is never logged.
        PayloadEncryption encryption = PayloadEncryption.fromHexKey(config.get(Settings.QUEEN_ENCRYPTION_KEY));
        log.info("Encryption at rest {}", encryption.hasKey() ? "on for queues with encryptionEnabled"
                : "off: no QUEEN_ENCRYPTION_KEY, pushes to queues with encryptionEnabled are refused");

        Catalog catalog = new Catalog();
        LongPollRegistry longPolls = new LongPollRegistry();
        // At shutdown, parked pops answer before the lanes they would use close.
        drainFirst.add(longPolls::stopWaiting);
        int capacity = config.get(Settings.STORE_QUEUE_CAPACITY);
        int maxRows = config.get(Settings.STORE_MAX_BATCH_ROWS);
        // Committed pushes wake this broker's long polls at once and the other brokers' through the announcer.
        PeerAnnouncer announcer = own(new PeerAnnouncer(database));
        CommitListener committed = (queue, partition) -> {
            longPolls.messagesAvailable(queue, partition);
            announcer.messagesAvailable(queue, partition);
        };
        Lanes<PushRequest> push = ownLanes(lanes("push", pushWorkers, hotPath,
                new PushStore(catalog, committed, encryption), capacity, maxRows));
        PopStore popStore = new PopStore(encryption);
        Lanes<PopRequest> pop = ownLanes(lanes("pop", popWorkers, hotPath, popStore, capacity, maxRows));
        AckStore ackStore = new AckStore(longPolls);
        Lanes<AckRequest> ack = ownLanes(lanes("ack", ackWorkers, hotPath, ackStore, capacity, maxRows));
        // Bounded like the store lanes: past this backlog the low-rate routes answer 503 instead of queueing forever.
        int blockingThreads = config.get(Settings.DB_POOL_SIZE);
        ExecutorService blocking = new ThreadPoolExecutor(blockingThreads, blockingThreads, 0L, TimeUnit.MILLISECONDS,
                new ArrayBlockingQueue<>(MAX_BLOCKING_BACKLOG), daemonThreads("queen-blocking"));
        resources.add(() -> {
            blocking.shutdown();
            blocking.awaitTermination(5, TimeUnit.SECONDS);
        });
        push.start();
        pop.start();
        ack.start();
        announcer.start();
        PeerNotifications peers = own(new PeerNotifications(database, longPolls, announcer));
        peers.start();
        // Transactions: their own lanes, at most MAX_BATCH_OPERATIONS operations (one savepoint each) per batch.
        Lanes<TransactionRequest> transactions = ownLanes(lanes("transaction",
                config.get(Settings.STORE_TRANSACTION_WORKERS), hotPath, new TransactionStore(catalog, committed, encryption), capacity,
                Math.min(maxRows, TransactionStore.MAX_BATCH_OPERATIONS)));
        transactions.start();

        // Messages, DLQ and deletion.
        Routes.ResourceStores resourceStores = new Routes.ResourceStores(new MessageStore(general),
                new DeadLetterStore(general), new QueueStatsStore(general), new QueueAdminStore(general, catalog),
                encryption);
        // Maintenance modes and the failover spool (semantics §13).
        SystemState systemState = new SystemState(general);
        MaintenanceMode maintenance = own(MaintenanceMode.start(systemState));
        Spool spool = own(Spool.open(config.get(Settings.FILE_BUFFER_DIR), systemState.databaseId(),
                config.get(Settings.FILE_BUFFER_EVENTS_PER_FILE), capacity));
        own(new SpoolReplayer(spool, maintenance::pushMaintenance, new PushLaneReplay(push),
                config.get(Settings.FILE_BUFFER_MAX_BATCH), config.get(Settings.FILE_BUFFER_FLUSH_MS))).start();

        // Retention, eviction and partition cleanup on their own thread; trace events (semantics §12, §14).
        StatusFeature status = new StatusFeature(general);
        own(RetentionJobs.start(new RetentionStore(general), status.history(), new RetentionJobs.Schedule(
                config.get(Settings.RETENTION_INTERVAL), config.get(Settings.RETENTION_BATCH_SIZE),
                config.get(Settings.EVICTION_INTERVAL), config.get(Settings.EVICTION_BATCH_SIZE),
                config.get(Settings.PARTITION_CLEANUP_DAYS))));
        TraceStore traces = new TraceStore(general);

        ConsumerGroupStore consumerGroups = new ConsumerGroupStore(general, longPolls);
        SharedState sharedState = new SharedState(announcer, peers, catalog, maintenance, this::port);
        Routes.Services services = new Routes.Services(push, pop, ack, longPolls, new QueueStore(general, catalog),
                new LeaseStore(general), new DatabaseProbe(general, primary), blocking, resourceStores, maintenance, spool,
                transactions, consumerGroups, traces, sharedState::snapshot);
        Routes.Limits limits = new Routes.Limits(config.get(Settings.MAX_PUSH_ITEMS),
                config.get(Settings.DEFAULT_BATCH_SIZE), config.get(Settings.MAX_POP_BATCH),
                config.get(Settings.DEFAULT_TIMEOUT), config.get(Settings.MAX_POP_WAIT_MS),
                config.get(Settings.DEFAULT_SUBSCRIPTION_MODE), RecheckSchedule.from(config));
        BrokerMetrics metrics = own(MetricsWiring.bind(new MetricsWiring.Parts(push, pop, popStore, ack, ackStore, transactions,
                general, storePool, longPolls, maintenance, spool, primary)));
        Router routes = status.addRoutes(MetricsRoutes.addTo(Routes.build(services, limits, metrics::responseTimer),
                metrics).countStatusesWith(metrics.statusCounter()), resourceStores.messages(), spool, maintenance,
                blocking);
        PostgresStatsRoutes.addTo(routes, new PostgresStatsStore(general), blocking);
        ClusterRoutes.addTo(routes, sharedState, committed);
        DashboardRoutes.addTo(routes);
        ownLanes(StreamsFeature.start(routes, config, general, hotPath, catalog, committed, encryption, blocking,
                metrics));
        routes.authenticateWith(auth);
        this.routes = routes;
        http = own(new HttpServer(new HttpServerSettings(config.get(Settings.HOST), config.get(Settings.PORT),
                config.get(Settings.NUM_WORKERS), config.get(Settings.MAX_BODY_BYTES),
                config.get(Settings.MAX_HEADER_BYTES), config.get(Settings.MAX_HEADER_COUNT),
                config.get(Settings.MAX_INITIAL_LINE_BYTES),
                config.get(Settings.HTTP_IDLE_TIMEOUT_MS), config.get(Settings.HTTP_REQUEST_TIMEOUT_MS),
                config.get(Settings.MAX_CONNECTIONS), config.get(Settings.MAX_INFLIGHT_BODY_BYTES)), routes, tls));
        http.start();
        own(status.startJobs(metrics, config, http.port()));
        log.info("Queen broker listening on {}://{}:{}", tls == null ? "http" : "https", config.get(Settings.HOST),
                http.port());
    }

    /** The general pool, or one line naming PG_HOST and what each host answered when none is a primary. */
    private static HikariDataSource primaryPool(DatabaseSettings database) {
        try {
            return DataSources.general(database);
        } catch (HikariPool.PoolInitializationException e) {
            throw new ConfigException("PG_HOST=" + database.hosts() + ": no primary answered within DB_CONNECTION_TIMEOUT ("
                    + PrimaryWatch.describeHosts(database) + ")");
        }
    }

    static <R extends StoreRequest> Lanes<R> lanes(String kind, int count, DataSource pool,
                                                           BatchWork<R> work, int capacity, int maxRows) {
        List<StoreLane<R>> lanes = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            lanes.add(new StoreLane<>(kind + "-" + i, pool, work, capacity, maxRows, MAX_BATCH_BYTES));
        }
        return new Lanes<>(lanes);
    }

    private static ThreadFactory daemonThreads(String prefix) {
        AtomicInteger next = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, prefix + "-" + next.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    /** Store lanes close first at shutdown, in the order given, so what they still hold is committed and answered. */
    private <R extends StoreRequest> Lanes<R> ownLanes(Lanes<R> lanes) {
        drainFirst.add(lanes);
        return own(lanes);
    }

    private <T extends AutoCloseable> T own(T resource) {
        resources.add(resource);
        return resource;
    }

    /** Every route the broker serves, with its minimum role. */
    public List<Router.RouteInfo> routes() {
        return routes.routes();
    }

    /** The bound HTTP port (useful with PORT=0). */
    public int port() {
        return http.port();
    }

    @Override
    public void close() {
        // Shutdown order: refuse new connections; answer parked pops (204); drain the store lanes while open
        // connections can still receive their answers (new requests on them get 503); then everything else in
        // reverse start order, the HTTP server writing what is left before it closes the connections.
        if (http != null) {
            http.stopAccepting();
        }
        for (AutoCloseable lanes : drainFirst) {
            closeQuietly(lanes);
        }
        drainFirst.clear();
        for (int i = resources.size() - 1; i >= 0; i--) {
            closeQuietly(resources.get(i));
        }
        resources.clear();
    }

    private static void closeQuietly(AutoCloseable resource) {
        try {
            resource.close();
        } catch (Exception e) {
            log.warn("Error while stopping {}", resource.getClass().getSimpleName(), e);
        }
    }
}
