package io.queenmq.broker.db;

import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.ConfigException;
import io.queenmq.broker.config.Settings;
import java.util.List;

/**
 * How to reach PostgreSQL and how each session is set up.
 *
 * @param hosts the servers of {@code PG_HOST}; the broker uses whichever is the primary
 * @param tls TLS to the servers ({@code PG_USE_SSL}, {@code PG_SSL_*})
 * @param poolSize general pool (health, configure, lease renewal, background jobs)
 * @param storeConnections connections owned by the store workers of the hot path
 * @param transactionPooling {@code PG_POOLER=transaction}: a PgBouncer in transaction mode is between broker and server
 * @param listenHosts PostgreSQL itself, for the LISTEN and NOTIFY connections; null when the broker goes without
 *                    ({@code PG_LISTEN_FALLBACK=poll})
 */
public record DatabaseSettings(
        HostList hosts,
        String database,
        String user,
        String password,
        PostgresTls tls,
        int connectTimeoutMs,
        int statementTimeoutMs,
        int lockTimeoutMs,
        int idleInTransactionTimeoutMs,
        int poolSize,
        int storeConnections,
        boolean transactionPooling,
        HostList listenHosts) {

    /** How long pgjdbc trusts what it learnt of a host (primary, standby, down) before it asks the host again. */
    private static final int HOST_RECHECK_SECONDS = 2;

    /**
     * The {@code PG_*} and {@code DB_*} settings, checked together.
     *
     * @throws ConfigException naming the setting, for a pooler without a way to LISTEN
     */
    public static DatabaseSettings from(BrokerConfig config, int storeConnections) {
        HostList hosts = HostList.parse(config.get(Settings.PG_HOST), config.get(Settings.PG_PORT));
        boolean transactionPooling = config.get(Settings.PG_POOLER).equals("transaction");
        String listenHost = config.get(Settings.PG_LISTEN_HOST);
        HostList listenHosts;
        if (!listenHost.isEmpty()) {
            listenHosts = HostList.parse(listenHost, config.get(Settings.PG_LISTEN_PORT));
        } else if (!transactionPooling) {
            listenHosts = hosts;
        } else if (config.get(Settings.PG_LISTEN_FALLBACK).equals("poll")) {
            listenHosts = null;
        } else {
            // LISTEN holds a session, which a transaction pooler hands to other clients between transactions.
            throw new ConfigException("PG_POOLER=transaction needs PG_LISTEN_HOST (PostgreSQL itself, for LISTEN/NOTIFY)"
                    + " or PG_LISTEN_FALLBACK=poll (other brokers' pushes seen at the long polls' next re-check)");
        }
        return new DatabaseSettings(hosts, config.get(Settings.PG_DB), config.get(Settings.PG_USER),
                config.get(Settings.PG_PASSWORD), PostgresTls.from(config), config.get(Settings.DB_CONNECTION_TIMEOUT),
                config.get(Settings.DB_STATEMENT_TIMEOUT), config.get(Settings.DB_LOCK_TIMEOUT),
                config.get(Settings.DB_IDLE_TIMEOUT), config.get(Settings.DB_POOL_SIZE), storeConnections,
                transactionPooling, listenHosts);
    }

    /** The pools' URL: pgjdbc tries the hosts in order and keeps only a primary. */
    public String jdbcUrl() {
        return url(hosts);
    }

    /** The LISTEN/NOTIFY connections' URL; only when {@link #listenHosts} is set. */
    public String listenUrl() {
        return url(listenHosts);
    }

    /** The URL of one server, whatever its role: for telling what each host is when none is a primary. */
    public String probeUrl(HostList.Endpoint endpoint) {
        return "jdbc:postgresql://" + endpoint + "/" + database;
    }

    private String url(HostList servers) {
        return "jdbc:postgresql://" + servers + "/" + database + "?targetServerType=primary&hostRecheckSeconds="
                + HOST_RECHECK_SECONDS;
    }

    /** The embedded server: one host, no pooler. */
    public DatabaseSettings withEndpoint(String newHost, int newPort, String newDatabase, String newUser, String newPassword) {
        HostList local = new HostList(List.of(new HostList.Endpoint(newHost, newPort)));
        return new DatabaseSettings(local, newDatabase, newUser, newPassword, PostgresTls.OFF,
                connectTimeoutMs, statementTimeoutMs, lockTimeoutMs, idleInTransactionTimeoutMs, poolSize, storeConnections,
                false, local);
    }
}
