package io.queenmq.broker.config;

import static io.queenmq.broker.config.SettingGroup.ESSENTIAL;
import static io.queenmq.broker.config.SettingGroup.FREQUENT;
import static io.queenmq.broker.config.SettingGroup.RARE;

import io.queenmq.broker.crypto.PayloadCipher;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The registry of every environment setting the broker reads. Upstream Queen's variable names and defaults keep
 * their meaning (spec/server-config.md); where our default differs, the description says why.
 * {@code docs/configuration.md} is generated from this class ({@link MarkdownReference}).
 */
public final class Settings {
    private static final int MAX_PORT = 65535;
    private static final int UNBOUNDED = Integer.MAX_VALUE;

    // ---- HTTP server / process

    public static final Setting<Integer> PORT = Setting.integer("PORT", 0, MAX_PORT)
            .defaultValue(6632).group(ESSENTIAL)
            .description("HTTP listen port; 0 binds a free port.")
            .build();

    public static final Setting<String> HOST = Setting.text("HOST")
            .defaultValue("0.0.0.0").group(ESSENTIAL)
            .description("HTTP listen address.")
            .build();

    public static final Setting<Integer> NUM_WORKERS = Setting.integer("NUM_WORKERS", 1, UNBOUNDED)
            .defaultValue(Runtime.getRuntime().availableProcessors(), "number of CPU cores")
            .unit("threads").group(FREQUENT)
            .description("HTTP event-loop threads; connections are spread over them. Upstream defaults to 10; ours "
                    + "follows the core count because our event loops never block (database work runs on the "
                    + "store threads).")
            .build();

    public static final Setting<String> LOG_LEVEL =
            Setting.choice("LOG_LEVEL", "trace", "debug", "info", "warn", "error")
            .defaultValue("info").group(FREQUENT)
            .description("Log level. Upstream silently falls back to `info` on an unknown value; we refuse to start.")
            .build();

    // ---- PostgreSQL connection

    public static final Setting<String> PG_HOST = Setting.text("PG_HOST")
            .defaultValue("localhost").group(ESSENTIAL)
            .description("PostgreSQL host. Setting any `PG_*` connection variable turns the embedded PostgreSQL "
                    + "off (see `QUEEN_EMBEDDED_PG`).")
            .build();

    public static final Setting<Integer> PG_PORT = Setting.integer("PG_PORT", 1, MAX_PORT)
            .defaultValue(5432).group(ESSENTIAL)
            .description("PostgreSQL port.")
            .build();

    public static final Setting<String> PG_DB = Setting.text("PG_DB")
            .defaultValue("postgres").group(ESSENTIAL)
            .description("PostgreSQL database name.")
            .build();

    public static final Setting<String> PG_USER = Setting.text("PG_USER")
            .defaultValue("postgres").group(ESSENTIAL)
            .description("PostgreSQL user.")
            .build();

    public static final Setting<String> PG_PASSWORD = Setting.text("PG_PASSWORD")
            .defaultValue("postgres").group(ESSENTIAL)
            .description("PostgreSQL password.")
            .build();

    public static final Setting<Boolean> PG_USE_SSL = Setting.bool("PG_USE_SSL")
            .defaultValue(false).group(FREQUENT)
            .description("`true` requires TLS to PostgreSQL (`sslmode=require`); otherwise TLS is off.")
            .build();

    public static final Setting<Boolean> PG_SSL_REJECT_UNAUTHORIZED = Setting.bool("PG_SSL_REJECT_UNAUTHORIZED")
            .defaultValue(true).group(FREQUENT)
            .description("With `PG_USE_SSL=true`: `false` downgrades to `sslmode=prefer` (plaintext fallback "
                    + "allowed). With `true` the mode is `require` (encrypted; the certificate is not verified "
                    + "against a CA either).")
            .build();

    public static final Setting<Integer> DB_CONNECTION_TIMEOUT = Setting.integer("DB_CONNECTION_TIMEOUT", 1, UNBOUNDED)
            .defaultValue(2000).unit("ms").group(RARE)
            .description("Time allowed for opening a PostgreSQL connection.")
            .build();

    public static final Setting<Integer> DB_STATEMENT_TIMEOUT = Setting.integer("DB_STATEMENT_TIMEOUT", 0, UNBOUNDED)
            .defaultValue(30000).unit("ms").group(FREQUENT)
            .description("Session `statement_timeout` of every connection; 0 disables it.")
            .build();

