package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code GET /api/v1/analytics/postgres-stats} (docs/http-api.md §4.7): PostgreSQL's statistics of the queen schema. */
class PostgresStatsIT {
    private static final String TS_MS = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z";

    private final Api api = Api.shared();
    private final QueenClient queen = new QueenClient();

    @Test
    void answersTheDocumentedShapeAndListsTheQueenTables() {
        queen.push(TestBroker.uniqueName("pg-stats"), "p", null, obj("n", 1));
        Api.Response response = api.get("/api/v1/analytics/postgres-stats");

        assertThat(response.status()).isEqualTo(200);
        JsonNode stats = response.json();
        assertThat(stats.fieldNames()).toIterable().containsExactly("timestamp", "database", "databaseCache",
                "tableCache", "indexCache", "cacheSummary", "deadTuples", "hotUpdates", "activeQueries",
                "autovacuumStatus", "bufferConfig", "bufferUsage", "tableSizes");
        assertThat(stats.get("timestamp").asText()).matches(TS_MS);
        assertThat(stats.get("database").asText()).isEqualTo("postgres");
        assertThat(stats.get("databaseCache").fieldNames()).toIterable()
                .containsExactly("database", "diskReads", "cacheHits", "cacheHitRatio");
        assertThat(stats.get("databaseCache").get("cacheHits").asLong()).isPositive();

        assertThat(names(stats.get("tableCache"), "table")).contains("queues", "partitions", "messages");
        for (JsonNode table : stats.get("tableCache")) {
            assertThat(table.fieldNames()).toIterable()
                    .containsExactly("schema", "table", "diskReads", "cacheHits", "cacheHitRatio");
            assertThat(table.get("schema").asText()).isEqualTo("queen");
        }
        assertThat(stats.get("indexCache")).isNotEmpty();
        assertThat(stats.get("indexCache").get(0).fieldNames()).toIterable()
                .containsExactly("schema", "table", "index", "diskReads", "cacheHits", "cacheHitRatio");
        for (String kind : List.of("tables", "indexes")) {
            assertThat(stats.get("cacheSummary").get(kind).fieldNames()).toIterable()
                    .containsExactly("diskReads", "cacheHits", "hitRatio");
        }
        assertThat(stats.get("cacheSummary").get("tables").get("hitRatio").asDouble()).isBetween(0.0, 100.0);

        for (JsonNode row : stats.get("deadTuples")) {
            assertThat(row.fieldNames()).toIterable().containsExactly("schema", "table", "deadTuples", "liveTuples",
                    "deadPercentage", "lastVacuum", "lastAutovacuum");
        }
        assertThat(names(stats.get("hotUpdates"), "table")).as("pushes update the partition rows").contains("partitions");
        assertThat(stats.get("hotUpdates").get(0).fieldNames()).toIterable()
                .containsExactly("schema", "table", "totalUpdates", "hotUpdates", "hotUpdatePercentage");
        assertThat(stats.get("activeQueries").isArray()).isTrue();
        assertThat(stats.get("autovacuumStatus").isArray()).isTrue();
        assertThat(stats.get("bufferConfig").fieldNames()).toIterable()
                .containsExactly("sharedBuffers", "sharedBuffersSize");
        assertThat(stats.get("bufferConfig").get("sharedBuffers").asText()).matches("\\d+");
        assertThat(stats.get("bufferUsage").isArray()).isTrue();

        assertThat(names(stats.get("tableSizes"), "table")).contains("queues", "partitions", "messages");
        JsonNode size = stats.get("tableSizes").get(0);
        assertThat(size.fieldNames()).toIterable().containsExactly("table", "totalSize", "totalSizeBytes",
                "tableSize", "tableSizeBytes", "indexSize", "indexSizeBytes");
        assertThat(size.get("totalSizeBytes").asLong())
                .isGreaterThanOrEqualTo(size.get("tableSizeBytes").asLong() + size.get("indexSizeBytes").asLong());
    }

    @Test
    void bufferUsageListsQueenRelationsWhenPgBuffercacheIsInstalled() {
        boolean available = Sql.count("SELECT count(*) FROM pg_available_extensions WHERE name = 'pg_buffercache'") > 0;
        boolean installed = Sql.count("SELECT count(*) FROM pg_extension WHERE extname = 'pg_buffercache'") > 0;
        if (!available) {
            assertThat(api.get("/api/v1/analytics/postgres-stats").json().get("bufferUsage")).isEmpty();
            return;
        }
        try {
            Sql.update("CREATE EXTENSION IF NOT EXISTS pg_buffercache");
            queen.push(TestBroker.uniqueName("pg-buffers"), "p", null, obj("n", 1));
            JsonNode usage = api.get("/api/v1/analytics/postgres-stats").json().get("bufferUsage");
            assertThat(names(usage, "object")).contains("partitions");
            assertThat(usage.get(0).fieldNames()).toIterable()
                    .containsExactly("object", "bufferedSize", "bufferedBytes", "percentOfCache");
            assertThat(usage.get(0).get("bufferedBytes").asLong()).isPositive();
        } finally {
            if (!installed) {
                Sql.update("DROP EXTENSION IF EXISTS pg_buffercache");
            }
        }
    }

    private static List<String> names(JsonNode rows, String field) {
        List<String> names = new ArrayList<>();
        rows.forEach(row -> names.add(row.get(field).asText()));
        return names;
    }
}
