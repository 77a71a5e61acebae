package io.queenmq.broker.it;

import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.db.EmbeddedDatabase;
import io.queenmq.broker.http.Router;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One embedded PostgreSQL and one broker on a random port for the whole test run, started on
 * first use. Tests isolate themselves with unique queue names ({@link #uniqueName}).
 */
public final class TestBroker {
    private static EmbeddedDatabase database;
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
        env.put("PG_HOST", "localhost");
        env.put("PG_PORT", Integer.toString(database.port()));
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
        return "jdbc:postgresql://localhost:" + database.port() + "/postgres";
    }

    public static synchronized String uniqueName(String prefix) {
        return prefix + "-" + ProcessHandle.current().pid() + "-" + System.nanoTime() % 1_000_000_000L + "-" + (++sequence);
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
            env.put("QUEEN_EMBEDDED_PG", "false");
            env.put("PG_HOST", "localhost");
            env.put("PG_PORT", Integer.toString(database.port()));
            env.put("PORT", "0");
            env.put("HOST", "127.0.0.1");
            env.put("FILE_BUFFER_DIR", tempDirectory("queen-test-spool").toString());
            statistics(env);
            broker = Broker.start(BrokerConfig.fromEnv(env));
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                broker.close();
                try {
                    database.close();
                } catch (Exception ignored) {
                    // the JVM is exiting
                }
            }));
        } catch (Exception e) {
            throw new IllegalStateException("cannot start the test broker", e);
        }
    }
}
