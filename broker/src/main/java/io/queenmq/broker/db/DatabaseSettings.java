package io.queenmq.broker.db;

/**
 * How to reach PostgreSQL and how each session is set up.
 *
 * @param poolSize general pool (health, configure, lease renewal, background jobs)
 * @param storeConnections connections owned by the store workers of the hot path
 */
public record DatabaseSettings(
        String host,
        int port,
        String database,
        String user,
        String password,
        boolean useSsl,
        boolean sslRejectUnauthorized,
        int connectTimeoutMs,
        int statementTimeoutMs,
        int lockTimeoutMs,
        int idleInTransactionTimeoutMs,
        int poolSize,
        int storeConnections) {

    public String jdbcUrl() {
        return "jdbc:postgresql://" + host + ":" + port + "/" + database;
    }

    public DatabaseSettings withEndpoint(String newHost, int newPort, String newDatabase, String newUser, String newPassword) {
        return new DatabaseSettings(newHost, newPort, newDatabase, newUser, newPassword, useSsl, sslRejectUnauthorized,
                connectTimeoutMs, statementTimeoutMs, lockTimeoutMs, idleInTransactionTimeoutMs, poolSize, storeConnections);
    }
}
