package io.queenmq.broker.service;

import io.queenmq.broker.db.DataSources;
import io.queenmq.broker.db.DatabaseSettings;
import io.queenmq.broker.store.CommitListener;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
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
 *
 * <p>It also keeps this broker's view of its peers (docs/http-api.md §4.10): the other brokers' listening
 * connections, looked up in {@code pg_stat_activity} every {@link #PEER_REFRESH_NANOS}, when connected and when a
 * peer announces it started listening. A peer is known by the backend pid of its listening connection, so a peer
 * whose connection is re-established counts as a new one. Counters and the peer view are read by any thread.
 */
public final class PeerNotifications implements AutoCloseable {
    /** The channel announcers notify on. */
    public static final String CHANNEL = "queen_messages";
    /** The listening connection's name, by which announcers see that a broker listens. */
    static final String APPLICATION_NAME = "queen-notifications";
    private static final Logger log = LoggerFactory.getLogger(PeerNotifications.class);
    private static final int POLL_TIMEOUT_MS = 500;
    private static final long RECONNECT_DELAY_MS = 1000;
    private static final long PEER_REFRESH_NANOS = 5_000_000_000L;
    private static final String PEERS = "SELECT pid FROM pg_stat_activity WHERE application_name = '"
            + APPLICATION_NAME + "' AND datname = current_database() AND pid <> pg_backend_pid()";

    private final DatabaseSettings database;
    private final CommitListener listener;
    private final PeerAnnouncer ownAnnouncer;
    private final Thread thread;
    private volatile boolean running = true;
    private volatile boolean listening;
    private volatile int listenerPid = -1;
    private final AtomicLong received = new AtomicLong();
    private final AtomicLong partitionsReceived = new AtomicLong();
    private final AtomicLong ownSkipped = new AtomicLong();
    private final AtomicLong peerJoins = new AtomicLong();
    private final AtomicLong reconnects = new AtomicLong();
    /** Listener pids of every peer seen since start; the live ones as of the last refresh. */
    private final Set<Integer> peersSeen = ConcurrentHashMap.newKeySet();
    private volatile Set<Integer> peersAlive = Set.of();

    public PeerNotifications(DatabaseSettings database, CommitListener listener, PeerAnnouncer ownAnnouncer) {
        this.database = database;
        this.listener = listener;
        this.ownAnnouncer = ownAnnouncer;
        this.thread = new Thread(this::run, "queen-peer-notifications");
        this.thread.setDaemon(true);
    }

    /** Does nothing without a direct connection to PostgreSQL ({@code PG_LISTEN_FALLBACK=poll}). */
    public void start() {
        if (database.listenHosts() == null) {
            log.info("No LISTEN connection (PG_POOLER=transaction, PG_LISTEN_FALLBACK=poll): pops see other brokers'"
                    + " pushes at their next re-check");
            return;
        }
        thread.start();
    }

    private void run() {
        while (running) {
            try (Connection connection = DataSources.direct(database, APPLICATION_NAME, "")) {
                PGConnection pg = connection.unwrap(PGConnection.class);
                listenerPid = pg.getBackendPID();
                try (Statement st = connection.createStatement()) {
                    st.execute("LISTEN " + CHANNEL);
                    // An empty payload says "a broker started listening": announcers that stayed quiet
                    // while they were alone on the database start announcing at once.
                    st.execute("SELECT pg_notify('" + CHANNEL + "', '')");
                }
                listening = true;
                long peersRefreshedAt = refreshPeers(connection);
                while (running) {
                    PGNotification[] notifications = pg.getNotifications(POLL_TIMEOUT_MS);
                    boolean joined = false;
                    if (notifications != null) {
                        for (PGNotification n : notifications) {
                            if (n.getParameter().isEmpty()) {
                                ownAnnouncer.peerJoined();
                                if (n.getPID() != listenerPid) {
                                    peerJoins.incrementAndGet();
                                    received.incrementAndGet();
                                    joined = true;
                                }
                            } else if (ownAnnouncer.sentBy(n.getPID())) {
                                ownSkipped.incrementAndGet();
                            } else {
                                received.incrementAndGet();
                                deliver(n.getParameter());
                            }
                        }
                    }
                    if (joined || System.nanoTime() - peersRefreshedAt >= PEER_REFRESH_NANOS) {
                        peersRefreshedAt = refreshPeers(connection);
                    }
                }
            } catch (SQLException e) {
                listening = false;
                if (running) {
                    reconnects.incrementAndGet();
                    log.warn("Peer notifications interrupted ({}); reconnecting", e.getMessage());
                    sleepQuietly();
                }
            }
        }
    }

    /** The listening connections of the other brokers, now; returns when it looked. */
    private long refreshPeers(Connection connection) throws SQLException {
        Set<Integer> alive = new HashSet<>();
        try (PreparedStatement st = connection.prepareStatement(PEERS); ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                alive.add(rs.getInt(1));
            }
        }
        peersSeen.addAll(alive);
        peersAlive = Set.copyOf(alive);
        return System.nanoTime();
    }

    /** What this broker knows of the notification channel and its peers, now. */
    public Stats stats() {
        Set<Integer> alive = peersAlive;
        return new Stats(listening, listenerPid, received.get(), partitionsReceived.get(), ownSkipped.get(),
                peerJoins.get(), reconnects.get(), Math.max(peersSeen.size(), alive.size()), alive.size());
    }

    /**
     * {@code received}: notifications from peers (partition announcements and "started listening" ones); {@code partitions}: the
     * partitions they named; {@code ownSkipped}: this broker's own announcements, ignored; {@code peerJoins}: peers that
     * said they started listening; {@code reconnects}: times this listener lost its connection; {@code peersSeen}:
     * distinct peer listeners seen since start; {@code peersAlive}: those connected at the last look.
     */
    public record Stats(boolean listening, int listenerPid, long received, long partitions, long ownSkipped,
                        long peerJoins, long reconnects, int peersSeen, int peersAlive) {}

    /** A payload is one partition per line: queue, a newline, partition (empty for every partition of the queue). */
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
            String partition = payload.substring(end + 1, next);
            listener.messagesAvailable(payload.substring(from, end), partition.isEmpty() ? null : partition);
            partitionsReceived.incrementAndGet();
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
        listening = false;
        try {
            thread.join(POLL_TIMEOUT_MS * 4L);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
