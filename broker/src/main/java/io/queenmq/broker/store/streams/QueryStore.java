package io.queenmq.broker.store.streams;

import io.queenmq.broker.store.Transactions;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Objects;
import java.util.UUID;
import javax.sql.DataSource;

/** Registered stream queries (docs/http-api.md §5.1). Blocking: call from a worker thread, never an event loop. */
public final class QueryStore {
    private static final String CREATE = """
            INSERT INTO queen_streams.queries (name, source_queue, sink_queue, config_hash) VALUES (?, ?, ?, ?)
            ON CONFLICT (name) DO NOTHING
            RETURNING id""";

    private static final String LOCK = "SELECT id, config_hash FROM queen_streams.queries WHERE name = ? FOR UPDATE";

    private static final String UPDATE = """
            UPDATE queen_streams.queries SET source_queue = ?, sink_queue = ?, config_hash = ?, updated_at = now()
            WHERE id = ?""";

    private static final String WIPE_STATE = "DELETE FROM queen_streams.state WHERE query_id = ?";

    /** A query to register: {@code sinkQueue} may be null. */
    public record Registration(String name, String sourceQueue, String sinkQueue, String configHash, boolean reset) {}

    /**
     * What registering did.
     *
     * @param fresh the name was new: the query was created
     * @param reset the hash changed and the query's state was deleted
     * @param conflict the hash changed without {@code reset}: nothing was changed
     * @param storedHash the hash the query has now (its old one on a conflict)
     */
    public record Registered(UUID queryId, boolean fresh, boolean reset, boolean conflict, String storedHash) {}

    private final DataSource dataSource;

    public QueryStore(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Creates the query, or updates its queues under an unchanged hash, or adopts a changed hash and deletes its
     * state when {@code reset}, else reports the conflict. The row is locked, so concurrent registrations of one
     * name take turns.
     */
    public Registered register(Registration r) throws SQLException {
        return Transactions.inOne(dataSource, c -> register(c, r));
    }

    private static Registered register(Connection c, Registration r) throws SQLException {
        try (PreparedStatement st = c.prepareStatement(CREATE)) {
            st.setString(1, r.name());
            st.setString(2, r.sourceQueue());
            st.setString(3, r.sinkQueue());
            st.setString(4, r.configHash());
            try (ResultSet rs = st.executeQuery()) {
                if (rs.next()) {
                    return new Registered(rs.getObject("id", UUID.class), true, false, false, r.configHash());
                }
            }
        }
        UUID id;
        String hash;
        try (PreparedStatement st = c.prepareStatement(LOCK)) {
            st.setString(1, r.name());
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                id = rs.getObject("id", UUID.class);
                hash = rs.getString("config_hash");
            }
        }
        boolean changed = !Objects.equals(hash, r.configHash());
        if (changed && !r.reset()) {
            return new Registered(id, false, false, true, hash);
        }
        if (changed) {
            try (PreparedStatement st = c.prepareStatement(WIPE_STATE)) {
                st.setObject(1, id);
                st.executeUpdate();
            }
        }
        try (PreparedStatement st = c.prepareStatement(UPDATE)) {
            st.setString(1, r.sourceQueue());
            st.setString(2, r.sinkQueue());
            st.setString(3, r.configHash());
            st.setObject(4, id);
            st.executeUpdate();
        }
        return new Registered(id, false, changed, false, r.configHash());
    }
}
