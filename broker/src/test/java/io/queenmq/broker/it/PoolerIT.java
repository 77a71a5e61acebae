package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.ConfigException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code PG_POOLER=transaction} at its edges, each on a database of its own behind its own PgBouncer: the start check
 * of the role's defaults, and two brokers without any LISTEN connection ({@code PG_LISTEN_FALLBACK=poll}). The rest of
 * the broker behind PgBouncer is the surefire execution {@code through-pgbouncer} (it/TestBroker).
 */
@Timeout(90)
class PoolerIT {
    private static final String SUFFIX = ProcessHandle.current().pid() + "_" + System.nanoTime() % 1_000_000L;
    private static final String WITHOUT_DEFAULTS = "pooler_bare_" + SUFFIX;
    private static final String WITH_DEFAULTS = "pooler_ready_" + SUFFIX;
    private static PgBouncer bouncer;

    @BeforeAll
    static void databases() throws Exception {
        sql("CREATE DATABASE " + WITHOUT_DEFAULTS,
                // A database whose sessions have no statement timeout, as PgBouncer's would without the role's defaults.
                "ALTER ROLE postgres IN DATABASE " + WITHOUT_DEFAULTS + " SET statement_timeout = 0",
                "CREATE DATABASE " + WITH_DEFAULTS,
                "ALTER ROLE postgres IN DATABASE " + WITH_DEFAULTS + " SET jit = 'off'",
                "ALTER ROLE postgres IN DATABASE " + WITH_DEFAULTS + " SET statement_timeout = '30000'",
                "ALTER ROLE postgres IN DATABASE " + WITH_DEFAULTS + " SET lock_timeout = '10000'",
                "ALTER ROLE postgres IN DATABASE " + WITH_DEFAULTS + " SET idle_in_transaction_session_timeout = '30000'");
        bouncer = PgBouncer.start(Integer.parseInt(TestBroker.env().get("PG_PORT")));
    }

    @AfterAll
    static void dropDatabases() throws Exception {
        if (bouncer != null) {
            bouncer.close();
        }
        sql("DROP DATABASE IF EXISTS " + WITHOUT_DEFAULTS + " WITH (FORCE)",
                "DROP DATABASE IF EXISTS " + WITH_DEFAULTS + " WITH (FORCE)");
    }

    @Test
    void sessionsWithoutTheRoleDefaultsStopTheBrokerWithTheStatementsToRun() {
        Map<String, String> env = throughBouncer(WITHOUT_DEFAULTS);
        env.put("PG_LISTEN_FALLBACK", "poll");

        assertThatThrownBy(() -> Broker.start(BrokerConfig.fromEnv(env)).close())
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith("PG_POOLER=transaction: ")
                .hasMessageContaining("statement_timeout is 0, not 30000")
                .hasMessageContaining("ALTER ROLE \"postgres\" IN DATABASE \"" + WITHOUT_DEFAULTS
                        + "\" SET statement_timeout = '30000';")
                .hasMessageNotContaining("\n");
    }

    @Test
    void withoutListenABrokerSeesAnotherBrokersPushAtItsNextRecheck() throws Exception {
        Map<String, String> env = throughBouncer(WITH_DEFAULTS);
        env.put("PG_LISTEN_FALLBACK", "poll");
        env.put("POP_WAIT_MAX_INTERVAL_MS", "500");
        try (Broker first = Broker.start(BrokerConfig.fromEnv(env)); Broker second = Broker.start(BrokerConfig.fromEnv(env))) {
            Api producer = new Api("http://127.0.0.1:" + first.port());
            Api consumer = new Api("http://127.0.0.1:" + second.port());
            String queue = TestBroker.uniqueName("pooler-poll");
            producer.post("/api/v1/configure", Map.of("queue", queue));

            CompletableFuture<Api.Response> pop = CompletableFuture.supplyAsync(
                    () -> consumer.get("/api/v1/pop/queue/" + queue + "?wait=true&timeout=20000"));
            Thread.sleep(500);
            long pushedAt = System.nanoTime();
            assertThat(producer.post("/api/v1/push", Map.of("items", List.of(Map.of("queue", queue,
                    "payload", Map.of("n", 7))))).status()).isEqualTo(201);

            Api.Response popped = pop.get(15, TimeUnit.SECONDS);
            assertThat(popped.status()).isEqualTo(200);
            assertThat(popped.json().get("messages").get(0).get("data").get("n").asInt()).isEqualTo(7);
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - pushedAt)).isLessThan(5000);
            assertThat(consumer.get("/health").json().at("/shared_state/transport/listening").asBoolean()).isFalse();
        }
    }

    private static Map<String, String> throughBouncer(String database) {
        Map<String, String> env = TestBroker.env();
        env.put("PG_HOST", "127.0.0.1");
        env.put("PG_PORT", Integer.toString(bouncer.port()));
        env.put("PG_DB", database);
        env.put("PG_POOLER", "transaction");
        env.remove("PG_LISTEN_HOST");
        env.remove("PG_LISTEN_PORT");
        return env;
    }

    private static void sql(String... statements) throws SQLException {
        try (Connection c = DriverManager.getConnection(TestBroker.jdbcUrl(), "postgres", "postgres");
             Statement st = c.createStatement()) {
            for (String statement : statements) {
                st.execute(statement);
            }
        }
    }
}
