package io.queenmq.broker.docs;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Published figures must be backed by archived runs: every {@code results/<run>} that
 * docs/benchmarks.md mentions must exist, and every figure written as a link to a run's
 * summary field, {@code [12,345](../results/<run>/summary.json#pushMsgPerSec)} (a number in the path indexes an
 * array: {@code #cpuSplit.eachBrokerCores.0}), or to the medians of a
 * repeated run ({@code median.json}, written by {@code scripts/bench --repeat}), must equal that field at
 * the precision the text shows.
 */
class BenchmarkDocsTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path DOC = ROOT.resolve("docs/benchmarks.md");
    private static final Pattern RUN_MENTION = Pattern.compile("results/([0-9]{4}-[0-9]{2}-[0-9]{2}-[A-Za-z0-9._-]+)");
    private static final Pattern FIGURE = Pattern.compile(
            "\\[([^\\]]+)]\\((?:\\.\\./)?results/([^/)#]+)/(summary|median)\\.json#([A-Za-z0-9_.]+)\\)");

    @Test
    void everyCitedRunIsArchived() throws IOException {
        String doc = Files.readString(DOC);
        List<String> missing = new ArrayList<>();
        Matcher m = RUN_MENTION.matcher(doc);
        while (m.find()) {
            Path run = ROOT.resolve("results").resolve(m.group(1));
            if (!Files.isRegularFile(run.resolve("summary.json")) || !Files.isRegularFile(run.resolve("config.json"))) {
                missing.add(m.group(1));
            }
        }
        assertThat(missing).as("runs cited by docs/benchmarks.md without config.json and summary.json").isEmpty();
    }

    @Test
    void everyCitedFigureEqualsItsRunSummary() throws IOException {
        String doc = Files.readString(DOC);
        ObjectMapper json = new ObjectMapper();
        List<String> wrong = new ArrayList<>();
        int figures = 0;
        Matcher m = FIGURE.matcher(doc);
        while (m.find()) {
            figures++;
            Path summary = ROOT.resolve("results").resolve(m.group(2)).resolve(m.group(3) + ".json");
            if (!Files.isRegularFile(summary)) {
                wrong.add(m.group() + ": no such run");
                continue;
            }
            JsonNode value = json.readTree(summary.toFile());
            for (String key : m.group(4).split("\\.")) {
                // A number indexes an array: cpuSplit.eachBrokerCores.0 is the first broker's share.
                value = value.isArray() && key.matches("[0-9]+") ? value.path(Integer.parseInt(key)) : value.path(key);
            }
            if (!value.isNumber()) {
                wrong.add(m.group() + ": no number at " + m.group(4));
                continue;
            }
            String shown = m.group(1).replaceAll("[^0-9.\\-]", "");
            BigDecimal written = new BigDecimal(shown);
            BigDecimal actual = value.decimalValue().setScale(Math.max(0, written.scale()), RoundingMode.HALF_UP);
            if (actual.compareTo(written) != 0) {
                wrong.add(m.group() + ": the run says " + value.asText());
            }
        }
        assertThat(wrong).as("figures in docs/benchmarks.md that differ from their run").isEmpty();
        assertThat(figures).as("figures cited from runs in docs/benchmarks.md").isPositive();
    }
}
