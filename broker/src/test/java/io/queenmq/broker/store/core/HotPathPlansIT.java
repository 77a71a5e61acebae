package io.queenmq.broker.store.core;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.queenmq.broker.db.DataSources;
import io.queenmq.broker.db.Migrations;
import io.queenmq.broker.it.TestBroker;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * The hot-path statements run with cached generic plans, so their plans must be right whatever the
 * statistics were when they were planned. This plans every one of them generically (as a cached plan
 * is) in a database whose tables are tiny and freshly analyzed, the state in which sequential scans
 * and hash joins over whole tables look cheapest, with the hot-path sessions' planner settings, and
 * requires every read of a table to be an index lookup bounded by the statement's own keys: a plan
 * that scans a whole table would go on doing so after the table had grown to 10,000 partitions.
 */
class HotPathPlansIT {
    private static final Set<String> SCANS = Set.of("Seq Scan", "Index Scan", "Index Only Scan", "Bitmap Index Scan",
            "Tid Scan", "Sample Scan");
    private static final ObjectMapper JSON = new ObjectMapper();

    private static String database;
    private static String url;

    @BeforeAll
    static void tinyDatabase() throws SQLException {
        database = "plans_" + ProcessHandle.current().pid() + "_" + System.nanoTime() % 1_000_000L;
        try (Connection c = DriverManager.getConnection(TestBroker.jdbcUrl(), "postgres", "postgres");
             Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE " + database);
        }
        url = TestBroker.jdbcUrl().replaceFirst("/postgres$", "/" + database);
        PGSimpleDataSource source = new PGSimpleDataSource();
        source.setUrl(url);
        source.setUser("postgres");
        source.setPassword("postgres");
        Migrations.migrate(source);
        try (Connection c = source.getConnection(); Statement st = c.createStatement()) {
            st.execute("INSERT INTO queen.queues (name) VALUES ('q')");
            st.execute("""
                    INSERT INTO queen.partitions (queue_id, name, head_seq, head_created_at)
                    SELECT q.id, 'p' || i, 1, now() FROM queen.queues q, generate_series(1, 100) i""");
            st.execute("""
                    INSERT INTO queen.messages (partition_id, seq, id, transaction_id, payload, created_at)
                    SELECT id, 1, gen_random_uuid(), 't' || name, '{}', now() FROM queen.partitions""");
            st.execute("""
                    INSERT INTO queen.partition_consumers (partition_id, consumer_group, cursor_seq)
                    SELECT id, 'g', 0 FROM queen.partitions""");
            st.execute("""
                    INSERT INTO queen.consumer_groups_metadata (consumer_group, queue_name, subscription_mode, subscription_timestamp)
                    VALUES ('g', 'q', 'all', now())""");
            st.execute("ANALYZE");
        }
    }

    @AfterAll
    static void dropDatabase() throws SQLException {
        try (Connection c = DriverManager.getConnection(TestBroker.jdbcUrl(), "postgres", "postgres");
             Statement st = c.createStatement()) {
            st.execute("DROP DATABASE IF EXISTS " + database + " WITH (FORCE)");
        }
    }

    @Test
    void everyTableReadOfTheHotPathIsABoundedIndexLookup() throws Exception {
        Map<String, String> statements = new LinkedHashMap<>();
        statements.put("push: encryption flags", PushStore.ENCRYPTION_FLAGS);
        statements.put("push: upsert queues", PushStore.UPSERT_QUEUES);
        statements.put("push: upsert partitions", PushStore.UPSERT_PARTITIONS);
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
        statements.put("transaction: lock lanes", TransactionRun.LOCK_LANES);

        Properties session = new Properties();
        session.setProperty("user", "postgres");
        session.setProperty("password", "postgres");
        session.setProperty("options", DataSources.HOT_PATH_PLANNER);
        session.setProperty("preferQueryMode", "simple");
        List<String> problems = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url, session); Statement st = c.createStatement()) {
            for (Map.Entry<String, String> statement : statements.entrySet()) {
                JsonNode plan = genericPlan(st, statement.getValue());
                List<String> scans = new ArrayList<>();
                unboundedScans(plan, scans);
                if (!scans.isEmpty()) {
                    problems.add(statement.getKey() + ": " + scans + "\n" + plan.toPrettyString());
                }
            }
        }
        assertThat(problems).as("hot-path statements whose generic plan reads a table without a bounded index lookup")
                .isEmpty();
    }

    @Test
    void theCheckSeesAWholeTableScan() throws Exception {
        // Without the hot-path settings the planner scans this tiny table rather than using its index.
        Properties session = new Properties();
        session.setProperty("user", "postgres");
        session.setProperty("password", "postgres");
        session.setProperty("preferQueryMode", "simple");
        try (Connection c = DriverManager.getConnection(url, session); Statement st = c.createStatement()) {
            List<String> scans = new ArrayList<>();
            unboundedScans(genericPlan(st, TransactionRun.LOCK_LANES), scans);
            assertThat(scans).containsExactly("Seq Scan on partitions");
        }
    }

    /**
     * The plan PostgreSQL caches for {@code sql} once it stops planning each execution. Sent with the simple query
     * protocol: with the extended one the driver would have to bind the placeholders EXPLAIN leaves unbound.
     */
    private static JsonNode genericPlan(Statement st, String sql) throws SQLException, IOException {
        StringBuilder numbered = new StringBuilder();
        int parameter = 0;
        for (char ch : sql.toCharArray()) {
            if (ch == '?') {
                numbered.append('$').append(++parameter);
            } else {
                numbered.append(ch);
            }
        }
        try (ResultSet rs = st.executeQuery("EXPLAIN (GENERIC_PLAN, FORMAT JSON) " + numbered)) {
            rs.next();
            return JSON.readTree(rs.getString(1)).get(0).get("Plan");
        }
    }

    /** Reads of a table that are not index lookups with a condition: they grow with the table. */
    private static void unboundedScans(JsonNode node, List<String> out) {
        String type = node.path("Node Type").asText();
        if (SCANS.contains(type)) {
            String target = node.has("Relation Name") ? node.get("Relation Name").asText() : node.path("Index Name").asText();
            boolean bounded = !type.equals("Seq Scan") && !type.equals("Sample Scan") && node.has("Index Cond");
            if (!bounded) {
                out.add(type + " on " + target);
            }
        }
        for (JsonNode child : node.path("Plans")) {
            unboundedScans(child, out);
        }
    }
}
