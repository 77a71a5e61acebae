package io.queenmq.broker.store.admin;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javax.sql.DataSource;

/**
 * PostgreSQL's own statistics about the broker's schema (docs/http-api.md §4.7, {@code postgres-stats}): cache hit
 * ratios, dead tuples, HOT updates, long-running queries, autovacuum, shared buffers and relation sizes, read from
 * the catalog views ({@code pg_stat_*}, {@code pg_statio_*}, {@code pg_class}) on one pooled connection. Ratios are
 * percentages rounded to 2 decimals, null when there is nothing to divide by; times are microseconds since the epoch,
 * null when the event never happened. Blocking: call from a worker thread, never an event loop.
 */
public final class PostgresStatsStore {
    /** The schema the broker's tables live in. */
    public static final String SCHEMA = "queen";
    /** Queries running longer than this are listed as active. */
    private static final String ACTIVE_QUERY_MIN_AGE = "1 second";
    private static final int MAX_ACTIVE_QUERIES = 10;
    /** Tables with more dead tuples than this are listed under autovacuum status. */
    private static final long AUTOVACUUM_DEAD_TUPLES = 1000;
    private static final int MAX_QUERY_CHARS = 200;

    private static final String DATABASE = """
            SELECT current_database() AS database, coalesce(blks_read, 0) AS disk_reads,
                   coalesce(blks_hit, 0) AS cache_hits,
                   round(blks_hit * 100.0 / nullif(blks_hit + blks_read, 0), 2) AS hit_ratio,
                   (SELECT setting::int8 FROM pg_settings WHERE name = 'shared_buffers') AS shared_buffer_blocks,
                   pg_size_pretty((SELECT setting::int8 * current_setting('block_size')::int8
                                   FROM pg_settings WHERE name = 'shared_buffers')) AS shared_buffers_size,
                   (extract(epoch FROM clock_timestamp()) * 1000000)::int8 AS read_at_us
            FROM pg_stat_database WHERE datname = current_database()
            """;
    private static final String TABLE_CACHE = """
            SELECT schemaname, relname, coalesce(heap_blks_read, 0) AS disk_reads,
                   coalesce(heap_blks_hit, 0) AS cache_hits,
                   round(heap_blks_hit * 100.0 / nullif(heap_blks_hit + heap_blks_read, 0), 2) AS hit_ratio
            FROM pg_statio_user_tables WHERE schemaname = ?
            ORDER BY heap_blks_read DESC NULLS LAST, relname
            """;
    private static final String INDEX_CACHE = """
            SELECT schemaname, relname, indexrelname, coalesce(idx_blks_read, 0) AS disk_reads,
                   coalesce(idx_blks_hit, 0) AS cache_hits,
                   round(idx_blks_hit * 100.0 / nullif(idx_blks_hit + idx_blks_read, 0), 2) AS hit_ratio
            FROM pg_statio_user_indexes WHERE schemaname = ?
            ORDER BY idx_blks_read DESC NULLS LAST, relname, indexrelname
            """;
    private static final String VACUUM = """
            SELECT schemaname, relname, n_dead_tup, n_live_tup,
                   round(n_dead_tup * 100.0 / nullif(n_live_tup, 0), 2) AS dead_percentage,
                   (extract(epoch FROM last_vacuum) * 1000000)::int8 AS last_vacuum_us,
                   (extract(epoch FROM last_autovacuum) * 1000000)::int8 AS last_autovacuum_us,
                   autovacuum_count, autoanalyze_count, n_tup_upd, n_tup_hot_upd,
                   round(n_tup_hot_upd * 100.0 / nullif(n_tup_upd, 0), 2) AS hot_update_percentage
            FROM pg_stat_user_tables WHERE schemaname = ?
            ORDER BY relname
            """;
    private static final String ACTIVE_QUERIES = """
            SELECT pid, extract(epoch FROM clock_timestamp() - query_start)::float8 AS duration_seconds, state,
                   left(query, ?) AS query, wait_event_type, wait_event
            FROM pg_stat_activity
            WHERE state <> 'idle' AND query_start < clock_timestamp() - interval '%s' AND pid <> pg_backend_pid()
              AND datname = current_database()
            ORDER BY query_start
            LIMIT ?
            """.formatted(ACTIVE_QUERY_MIN_AGE);
    private static final String TABLE_SIZES = """
            SELECT c.relname, pg_total_relation_size(c.oid) AS total_bytes, pg_relation_size(c.oid) AS table_bytes,
                   pg_indexes_size(c.oid) AS index_bytes, pg_size_pretty(pg_total_relation_size(c.oid)) AS total_size,
                   pg_size_pretty(pg_relation_size(c.oid)) AS table_size,
                   pg_size_pretty(pg_indexes_size(c.oid)) AS index_size
            FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = ? AND c.relkind IN ('r', 'p')
            ORDER BY total_bytes DESC, c.relname
            """;
    private static final String BUFFERCACHE_SCHEMA = """
            SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
            WHERE e.extname = 'pg_buffercache'
            """;
    /** {@code %s}: the quoted schema of the pg_buffercache extension. */
    private static final String BUFFER_USAGE = """
            SELECT c.relname, count(*) * current_setting('block_size')::int8 AS bytes,
                   pg_size_pretty(count(*) * current_setting('block_size')::int8) AS size,
                   round(count(*) * 100.0 / (SELECT setting::int8 FROM pg_settings WHERE name = 'shared_buffers'), 2)
                       AS percent_of_cache
            FROM %s.pg_buffercache b
            JOIN pg_class c ON b.relfilenode = pg_relation_filenode(c.oid)
            JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = ? AND b.reldatabase = (SELECT oid FROM pg_database WHERE datname = current_database())
            GROUP BY c.relname
            ORDER BY bytes DESC, c.relname
            """;

