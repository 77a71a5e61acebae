package io.queenmq.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The README's CLI block is tested: every {@code queen ...} line in it (and {@code echo '...' | queen ...},
 * fed to stdin) runs against the test broker and exits 0; {@code tail} is stopped once it printed.
 */
class ReadmeIT {
    private static final Pattern CLI_BLOCK = Pattern.compile("\\n## CLI\\n.*?```bash\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern COMMAND = Pattern.compile("^(?:echo '([^']*)' \\| )?queen (.*)$");

    @Test
    @Timeout(120)
    void everyQueenLineOfTheReadmeSucceeds() throws IOException, InterruptedException {
        Matcher block = CLI_BLOCK.matcher(Files.readString(Path.of("../README.md")));
        assertThat(block.find()).as("README.md has a ```bash block under ## CLI").isTrue();
        List<String> ran = new ArrayList<>();
        try {
            for (String line : block.group(1).split("\\n")) {
                Matcher command = COMMAND.matcher(line.replaceFirst("\\s+#.*$", "").strip());
                if (command.matches()) {
                    String[] args = command.group(2).split("\\s+");
                    Cli.Run run = args[0].equals("tail")
                            ? Cli.tailUntil(out -> !out.isEmpty(), List.of(args).subList(1, args.length).toArray(String[]::new))
                            : Cli.withStdin(command.group(1) == null ? "" : command.group(1) + "\n", args);
                    assertThat(run.exitCode()).as("%s%nstderr: %s", line, run.err()).isZero();
                    assertThat(run.out()).as(line).isNotEmpty();
                    ran.add(args[0]);
                }
            }
        } finally {
            Cli.queen("maintenance", "off");
        }
        assertThat(ran).contains("status", "push", "pop", "tail", "groups", "maintenance", "bench");
    }
}
