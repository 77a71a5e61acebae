package io.queenmq.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The client stands alone: its compiled classes name no Netty and no broker class (the tests'
 * classpath has both, so only the bytecode can tell).
 */
class DependenciesTest {
    @Test
    void mainClassesReferenceNeitherNettyNorTheBroker() throws IOException {
        Path classes = Path.of("target/classes");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(classes)) {
            files = walk.filter(p -> p.toString().endsWith(".class")).toList();
        }
        assertThat(files).isNotEmpty();
        for (Path file : files) {
            String constants = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
            assertThat(constants).as(file.toString()).doesNotContain("io/netty/").doesNotContain("io/queenmq/broker/");
        }
    }
}
