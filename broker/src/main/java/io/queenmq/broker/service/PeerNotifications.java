package io.queenmq.broker.service;

import io.queenmq.broker.db.DatabaseSettings;
import io.queenmq.broker.store.CommitListener;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Wakes this broker's long polls when another broker commits to the same database: push
 * transactions send {@code NOTIFY queen_messages, '<queue>\n<partition>'} (delivered at commit),
 * and this class listens on its own connection, outside any pool. Its single daemon thread
 * reconnects after a failure; notifications missed meanwhile are covered by the long polls'
 * safety-net re-check.
 */
public final class PeerNotifications implements AutoCloseable {
    /** The channel push transactions notify on. */
    public static final String CHANNEL = "queen_messages";
    private static final Logger log = LoggerFactory.getLogger(PeerNotifications.class);
    private static final int POLL_TIMEOUT_MS = 500;
    private static final long RECONNECT_DELAY_MS = 1000;

    private final DatabaseSettings database;
    private final CommitListener listener;
    private final Thread thread;
    private volatile boolean running = true;

    public PeerNotifications(DatabaseSettings database, CommitListener listener) {
        this.database = database;
        this.listener = listener;
        this.thread = new Thread(this::run, "queen-peer-notifications");
        this.thread.setDaemon(true);
    }

    public void start() {
        thread.start();
    }

    private void run() {
        while (running) {
            try (Connection connection = connect()) {
                try (Statement st = connection.createStatement()) {
                    st.execute("LISTEN " + CHANNEL);
                }
                PGConnection pg = connection.unwrap(PGConnection.class);
                int ownPid = pg.getBackendPID();
                while (running) {
                    PGNotification[] notifications = pg.getNotifications(POLL_TIMEOUT_MS);
                    if (notifications == null) {
                        continue;
                    }
                    for (PGNotification n : notifications) {
                        if (n.getPID() != ownPid) {
                            deliver(n.getParameter());
                        }
                    }
                }
            } catch (SQLException e) {
                if (running) {
                    log.warn("Peer notifications interrupted ({}); reconnecting", e.getMessage());
                    sleepQuietly();
                }
            }
        }
    }

    /** A payload is one lane per line: queue, a newline, partition. */
    private void deliver(String payload) {
        int from = 0;
        while (from < payload.length()) {
            int end = payload.indexOf('\n', from);
            int next = payload.indexOf('\n', end + 1);
            if (end < 0) {
                return;
            }
            if (next < 0) {
                next = payload.length();
            }
            listener.messagesAvailable(payload.substring(from, end), payload.substring(end + 1, next));
            from = next + 1;
        }
    }

    private Connection connect() throws SQLException {
        Properties props = new Properties();
        props.setProperty("user", database.user());
        props.setProperty("password", database.password());
        props.setProperty("ApplicationName", "queen-notifications");
        props.setProperty("sslmode", database.useSsl() ? (database.sslRejectUnauthorized() ? "require" : "prefer") : "disable");
        props.setProperty("tcpKeepAlive", "true");
        return DriverManager.getConnection(database.jdbcUrl(), props);
    }

    private static void sleepQuietly() {
        try {
            Thread.sleep(RECONNECT_DELAY_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        running = false;
        try {
            thread.join(POLL_TIMEOUT_MS * 4L);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