    /** Block reads from disk and from shared buffers; {@code hitRatio} in percent. */
    public record Cache(long diskReads, long cacheHits, Double hitRatio) {}

    public record TableCache(String schema, String table, Cache cache) {}

    public record IndexCache(String schema, String table, String index, Cache cache) {}

    /** One table's vacuum and update figures ({@code pg_stat_user_tables}). */
    public record TableActivity(String schema, String table, long deadTuples, long liveTuples, Double deadPercentage,
                                Long lastVacuumMicros, Long lastAutovacuumMicros, long autovacuumCount,
                                long autoanalyzeCount, long updates, long hotUpdates, Double hotUpdatePercentage) {}

    public record ActiveQuery(int pid, double durationSeconds, String state, String query, String waitEventType,
                              String waitEvent) {}

    /** Sizes in bytes and as {@code pg_size_pretty} renders them. */
    public record TableSize(String table, long totalBytes, long tableBytes, long indexBytes, String totalSize,
                            String tableSize, String indexSize) {}

    /** Bytes of one relation held in shared buffers, also as {@code pg_size_pretty} renders them and in percent. */
    public record BufferUse(String relation, long bytes, String size, Double percentOfCache) {}

    /**
     * Everything read, as of {@code readAtMicros}. {@code bufferUsage} is null when the {@code pg_buffercache}
     * extension is not installed.
     */
    public record Snapshot(long readAtMicros, String database, Cache databaseCache, List<TableCache> tables,
                           List<IndexCache> indexes, List<TableActivity> activity, List<ActiveQuery> activeQueries,
                           long sharedBufferBlocks, String sharedBuffersSize, List<BufferUse> bufferUsage,
                           List<TableSize> tableSizes) {
        /** Tables holding dead tuples, most first. */
        public List<TableActivity> withDeadTuples() {
            return activity.stream().filter(t -> t.deadTuples() > 0)
                    .sorted(Comparator.comparingLong(TableActivity::deadTuples).reversed()).toList();
        }

        /** Tables that were updated, most updates first. */
        public List<TableActivity> updated() {
            return activity.stream().filter(t -> t.updates() > 0)
                    .sorted(Comparator.comparingLong(TableActivity::updates).reversed()).toList();
        }

        /** Tables with more than 1000 ({@code AUTOVACUUM_DEAD_TUPLES}) dead tuples, for autovacuum to clean, most first. */
        public List<TableActivity> awaitingAutovacuum() {
            return withDeadTuples().stream().filter(t -> t.deadTuples() > AUTOVACUUM_DEAD_TUPLES).toList();
        }
    }

    private final DataSource dataSource;

