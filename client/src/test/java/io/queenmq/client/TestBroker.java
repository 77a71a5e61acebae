package io.queenmq.client;

import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.db.EmbeddedDatabase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * One embedded PostgreSQL and one real broker on a random port for the whole test run, started
 * on first use, as the broker's own tests do. Tests isolate themselves with unique queue names.
 */
public final class TestBroker {
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

    /** A name no other test uses, e.g. {@code orders-17}. */
    public static synchronized String uniqueName(String prefix) {
        return prefix + "-" + System.nanoTime() % 1_000_000_000L + "-" + (++sequence);
    }

    private static void start() {
        try {
            EmbeddedDatabase database = EmbeddedDatabase.start(Files.createTempDirectory("queen-client-pg"), 0);
            Path spool = Files.createTempDirectory("queen-client-spool");
            Map<String, String> env = new HashMap<>();
            env.put("QUEEN_EMBEDDED_PG", "false");
            env.put("PG_HOST", "localhost");
            env.put("PG_PORT", Integer.toString(database.port()));
            env.put("PORT", "0");
            env.put("HOST", "127.0.0.1");
            env.put("FILE_BUFFER_DIR", spool.toString());
            // Statistics refreshed every second, so that the admin views see the tests' traffic.
            env.put("STATS_INTERVAL_MS", "1000");
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
