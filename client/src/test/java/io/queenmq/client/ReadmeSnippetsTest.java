package io.queenmq.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's Java snippets are the tested example files: each block follows a comment
 * {@code <!-- example: <file> <region> -->} and equals that file's lines between
 * {@code // README: <region>} and {@code // README: end}, unindented.
 */
class ReadmeSnippetsTest {
    private static final Path ROOT = Path.of("..");
    private static final Pattern BLOCK = Pattern.compile(
            "<!-- example: (\\S+) (\\S+) -->\\n```java\\n(.*?)```", Pattern.DOTALL);

    @Test
    void everyReadmeSnippetEqualsItsExampleRegion() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        Matcher m = BLOCK.matcher(readme);
        List<String> checked = new ArrayList<>();
        while (m.find()) {
            String source = Files.readString(ROOT.resolve(m.group(1)));
            assertThat(m.group(3)).as("README snippet %s of %s", m.group(2), m.group(1))
                    .isEqualTo(region(source, m.group(2)));
            checked.add(m.group(1) + " " + m.group(2));
        }
        assertThat(checked).as("snippets found in README.md").isNotEmpty();
    }

    @Test
    void everyExampleRegionIsInTheReadme() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        Path examples = Path.of("src/test/java/io/queenmq/client/examples");
        try (var files = Files.list(examples)) {
            for (Path file : files.toList()) {
                Matcher regions = Pattern.compile("// README: (\\S+)").matcher(Files.readString(file));
                while (regions.find()) {
                    if (!regions.group(1).equals("end")) {
                        String marker = "<!-- example: client/" + examples.resolve(file.getFileName()) + " " + regions.group(1) + " -->";
                        assertThat(readme).as("README.md quotes %s", marker).contains(marker);
                    }
                }
            }
        }
    }

    /** The lines between the region's markers, with the indentation of its first line removed. */
    private static String region(String source, String name) {
        List<String> lines = source.lines().toList();
        int start = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).trim().equals("// README: " + name)) {
                start = i + 1;
            }
        }
        assertThat(start).as("region %s", name).isPositive();
        int indent = lines.get(start).length() - lines.get(start).stripLeading().length();
        StringBuilder out = new StringBuilder();
        for (int i = start; !lines.get(i).trim().equals("// README: end"); i++) {
            String line = lines.get(i);
            out.append(line.length() >= indent ? line.substring(indent) : line.strip()).append('\n');
        }
        return out.toString();
    }
}
