package io.queenmq.broker.store.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.zaxxer.hikari.HikariDataSource;
import io.queenmq.broker.crypto.PayloadEncryption;
import io.queenmq.broker.db.DataSources;
import io.queenmq.broker.it.TestBroker;
import io.queenmq.broker.store.Catalog;
import io.queenmq.broker.store.TinyDatabase;
import io.queenmq.broker.util.Uuid7;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The hot-path statements run with cached generic plans, so their plans must be right whatever the
 * statistics were when they were planned. This plans every one of them generically (as a cached plan
 * is) in a database whose tables are tiny and freshly analyzed, the state in which sequential scans
 * and hash joins over whole tables look cheapest, with the hot-path sessions' planner settings, and
 * requires every read of a table to be an index lookup bounded by the statement's own keys: a plan
 * that scans a whole table would go on doing so after the table had grown to 10,000 partitions.
 */
class HotPathPlansIT {
    private static TinyDatabase database;

    @BeforeAll
    static void tinyDatabase() throws SQLException {
        database = TinyDatabase.create();
    }

    @AfterAll
    static void dropDatabase() throws SQLException {
        if (database != null) { // null when the database could not start (no PgBouncer for the through-pgbouncer run)
            database.close();
        }
    }

    @Test
    void everyTableReadOfTheHotPathIsABoundedIndexLookup() throws Exception {
        Map<String, String> statements = new LinkedHashMap<>();
        statements.put("push: encryption flags", PushStore.ENCRYPTION_FLAGS);
        statements.put("push: upsert queues", PushStore.UPSERT_QUEUES);
        statements.put("push: upsert partitions", PushStore.UPSERT_PARTITIONS);
        statements.put("push: lock", PushStore.LOCK);
        statements.put("push: append", PushStore.APPEND);
        statements.put("pop: queues", PopStore.QUEUES);
        statements.put("pop: partition", PopStore.PARTITION);
        statements.put("pop: claim one", PopStore.CLAIM_ONE);
        statements.put("pop: claim after pivot", PopStore.CLAIM_AFTER_PIVOT);
        statements.put("pop: claim up to pivot", PopStore.CLAIM_UP_TO_PIVOT);
        statements.put("pop: subscription", PopStore.SUBSCRIPTION);
        statements.put("pop: subscribe", PopStore.SUBSCRIBE);
        statements.put("pop: seq at", PopStore.SEQ_AT);
        statements.put("pop: bootstrap", PopStore.BOOTSTRAP);
        statements.put("pop: fetch", PopStore.FETCH);
        statements.put("pop: finish", PopStore.FINISH);
        statements.put("ack: resolve", AckStore.RESOLVE);
        statements.put("ack: ensure consumers", AckStore.ENSURE_CONSUMERS);
        statements.put("ack: lock consumers", AckStore.LOCK_CONSUMERS);
        statements.put("ack: update consumers", AckStore.UPDATE_CONSUMERS);
        statements.put("ack: dead letter", AckStore.DEAD_LETTER);
        statements.put("transaction: lock partitions", TransactionRun.LOCK_PARTITIONS);

        assertThat(database.unboundedReads(statements, true))
                .as("hot-path statements whose generic plan reads a table without a bounded index lookup").isEmpty();
    }

    /**
     * The checked plans are the ones that run: a store session keeps each statement's generic plan from its first
     * execution on. Left to the plan cache's own choice, the push append was planned again at every execution.
     */
    @Test
    void storeSessionsRunTheGenericPlans() throws Exception {
        assumeFalse(TestBroker.throughPgBouncer(), "behind a transaction pooler no statement stays prepared");
        PushStore push = new PushStore(new Catalog(), (queue, partition) -> {}, PayloadEncryption.fromHexKey(""));
        try (HikariDataSource store = DataSources.store(database.settings(), null);
             Connection c = store.getConnection()) {
            for (int i = 0; i < 8; i++) {
                push.append(c, List.of(new PushItem("q", "p1", "{}", "plan-" + i, Uuid7.next(), null, null, null)));
                c.commit();
            }
            List<String> replanned = new ArrayList<>();
            long appendGeneric = 0;
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
                    "SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements")) {
                while (rs.next()) {
                    if (rs.getLong("custom_plans") > 0) {
                        replanned.add(rs.getString("statement"));
                    }
                    if (rs.getString("statement").contains("INSERT INTO queen.messages")) {
                        appendGeneric = rs.getLong("generic_plans");
                    }
                }
            }
            c.rollback();
            assertThat(replanned).as("store statements planned for their parameters").isEmpty();
            assertThat(appendGeneric).as("executions of the append's generic plan").isEqualTo(8);
        }
    }

    @Test
    void theCheckSeesAWholeTableScan() throws Exception {
        // Without the hot-path settings the planner scans this tiny table rather than using its index.
        assertThat(database.unboundedReads(Map.of("lock partitions", TransactionRun.LOCK_PARTITIONS), false))
                .singleElement().asString().startsWith("lock partitions: [Seq Scan on partitions]");
    }
}
