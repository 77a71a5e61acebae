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
 * their meaning (docs/configuration.md); where our default differs, the description says why.
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

    public static final Setting<String> PG_HOST = Setting.hostList("PG_HOST", false)
            .defaultValue("localhost").group(ESSENTIAL)
            .description("PostgreSQL host, or a primary and its replicas as `host1[:port1],host2[:port2]` (a port in "
                    + "an entry overrides `PG_PORT`). The broker writes to whichever entry is the primary and follows "
                    + "a failover without a restart (docs/operations.md, High availability). Setting any `PG_*` "
                    + "connection variable turns the embedded PostgreSQL off (see `QUEEN_EMBEDDED_PG`).")
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
            .description("`true` requires TLS to PostgreSQL, verified or not as `PG_SSL_REJECT_UNAUTHORIZED` says; "
                    + "otherwise TLS is off.")
            .build();

    public static final Setting<Boolean> PG_SSL_REJECT_UNAUTHORIZED = Setting.bool("PG_SSL_REJECT_UNAUTHORIZED")
            .defaultValue(true).group(FREQUENT)
            .description("With `PG_USE_SSL=true`: `true` verifies the server (`sslmode=verify-full`: its "
                    + "certificate chains to `PG_SSL_ROOT_CERT` and names the host connected to) and refuses to "
                    + "start without `PG_SSL_ROOT_CERT`; `false` encrypts without verifying (`sslmode=require`).")
            .build();

    public static final Setting<String> PG_SSL_ROOT_CERT = Setting.text("PG_SSL_ROOT_CERT")
            .defaultValue("", "unset").group(FREQUENT)
            .description("Path of the PEM file of the CA (or CAs) that PostgreSQL's certificate must chain to, with "
                    + "`PG_USE_SSL=true` and `PG_SSL_REJECT_UNAUTHORIZED=true`. An unreadable file refuses to start; "
                    + "a server whose certificate does not chain to it, or does not name the host in `PG_HOST`, "
                    + "fails the start with one line naming this setting.")
            .build();

    public static final Setting<String> PG_POOLER = Setting.choice("PG_POOLER", "none", "transaction")
            .defaultValue("none").group(FREQUENT)
            .description("`transaction` when `PG_HOST` is a PgBouncer in transaction pooling mode: no startup "
                    + "`options`, no server-side prepared statements kept across transactions, the hot path's planner "
                    + "settings made per transaction (`SET LOCAL`); the timeouts must be the role's defaults, checked "
                    + "at start (docs/operations.md, Running a fleet). Needs `PG_LISTEN_HOST` or "
                    + "`PG_LISTEN_FALLBACK=poll`.")
            .build();

    public static final Setting<String> PG_LISTEN_HOST = Setting.hostList("PG_LISTEN_HOST", true)
            .defaultValue("").group(FREQUENT)
            .description("PostgreSQL itself (not a pooler), for the one LISTEN connection that hears the other "
                    + "brokers' pushes and the one that announces this broker's; same syntax as `PG_HOST`. Empty: "
                    + "`PG_HOST`.")
            .build();

    public static final Setting<Integer> PG_LISTEN_PORT = Setting.integer("PG_LISTEN_PORT", 1, MAX_PORT)
            .defaultValue(5432).group(RARE)
            .description("Port of the `PG_LISTEN_HOST` entries that name none.")
            .build();

    public static final Setting<String> PG_LISTEN_FALLBACK = Setting.choice("PG_LISTEN_FALLBACK", "none", "poll")
            .defaultValue("none").group(RARE)
            .description("`poll`: with `PG_POOLER=transaction` and no `PG_LISTEN_HOST`, go without LISTEN/NOTIFY: a "
                    + "long poll on this broker sees another broker's push at its next re-check (at most "
                    + "`POP_WAIT_MAX_INTERVAL_MS` later) instead of at once. `none` refuses to start in that case.")
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
            .description("Growth factor of the re-check interval past the threshold: initial x empty checks x multiplier (linear, as upstream), up to `POP_WAIT_MAX_INTERVAL_MS`. A commit on the queue wakes the poll at once and restarts the count.")
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

    public static final Setting<Integer> MAX_HEADER_COUNT = Setting.integer("MAX_HEADER_COUNT", 1, UNBOUNDED)
            .defaultValue(100).unit("headers").group(RARE)
            .description("Most accepted request header lines; a request with more is answered 431 and its "
                    + "connection closed.")
            .build();

    public static final Setting<Integer> MAX_INITIAL_LINE_BYTES =
            Setting.integer("MAX_INITIAL_LINE_BYTES", 1, UNBOUNDED)
            .defaultValue(8 * 1024).unit("bytes").group(RARE)
            .description("Longest accepted request line (method, path and query); a longer one is answered 414.")
            .build();

    public static final Setting<Integer> HTTP_IDLE_TIMEOUT_MS = Setting.integer("HTTP_IDLE_TIMEOUT_MS", 1, UNBOUNDED)
            .defaultValue(60000).unit("ms").group(RARE)
            .description("A connection with no request in progress and none waiting for its answer is closed after "
                    + "this long without a byte from the client.")
            .build();

    public static final Setting<Integer> HTTP_REQUEST_TIMEOUT_MS =
            Setting.integer("HTTP_REQUEST_TIMEOUT_MS", 1, UNBOUNDED)
            .defaultValue(10000).unit("ms").group(RARE)
            .description("Time a request has, from its first byte, to arrive complete (head and body); a slower "
                    + "one is answered 408 and its connection closed. Once complete, the request may wait for its "
                    + "answer as long as it needs (long-poll pops).")
            .build();

    public static final Setting<Integer> SHUTDOWN_TIMEOUT_MS = Setting.integer("SHUTDOWN_TIMEOUT_MS", 1, UNBOUNDED)
            .defaultValue(20000).unit("ms").group(RARE)
            .description("Longest graceful shutdown after SIGTERM (or SIGINT): the broker stops accepting, answers "
                    + "parked pops 204, commits and answers what its store lanes hold, then exits; past this time it "
                    + "halts with status 1, as after a crash (a push left unanswered may or may not be stored: "
                    + "retry it with its transactionId). Below Kubernetes' default grace period of 30 s.")
            .build();

    public static final Setting<Integer> MAX_CONNECTIONS = Setting.integer("MAX_CONNECTIONS", 1, UNBOUNDED)
            .defaultValue(10000).unit("connections").group(RARE)
            .description("Most open client connections; a connection beyond it is answered 503 "
                    + "`{\"error\":\"Too many connections\"}` and closed.")
            .build();

    public static final Setting<Integer> MAX_INFLIGHT_BODY_BYTES =
            Setting.integer("MAX_INFLIGHT_BODY_BYTES", 1, UNBOUNDED)
            .defaultValue((int) Math.min(Integer.MAX_VALUE, Runtime.getRuntime().maxMemory() / 8),
                    "1/8 of the maximum heap (about 15 MiB at -Xmx128m)")
            .unit("bytes").group(FREQUENT)
            .description("Request body bytes all connections together may hold, from a request's head until its "
                    + "answer. A body is held several times over (network buffer, a copy, the parsed JSON), hence "
                    + "1/8 of the heap. A request that does not fit now is answered 503 with `Retry-After: 1`; a "
                    + "single body larger than this bound 413, so the effective body limit is the smaller of this "
                    + "and `MAX_BODY_BYTES`.")
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

    public static final Setting<Integer> STORE_POP_CACHE_MESSAGES = Setting.integer("STORE_POP_CACHE_MESSAGES", 0,
                    UNBOUNDED)
            .defaultValue(4096).unit("messages").group(RARE)
            .description("Messages the pops of one broker keep from their last reads of each partition, so that the "
                    + "next consumer group at the same offsets is served without reading them again (all partitions "
                    + "together; the least recently read partition gives up its oldest first). 0 turns it off.")
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

    // ---- TLS (HTTPS)

    public static final Setting<String> QUEEN_TLS_CERT = Setting.text("QUEEN_TLS_CERT")
            .defaultValue("", "unset").group(FREQUENT)
            .description("Path of a PEM certificate chain (`-----BEGIN CERTIFICATE-----`, the server's own "
                    + "certificate first). With `QUEEN_TLS_KEY` the broker serves HTTPS only, on `PORT` (plain "
                    + "HTTP there is refused), with the JDK's TLS; keep-alive is unchanged. Set both or neither: "
                    + "one without the other, an unreadable file or malformed PEM refuses to start.")
            .build();

    public static final Setting<String> QUEEN_TLS_KEY = Setting.text("QUEEN_TLS_KEY")
            .defaultValue("", "unset").group(FREQUENT)
            .description("Path of the certificate's private key: unencrypted PKCS#8 PEM "
                    + "(`-----BEGIN PRIVATE KEY-----`; RSA or EC). Convert a PKCS#1 `BEGIN RSA PRIVATE KEY` or "
                    + "`BEGIN EC PRIVATE KEY` file with `openssl pkcs8 -topk8 -nocrypt -in key.pem -out "
                    + "key.pk8.pem`.")
            .build();

    // ---- Authentication (JWT)

    public static final Setting<Boolean> JWT_ENABLED = Setting.bool("JWT_ENABLED")
            .defaultValue(false).group(FREQUENT)
            .description("Require a JWT bearer token (`Authorization: Bearer <jwt>`) on every route but the public "
                    + "ones (`/health`, `/metrics`, `/metrics/prometheus`, `OPTIONS`, the dashboard's files, "
                    + "`JWT_SKIP_PATHS`); each route's minimum role is in the route table. Off: every route is open "
                    + "and `producerSub` stays null. The broker refuses to start when on without usable key "
                    + "material.")
            .build();

    public static final Setting<String> JWT_ALGORITHM =
            Setting.choice("JWT_ALGORITHM", "HS256", "RS256", "ES256", "EdDSA", "auto")
            .defaultValue("HS256").group(FREQUENT)
            .description("Accepted signature algorithm; a token signed with another is refused (401). `auto` "
                    + "accepts HS256 when `JWT_SECRET` is set and RS256, ES256 and EdDSA when `JWT_JWKS_URL` or "
                    + "`JWT_PUBLIC_KEY` is. ES256 is ours (upstream: HS256, RS256, EdDSA).")
            .build();

    public static final Setting<String> OTEL_EXPORTER_OTLP_ENDPOINT = Setting.text("OTEL_EXPORTER_OTLP_ENDPOINT")
            .defaultValue("", "unset: no spans recorded").group(RARE)
            .description("OpenTelemetry's standard variable: the base `http(s)` URL of an OTLP/HTTP collector. When "
                    + "set, the broker records spans of push, pop, ack and transaction requests and of its store "
                    + "batches, and exports them (protobuf) to `<url>/v1/traces`; unset, tracing costs nothing. "
                    + "A `traceparent` sent with a push is stored and handed back on pop either way "
                    + "(docs/operations.md, \"Tracing\").")
            .build();

    public static final Setting<String> OTEL_SERVICE_NAME = Setting.text("OTEL_SERVICE_NAME")
            .defaultValue("queen-broker").group(RARE)
            .description("OpenTelemetry's standard variable: the `service.name` of the broker's spans.")
            .build();

    public static final Setting<String> JWT_SECRET = Setting.secretText("JWT_SECRET")
            .defaultValue("", "unset").group(FREQUENT)
            .description("HS256 shared secret, used as its raw UTF-8 bytes (not base64-decoded); a secret, never "
                    + "logged. At least 32 bytes (RFC 7518 §3.2): a shorter one refuses to start.")
            .build();

    public static final Setting<String> JWT_JWKS_URL = Setting.text("JWT_JWKS_URL")
            .defaultValue("", "unset").group(FREQUENT)
            .description("`http(s)` URL of a JWKS for RS256, ES256 and EdDSA, keys selected by `kid`. Fetched "
                    + "at start (the broker refuses to start if that fails), then every "
                    + "`JWT_JWKS_REFRESH_INTERVAL` and when a token names an unknown `kid`, always on a background "
                    + "thread: such a token is answered 401 `Unknown signing key` until the refresh has brought it.")
            .build();

    public static final Setting<String> JWT_PUBLIC_KEY = Setting.text("JWT_PUBLIC_KEY")
            .defaultValue("", "unset").group(FREQUENT)
            .description("Static PEM public key (`-----BEGIN PUBLIC KEY-----`, RSA, EC P-256 or Ed25519), an "
                    + "alternative to `JWT_JWKS_URL`; `\\n` escapes are read as line breaks.")
            .build();

    public static final Setting<String> JWT_ISSUER = Setting.text("JWT_ISSUER")
            .defaultValue("", "unset").group(FREQUENT)
            .description("Required `iss` claim when set.")
            .build();

    public static final Setting<String> JWT_AUDIENCE = Setting.text("JWT_AUDIENCE")
            .defaultValue("", "unset").group(FREQUENT)
            .description("Required `aud` claim (one of its values) when set.")
            .build();

    public static final Setting<Integer> JWT_CLOCK_SKEW = Setting.integer("JWT_CLOCK_SKEW", 0, 86400)
            .defaultValue(30).unit("s").group(RARE)
            .description("Leeway for `exp`, `nbf` and `iat`.")
            .build();

    public static final Setting<String> JWT_SKIP_PATHS = Setting.text("JWT_SKIP_PATHS")
            .defaultValue("/health,/metrics/prometheus,/metrics,/").group(RARE)
            .description("Comma list of request paths that bypass auth: an exact match, or a prefix when the entry "
                    + "ends in `/` and is longer than `/`. Matched against the undecoded path.")
            .build();

    public static final Setting<Integer> JWT_JWKS_REFRESH_INTERVAL =
            Setting.integer("JWT_JWKS_REFRESH_INTERVAL", 1, UNBOUNDED)
            .defaultValue(3600).unit("s").group(RARE)
            .description("Period of the JWKS refresh.")
            .build();

    public static final Setting<Integer> JWT_JWKS_TIMEOUT_MS = Setting.integer("JWT_JWKS_TIMEOUT_MS", 1, UNBOUNDED)
            .defaultValue(5000).unit("ms").group(RARE)
            .description("Connect and read timeout of a JWKS fetch.")
            .build();

    public static final Setting<String> JWT_ROLES_CLAIM = Setting.text("JWT_ROLES_CLAIM")
            .defaultValue("role").group(RARE)
            .description("Claim holding one role string.")
            .build();

    public static final Setting<String> JWT_ROLES_ARRAY_CLAIM = Setting.text("JWT_ROLES_ARRAY_CLAIM")
            .defaultValue("roles").group(RARE)
            .description("Claim holding an array of role strings; the highest role found in either claim counts.")
            .build();

    public static final Setting<String> JWT_ROLE_ADMIN = Setting.text("JWT_ROLE_ADMIN")
            .defaultValue("admin").group(RARE)
            .description("Role value granting admin (implies read-write and read-only).")
            .build();

    public static final Setting<String> JWT_ROLE_READ_WRITE = Setting.text("JWT_ROLE_READ_WRITE")
            .defaultValue("read-write").group(RARE)
            .description("Role value granting read-write (implies read-only).")
            .build();

    public static final Setting<String> JWT_ROLE_READ_ONLY = Setting.text("JWT_ROLE_READ_ONLY")
            .defaultValue("read-only").group(RARE)
            .description("Role value granting read-only.")
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

    public static final Setting<Integer> STORE_STREAMS_WORKERS =
            Setting.integer("STORE_STREAMS_WORKERS", 1, UNBOUNDED)
            .defaultValue(1).unit("threads").group(RARE)
            .description("Store threads running stream cycles (`POST /streams/v1/cycle`), each owning one "
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
                    + "refreshes at a time; a pass reads each partition's head and oldest offset, never counts messages.")
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
                PG_SSL_ROOT_CERT,
                PG_POOLER, PG_LISTEN_HOST, PG_LISTEN_PORT, PG_LISTEN_FALLBACK,
                DB_CONNECTION_TIMEOUT, DB_STATEMENT_TIMEOUT, DB_LOCK_TIMEOUT, DB_IDLE_TIMEOUT, DB_POOL_SIZE,
                QUEEN_EMBEDDED_PG, QUEEN_DATA_DIR, QUEEN_EMBEDDED_PG_PORT,
                DEFAULT_TIMEOUT, DEFAULT_BATCH_SIZE, DEFAULT_SUBSCRIPTION_MODE,
                POP_WAIT_INITIAL_INTERVAL_MS, POP_WAIT_BACKOFF_THRESHOLD, POP_WAIT_BACKOFF_MULTIPLIER,
                POP_WAIT_MAX_INTERVAL_MS,
                RETENTION_INTERVAL, EVICTION_INTERVAL, FILE_BUFFER_DIR,
                MAX_BODY_BYTES, MAX_HEADER_BYTES, MAX_HEADER_COUNT, MAX_INITIAL_LINE_BYTES,
                HTTP_IDLE_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, SHUTDOWN_TIMEOUT_MS, MAX_CONNECTIONS, MAX_INFLIGHT_BODY_BYTES, MAX_POP_WAIT_MS, MAX_POP_BATCH,
                MAX_PUSH_ITEMS,
                STORE_PUSH_WORKERS, STORE_POP_WORKERS, STORE_POP_CACHE_MESSAGES, STORE_ACK_WORKERS, STORE_QUEUE_CAPACITY,
                STORE_MAX_BATCH_ROWS,
                QUEEN_ENCRYPTION_KEY,
                QUEEN_TLS_CERT, QUEEN_TLS_KEY,
                JWT_ENABLED, JWT_ALGORITHM, JWT_SECRET, JWT_JWKS_URL, JWT_PUBLIC_KEY, JWT_ISSUER, JWT_AUDIENCE,
                JWT_CLOCK_SKEW, JWT_SKIP_PATHS, JWT_JWKS_REFRESH_INTERVAL, JWT_JWKS_TIMEOUT_MS, JWT_ROLES_CLAIM,
                JWT_ROLES_ARRAY_CLAIM, JWT_ROLE_ADMIN, JWT_ROLE_READ_WRITE, JWT_ROLE_READ_ONLY,
                FILE_BUFFER_FLUSH_MS, FILE_BUFFER_MAX_BATCH, FILE_BUFFER_EVENTS_PER_FILE,
                STORE_TRANSACTION_WORKERS, STORE_STREAMS_WORKERS,
                RETENTION_BATCH_SIZE, EVICTION_BATCH_SIZE, PARTITION_CLEANUP_DAYS,
                STATS_INTERVAL_MS, METRICS_AGGREGATE_INTERVAL_S, METRICS_RETENTION_DAYS, STATS_HISTORY_RETENTION_DAYS,
                WORKER_ID, OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_SERVICE_NAME);
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
