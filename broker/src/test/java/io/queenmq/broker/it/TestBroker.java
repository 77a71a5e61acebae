package io.queenmq.broker.it;

import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.db.EmbeddedDatabase;
import io.queenmq.broker.http.Router;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.opentest4j.TestAbortedException;

/**
 * One embedded PostgreSQL and one broker on a random port for the whole test run, started on
 * first use. Tests isolate themselves with unique queue names ({@link #uniqueName}).
 *
 * <p>With the system property {@code queen.test.pooler=transaction} (the surefire execution
 * {@code through-pgbouncer}), the broker, and every broker started from {@link #env}, reaches
 * the database through a PgBouncer in transaction pooling mode ({@code PG_POOLER=transaction}),
 * LISTEN going to PostgreSQL directly; the role's defaults carry the session settings, as
 * docs/operations.md tells operators to set them.
 */
public final class TestBroker {
    private static final boolean THROUGH_PGBOUNCER = "transaction".equals(System.getProperty("queen.test.pooler"));
    private static EmbeddedDatabase database;
    private static PgBouncer pgBouncer;
    private static Broker broker;
    private static int sequence;

    private TestBroker() {}

    /** The shared broker's base URL, e.g. {@code http://127.0.0.1:41234}. */
    public static synchronized String url() {
        if (broker == null) {
            start();
        }
        return "http://127.0.0.1:" + broker.port();
    }

    /** The shared broker's routes, for tests that cover every route. */
    public static synchronized List<Router.RouteInfo> routes() {
        url();
        return broker.routes();
    }

    /** Settings the shared broker runs with, for tests that start a second broker. */
    public static synchronized Map<String, String> env() {
        url();
        Map<String, String> env = new HashMap<>();
        env.put("QUEEN_EMBEDDED_PG", "false");
        connection(env);
        env.put("PG_DB", "postgres");
        env.put("PG_USER", "postgres");
        env.put("PG_PASSWORD", "postgres");
        env.put("PORT", "0");
        env.put("HOST", "127.0.0.1");
        env.put("DB_POOL_SIZE", "4");
        env.put("FILE_BUFFER_DIR", tempDirectory("queen-test-spool").toString());
        statistics(env);
        return env;
    }

    /** The embedded database's JDBC URL (user and password "postgres"), for assertions in SQL. */
    public static synchronized String jdbcUrl() {
        url();
        return jdbcUrlOf(database);
    }

    private static String jdbcUrlOf(EmbeddedDatabase db) {
        return "jdbc:postgresql://localhost:" + db.port() + "/postgres";
    }

    public static synchronized String uniqueName(String prefix) {
        return prefix + "-" + ProcessHandle.current().pid() + "-" + System.nanoTime() % 1_000_000_000L + "-" + (++sequence);
    }

    /** Whether the brokers go through PgBouncer in transaction pooling mode (see the class comment). */
    public static boolean throughPgBouncer() {
        return THROUGH_PGBOUNCER;
    }

    /** The JDBC URL of what the brokers connect to: PgBouncer, or the database itself. */
    public static synchronized String brokerJdbcUrl() {
        url();
        return pgBouncer == null ? jdbcUrl() : "jdbc:postgresql://127.0.0.1:" + pgBouncer.port() + "/postgres";
    }

    /** Where the brokers connect: the database, or PgBouncer with LISTEN on the database. */
    private static void connection(Map<String, String> env) {
        if (pgBouncer == null) {
            env.put("PG_HOST", "localhost");
            env.put("PG_PORT", Integer.toString(database.port()));
            return;
        }
        env.put("PG_HOST", "127.0.0.1");
        env.put("PG_PORT", Integer.toString(pgBouncer.port()));
        env.put("PG_POOLER", "transaction");
        env.put("PG_LISTEN_HOST", "localhost");
        env.put("PG_LISTEN_PORT", Integer.toString(database.port()));
    }

    /** The session settings of the broker's defaults as the role's defaults, which PgBouncer's sessions start with. */
    private static void roleDefaults() throws SQLException {
        try (Connection c = DriverManager.getConnection(jdbcUrlOf(database), "postgres", "postgres");
             Statement st = c.createStatement()) {
            st.execute("ALTER ROLE postgres SET jit = 'off'");
            st.execute("ALTER ROLE postgres SET statement_timeout = '30000'");
            st.execute("ALTER ROLE postgres SET lock_timeout = '10000'");
            st.execute("ALTER ROLE postgres SET idle_in_transaction_session_timeout = '30000'");
        }
    }

    /** Statistics refreshed every second and a sample row per second, so tests see their traffic in the series. */
    private static void statistics(Map<String, String> env) {
        env.put("STATS_INTERVAL_MS", "1000");
        env.put("METRICS_AGGREGATE_INTERVAL_S", "1");
    }

    /** A fresh directory, so that no two brokers of the tests share a spool. */
    static Path tempDirectory(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void start() {
        try {
            Path dir = Files.createTempDirectory("queen-test-pg");
            database = EmbeddedDatabase.start(dir, 0);
            Map<String, String> env = new HashMap<>();
            if (THROUGH_PGBOUNCER) {
                roleDefaults();
                pgBouncer = PgBouncer.start(database.port());
            }
            env.put("QUEEN_EMBEDDED_PG", "false");
            connection(env);
            env.put("PORT", "0");
            env.put("HOST", "127.0.0.1");
            env.put("FILE_BUFFER_DIR", tempDirectory("queen-test-spool").toString());
            statistics(env);
            broker = Broker.start(BrokerConfig.fromEnv(env));
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                broker.close();
                try {
                    if (pgBouncer != null) {
                        pgBouncer.close();
                    }
                    database.close();
                } catch (Exception ignored) {
                    // the JVM is exiting
                }
            }));
        } catch (TestAbortedException skipped) {
            throw skipped;
        } catch (Exception e) {
            throw new IllegalStateException("cannot start the test broker", e);
        }
    }
}
