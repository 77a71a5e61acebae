package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.ConfigException;
import java.io.IOException;
import java.net.ServerSocket;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code PG_HOST} as a list: the broker finds the primary among the entries, says which in /health and the metrics,
 * and refuses to start with one line naming the setting when no entry is one. (Following a failover is FailoverIT's.)
 */
@Timeout(60)
class MultiHostIT {
    @Test
    void theBrokerWritesToTheEntryThatIsAPrimaryAndSaysWhichInHealthAndMetrics() throws Exception {
        int nobody = closedPort();
        String database = "localhost:" + TestBroker.env().get("PG_PORT");
        Map<String, String> env = TestBroker.env();
        env.put("PG_HOST", "127.0.0.1:" + nobody + "," + database);
        try (Broker broker = Broker.start(BrokerConfig.fromEnv(env))) {
            Api api = new Api("http://127.0.0.1:" + broker.port());
            String queue = TestBroker.uniqueName("multi-host");
            assertThat(api.post("/api/v1/push", Map.of("items", List.of(Map.of("queue", queue,
                    "payload", Map.of("n", 1))))).status()).isEqualTo(201);

            JsonNode primary = api.get("/health").json().get("primary");
            assertThat(primary.get("host").asText()).isEqualTo(database);
            assertThat(primary.get("server").asText()).endsWith(":" + TestBroker.env().get("PG_PORT"));
            assertThat(primary.get("changes").asLong()).isZero();
            assertThat(primary.get("since").asText()).isNotEmpty();
            assertThat(api.raw("GET", "/metrics/prometheus", null).body())
                    .contains("queen_db_primary_info{host=\"" + database + "\"")
                    .contains("queen_db_primary_changes_total 0.0");
        }
    }

    @Test
    void noPrimaryAmongTheHostsFailsAtStartWithOneLineNamingTheSettingAndEachHost() throws Exception {
        int first = closedPort();
        int second = closedPort();
        Map<String, String> env = TestBroker.env();
        env.put("PG_HOST", "127.0.0.1:" + first + ",127.0.0.1:" + second);
        env.put("DB_CONNECTION_TIMEOUT", "1000");

        assertThatThrownBy(() -> Broker.start(BrokerConfig.fromEnv(env)).close())
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith("PG_HOST=127.0.0.1:" + first + ",127.0.0.1:" + second + ": no primary answered")
                .hasMessageContaining("127.0.0.1:" + first + ": ")
                .hasMessageContaining("127.0.0.1:" + second + ": ")
                .hasMessageNotContaining("\n");
    }

    /** A port nothing listens on (bound, then released). */
    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