    public static final Setting<Integer> DB_LOCK_TIMEOUT = Setting.integer("DB_LOCK_TIMEOUT", 0, UNBOUNDED)
            .defaultValue(10000).unit("ms").group(RARE)
            .description("Session `lock_timeout` of the general pool; 0 disables it.")
            .build();

    public static final Setting<Integer> DB_IDLE_TIMEOUT = Setting.integer("DB_IDLE_TIMEOUT", 0, UNBOUNDED)
            .defaultValue(30000).unit("ms").group(RARE)
            .description("Session `idle_in_transaction_session_timeout` of the general pool; 0 disables it.")
            .build();

    public static final Setting<Integer> DB_POOL_SIZE = Setting.integer("DB_POOL_SIZE", 1, UNBOUNDED)
            .defaultValue(10).unit("connections").group(FREQUENT)
            .description("General pool for health checks, configure, admin reads and background jobs. Upstream "
                    + "defaults to 150 because its pool also served request work; here push, pop and ack run on "
                    + "the store threads, each with its own connection (`STORE_*_WORKERS`), so 10 suffices.")
            .build();

    // ---- Embedded PostgreSQL (ours)

    public static final Setting<String> QUEEN_EMBEDDED_PG = Setting.choice("QUEEN_EMBEDDED_PG", "auto", "true", "false")
            .defaultValue("auto").group(ESSENTIAL)
            .description("Run PostgreSQL inside the broker. `auto` does so when none of `PG_HOST`, `PG_PORT`, "
                    + "`PG_DB`, `PG_USER`, `PG_PASSWORD` is set; `true` always; `false` never.")
            .build();

    public static final Setting<Path> QUEEN_DATA_DIR = Setting.path("QUEEN_DATA_DIR")
            .defaultValue(Setting.expandHome("~/.queen/pg"), "`~/.queen/pg`").group(ESSENTIAL)
            .description("Data directory of the embedded PostgreSQL; kept across restarts.")
            .build();

    public static final Setting<Integer> QUEEN_EMBEDDED_PG_PORT = Setting.integer("QUEEN_EMBEDDED_PG_PORT", 0, MAX_PORT)
            .defaultValue(0).group(FREQUENT)
            .description("Port of the embedded PostgreSQL; 0 picks a free port at every start.")
            .build();

    // ---- Queue and pop defaults

    public static final Setting<Integer> DEFAULT_TIMEOUT = Setting.integer("DEFAULT_TIMEOUT", 0, UNBOUNDED)
            .defaultValue(30000).unit("ms").group(FREQUENT)
            .description("Long-poll timeout of a pop without `timeout` (capped by `MAX_POP_WAIT_MS`).")
            .build();

    public static final Setting<Integer> DEFAULT_BATCH_SIZE = Setting.integer("DEFAULT_BATCH_SIZE", 1, UNBOUNDED)
            .defaultValue(1).unit("messages").group(FREQUENT)
            .description("Batch size of a pop without `batch`.")
            .build();

    public static final Setting<String> DEFAULT_SUBSCRIPTION_MODE =
            Setting.choice("DEFAULT_SUBSCRIPTION_MODE", "", "all", "new", "new-only")
            .defaultValue("").group(FREQUENT)
            .description("Where a new consumer group starts when its first pop has no `subscriptionMode`: `\"\"` or "
                    + "`all` from the beginning, `new` (alias `new-only`) only with messages pushed after that pop.")
            .build();

    public static final Setting<Integer> POP_WAIT_INITIAL_INTERVAL_MS =
            Setting.integer("POP_WAIT_INITIAL_INTERVAL_MS", 1, UNBOUNDED)
            .defaultValue(100).unit("ms").group(RARE)
            .description("Re-check interval of a parked long-poll during its first empty checks.")
            .build();

    public static final Setting<Integer> POP_WAIT_BACKOFF_THRESHOLD =
            Setting.integer("POP_WAIT_BACKOFF_THRESHOLD", 0, UNBOUNDED)
            .defaultValue(3).unit("checks").group(RARE)
            .description("Empty checks before the re-check interval starts growing.")
            .build();

    public static final Setting<Double> POP_WAIT_BACKOFF_MULTIPLIER =
            Setting.decimal("POP_WAIT_BACKOFF_MULTIPLIER", 1.0)
            .defaultValue(2.0).group(RARE)
            .description("Growth factor of the re-check interval: initial x empty checks x multiplier.")
            .build();

