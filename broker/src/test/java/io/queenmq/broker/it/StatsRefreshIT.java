package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.broker.store.stats.StatsRefreshStore;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * A statistics pass against queues deleted while it runs: the deletion commits after the pass read the queue's
 * partitions and before it wrote their rows, which fails the write on its foreign key unless the pass re-reads.
 */
@Timeout(60)
class StatsRefreshIT {
    private final Api api = Api.shared();

    @Test
    void aQueueDeletedDuringThePassLeavesNoRowsAndTheRestIsRefreshed() throws Exception {
        String kept = TestBroker.uniqueName("stats-kept");
        String deleted = TestBroker.uniqueName("stats-deleted");
        push(kept);
        push(deleted);
        StatsRefreshStore store = new StatsRefreshStore(dataSource());

        try (Connection deleting = DriverManager.getConnection(TestBroker.jdbcUrl(), "postgres", "postgres")) {
            deleting.setAutoCommit(false);
            try (Statement st = deleting.createStatement()) {
                st.execute("DELETE FROM queen.queues WHERE name = '" + deleted + "'");
            }
            // The pass reads the queue (the deletion is not committed), then waits on its row to write the stats.
            CompletableFuture<StatsRefreshStore.Report> pass = CompletableFuture.supplyAsync(() -> refresh(store));
            Eventually.until(Duration.ofSeconds(20), () -> Sql.count("SELECT count(*) FROM pg_stat_activity "
                    + "WHERE wait_event_type = 'Lock' AND query LIKE 'WITH dead AS%'"),  // its head: the text is cut at 1 kB
                    waiting -> waiting > 0, "the pass waits on the deleted queue's rows");
            deleting.commit();

            assertThat(pass.get(30, TimeUnit.SECONDS)).isNotNull();
        }
        assertThat(Sql.count("SELECT count(*) FROM queen.partition_stats s JOIN queen.queues q ON q.id = s.queue_id "
                + "WHERE q.name = ?", kept)).isEqualTo(1);
        assertThat(Sql.count("SELECT count(*) FROM queen.partition_stats s "
                + "WHERE NOT EXISTS (SELECT 1 FROM queen.partitions p WHERE p.id = s.partition_id)")).isZero();
    }

    private void push(String queue) {
        assertThat(api.post("/api/v1/push", Map.of("items", List.of(Map.of("queue", queue, "payload", Map.of("n", 1)))))
                .status()).isEqualTo(201);
    }

    private static StatsRefreshStore.Report refresh(StatsRefreshStore store) {
        try {
            return store.refresh(true);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static PGSimpleDataSource dataSource() {
        PGSimpleDataSource source = new PGSimpleDataSource();
        source.setUrl(TestBroker.jdbcUrl());
        source.setUser("postgres");
        source.setPassword("postgres");
        return source;
    }
}
