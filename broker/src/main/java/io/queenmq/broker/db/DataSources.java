package io.queenmq.broker.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

/** Builds the HikariCP pools; every session runs in UTC with the configured timeouts. */
public final class DataSources {
    /**
     * Planner settings of the hot-path sessions. Their statements are prepared once and run with a
     * cached generic plan; a plan cached while a table was tiny (a new deployment, a queue's first
     * partitions) chose sequential scans, which went on walking the table, dead row versions
     * included, after it had grown to 10,000 partitions (push throughput fell by three quarters).
     * With sequential scans off, every lookup those statements make, the foreign-key checks of
     * their inserts included, is an index lookup whatever the statistics said when it was planned.
     */
    public static final String HOT_PATH_PLANNER = "-c enable_seqscan=off";

    private DataSources() {}

    /** The general pool: health checks, configure, lease renewal, background jobs. */
    public static HikariDataSource general(DatabaseSettings settings) {
        return create(settings, "queen-general", settings.poolSize(), true, "");
    }

    /** The hot-path pool: one connection per store worker, kept open. */
    public static HikariDataSource store(DatabaseSettings settings) {
        return create(settings, "queen-store", settings.storeConnections(), false, HOT_PATH_PLANNER);
    }

    /** A connection of its own, outside the pools, for a long-lived single-threaded user (LISTEN, NOTIFY). */
    public static Connection direct(DatabaseSettings settings, String name, String options) throws SQLException {
        Properties props = new Properties();
        props.setProperty("user", settings.user());
        props.setProperty("password", settings.password());
        props.setProperty("ApplicationName", name);
        props.setProperty("sslmode", sslMode(settings));
        props.setProperty("tcpKeepAlive", "true");
        if (!options.isEmpty()) {
            props.setProperty("options", options);
        }
        return DriverManager.getConnection(settings.jdbcUrl(), props);
    }

    private static String sslMode(DatabaseSettings settings) {
        if (!settings.useSsl()) {
            return "disable";
        }
        return settings.sslRejectUnauthorized() ? "require" : "prefer";
    }

    private static HikariDataSource create(DatabaseSettings settings, String name, int size, boolean autoCommit,
                                           String plannerOptions) {
        HikariConfig config = new HikariConfig();
        config.setPoolName(name);
        config.setJdbcUrl(settings.jdbcUrl());
        config.setUsername(settings.user());
        config.setPassword(settings.password());
        config.setMaximumPoolSize(Math.max(1, size));
        config.setMinimumIdle(Math.max(1, size));
        config.setAutoCommit(autoCommit);
        config.setConnectionTimeout(Math.max(250, settings.connectTimeoutMs()));
        // Fail fast at start rather than on the first request when the database is unreachable.
        config.setInitializationFailTimeout(Math.max(1, settings.connectTimeoutMs()));
        config.addDataSourceProperty("ApplicationName", name);
        config.addDataSourceProperty("connectTimeout", Math.max(1, settings.connectTimeoutMs() / 1000));
        config.addDataSourceProperty("tcpKeepAlive", true);
        config.addDataSourceProperty("reWriteBatchedInserts", true);
        // Statement shapes are few and fixed (arrays + unnest): prepare them on first use.
        config.addDataSourceProperty("prepareThreshold", 1);
        config.addDataSourceProperty("sslmode", sslMode(settings));
        // JIT compiles expensive-looking plans on every execution; the broker's statements are short
        // and their array parameters make the planner's row estimates (and so its costs) guesses.
        config.addDataSourceProperty("options", "-c TimeZone=UTC -c jit=off"
                + " -c statement_timeout=" + settings.statementTimeoutMs()
                + " -c lock_timeout=" + settings.lockTimeoutMs()
                + " -c idle_in_transaction_session_timeout=" + settings.idleInTransactionTimeoutMs()
                + (plannerOptions.isEmpty() ? "" : " " + plannerOptions));
        return new HikariDataSource(config);
    }
}