    public static final Setting<Integer> POP_WAIT_MAX_INTERVAL_MS =
            Setting.integer("POP_WAIT_MAX_INTERVAL_MS", 1, UNBOUNDED)
            .defaultValue(1000).unit("ms").group(RARE)
            .description("Cap of the long-poll re-check interval.")
            .build();

    // ---- Background jobs

    public static final Setting<Integer> RETENTION_INTERVAL = Setting.integer("RETENTION_INTERVAL", 1, UNBOUNDED)
            .defaultValue(300000).unit("ms").group(FREQUENT)
            .description("Time between retention passes.")
            .build();

    public static final Setting<Integer> EVICTION_INTERVAL = Setting.integer("EVICTION_INTERVAL", 1, UNBOUNDED)
            .defaultValue(60000).unit("ms").group(FREQUENT)
            .description("Time between eviction passes (queues with `maxWaitTimeSeconds`).")
            .build();

    public static final Setting<Path> FILE_BUFFER_DIR = Setting.path("FILE_BUFFER_DIR")
            .defaultValue(defaultFileBufferDir(),
                    "`/var/lib/queen/buffers` (Linux), `/tmp/queen` (macOS); `~/.queen/spool` if that is not writable")
            .group(FREQUENT)
            .description("Directory of the push file buffer (push maintenance mode, database outages). Upstream's "
                    + "default needs root, hence the fallback. Brokers may share the directory: each replays only "
                    + "the files of its own database.")
            .build();

    // ---- Limits (ours)

    public static final Setting<Integer> MAX_BODY_BYTES = Setting.integer("MAX_BODY_BYTES", 1, UNBOUNDED)
            .defaultValue(64 * 1024 * 1024).unit("bytes").group(FREQUENT)
            .description("Largest accepted request body (64 MiB); a bigger one is answered 413.")
            .build();

    public static final Setting<Integer> MAX_HEADER_BYTES = Setting.integer("MAX_HEADER_BYTES", 1, UNBOUNDED)
            .defaultValue(16 * 1024).unit("bytes").group(RARE)
            .description("Largest accepted request header block; a bigger one is answered 431.")
            .build();

    public static final Setting<Integer> MAX_INITIAL_LINE_BYTES =
            Setting.integer("MAX_INITIAL_LINE_BYTES", 1, UNBOUNDED)
            .defaultValue(8 * 1024).unit("bytes").group(RARE)
            .description("Longest accepted request line (method, path and query); a longer one is answered 414.")
            .build();

    public static final Setting<Integer> MAX_POP_WAIT_MS = Setting.integer("MAX_POP_WAIT_MS", 0, UNBOUNDED)
            .defaultValue(120000).unit("ms").group(RARE)
            .description("Cap of a pop's long-poll timeout; larger requested values are lowered to it.")
            .build();

    public static final Setting<Integer> MAX_POP_BATCH = Setting.integer("MAX_POP_BATCH", 1, UNBOUNDED)
            .defaultValue(10000).unit("messages").group(RARE)
            .description("Largest pop `batch`; a larger one is answered 400.")
            .build();

    public static final Setting<Integer> MAX_PUSH_ITEMS = Setting.integer("MAX_PUSH_ITEMS", 1, UNBOUNDED)
            .defaultValue(10000).unit("messages").group(RARE)
            .description("Most items in one push request; more are answered 400.")
            .build();

    // ---- Store threads (ours)

    public static final Setting<Integer> STORE_PUSH_WORKERS = Setting.integer("STORE_PUSH_WORKERS", 1, UNBOUNDED)
            .defaultValue(2).unit("threads").group(RARE)
            .description("Store threads running pushes, each owning one database connection.")
            .build();

    public static final Setting<Integer> STORE_POP_WORKERS = Setting.integer("STORE_POP_WORKERS", 1, UNBOUNDED)
            .defaultValue(1).unit("threads").group(RARE)
            .description("Store threads running pops, each owning one database connection.")
            .build();

    public static final Setting<Integer> STORE_ACK_WORKERS = Setting.integer("STORE_ACK_WORKERS", 1, UNBOUNDED)
            .defaultValue(1).unit("threads").group(RARE)
            .description("Store threads running acks, each owning one database connection.")
            .build();

    public static final Setting<Integer> STORE_QUEUE_CAPACITY = Setting.integer("STORE_QUEUE_CAPACITY", 2, 1 << 30)
            .defaultValue(65536).unit("requests").group(RARE)
            .description("Bounded request queue of each store thread (rounded up to a power of two); when it is "
                    + "full the request is answered 503 with `Retry-After`.")
            .build();

