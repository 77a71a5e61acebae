package io.queenmq.broker;

import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.ConfigException;
import io.queenmq.broker.config.Settings;
import java.util.HashMap;
import java.util.Map;

/** Starts the broker from environment variables; {@code --port N} and {@code --host H} override PORT and HOST. */
public final class Main {
    private Main() {}

    public static void main(String[] args) throws Exception {
        Map<String, String> env = new HashMap<>(System.getenv());
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--port" -> env.put("PORT", args[i + 1]);
                case "--host" -> env.put("HOST", args[i + 1]);
                default -> {
                    System.err.println("Unknown option " + args[i] + " (use --port N, --host H, or environment variables)");
                    System.exit(2);
                }
            }
        }
        BrokerConfig config;
        try {
            config = BrokerConfig.fromEnv(env);
        } catch (ConfigException e) {
            System.err.println("Invalid configuration: " + e.getMessage());
            System.exit(2);
            return;
        }
        Broker broker;
        try {
            broker = Broker.start(config);
        } catch (ConfigException e) {
            // Settings that only show they are wrong once used (the database behind PG_HOST): one line, no trace.
            System.err.println("Invalid configuration: " + e.getMessage());
            System.exit(2);
            return;
        }
        GracefulShutdown.install(broker, config.get(Settings.SHUTDOWN_TIMEOUT_MS));
    }
}
