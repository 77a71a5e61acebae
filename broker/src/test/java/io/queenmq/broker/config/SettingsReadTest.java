package io.queenmq.broker.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A setting that the registry documents but no code reads is a promise the broker does not keep: every registered
 * setting must be named by some source of the broker outside the registry itself, as {@code Settings.NAME} in Java
 * or as {@code ${NAME}} in a resource (the logging configuration reads {@code LOG_LEVEL}).
 */
@Timeout(30)
class SettingsReadTest {
    /** Relative to the broker module, Maven's working directory for tests. */
    private static final Path SOURCES = Path.of("src", "main", "java");
    private static final Path RESOURCES = Path.of("src", "main", "resources");
    private static final Path REGISTRY = SOURCES.resolve("io/queenmq/broker/config/Settings.java");

    @Test
    void everyRegisteredSettingIsReadBySomeCode() throws IOException {
        String code = readersOfTheRegistry();
        String resources = allText(RESOURCES);

        List<String> unread = registeredFields().stream()
                .filter(name -> !Pattern.compile("\\bSettings\\." + name + "\\b").matcher(code).find())
                .filter(name -> !resources.contains("${" + name))
                .toList();

        assertThat(unread).as("settings registered in Settings.all() that no broker code reads").isEmpty();
    }

    @Test
    void theScanSeesTheRegistryAndItsReaders() throws IOException {
        // Guards the test above against passing on an empty scan.
        assertThat(registeredFields()).contains("PORT", "PG_HOST", "POP_WAIT_BACKOFF_MULTIPLIER")
                .hasSize(Settings.all().size());
        assertThat(readersOfTheRegistry()).contains("Settings.PORT").doesNotContain("public static List<Setting<?>> all()");
        assertThat(allText(RESOURCES)).contains("${LOG_LEVEL");
    }

    /** The names of the {@code Settings} fields that hold a registered setting. */
    private static List<String> registeredFields() {
        List<Setting<?>> registered = Settings.all();
        return Arrays.stream(Settings.class.getFields())
                .filter(f -> Modifier.isStatic(f.getModifiers()) && Setting.class.isAssignableFrom(f.getType()))
                .filter(f -> registered.stream().anyMatch(s -> s == valueOf(f)))
                .map(Field::getName)
                .toList();
    }

    private static Object valueOf(Field field) {
        try {
            return field.get(null);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String readersOfTheRegistry() throws IOException {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            return files.filter(p -> p.toString().endsWith(".java") && !p.equals(REGISTRY))
                    .map(SettingsReadTest::read)
                    .collect(Collectors.joining("\n"));
        }
    }

    private static String allText(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).map(SettingsReadTest::read).collect(Collectors.joining("\n"));
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
