package io.queenmq.broker.store.streams;

import io.queenmq.broker.store.SqlArrays;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * Reads of stream state (docs/http-api.md §5.3); a ripe read also claims the shard for the flush that made it.
 * Blocking: call from a worker thread, never an event loop.
 */
public final class StateStore {
    private static final String QUERY_EXISTS =
            "SELECT EXISTS (SELECT 1 FROM queen_streams.queries WHERE id = ?) AS found";

    /** How long a ripe read's claim keeps a second flush from reading the same rows. */
    static final int CLAIM_SECONDS = 30;

    /** updated_at rendered as PostgreSQL renders a timestamptz in JSON (the session runs in UTC). */
    private static final String ROWS = """
            SELECT key, value::text AS value, to_json(updated_at) #>> '{}' AS updated_at, xmin::text AS version
            FROM queen_streams.state
            WHERE query_id = ? AND partition_id = ?
              AND (cardinality(?::text[]) = 0 OR key = ANY(?::text[]))
              AND (?::text IS NULL OR starts_with(key, ?::text))
              AND (?::int8 IS NULL OR CASE WHEN jsonb_typeof(value -> 'windowEnd') = 'number'
                                           THEN (value -> 'windowEnd')::numeric <= ?::int8 ELSE false END)""";

    private static final String READ = ROWS + "\nORDER BY key";

    /**
     * A ripe read, the SDK's idle flush: the rows come with a claim on the shard that records the version of each,
     * or not at all while another flush's claim is younger than {@link #CLAIM_SECONDS}
     * (docs/semantics.md §23).
     */
    private static final String CLAIMING_READ = """
            WITH ripe AS (%s),
            claim AS (
                INSERT INTO queen_streams.flush_claims AS f (query_id, partition_id, claimed_at, seen)
                SELECT ?, ?, now(), jsonb_object_agg(key, version) FROM ripe HAVING count(*) > 0
                ON CONFLICT (query_id, partition_id) DO UPDATE
                SET claimed_at = excluded.claimed_at, seen = excluded.seen
                WHERE f.claimed_at <= now() - %d * interval '1 second'
                RETURNING 1)
            SELECT * FROM ripe WHERE EXISTS (SELECT 1 FROM claim) ORDER BY key""".formatted(ROWS, CLAIM_SECONDS);

    /**
     * Which rows of a shard to read.
     *
     * @param keys only these keys; empty for all
     * @param keyPrefix only keys starting with it; null for all
     * @param ripeAtOrBeforeMs only rows whose {@code value.windowEnd} is a number at most this; null for all
     */
    public record Filter(List<String> keys, String keyPrefix, Long ripeAtOrBeforeMs) {}

    /** One state row; {@code valueJson} as stored, {@code updatedAt} in PostgreSQL's JSON rendering. */
    public record Row(String key, String valueJson, String updatedAt) {}

    private final DataSource dataSource;

    public StateStore(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** The matching rows sorted by key; null when the query does not exist. */
    public List<Row> read(UUID queryId, UUID partitionId, Filter filter) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            try (PreparedStatement st = c.prepareStatement(QUERY_EXISTS)) {
                st.setObject(1, queryId);
                try (ResultSet rs = st.executeQuery()) {
                    rs.next();
                    if (!rs.getBoolean("found")) {
                        return null;
                    }
                }
            }
            boolean claiming = filter.ripeAtOrBeforeMs() != null;
            try (PreparedStatement st = c.prepareStatement(claiming ? CLAIMING_READ : READ)) {
                st.setObject(1, queryId);
                st.setObject(2, partitionId);
                st.setArray(3, SqlArrays.texts(c, filter.keys()));
                st.setArray(4, SqlArrays.texts(c, filter.keys()));
                st.setString(5, filter.keyPrefix());
                st.setString(6, filter.keyPrefix());
                st.setObject(7, filter.ripeAtOrBeforeMs(), Types.BIGINT);
                st.setObject(8, filter.ripeAtOrBeforeMs(), Types.BIGINT);
                if (claiming) {
                    st.setObject(9, queryId);
                    st.setObject(10, partitionId);
                }
                List<Row> rows = new ArrayList<>();
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        rows.add(new Row(rs.getString("key"), rs.getString("value"), rs.getString("updated_at")));
                    }
                }
                return rows;
            }
        }
    }
}
