package io.queenmq.broker.service;

import io.queenmq.broker.db.DataSources;
import io.queenmq.broker.db.DatabaseSettings;
import io.queenmq.broker.store.CommitListener;
import io.queenmq.hotpath.BatchingQueue;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.postgresql.PGConnection;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tells the other brokers on the database which partitions received messages, after the pushes committed:
 * {@code NOTIFY queen_messages, '<queue>\n<partition>[\n<queue>\n<partition>...]'} from its own
 * connection, for every partition committed to since its previous notification.
 *
 * <p>Why not inside the push transaction: PostgreSQL serialises the commits of all notifying
 * transactions on one lock, held through the commit's WAL flush, so push workers that notified
 * waited for each other's fsync instead of sharing it. A notification is only a wake-up hint: one
 * lost to a full queue, a broken connection or a crash is covered by the long polls' safety-net
 * re-check, so its transaction also skips waiting for the flush ({@code synchronous_commit=off}).
 *
 * <p>A broker alone on its database announces nothing: every notification would only come back to
 * its own listener. Whether other brokers listen is looked up at most every {@link #PEER_CHECK_NANOS},
 * and at once when a broker says it started listening ({@link #peerJoined}).
 *
 * <p>A hint whose partition is null stands for every partition of its queue; it travels as an empty partition.
 * Counters ({@link #stats}) are written by the drain thread and read by any thread.
 */
public final class PeerAnnouncer implements CommitListener, AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(PeerAnnouncer.class);
    private static final String NOTIFY = "SELECT pg_notify('" + PeerNotifications.CHANNEL + "', payload) FROM unnest(?::text[]) AS t(payload)";
    /** PostgreSQL refuses payloads of 8000 bytes or more; a char is at most 3 UTF-8 bytes here. */
    private static final int MAX_NOTIFY_CHARS = 2600;
    private static final int CAPACITY = 65_536;
    private static final long PEER_CHECK_NANOS = 500_000_000L;
    /** Each broker holds one listening connection under this name (see PeerNotifications). */
    private static final String LISTENERS = "SELECT count(*) FROM pg_stat_activity "
            + "WHERE application_name = '" + PeerNotifications.APPLICATION_NAME + "' AND datname = current_database()";

    private record QueuePartition(String queue, String partition) {}

    private final DatabaseSettings database;
    /** False without a direct connection to PostgreSQL: then no broker listens, so none is told. */
    private final boolean enabled;
    private final BatchingQueue<QueuePartition> hints;
    private Connection connection; // drain thread only
    // Written by the drain thread only; read by committers to skip offering while no peer listens.
    private volatile boolean peersListening;
    private volatile long peersCheckedAt;
    private volatile int backendPid = -1;
    private volatile boolean peerJoined;
    private final AtomicLong notificationsSent = new AtomicLong();
    private final AtomicLong partitionsAnnounced = new AtomicLong();
    private final AtomicLong failures = new AtomicLong();

    public PeerAnnouncer(DatabaseSettings database) {
        this.database = database;
        this.enabled = database.listenHosts() != null;
        this.hints = BatchingQueue.<QueuePartition>builder("queen-peer-announcer", this::announce).capacity(CAPACITY).build();
        this.peersCheckedAt = System.nanoTime() - PEER_CHECK_NANOS;
    }

    public void start() {
        hints.start();
    }

    /**
     * Any thread, after the commit that filled the partition. Never blocks; a hint that finds the queue full is dropped, and
     * so is one that comes while no peer listens (but for one per check interval, which makes the drain thread look).
     */
    @Override
    public void messagesAvailable(String queue, String partition) {
        if (enabled && (peersListening || peerJoined || System.nanoTime() - peersCheckedAt >= PEER_CHECK_NANOS)) {
            hints.offer(new QueuePartition(queue, partition));
        }
    }

    /** Any thread: a broker (maybe this one) started listening, so look for peers before the next announcement. */
    public void peerJoined() {
        peerJoined = true;
    }

    /** True for notifications this broker sent itself, which its own long polls have already seen. */
    public boolean sentBy(int pid) {
        return pid == backendPid;
    }

    private void announce(List<QueuePartition> batch) {
        Set<QueuePartition> distinct = new LinkedHashSet<>(batch);
        try {
            if (connection == null) {
                connection = DataSources.direct(database, "queen-announcer", "-c synchronous_commit=off");
                backendPid = connection.unwrap(PGConnection.class).getBackendPID();
                peersCheckedAt = System.nanoTime() - PEER_CHECK_NANOS;
            }
            if (!peersListening()) {
                return;
            }
            try (PreparedStatement st = connection.prepareStatement(NOTIFY)) {
                Object[] texts = payloads(distinct).toArray();
                st.setArray(1, connection.createArrayOf("text", texts));
                st.executeQuery().close();
                notificationsSent.addAndGet(texts.length);
                partitionsAnnounced.addAndGet(distinct.size());
            }
        } catch (SQLException e) {
            failures.incrementAndGet();
            log.warn("Peer notification of {} partitions lost ({}); peers find them at their next re-check", distinct.size(),
                    e.getMessage());
            closeConnection();
        }
    }

    /**
     * {@code notificationsSent}: NOTIFY payloads committed; {@code partitionsAnnounced}: the partitions they named;
     * {@code failures}: announcements lost to a database error; {@code peersListening}: whether another broker
     * listened at the last check.
     */
    public record Stats(long notificationsSent, long partitionsAnnounced, long failures, boolean peersListening) {}

    /** Any thread: the counters so far. */
    public Stats stats() {
        return new Stats(notificationsSent.get(), partitionsAnnounced.get(), failures.get(), peersListening);
    }

    /** Whether a listener other than this broker's own is connected, as of the last check. */
    private boolean peersListening() throws SQLException {
        long now = System.nanoTime();
        if (peerJoined || now - peersCheckedAt >= PEER_CHECK_NANOS) {
            peerJoined = false;
            try (PreparedStatement st = connection.prepareStatement(LISTENERS); ResultSet rs = st.executeQuery()) {
                rs.next();
                peersListening = rs.getLong(1) > 1;
            }
            peersCheckedAt = now;
        }
        return peersListening;
    }

    /** One partition per line pair, packed into as few payloads as PostgreSQL accepts. */
    private static List<String> payloads(Set<QueuePartition> distinct) {
        List<String> payloads = new ArrayList<>();
        StringBuilder payload = new StringBuilder();
        for (QueuePartition hint : distinct) {
            // Names are at most 255 characters, so one partition always fits in an empty payload.
            int partitionChars = hint.partition() == null ? 0 : hint.partition().length();
            if (payload.length() + hint.queue().length() + partitionChars + 2 > MAX_NOTIFY_CHARS) {
                payloads.add(payload.toString());
                payload.setLength(0);
            }
            if (payload.length() > 0) {
                payload.append('\n');
            }
            payload.append(hint.queue()).append('\n').append(hint.partition() == null ? "" : hint.partition());
        }
        payloads.add(payload.toString());
        return payloads;
    }

    private void closeConnection() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException ignored) {
                // Already broken; nothing more to release.
            }
            connection = null;
            backendPid = -1;
        }
    }

    @Override
    public void close() {
        hints.close();
        closeConnection();
    }
}