    public static final Setting<Integer> STORE_MAX_BATCH_ROWS = Setting.integer("STORE_MAX_BATCH_ROWS", 1, UNBOUNDED)
            .defaultValue(1000).unit("rows").group(RARE)
            .description("Row cap of one coalesced statement of a store thread.")
            .build();

    // ---- Encryption at rest

    public static final Setting<String> QUEEN_ENCRYPTION_KEY = Setting.hexSecret("QUEEN_ENCRYPTION_KEY",
                    PayloadCipher.KEY_BYTES)
            .defaultValue("", "unset").group(FREQUENT)
            .description("AES-256-GCM key that seals the payloads of queues with `encryptionEnabled`; a secret, "
                    + "never logged or shown. Pops decrypt. Upstream starts without encryption when the key is "
                    + "malformed and then stores those queues in plaintext; we refuse to start, and a broker "
                    + "without a key answers 400 to a push to an encrypted queue.")
            .build();

    // ---- File buffer (push failover and push maintenance)

    public static final Setting<Integer> FILE_BUFFER_FLUSH_MS = Setting.integer("FILE_BUFFER_FLUSH_MS", 1, UNBOUNDED)
            .defaultValue(100).unit("ms").group(RARE)
            .description("Period of the file buffer's replay loop. The file being written becomes replayable after "
                    + "two periods without writes.")
            .build();

    public static final Setting<Integer> FILE_BUFFER_MAX_BATCH = Setting.integer("FILE_BUFFER_MAX_BATCH", 1, UNBOUNDED)
            .defaultValue(100).unit("messages").group(RARE)
            .description("Buffered messages replayed together; the next batch waits for this one's commit, so each "
                    + "partition keeps the buffer's order.")
            .build();

    public static final Setting<Integer> FILE_BUFFER_EVENTS_PER_FILE =
            Setting.integer("FILE_BUFFER_EVENTS_PER_FILE", 1, UNBOUNDED)
            .defaultValue(10000).unit("messages").group(RARE)
            .description("A buffer file is closed, and becomes replayable, once it holds this many messages.")
            .build();

    public static final Setting<Integer> STORE_TRANSACTION_WORKERS =
            Setting.integer("STORE_TRANSACTION_WORKERS", 1, UNBOUNDED)
            .defaultValue(1).unit("threads").group(RARE)
            .description("Store threads running transactions (`POST /api/v1/transaction`), each owning one "
                    + "database connection.")
            .build();

    // ---- Retention and eviction jobs

    public static final Setting<Integer> RETENTION_BATCH_SIZE = Setting.integer("RETENTION_BATCH_SIZE", 1, UNBOUNDED)
            .defaultValue(1000).unit("rows").group(RARE)
            .description("Messages deleted per statement (and per short transaction) by the retention passes.")
            .build();

    public static final Setting<Integer> EVICTION_BATCH_SIZE = Setting.integer("EVICTION_BATCH_SIZE", 1, UNBOUNDED)
            .defaultValue(1000).unit("rows").group(RARE)
            .description("Messages deleted per statement (and per short transaction) by the eviction pass. Upstream "
                    + "evicts at most this many per pass; ours repeats batches until the pass has caught up, so "
                    + "a queue filling faster than that still gets evicted.")
            .build();

    public static final Setting<Integer> PARTITION_CLEANUP_DAYS =
            Setting.integer("PARTITION_CLEANUP_DAYS", 1, UNBOUNDED)
            .defaultValue(30).unit("days").group(RARE)
            .description("Partitions without messages and without pushes or consumer activity for this long are "
                    + "deleted every `RETENTION_INTERVAL` (at most 1000 per pass), with their cursors.")
            .build();

    // ---- Statistics and metrics history

    public static final Setting<Integer> STATS_INTERVAL_MS = Setting.integer("STATS_INTERVAL_MS", 100, UNBOUNDED)
            .defaultValue(10000).unit("ms").group(FREQUENT)
            .description("Refresh period of the statistics behind `/api/v1/status*`, `/api/v1/resources/overview`, "
                    + "namespaces, tasks, the per-queue metrics and the dashboard. One broker of a deployment "
                    + "refreshes at a time; a pass reads each lane's head and oldest offset, never counts messages.")
            .build();

