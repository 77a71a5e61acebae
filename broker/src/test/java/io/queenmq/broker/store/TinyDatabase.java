package io.queenmq.broker.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.db.DataSources;
import io.queenmq.broker.db.DatabaseSettings;
import io.queenmq.broker.db.Migrations;
import io.queenmq.broker.db.PerTransactionSettings;
import io.queenmq.broker.it.TestBroker;
import java.io.IOException;
import java.net.URI;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.postgresql.ds.PGSimpleDataSource;
import org.postgresql.jdbc.PreferQueryMode;

/**
 * A database of the test broker's PostgreSQL whose tables are tiny and freshly analyzed, the state in which
 * sequential scans and hash joins over whole tables look cheapest, to plan hot-path statements in as their cached
 * generic plans are (the plan-check tests of each store package).
 */
public final class TinyDatabase implements AutoCloseable {
    private static final Set<String> SCANS = Set.of("Seq Scan", "Index Scan", "Index Only Scan", "Bitmap Index Scan",
            "Tid Scan", "Sample Scan");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String name;
    private final String url;

    private TinyDatabase(String name) {
        this.name = name;
        this.url = TestBroker.jdbcUrl().replaceFirst("/postgres$", "/" + name);
    }

    /** A fresh database with the broker's schema, 100 partitions of one message each and a consumer row per partition. */
    public static TinyDatabase create() throws SQLException {
        TinyDatabase database = new TinyDatabase("plans_" + ProcessHandle.current().pid() + "_"
                + System.nanoTime() % 1_000_000L);
        try (Connection c = DriverManager.getConnection(TestBroker.jdbcUrl(), "postgres", "postgres");
             Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE " + database.name);
        }
        PGSimpleDataSource source = new PGSimpleDataSource();
        source.setUrl(database.url);
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
        return database;
    }

    /**
     * Every statement (by description) whose generic plan reads a table otherwise than by an index lookup bounded by
     * its keys, with that plan; planned with the store sessions' settings when {@code hotPathSession}.
     */
    public List<String> unboundedReads(Map<String, String> statements, boolean hotPathSession)
            throws SQLException, IOException {
        List<String> problems = new ArrayList<>();
        try (Connection c = session(hotPathSession); Statement st = c.createStatement()) {
            for (Map.Entry<String, String> statement : statements.entrySet()) {
                JsonNode plan = genericPlan(st, statement.getValue());
                List<String> scans = new ArrayList<>();
                unboundedScans(plan, scans);
                if (!scans.isEmpty()) {
                    problems.add(statement.getKey() + ": " + scans + "\n" + plan.toPrettyString());
                }
            }
        }
        return problems;
    }

    /** The broker's database settings (defaults) pointed at this database on the embedded server, not any pooler. */
    public DatabaseSettings settings() {
        int port = URI.create(url.substring("jdbc:".length())).getPort();
        return DatabaseSettings.from(BrokerConfig.fromEnv(Map.of()), 1)
                .withEndpoint("localhost", port, name, "postgres", "postgres");
    }

    /**
     * A session as the broker's store lanes get one: with the planner settings at connection time, or, behind
     * PgBouncer ({@link TestBroker#throughPgBouncer}), through it and in a transaction that set them.
     */
    private Connection session(boolean hotPathSession) throws SQLException {
        Properties session = new Properties();
        session.setProperty("user", "postgres");
        session.setProperty("password", "postgres");
        session.setProperty("preferQueryMode", "simple");
        if (!TestBroker.throughPgBouncer()) {
            if (hotPathSession) {
                session.setProperty("options", DataSources.options(DataSources.HOT_PATH_PLANNER));
            }
            return DriverManager.getConnection(url, session);
        }
        String bouncer = TestBroker.brokerJdbcUrl().replaceFirst("/postgres$", "/" + name);
        if (!hotPathSession) {
            return DriverManager.getConnection(bouncer, session);
        }
        PGSimpleDataSource source = new PGSimpleDataSource();
        source.setUrl(bouncer);
        source.setUser("postgres");
        source.setPassword("postgres");
        source.setPreferQueryMode(PreferQueryMode.SIMPLE);
        return new PerTransactionSettings(source, DataSources.HOT_PATH_PLANNER).getConnection();
    }

    @Override
    public void close() throws SQLException {
        try (Connection c = DriverManager.getConnection(TestBroker.jdbcUrl(), "postgres", "postgres");
             Statement st = c.createStatement()) {
            st.execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
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
