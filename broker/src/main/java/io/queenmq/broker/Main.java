package io.queenmq.broker;

import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.ConfigException;
import io.queenmq.broker.config.Settings;
import io.queenmq.broker.util.BuildInfo;
import java.util.HashMap;
import java.util.Map;

/**
 * Starts the broker from environment variables; {@code --port N} and {@code --host H} override PORT and HOST,
 * {@code --version} prints the version and the commit it was built from.
 */
public final class Main {
    private static final String USAGE = "use --port N, --host H, --version, or environment variables";

    private Main() {}

    public static void main(String[] args) throws Exception {
        Map<String, String> env = new HashMap<>(System.getenv());
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--version" -> {
                    System.out.println(BuildInfo.current().describe());
                    return;
                }
                case "--port", "--host" -> {
                    if (i + 1 == args.length) {
                        refuse(args[i] + " needs a value (" + USAGE + ")");
                    }
                    env.put(args[i].equals("--port") ? "PORT" : "HOST", args[++i]);
                }
                default -> refuse("Unknown option " + args[i] + " (" + USAGE + ")");
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

    private static void refuse(String message) {
        System.err.println(message);
        System.exit(2);
    }
}