    public static final Setting<Integer> METRICS_AGGREGATE_INTERVAL_S =
            Setting.integer("METRICS_AGGREGATE_INTERVAL_S", 1, 3600)
            .defaultValue(60).unit("s").group(FREQUENT)
            .description("How often each broker writes one row of its counters and gauges to "
                    + "`queen.broker_samples` (the time series of `/api/v1/status` and `/api/v1/analytics/*`).")
            .build();

    public static final Setting<Integer> METRICS_RETENTION_DAYS = Setting.integer("METRICS_RETENTION_DAYS", 1, 36500)
            .defaultValue(90).unit("days").group(RARE)
            .description("Age after which broker samples and retention records are deleted (every "
                    + "`RETENTION_INTERVAL`).")
            .build();

    public static final Setting<Integer> STATS_HISTORY_RETENTION_DAYS =
            Setting.integer("STATS_HISTORY_RETENTION_DAYS", 1, 36500)
            .defaultValue(7).unit("days").group(RARE)
            .description("Age after which the per-minute queue history (`/api/v1/analytics/queue-*`) is deleted.")
            .build();

    public static final Setting<String> WORKER_ID = Setting.text("WORKER_ID")
            .defaultValue("java-worker-1").group(RARE)
            .description("Label stored with this broker's rows in `queen.broker_samples`; brokers are told apart by "
                    + "host name and port.")
            .build();

    private Settings() {
    }

    /** Every setting, in reference order. */
    public static List<Setting<?>> all() {
        return List.of(
                PORT, HOST, NUM_WORKERS, LOG_LEVEL,
                PG_HOST, PG_PORT, PG_DB, PG_USER, PG_PASSWORD, PG_USE_SSL, PG_SSL_REJECT_UNAUTHORIZED,
                DB_CONNECTION_TIMEOUT, DB_STATEMENT_TIMEOUT, DB_LOCK_TIMEOUT, DB_IDLE_TIMEOUT, DB_POOL_SIZE,
                QUEEN_EMBEDDED_PG, QUEEN_DATA_DIR, QUEEN_EMBEDDED_PG_PORT,
                DEFAULT_TIMEOUT, DEFAULT_BATCH_SIZE, DEFAULT_SUBSCRIPTION_MODE,
                POP_WAIT_INITIAL_INTERVAL_MS, POP_WAIT_BACKOFF_THRESHOLD, POP_WAIT_BACKOFF_MULTIPLIER,
                POP_WAIT_MAX_INTERVAL_MS,
                RETENTION_INTERVAL, EVICTION_INTERVAL, FILE_BUFFER_DIR,
                MAX_BODY_BYTES, MAX_HEADER_BYTES, MAX_INITIAL_LINE_BYTES, MAX_POP_WAIT_MS, MAX_POP_BATCH,
                MAX_PUSH_ITEMS,
                STORE_PUSH_WORKERS, STORE_POP_WORKERS, STORE_ACK_WORKERS, STORE_QUEUE_CAPACITY, STORE_MAX_BATCH_ROWS,
                QUEEN_ENCRYPTION_KEY,
                FILE_BUFFER_FLUSH_MS, FILE_BUFFER_MAX_BATCH, FILE_BUFFER_EVENTS_PER_FILE,
                STORE_TRANSACTION_WORKERS,
                RETENTION_BATCH_SIZE, EVICTION_BATCH_SIZE, PARTITION_CLEANUP_DAYS,
                STATS_INTERVAL_MS, METRICS_AGGREGATE_INTERVAL_S, METRICS_RETENTION_DAYS, STATS_HISTORY_RETENTION_DAYS,
                WORKER_ID);
    }

    /** The embedded-PostgreSQL {@code auto} rule looks at these: setting any of them means "use my database". */
    static List<Setting<?>> connectionSettings() {
        return List.of(PG_HOST, PG_PORT, PG_DB, PG_USER, PG_PASSWORD);
    }

    private static Path defaultFileBufferDir() {
        boolean macOs = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("mac");
        Path upstream = Path.of(macOs ? "/tmp/queen" : "/var/lib/queen/buffers");
        return creatable(upstream) ? upstream : Setting.expandHome("~/.queen/spool");
    }

    /** Whether {@code dir} exists as a writable directory or could be created: its nearest existing ancestor is one. */
    private static boolean creatable(Path dir) {
        for (Path p = dir; p != null; p = p.getParent()) {
            if (Files.exists(p)) {
                return Files.isDirectory(p) && Files.isWritable(p);
            }
        }
        return false;
    }
}
