package io.queenmq.broker.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.metrics.MetricsTrackerFactory;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Collectors;
import javax.sql.DataSource;

/**
 * Builds the HikariCP pools; every session runs in UTC with the configured timeouts. Connected to PostgreSQL itself,
 * a session gets its settings at connection time (the startup parameter {@code options}); behind a transaction
 * pooler ({@code PG_POOLER=transaction}), which refuses that parameter and hands a server session to another client
 * after every transaction, the timeouts come from the role's defaults ({@link PoolerSessionDefaults}) and the hot
 * path's planner settings from each of its transactions ({@link PerTransactionSettings}).
 */
public final class DataSources {
    /**
     * Planner settings of the hot-path sessions. Their statements are prepared once and run with a cached generic
     * plan; a plan cached while a table was tiny (a new deployment, a queue's first partitions) chose sequential
     * scans, which went on walking the table, dead row versions included, after it had grown to 10,000 partitions
     * (push throughput fell by three quarters). With sequential scans off, every lookup those statements make, the
     * foreign-key checks of their inserts included, is an index lookup whatever the statistics said when it was planned.
     * The plan cache is told to keep the generic plan: left to choose, it compares the generic plan's estimated cost
     * with the custom plans' and, where array parameters make those estimates guesses, may plan every execution
     * again (the push append with windowed deduplication did, and its planning took as long as its execution).
     */
    public static final Map<String, String> HOT_PATH_PLANNER =
            Map.of("enable_seqscan", "off", "plan_cache_mode", "force_generic_plan");

    private DataSources() {}

    /** The general pool: health checks, configure, lease renewal, background jobs. */
    public static HikariDataSource general(DatabaseSettings settings, MetricsTrackerFactory metrics) {
        return create(settings, "queen-general", settings.poolSize(), true, Map.of(), metrics);
    }

    /** The hot-path pool: one connection per store worker, kept open. Its users take {@link #hotPath}. */
    public static HikariDataSource store(DatabaseSettings settings, MetricsTrackerFactory metrics) {
        return create(settings, "queen-store", settings.storeConnections(), false, HOT_PATH_PLANNER, metrics);
    }

    /** The store pool as the store lanes use it: behind a transaction pooler, each transaction sets the planner. */
    public static DataSource hotPath(HikariDataSource store, DatabaseSettings settings) {
        return settings.transactionPooling() ? new PerTransactionSettings(store, HOT_PATH_PLANNER) : store;
    }

    /**
     * The settings every broker session runs with (name to value as PostgreSQL shows it in {@code pg_settings}).
     * JIT compiles expensive-looking plans on every execution; the broker's statements are short and their array
     * parameters make the planner's row estimates (and so its costs) guesses.
     */
    static Map<String, String> sessionSettings(DatabaseSettings settings) {
        Map<String, String> session = new LinkedHashMap<>();
        session.put("jit", "off");
        session.put("statement_timeout", Integer.toString(settings.statementTimeoutMs()));
        session.put("lock_timeout", Integer.toString(settings.lockTimeoutMs()));
        session.put("idle_in_transaction_session_timeout", Integer.toString(settings.idleInTransactionTimeoutMs()));
        return session;
    }

    /**
     * A connection of its own to PostgreSQL itself ({@link DatabaseSettings#listenHosts}), outside the pools and any
     * pooler, for a long-lived single-threaded user (LISTEN, NOTIFY).
     */
    public static Connection direct(DatabaseSettings settings, String name, String options) throws SQLException {
        Properties props = new Properties();
        props.setProperty("user", settings.user());
        props.setProperty("password", settings.password());
        props.setProperty("ApplicationName", name);
        props.putAll(settings.tls().properties());
        props.setProperty("tcpKeepAlive", "true");
        props.setProperty("connectTimeout", Integer.toString(Math.max(1, settings.connectTimeoutMs() / 1000)));
        if (!options.isEmpty()) {
            props.setProperty("options", options);
        }
        return DriverManager.getConnection(settings.listenUrl(), props);
    }

    private static HikariDataSource create(DatabaseSettings settings, String name, int size, boolean autoCommit,
                                           Map<String, String> planner, MetricsTrackerFactory metrics) {
        HikariConfig config = new HikariConfig();
        config.setPoolName(name);
        config.setMetricsTrackerFactory(metrics); // null: no meters
        config.setJdbcUrl(settings.jdbcUrl());
        config.setUsername(settings.user());
        config.setPassword(settings.password());
        config.setMaximumPoolSize(Math.max(1, size));
        config.setMinimumIdle(Math.max(1, size));
        config.setAutoCommit(autoCommit);
        config.setConnectionTimeout(Math.max(250, settings.connectTimeoutMs()));
        // Fail fast at start rather than on the first request when the database is unreachable.
        config.setInitializationFailTimeout(Math.max(1, settings.connectTimeoutMs()));
        // Values as text: pgjdbc reads its properties with getProperty, which ignores any value that is not a String.
        config.addDataSourceProperty("ApplicationName", name);
        config.addDataSourceProperty("connectTimeout", Integer.toString(Math.max(1, settings.connectTimeoutMs() / 1000)));
        config.addDataSourceProperty("tcpKeepAlive", "true");
        config.addDataSourceProperty("reWriteBatchedInserts", "true");
        settings.tls().properties().forEach(config::addDataSourceProperty);
        if (settings.transactionPooling()) {
            // A named server-side statement lives in a session that the pooler gives to others between transactions.
            config.addDataSourceProperty("prepareThreshold", "0");
        } else {
            // Statement shapes are few and fixed (arrays + unnest): prepare them on first use.
            config.addDataSourceProperty("prepareThreshold", "1");
            Map<String, String> options = new LinkedHashMap<>();
            options.put("TimeZone", "UTC");
            options.putAll(sessionSettings(settings));
            options.putAll(planner);
            config.addDataSourceProperty("options", options(options));
        }
        return new HikariDataSource(config);
    }

    /** The startup parameter {@code options}: {@code -c name=value} for each setting. */
    public static String options(Map<String, String> settings) {
        return settings.entrySet().stream().map(e -> "-c " + e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(" "));
    }
}
