package io.queenmq.broker.config;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Renders the settings registry as the Markdown configuration reference. {@link #main} writes it to a file, which
 * is how {@code docs/configuration.md} is regenerated (a test fails when the file is stale).
 */
public final class MarkdownReference {
    static final String REGENERATE_COMMAND = "mvn -q -pl broker -am compile && "
            + "java -cp broker/target/classes io.queenmq.broker.config.MarkdownReference docs/configuration.md";

    private MarkdownReference() {
    }

    /** Usage: {@code MarkdownReference <output file>}, run from the repository root. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: MarkdownReference <output.md>");
            System.exit(2);
        }
        Files.writeString(Path.of(args[0]), BrokerConfig.markdownReference(), StandardCharsets.UTF_8);
    }

    static String render(List<Setting<?>> settings) {
        StringBuilder md = new StringBuilder();
        md.append("<!-- Generated from io.queenmq.broker.config.Settings; do not edit. Regenerate with: ")
                .append(REGENERATE_COMMAND).append(" -->\n");
        md.append("# Configuration\n\n");
        md.append("The broker reads its configuration from environment variables once at start; an invalid value ")
                .append("stops it with a message naming the variable, the value and what is allowed. ")
                .append("Names and defaults follow upstream Queen MQ unless a description says otherwise.\n");
        for (SettingGroup group : SettingGroup.values()) {
            md.append("\n## ").append(capitalized(group.label())).append("\n\n");
            md.append("| Variable | Default | Unit | Allowed | Description |\n");
            md.append("|----------|---------|------|---------|-------------|\n");
            for (Setting<?> setting : settings) {
                if (setting.group() == group) {
                    md.append("| `").append(setting.envName()).append("` | ")
                            .append(cell(setting.defaultText())).append(" | ")
                            .append(cell(setting.unit())).append(" | ")
                            .append(cell(setting.allowed())).append(" | ")
                            .append(cell(setting.description())).append(" |\n");
                }
            }
        }
        return md.toString();
    }

    private static String cell(String text) {
        return text.replace("|", "\\|");
    }

    private static String capitalized(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