    public PostgresStatsStore(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public Snapshot read() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            String database;
            Cache databaseCache;
            long sharedBuffers;
            String sharedBuffersSize;
            long readAt;
            try (PreparedStatement st = c.prepareStatement(DATABASE); ResultSet rs = st.executeQuery()) {
                rs.next();
                database = rs.getString("database");
                databaseCache = cache(rs);
                sharedBuffers = rs.getLong("shared_buffer_blocks");
                sharedBuffersSize = rs.getString("shared_buffers_size");
                readAt = rs.getLong("read_at_us");
            }
            List<TableCache> tables = new ArrayList<>();
            try (PreparedStatement st = c.prepareStatement(TABLE_CACHE)) {
                st.setString(1, SCHEMA);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        tables.add(new TableCache(rs.getString("schemaname"), rs.getString("relname"), cache(rs)));
                    }
                }
            }
            List<IndexCache> indexes = new ArrayList<>();
            try (PreparedStatement st = c.prepareStatement(INDEX_CACHE)) {
                st.setString(1, SCHEMA);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        indexes.add(new IndexCache(rs.getString("schemaname"), rs.getString("relname"),
                                rs.getString("indexrelname"), cache(rs)));
                    }
                }
            }
            List<TableActivity> activity = new ArrayList<>();
            try (PreparedStatement st = c.prepareStatement(VACUUM)) {
                st.setString(1, SCHEMA);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        activity.add(new TableActivity(rs.getString("schemaname"), rs.getString("relname"),
                                rs.getLong("n_dead_tup"), rs.getLong("n_live_tup"), ratio(rs, "dead_percentage"),
                                micros(rs, "last_vacuum_us"), micros(rs, "last_autovacuum_us"),
                                rs.getLong("autovacuum_count"), rs.getLong("autoanalyze_count"),
                                rs.getLong("n_tup_upd"), rs.getLong("n_tup_hot_upd"),
                                ratio(rs, "hot_update_percentage")));
                    }
                }
            }
            List<ActiveQuery> queries = new ArrayList<>();
            try (PreparedStatement st = c.prepareStatement(ACTIVE_QUERIES)) {
                st.setInt(1, MAX_QUERY_CHARS);
                st.setInt(2, MAX_ACTIVE_QUERIES);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        queries.add(new ActiveQuery(rs.getInt("pid"), rs.getDouble("duration_seconds"),
                                rs.getString("state"), rs.getString("query"), rs.getString("wait_event_type"),
                                rs.getString("wait_event")));
                    }
                }
            }
            List<TableSize> sizes = new ArrayList<>();
            try (PreparedStatement st = c.prepareStatement(TABLE_SIZES)) {
                st.setString(1, SCHEMA);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        sizes.add(new TableSize(rs.getString("relname"), rs.getLong("total_bytes"),
                                rs.getLong("table_bytes"), rs.getLong("index_bytes"), rs.getString("total_size"),
                                rs.getString("table_size"), rs.getString("index_size")));
                    }
                }
            }
            return new Snapshot(readAt, database, databaseCache, tables, indexes, activity, queries, sharedBuffers,
                    sharedBuffersSize, bufferUsage(c), sizes);
        }
    }

    /** Null when pg_buffercache is not installed in this database. */
    private static List<BufferUse> bufferUsage(Connection c) throws SQLException {
        String schema = null;
        try (PreparedStatement st = c.prepareStatement(BUFFERCACHE_SCHEMA); ResultSet rs = st.executeQuery()) {
            if (rs.next()) {
                schema = rs.getString(1);
            }
        }
        if (schema == null) {
            return null;
        }
        List<BufferUse> usage = new ArrayList<>();
        String quoted = '"' + schema.replace("\"", "\"\"") + '"';
        try (PreparedStatement st = c.prepareStatement(BUFFER_USAGE.formatted(quoted))) {
            st.setString(1, SCHEMA);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    usage.add(new BufferUse(rs.getString("relname"), rs.getLong("bytes"), rs.getString("size"),
                            ratio(rs, "percent_of_cache")));
                }
            }
        }
        return usage;
    }

    /** The columns {@code disk_reads}, {@code cache_hits} and {@code hit_ratio}, alike in the three cache queries. */
    private static Cache cache(ResultSet rs) throws SQLException {
        return new Cache(rs.getLong("disk_reads"), rs.getLong("cache_hits"), ratio(rs, "hit_ratio"));
    }

    private static Double ratio(ResultSet rs, String column) throws SQLException {
        double value = rs.getDouble(column);
        return rs.wasNull() ? null : value;
    }

    private static Long micros(ResultSet rs, String column) throws SQLException {
        long value = rs.getLong(column);
        return rs.wasNull() ? null : value;
    }
}
