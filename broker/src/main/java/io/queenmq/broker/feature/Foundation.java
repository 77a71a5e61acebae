package io.queenmq.broker.feature;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool;
import io.micrometer.core.instrument.Tags;
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
import io.queenmq.broker.metrics.BrokerMetrics;
import io.queenmq.broker.metrics.LabeledGauges;
import io.queenmq.broker.service.LongPollRegistry;
import io.queenmq.broker.service.MaintenanceMode;
import io.queenmq.broker.service.PeerAnnouncer;
import io.queenmq.broker.service.PeerNotifications;
import io.queenmq.broker.spool.Spool;
import io.queenmq.broker.store.BatchWork;
import io.queenmq.broker.store.Catalog;
import io.queenmq.broker.store.CommitListener;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.StoreLane;
import io.queenmq.broker.store.StoreRequest;
import io.queenmq.broker.store.admin.SystemState;
import io.queenmq.broker.tracing.BatchSpans;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What every feature stands on: the database (embedded or configured, its pools, its migrations, which host is the
 * primary), the queue catalog, the long polls and the wake-ups of this broker's and its peers' long polls, the
 * maintenance modes and the push file buffer, encryption at rest, the workers of the low-rate routes, and the
 * metrics registry. Built first; everything it starts is handed to the {@link Lifecycle}.
 */
public final class Foundation {
    private static final Logger log = LoggerFactory.getLogger(Foundation.class);
    /** Largest byte size of one coalesced push statement's payloads. */
    private static final long MAX_BATCH_BYTES = 32L << 20;
    /** Admin and configure calls waiting for a worker thread before new ones are refused with 503. */
    private static final int MAX_BLOCKING_BACKLOG = 10_000;
    /** How often the store lanes' batch-size and drain-time quantiles are refreshed. */
    private static final int METRICS_SAMPLE_SECONDS = 10;
    /** How pgjdbc words a certificate it does not trust or whose name does not match. */
    private static final Pattern CERTIFICATE_FAILURE = Pattern.compile("(?i)ssl|certif|hostname");

    private final BrokerConfig config;
    private final Lifecycle lifecycle;
    private final BatchSpans batchSpans;
    private HikariDataSource general;
    private DataSource hotPath;
    private PrimaryWatch primary;
    private PayloadEncryption encryption;
    private final Catalog catalog = new Catalog();
    private final LongPollRegistry longPolls = new LongPollRegistry();
    private PeerAnnouncer announcer;
    private CommitListener committed;
    private PeerNotifications peers;
    private MaintenanceMode maintenance;
    private Spool spool;
    private ExecutorService blocking;
    private BrokerMetrics metrics;

    private Foundation(BrokerConfig config, Lifecycle lifecycle, BatchSpans batchSpans) {
        this.config = config;
        this.lifecycle = lifecycle;
        this.batchSpans = batchSpans;
    }

    /**
     * Connects (or starts the embedded PostgreSQL), migrates, and starts the shared parts. {@code batchSpans}: the
     * spans of the store lanes' batches ({@link BatchSpans#OFF} without tracing).
     */
    public static Foundation start(BrokerConfig config, Lifecycle lifecycle, BatchSpans batchSpans) throws Exception {
        Foundation foundation = new Foundation(config, lifecycle, batchSpans);
        foundation.startAll();
        return foundation;
    }

    private void startAll() throws Exception {
        DatabaseSettings database = DatabaseSettings.from(config, config.get(Settings.STORE_PUSH_WORKERS)
                + config.get(Settings.STORE_POP_WORKERS) + config.get(Settings.STORE_ACK_WORKERS)
                + config.get(Settings.STORE_TRANSACTION_WORKERS) + config.get(Settings.STORE_STREAMS_WORKERS));
        if (config.useEmbeddedPostgres()) {
            EmbeddedDatabase embedded = lifecycle.own(EmbeddedDatabase.start(config.get(Settings.QUEEN_DATA_DIR),
                    config.get(Settings.QUEEN_EMBEDDED_PG_PORT)));
            database = embedded.settingsFor(database);
        } else {
            log.info("Using PostgreSQL at {}/{}{}", database.hosts(), database.database(), database.transactionPooling()
                    ? " through a transaction pooler, LISTEN " + (database.listenHosts() == null ? "off (polling)"
                    : "at " + database.listenHosts()) : "");
        }

        // First: the pools' meters are HikariCP's own, registered as each pool starts.
        metrics = lifecycle.own(new BrokerMetrics(METRICS_SAMPLE_SECONDS));
        general = lifecycle.own(primaryPool(database, metrics));
        if (database.transactionPooling()) {
            PoolerSessionDefaults.verify(general, database);
        }
        Migrations.migrate(general);
        HikariDataSource storePool = lifecycle.own(DataSources.store(database, metrics.poolTracker()));
        hotPath = DataSources.hotPath(storePool, database);
        primary = lifecycle.own(PrimaryWatch.start(general, database));

        // Encryption at rest: the key itself is never logged.
        encryption = PayloadEncryption.fromHexKey(config.get(Settings.QUEEN_ENCRYPTION_KEY));
        log.info("Encryption at rest {}", encryption.hasKey() ? "on for queues with encryptionEnabled"
                : "off: no QUEEN_ENCRYPTION_KEY, pushes to queues with encryptionEnabled are refused");

        // At shutdown, parked pops answer before the store lanes they would use close.
        lifecycle.drainFirst(longPolls::stopWaiting);
        // Committed pushes wake this broker's long polls at once and the other brokers' through the announcer.
        announcer = lifecycle.own(new PeerAnnouncer(database));
        announcer.start();
        committed = (queue, partition) -> {
            longPolls.messagesAvailable(queue, partition);
            announcer.messagesAvailable(queue, partition);
        };
        peers = lifecycle.own(new PeerNotifications(database, longPolls, announcer));
        peers.start();

        // Bounded like the store lanes: past this backlog the low-rate routes answer 503 instead of queueing forever.
        int blockingThreads = config.get(Settings.DB_POOL_SIZE);
        ExecutorService executor = new ThreadPoolExecutor(blockingThreads, blockingThreads, 0L,
                TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(MAX_BLOCKING_BACKLOG), daemonThreads("queen-blocking"));
        blocking = executor;
        lifecycle.own(() -> {
            executor.shutdown();
            executor.awaitTermination(5, TimeUnit.SECONDS);
        });

        // Maintenance modes and the failover spool (docs/semantics.md §13).
        SystemState systemState = new SystemState(general);
        maintenance = lifecycle.own(MaintenanceMode.start(systemState));
        spool = lifecycle.own(Spool.open(config.get(Settings.FILE_BUFFER_DIR), systemState.databaseId(),
                config.get(Settings.FILE_BUFFER_EVENTS_PER_FILE), config.get(Settings.STORE_QUEUE_CAPACITY)));

        bindMeters();
    }

