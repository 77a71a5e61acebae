package io.queenmq.broker.service;

import io.queenmq.broker.db.DataSources;
import io.queenmq.broker.db.DatabaseSettings;
import io.queenmq.broker.store.CommitListener;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Wakes this broker's long polls when another broker commits to the same database: each broker's
 * {@link PeerAnnouncer} sends {@code NOTIFY queen_messages, '<queue>\n<partition>'} after its pushes
 * commit, and this class listens on its own connection, outside any pool, skipping what its own
 * broker sent. Its single daemon thread reconnects after a failure; notifications missed meanwhile
 * are covered by the long polls' safety-net re-check.
 */
public final class PeerNotifications implements AutoCloseable {
    /** The channel announcers notify on. */
    public static final String CHANNEL = "queen_messages";
    /** The listening connection's name, by which announcers see that a broker listens. */
    static final String APPLICATION_NAME = "queen-notifications";
    private static final Logger log = LoggerFactory.getLogger(PeerNotifications.class);
    private static final int POLL_TIMEOUT_MS = 500;
    private static final long RECONNECT_DELAY_MS = 1000;

    private final DatabaseSettings database;
    private final CommitListener listener;
    private final PeerAnnouncer ownAnnouncer;
    private final Thread thread;
    private volatile boolean running = true;

    public PeerNotifications(DatabaseSettings database, CommitListener listener, PeerAnnouncer ownAnnouncer) {
        this.database = database;
        this.listener = listener;
        this.ownAnnouncer = ownAnnouncer;
        this.thread = new Thread(this::run, "queen-peer-notifications");
        this.thread.setDaemon(true);
    }

    public void start() {
        thread.start();
    }

    private void run() {
        while (running) {
            try (Connection connection = DataSources.direct(database, APPLICATION_NAME, "")) {
                try (Statement st = connection.createStatement()) {
                    st.execute("LISTEN " + CHANNEL);
                    // An empty payload says "a broker started listening": announcers that stayed quiet
                    // while they were alone on the database start announcing at once.
                    st.execute("SELECT pg_notify('" + CHANNEL + "', '')");
                }
                PGConnection pg = connection.unwrap(PGConnection.class);
                while (running) {
                    PGNotification[] notifications = pg.getNotifications(POLL_TIMEOUT_MS);
                    if (notifications == null) {
                        continue;
                    }
                    for (PGNotification n : notifications) {
                        if (n.getParameter().isEmpty()) {
                            ownAnnouncer.peerJoined();
                        } else if (!ownAnnouncer.sentBy(n.getPID())) {
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
