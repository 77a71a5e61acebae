package io.queenmq.broker.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.ConfigException;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DatabaseSettingsTest {
    private static DatabaseSettings from(Map<String, String> env) {
        return DatabaseSettings.from(BrokerConfig.fromEnv(env), 4);
    }

    @Test
    void aHostListIsOneMultiHostUrlThatKeepsOnlyThePrimary() {
        DatabaseSettings settings = from(Map.of("PG_HOST", "pg-a,pg-b:5433", "PG_PORT", "5440", "PG_DB", "queen"));

        assertThat(settings.jdbcUrl()).startsWith("jdbc:postgresql://pg-a:5440,pg-b:5433/queen?")
                .contains("targetServerType=primary");
        assertThat(settings.listenUrl()).isEqualTo(settings.jdbcUrl());
        assertThat(settings.transactionPooling()).isFalse();
    }

    @Test
    void aMalformedHostListFailsNamingTheSetting() {
        assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of("PG_HOST", "pg-a,,pg-b")))
                .isInstanceOf(ConfigException.class).hasMessageStartingWith("Invalid PG_HOST=\"pg-a,,pg-b\"");
        assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of("PG_LISTEN_HOST", "pg-a:99999")))
                .isInstanceOf(ConfigException.class).hasMessageStartingWith("Invalid PG_LISTEN_HOST");
    }

    @Test
    void aTransactionPoolerNeedsAListenHostOrThePollingFallback() {
        assertThatThrownBy(() -> from(Map.of("PG_HOST", "bouncer", "PG_POOLER", "transaction")))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("PG_POOLER=transaction needs PG_LISTEN_HOST")
                .hasMessageContaining("PG_LISTEN_FALLBACK=poll");

        DatabaseSettings direct = from(Map.of("PG_HOST", "bouncer", "PG_PORT", "6432", "PG_POOLER", "transaction",
                "PG_LISTEN_HOST", "pg-a,pg-b:5433"));
        assertThat(direct.transactionPooling()).isTrue();
        assertThat(direct.jdbcUrl()).startsWith("jdbc:postgresql://bouncer:6432/");
        assertThat(direct.listenUrl()).startsWith("jdbc:postgresql://pg-a:5432,pg-b:5433/");

        DatabaseSettings polling = from(Map.of("PG_HOST", "bouncer", "PG_POOLER", "transaction",
                "PG_LISTEN_FALLBACK", "poll"));
        assertThat(polling.listenHosts()).isNull();
    }
}
