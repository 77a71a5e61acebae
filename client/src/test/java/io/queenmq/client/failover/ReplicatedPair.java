package io.queenmq.client.failover;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A primary and a streaming replica made from it with pg_basebackup, both running. Synchronous: a commit returns
 * once the replica has flushed its WAL ({@code synchronous_standby_names} naming the replica,
 * {@code synchronous_commit = on}); asynchronous: it returns at once and the replica follows when it can.
 */
public final class ReplicatedPair implements AutoCloseable {
    private static final String REPLICA = "replica";

    private final PostgresNode primary;
    private final PostgresNode replica;
    private final boolean synchronous;

    private ReplicatedPair(PostgresNode primary, PostgresNode replica, boolean synchronous) {
        this.primary = primary;
        this.replica = replica;
        this.synchronous = synchronous;
    }

    /** Both nodes started, the replica streaming (and counted as synchronous when asked). */
    public static ReplicatedPair start(boolean synchronous) throws IOException, InterruptedException, SQLException {
        PostgresNode.requireBinaries();
        Path base = PostgresNode.newBase();
        PostgresNode primary = PostgresNode.init(base, "primary", List.of("synchronous_commit = on",
                "synchronous_standby_names = '" + (synchronous ? REPLICA : "") + "'"));
        primary.start();
        PostgresNode replica = null;
        try {
            replica = PostgresNode.replicaOf(primary, REPLICA);
            replica.start();
            ReplicatedPair pair = new ReplicatedPair(primary, replica, synchronous);
            pair.awaitStreaming();
            return pair;
        } catch (IOException | InterruptedException | SQLException | RuntimeException e) {
            primary.stopQuietly();
            if (replica != null) {
                replica.stopQuietly();
            }
            throw e;
        }
    }

    public PostgresNode primary() {
        return primary;
    }

    public PostgresNode replica() {
        return replica;
    }

    public boolean synchronous() {
        return synchronous;
    }

    /** The PG_HOST list of both nodes, primary first. */
    public String hosts() {
        return primary.hostPort() + "," + replica.hostPort();
    }

    /**
     * Stops the replica's WAL receiver (an empty {@code primary_conninfo}, reloaded) and waits until it is gone: from
     * now on the replica falls behind, and what the primary commits exists nowhere else.
     */
    public void cutReplica() throws IOException, InterruptedException, SQLException {
        replica.reconfigure(List.of("primary_conninfo = ''"));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        try (Connection c = replica.connect();
             PreparedStatement st = c.prepareStatement("SELECT count(*) FROM pg_stat_wal_receiver")) {
            while (true) {
                try (ResultSet rs = st.executeQuery()) {
                    rs.next();
                    if (rs.getLong(1) == 0) {
                        return;
                    }
                }
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("the replica's WAL receiver still runs 10 s after primary_conninfo"
                            + " was emptied (log: " + replica.log() + ")");
                }
                Thread.sleep(20);
            }
        }
    }

    private void awaitStreaming() throws SQLException, InterruptedException {
        String wanted = synchronous ? "sync" : "async";
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        try (Connection c = primary.connect(); PreparedStatement st = c.prepareStatement(
                "SELECT sync_state FROM pg_stat_replication WHERE application_name = ? AND state = 'streaming'")) {
            st.setString(1, REPLICA);
            while (true) {
                try (ResultSet rs = st.executeQuery()) {
                    if (rs.next() && wanted.equals(rs.getString(1))) {
                        return;
                    }
                }
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("the replica is not streaming (" + wanted + ") 30 s after its start"
                            + " (log: " + replica.log() + ")");
                }
                Thread.sleep(50);
            }
        }
    }

    @Override
    public void close() {
        primary.destroyQuietly();
        replica.destroyQuietly();
    }
}
