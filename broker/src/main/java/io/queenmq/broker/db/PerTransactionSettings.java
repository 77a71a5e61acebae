package io.queenmq.broker.db;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.Map;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * A data source whose every connection is handed out inside a transaction that has already made the given settings
 * ({@code SET LOCAL}). Behind a transaction pooler a session setting would land on whichever server session served
 * that one transaction, so settings a transaction relies on must be made in it. One borrowed connection must be one
 * transaction: the store lanes borrow a connection per batch attempt and commit or roll back before they return it.
 */
public final class PerTransactionSettings implements DataSource {
    private final DataSource delegate;
    private final String setLocal;

    public PerTransactionSettings(DataSource delegate, Map<String, String> settings) {
        this.delegate = delegate;
        StringBuilder sql = new StringBuilder();
        settings.forEach((name, value) -> sql.append("SET LOCAL ").append(name).append(" = ").append(value).append(';'));
        this.setLocal = sql.toString();
    }

    @Override
    public Connection getConnection() throws SQLException {
        return begin(delegate.getConnection());
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        return begin(delegate.getConnection(username, password));
    }

    private Connection begin(Connection connection) throws SQLException {
        try {
            connection.setAutoCommit(false);
            try (Statement st = connection.createStatement()) {
                st.execute(setLocal);
            }
            return connection;
        } catch (SQLException | RuntimeException e) {
            connection.close();
            throw e;
        }
    }

    @Override
    public PrintWriter getLogWriter() throws SQLException {
        return delegate.getLogWriter();
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        delegate.setLogWriter(out);
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        delegate.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() throws SQLException {
        return delegate.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        return delegate.getParentLogger();
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        return type.isInstance(this) ? type.cast(this) : delegate.unwrap(type);
    }

    @Override
    public boolean isWrapperFor(Class<?> type) throws SQLException {
        return type.isInstance(this) || delegate.isWrapperFor(type);
    }
}
