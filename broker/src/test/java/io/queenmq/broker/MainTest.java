package io.queenmq.broker;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class MainTest {
    @Test
    void versionPrintsTheReleaseAndTheCommitAndStartsNothing() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream console = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            Main.main(new String[] {"--version"});
        } finally {
            System.setOut(console);
        }

        assertThat(out.toString(StandardCharsets.UTF_8))
                .matches("queen-broker \\d+\\.\\d+\\.\\d+(-SNAPSHOT)? \\(commit [0-9a-f]{7,}(\\+dirty)?\\)\\R");
    }
}