    /** The general pool, or one line naming PG_HOST and what each host answered when none is a primary. */
    private static HikariDataSource primaryPool(DatabaseSettings database, BrokerMetrics metrics) {
        try {
            return DataSources.general(database, metrics.poolTracker());
        } catch (HikariPool.PoolInitializationException e) {
            String answers = PrimaryWatch.describeHosts(database);
            String tls = database.tls().verifies() && CERTIFICATE_FAILURE.matcher(answers).find()
                    ? "; the certificate is checked against PG_SSL_ROOT_CERT=" + database.tls().rootCert()
                    + " and must name the host" : "";
            throw new ConfigException("PG_HOST=" + database.hosts() + ": no primary answered within DB_CONNECTION_TIMEOUT ("
                    + answers + ")" + tls);
        }
    }

    private void bindMeters() {
        metrics.gauge("queen.long.polls.parked", "Long-poll pops waiting for messages on this broker",
                longPolls::parked);
        metrics.flag("queen.maintenance.mode.enabled", "Push maintenance: pushes go to the file buffer",
                maintenance::pushMaintenance);
        metrics.flag("queen.maintenance.pop.enabled", "Pop maintenance: pops answer empty",
                maintenance::popMaintenance);
        metrics.gauge("queen.file.buffer.pending", "Pushes in the file buffer waiting for the database",
                spool::pendingRecords);
        metrics.gauge("queen.file.buffer.failed", "Pushes of the file buffer set aside after failing to replay",
                spool::quarantinedRecords);
        metrics.flag("queen.file.buffer.db.healthy", "Whether the database answers", maintenance::databaseReachable);
        LabeledGauges primaryHost = metrics.labeledGauges("queen.db.primary.info",
                "1 for the PG_HOST entry (host) and server the broker writes to; no series while no primary answers");
        primary.onChange(now -> primaryHost.set(now.host() == null ? Map.of()
                : Map.of(Tags.of("host", now.host(), "server", now.server()), 1.0)));
        metrics.counter("queen.db.primary.changes", "Changes of primary (failovers, switchovers) seen since start",
                primary, watch -> watch.current().changes());
        metrics.gauge("queen.db.primary.since.seconds", "Unix time of the last change of primary or of its loss",
                () -> primary.current().since().toEpochMilli() / 1000.0);
    }

    /**
     * {@code count} started store lanes of one kind ({@code STORE_QUEUE_CAPACITY} requests each, at most
     * {@code maxRows} per batch) over the hot-path pool, their meters registered, drained first at shutdown.
     */
    public <R extends StoreRequest> Lanes<R> storeLanes(String kind, int count, BatchWork<R> work, int maxRows) {
        int capacity = config.get(Settings.STORE_QUEUE_CAPACITY);
        List<StoreLane<R>> lanes = new ArrayList<>();
        BatchSpans spans = batchSpans.forKind(kind);
        for (int i = 0; i < count; i++) {
            lanes.add(new StoreLane<>(kind + "-" + i, hotPath, work, capacity, maxRows, MAX_BATCH_BYTES, spans));
        }
        Lanes<R> started = new Lanes<>(lanes);
        lifecycle.drainFirst(started);
        lifecycle.own(started);
        started.start();
        metrics.lanes(kind, started);
        return started;
    }

    public BrokerConfig config() {
        return config;
    }

    public Lifecycle lifecycle() {
        return lifecycle;
    }

    /** The general pool: admin reads, configure, lease renewal, background jobs. */
    public HikariDataSource general() {
        return general;
    }

    public PrimaryWatch primary() {
        return primary;
    }

    public PayloadEncryption encryption() {
        return encryption;
    }

    public Catalog catalog() {
        return catalog;
    }

    public LongPollRegistry longPolls() {
        return longPolls;
    }

    /** What a commit that pushed to a partition or released a lease tells: this broker's long polls, then the peers. */
    public CommitListener committed() {
        return committed;
    }

    public PeerAnnouncer announcer() {
        return announcer;
    }

    public PeerNotifications peers() {
        return peers;
    }

    public MaintenanceMode maintenance() {
        return maintenance;
    }

    /** The push file buffer: pushes answered while the database could not take them. */
    public Spool spool() {
        return spool;
    }

    /** The workers of the low-rate routes (configure, admin reads), {@code DB_POOL_SIZE} of them. */
    public ExecutorService blocking() {
        return blocking;
    }

    public BrokerMetrics metrics() {
        return metrics;
    }

    private static ThreadFactory daemonThreads(String prefix) {
        AtomicInteger next = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, prefix + "-" + next.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
