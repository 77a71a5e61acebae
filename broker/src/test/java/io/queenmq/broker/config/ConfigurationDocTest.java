package io.queenmq.broker.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** docs/configuration.md is generated from the registry; this fails when someone forgot to regenerate it. */
@Timeout(10)
class ConfigurationDocTest {
    /** Relative to the broker module, Maven's working directory for tests. */
    private static final Path REFERENCE = Path.of("..", "docs", "configuration.md");

    @Test
    void theCommittedReferenceMatchesTheRegistry() throws IOException {
        String committed = Files.readString(REFERENCE, StandardCharsets.UTF_8);

        assertThat(committed)
                .as("%s is stale; regenerate it from the repository root with: %s",
                        REFERENCE, MarkdownReference.REGENERATE_COMMAND)
                .isEqualTo(BrokerConfig.markdownReference());
    }

    @Test
    void theReferenceListsEverySettingUnderItsGroup() {
        String reference = BrokerConfig.markdownReference();

        assertThat(reference).contains("## Essential", "## Frequent", "## Rare");
        assertThat(Settings.all())
                .allSatisfy(setting -> assertThat(reference).contains("| `" + setting.envName() + "` |"));
        assertThat(reference.indexOf("`PORT`")).isLessThan(reference.indexOf("## Frequent"));
        assertThat(reference.indexOf("`STORE_MAX_BATCH_ROWS`")).isGreaterThan(reference.indexOf("## Rare"));
    }
}
