package io.queenmq.client;

import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.db.EmbeddedDatabase;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.Map;

/**
 * One embedded PostgreSQL and one real broker on a random port for the whole test run, started
 * on first use, as the broker's own tests do; more brokers (e.g. with JWT on) may share the
 * database. Tests isolate themselves with unique queue names.
 */
public final class TestBroker {
    private static EmbeddedDatabase database;
    private static Broker broker;
    private static int sequence;

    private TestBroker() {}

    /** The shared broker's base URL, e.g. {@code http://127.0.0.1:41234}. */
    public static synchronized String url() {
        if (broker == null) {
            broker = start(Map.of());
        }
        return "http://127.0.0.1:" + broker.port();
    }

    /** Another broker on the same database with {@code settings} added; the caller closes it. */
    public static synchronized Broker startAnother(Map<String, String> settings) {
        url();
        return start(settings);
    }

    /** A name no other test uses, e.g. {@code orders-17}. */
    public static synchronized String uniqueName(String prefix) {
        return prefix + "-" + System.nanoTime() % 1_000_000_000L + "-" + (++sequence);
    }

    private static Broker start(Map<String, String> settings) {
        try {
            if (database == null) {
                database = EmbeddedDatabase.start(Files.createTempDirectory("queen-client-pg"), 0);
                Runtime.getRuntime().addShutdownHook(new Thread(TestBroker::stopDatabase));
            }
            Map<String, String> env = new HashMap<>();
            env.put("QUEEN_EMBEDDED_PG", "false");
            env.put("PG_HOST", "localhost");
            env.put("PG_PORT", Integer.toString(database.port()));
            env.put("PORT", "0");
            env.put("HOST", "127.0.0.1");
            env.put("FILE_BUFFER_DIR", Files.createTempDirectory("queen-client-spool").toString());
            // Statistics refreshed every second, so that the admin views see the tests' traffic.
            env.put("STATS_INTERVAL_MS", "1000");
            env.putAll(settings);
            return Broker.start(BrokerConfig.fromEnv(env));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (Exception e) {
            throw new IllegalStateException("cannot start a test broker", e);
        }
    }

    private static void stopDatabase() {
        if (broker != null) {
            broker.close();
        }
        try {
            database.close();
        } catch (Exception ignored) {
            // the JVM is exiting
        }
    }
}
