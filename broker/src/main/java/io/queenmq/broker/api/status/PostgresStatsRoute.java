package io.queenmq.broker.api.status;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.admin.PostgresStatsStore;
import io.queenmq.broker.store.admin.PostgresStatsStore.Cache;
import io.queenmq.broker.store.admin.PostgresStatsStore.Snapshot;
import io.queenmq.broker.store.admin.PostgresStatsStore.TableActivity;
import io.queenmq.broker.util.WireTime;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * {@code GET /api/v1/analytics/postgres-stats} (docs/http-api.md §4.7): PostgreSQL's statistics about the {@code queen}
 * schema, in upstream's shape. Ratios are percentages; vacuum times TS-s; {@code bufferUsage} is empty without the
 * {@code pg_buffercache} extension. Read on a worker thread.
 */
final class PostgresStatsRoute implements RouteHandler {
    private static final DateTimeFormatter SECONDS =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss'Z'").withZone(ZoneOffset.UTC);

    private final PostgresStatsStore store;
    private final BlockingWork blocking;

    PostgresStatsRoute(PostgresStatsStore store, BlockingWork blocking) {
        this.store = store;
        this.blocking = blocking;
    }

    @Override
    public void handle(HttpExchange exchange) {
        blocking.submit(exchange, () -> exchange.respond(200, body(store.read())));
    }

    static Map<String, Object> body(Snapshot s) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("timestamp", WireTime.millis(s.readAtMicros()));
        body.put("database", s.database());
        Map<String, Object> database = new LinkedHashMap<>();
        database.put("database", s.database());
        putCache(database, s.databaseCache(), "cacheHitRatio");
        body.put("databaseCache", database);
        body.put("tableCache", rows(s.tables(), t -> {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("schema", t.schema());
            row.put("table", t.table());
            putCache(row, t.cache(), "cacheHitRatio");
            return row;
        }));
        body.put("indexCache", rows(s.indexes(), i -> {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("schema", i.schema());
            row.put("table", i.table());
            row.put("index", i.index());
            putCache(row, i.cache(), "cacheHitRatio");
            return row;
        }));
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("tables", cacheSummary(s.tables().stream().map(PostgresStatsStore.TableCache::cache).toList()));
        summary.put("indexes", cacheSummary(s.indexes().stream().map(PostgresStatsStore.IndexCache::cache).toList()));
        body.put("cacheSummary", summary);
        body.put("deadTuples", rows(s.withDeadTuples(), t -> {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("schema", t.schema());
            row.put("table", t.table());
            row.put("deadTuples", t.deadTuples());
            row.put("liveTuples", t.liveTuples());
            row.put("deadPercentage", t.deadPercentage());
            row.put("lastVacuum", seconds(t.lastVacuumMicros()));
            row.put("lastAutovacuum", seconds(t.lastAutovacuumMicros()));
            return row;
        }));
        body.put("hotUpdates", rows(s.updated(), t -> {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("schema", t.schema());
            row.put("table", t.table());
            row.put("totalUpdates", t.updates());
            row.put("hotUpdates", t.hotUpdates());
            row.put("hotUpdatePercentage", t.hotUpdatePercentage());
            return row;
        }));
        body.put("activeQueries", rows(s.activeQueries(), q -> {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("pid", q.pid());
            row.put("duration", q.durationSeconds());
            row.put("state", q.state());
            row.put("query", q.query());
            row.put("waitEventType", q.waitEventType());
            row.put("waitEvent", q.waitEvent());
            return row;
        }));
        body.put("autovacuumStatus", rows(s.awaitingAutovacuum(), (TableActivity t) -> {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("table", t.table());
            row.put("lastAutovacuum", seconds(t.lastAutovacuumMicros()));
            row.put("deadTuples", t.deadTuples());
            row.put("autovacuumCount", t.autovacuumCount());
            row.put("autoanalyzeCount", t.autoanalyzeCount());
            return row;
        }));
        Map<String, Object> buffers = new LinkedHashMap<>();
        // As pg_settings shows it: a count of blocks, as text.
        buffers.put("sharedBuffers", Long.toString(s.sharedBufferBlocks()));
        buffers.put("sharedBuffersSize", s.sharedBuffersSize());
        body.put("bufferConfig", buffers);
        body.put("bufferUsage", s.bufferUsage() == null ? List.of() : rows(s.bufferUsage(), b -> {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("object", b.relation());
            row.put("bufferedSize", b.size());
            row.put("bufferedBytes", b.bytes());
            row.put("percentOfCache", b.percentOfCache());
            return row;
        }));
        body.put("tableSizes", rows(s.tableSizes(), t -> {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("table", t.table());
            row.put("totalSize", t.totalSize());
            row.put("totalSizeBytes", t.totalBytes());
            row.put("tableSize", t.tableSize());
            row.put("tableSizeBytes", t.tableBytes());
            row.put("indexSize", t.indexSize());
            row.put("indexSizeBytes", t.indexBytes());
            return row;
        }));
        return body;
    }

    private static void putCache(Map<String, Object> row, Cache cache, String ratioField) {
        row.put("diskReads", cache.diskReads());
        row.put("cacheHits", cache.cacheHits());
        row.put(ratioField, cache.hitRatio());
    }

    /** Sums over the rows; the ratio in percent, 2 decimals, null when nothing was read at all. */
    private static Map<String, Object> cacheSummary(List<Cache> caches) {
        long reads = caches.stream().mapToLong(Cache::diskReads).sum();
        long hits = caches.stream().mapToLong(Cache::cacheHits).sum();
        Double ratio = reads + hits == 0 ? null : Math.round(hits * 10_000.0 / (reads + hits)) / 100.0;
        Map<String, Object> summary = new LinkedHashMap<>();
        putCache(summary, new Cache(reads, hits, ratio), "hitRatio");
        return summary;
    }

    private static <T> List<Map<String, Object>> rows(List<T> items, Function<T, Map<String, Object>> row) {
        List<Map<String, Object>> rows = new ArrayList<>(items.size());
        for (T item : items) {
            rows.add(row.apply(item));
        }
        return rows;
    }

    /** TS-s, null stays null. */
    private static String seconds(Long epochMicros) {
        return epochMicros == null ? null : SECONDS.format(Instant.ofEpochSecond(Math.floorDiv(epochMicros, 1_000_000L)));
    }
}
