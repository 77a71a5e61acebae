package io.queenmq.broker.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(10)
class BrokerConfigTest {

    @Nested
    class Defaults {
        private final BrokerConfig config = BrokerConfig.fromEnv(Map.of());

        @Test
        void upstreamDefaultsApplyWhenNothingIsSet() {
            assertThat(config.get(Settings.PORT)).isEqualTo(6632);
            assertThat(config.get(Settings.HOST)).isEqualTo("0.0.0.0");
            assertThat(config.get(Settings.PG_HOST)).isEqualTo("localhost");
            assertThat(config.get(Settings.PG_PORT)).isEqualTo(5432);
            assertThat(config.get(Settings.PG_PASSWORD)).isEqualTo("postgres");
            assertThat(config.get(Settings.PG_USE_SSL)).isFalse();
            assertThat(config.get(Settings.PG_SSL_REJECT_UNAUTHORIZED)).isTrue();
            assertThat(config.get(Settings.DEFAULT_TIMEOUT)).isEqualTo(30000);
            assertThat(config.get(Settings.DEFAULT_SUBSCRIPTION_MODE)).isEmpty();
            assertThat(config.get(Settings.POP_WAIT_BACKOFF_MULTIPLIER)).isEqualTo(2.0);
            assertThat(config.get(Settings.RETENTION_INTERVAL)).isEqualTo(300000);
        }

        @Test
        void ourDefaultsApplyWhenNothingIsSet() {
            assertThat(config.get(Settings.NUM_WORKERS)).isEqualTo(Runtime.getRuntime().availableProcessors());
            assertThat(config.get(Settings.DB_POOL_SIZE)).isEqualTo(10);
            assertThat(config.get(Settings.MAX_BODY_BYTES)).isEqualTo(64 * 1024 * 1024);
            assertThat(config.get(Settings.QUEEN_EMBEDDED_PG)).isEqualTo("auto");
            assertThat(config.get(Settings.QUEEN_EMBEDDED_PG_PORT)).isZero();
            assertThat(config.get(Settings.QUEEN_DATA_DIR))
                    .isEqualTo(Path.of(System.getProperty("user.home"), ".queen", "pg"));
            assertThat(config.get(Settings.STORE_QUEUE_CAPACITY)).isEqualTo(65536);
        }

        @Test
        void nothingCountsAsSet() {
            assertThat(Settings.all()).noneMatch(config::isSet);
        }
    }

    @Nested
    class Parsing {
        @Test
        void explicitValuesReplaceDefaults() {
            BrokerConfig config = BrokerConfig.fromEnv(Map.of(
                    "PORT", "0", "PG_HOST", "db.internal", "POP_WAIT_BACKOFF_MULTIPLIER", "1.5",
                    "LOG_LEVEL", "debug", "DEFAULT_SUBSCRIPTION_MODE", "new"));

            assertThat(config.get(Settings.PORT)).isZero();
            assertThat(config.get(Settings.PG_HOST)).isEqualTo("db.internal");
            assertThat(config.get(Settings.POP_WAIT_BACKOFF_MULTIPLIER)).isEqualTo(1.5);
            assertThat(config.get(Settings.LOG_LEVEL)).isEqualTo("debug");
            assertThat(config.get(Settings.DEFAULT_SUBSCRIPTION_MODE)).isEqualTo("new");
        }

        @Test
        void aVariableEqualToItsDefaultStillCountsAsSet() {
            BrokerConfig config = BrokerConfig.fromEnv(Map.of("PORT", "6632"));

            assertThat(config.isSet(Settings.PORT)).isTrue();
            assertThat(config.isSet(Settings.HOST)).isFalse();
        }

        @Test
        void onlyTheExactLowercaseTrueIsTrue() {
            assertThat(BrokerConfig.fromEnv(Map.of("PG_USE_SSL", "true")).get(Settings.PG_USE_SSL)).isTrue();
            for (String notTrue : List.of("TRUE", "True", "1", "yes", "")) {
                assertThat(BrokerConfig.fromEnv(Map.of("PG_USE_SSL", notTrue)).get(Settings.PG_USE_SSL))
                        .as("PG_USE_SSL=%s", notTrue)
                        .isFalse();
            }
        }

        @Test
        void aLeadingTildeMeansTheHomeDirectory() {
            BrokerConfig config =
                    BrokerConfig.fromEnv(Map.of("QUEEN_DATA_DIR", "~/data/pg", "FILE_BUFFER_DIR", "/srv/b"));

            assertThat(config.get(Settings.QUEEN_DATA_DIR))
                    .isEqualTo(Path.of(System.getProperty("user.home"), "data", "pg"));
            assertThat(config.get(Settings.FILE_BUFFER_DIR)).isEqualTo(Path.of("/srv/b"));
        }

        @Test
        void anEncryptionKeyIsSixtyFourHexDigitsInEitherCaseAndEmptyMeansNone() {
            String key = "00112233445566778899aabbccddeeff" + "00112233445566778899AABBCCDDEEFF";

            assertThat(BrokerConfig.fromEnv(Map.of("QUEEN_ENCRYPTION_KEY", key)).get(Settings.QUEEN_ENCRYPTION_KEY))
                    .isEqualTo(key);
            assertThat(BrokerConfig.fromEnv(Map.of("QUEEN_ENCRYPTION_KEY", "")).get(Settings.QUEEN_ENCRYPTION_KEY))
                    .isEmpty();
            assertThat(BrokerConfig.fromEnv(Map.of()).get(Settings.QUEEN_ENCRYPTION_KEY)).isEmpty();
        }

        @Test
        void unknownVariablesAreIgnored() {
            BrokerConfig config = BrokerConfig.fromEnv(Map.of("PATH", "/usr/bin", "JWT_ENABLED", "true"));

            assertThat(config.get(Settings.PORT)).isEqualTo(6632);
        }
    }

    @Nested
    class Validation {
        @Test
        void aNonNumericIntegerIsRejectedNotReadAsZero() {
            assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of("PORT", "abc")))
                    .isInstanceOf(ConfigException.class)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("Invalid PORT=\"abc\": allowed integer 0..65535");
        }

        @Test
        void anEmptyIntegerIsRejected() {
            assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of("DEFAULT_BATCH_SIZE", "")))
                    .isInstanceOf(ConfigException.class)
                    .hasMessage("Invalid DEFAULT_BATCH_SIZE=\"\": allowed integer >= 1");
        }

        @Test
        void aDecimalWhereAnIntegerIsExpectedIsRejected() {
            assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of("DEFAULT_TIMEOUT", "1.5")))
                    .isInstanceOf(ConfigException.class)
                    .hasMessageContaining("DEFAULT_TIMEOUT=\"1.5\"");
        }

        @Test
        void valuesOutsideTheRangeAreRejected() {
            assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of("PORT", "70000")))
                    .hasMessage("Invalid PORT=\"70000\": allowed integer 0..65535");
            assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of("DB_POOL_SIZE", "-1")))
                    .hasMessage("Invalid DB_POOL_SIZE=\"-1\": allowed integer >= 1");
            assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of("STORE_PUSH_WORKERS", "0")))
                    .hasMessage("Invalid STORE_PUSH_WORKERS=\"0\": allowed integer >= 1");
            assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of("POP_WAIT_BACKOFF_MULTIPLIER", "0.5")))
                    .hasMessage("Invalid POP_WAIT_BACKOFF_MULTIPLIER=\"0.5\": allowed number >= 1.0");
            assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of("POP_WAIT_BACKOFF_MULTIPLIER", "NaN")))
                    .isInstanceOf(ConfigException.class);
        }

        @Test
        void unknownChoicesAreRejectedWithTheAllowedOnes() {
            assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of("LOG_LEVEL", "verbose")))
                    .hasMessage("Invalid LOG_LEVEL=\"verbose\": "
                            + "allowed one of `trace`, `debug`, `info`, `warn`, `error`");
            assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of("QUEEN_EMBEDDED_PG", "TRUE")))
                    .hasMessage("Invalid QUEEN_EMBEDDED_PG=\"TRUE\": allowed one of `auto`, `true`, `false`");
            assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of("DEFAULT_SUBSCRIPTION_MODE", "latest")))
                    .hasMessageContaining("one of `\"\"`, `all`, `new`, `new-only`");
        }

        @Test
        void aMalformedEncryptionKeyIsRejectedWithoutShowingIt() {
            String tooShort = "0123456789abcdef".repeat(3);
            String tooLong = "0123456789abcdef".repeat(5);
            String notHex = "0123456789abcdeg".repeat(4);
            String oddLength = "0123456789abcdef".repeat(4) + "0";
            for (String bad : List.of(tooShort, tooLong, notHex, oddLength, " " + "ab".repeat(32))) {
                assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of("QUEEN_ENCRYPTION_KEY", bad)))
                        .as("QUEEN_ENCRYPTION_KEY of %d characters", bad.length())
                        .isInstanceOf(ConfigException.class)
                        .hasMessage("Invalid QUEEN_ENCRYPTION_KEY (value not shown: it is a secret): "
                                + "allowed 64 hex characters (a 32-byte key), or empty for none");
            }
        }

        @Test
        void everyInvalidVariableIsReportedAtOnce() {
            assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of("PORT", "x", "LOG_LEVEL", "loud")))
                    .isInstanceOf(ConfigException.class)
                    .hasMessageContaining("PORT=\"x\"")
                    .hasMessageContaining("LOG_LEVEL=\"loud\"");
        }

        @Test
        void aSettingOutsideTheRegistryCannotBeRead() {
            Setting<String> stray = Setting.text("NOT_REGISTERED")
                    .defaultValue("x").group(SettingGroup.RARE).description("Test only.").build();

            assertThatThrownBy(() -> BrokerConfig.fromEnv(Map.of()).get(stray))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("NOT_REGISTERED");
        }
    }

    @Nested
    class EmbeddedPostgres {
        @Test
        void autoUsesEmbeddedWhenNoConnectionVariableIsSet() {
            assertThat(BrokerConfig.fromEnv(Map.of()).useEmbeddedPostgres()).isTrue();
            assertThat(BrokerConfig.fromEnv(Map.of("PORT", "7000")).useEmbeddedPostgres()).isTrue();
        }

        @Test
        void autoUsesTheConfiguredDatabaseWhenAnyConnectionVariableIsSet() {
            for (String variable : List.of("PG_HOST", "PG_PORT", "PG_DB", "PG_USER", "PG_PASSWORD")) {
                String value = variable.equals("PG_PORT") ? "5432" : "x";
                assertThat(BrokerConfig.fromEnv(Map.of(variable, value)).useEmbeddedPostgres())
                        .as("with %s set", variable)
                        .isFalse();
            }
        }

        @Test
        void anEmptyPasswordStillCountsAsConfigured() {
            assertThat(BrokerConfig.fromEnv(Map.of("PG_PASSWORD", "")).useEmbeddedPostgres()).isFalse();
        }

        @Test
        void trueAndFalseOverrideTheRule() {
            BrokerConfig forcedOn = BrokerConfig.fromEnv(Map.of("QUEEN_EMBEDDED_PG", "true", "PG_HOST", "db"));

            assertThat(forcedOn.useEmbeddedPostgres()).isTrue();
            assertThat(BrokerConfig.fromEnv(Map.of("QUEEN_EMBEDDED_PG", "false")).useEmbeddedPostgres()).isFalse();
        }
    }

    @Nested
    class Registry {
        @Test
        void everySettingConstantIsRegisteredOnce() throws IllegalAccessException {
            List<Setting<?>> constants = new ArrayList<>();
            for (Field field : Settings.class.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers()) && field.getType() == Setting.class) {
                    constants.add((Setting<?>) field.get(null));
                }
            }

            assertThat(Settings.all()).containsExactlyInAnyOrderElementsOf(constants);
        }

        @Test
        void environmentNamesAreUnique() {
            List<String> names = Settings.all().stream().map(Setting::envName).toList();

            assertThat(new HashSet<>(names)).hasSameSizeAs(names);
        }

        @Test
        void everySettingIsDocumented() {
            assertThat(Settings.all()).allSatisfy(setting -> {
                assertThat(setting.description()).isNotBlank();
                assertThat(setting.defaultText()).isNotBlank();
                assertThat(setting.allowed()).isNotBlank();
            });
        }
    }
}
