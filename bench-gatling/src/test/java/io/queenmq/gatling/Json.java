package io.queenmq.gatling;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The shared Jackson mapper and the few helpers the checks need. Thread-safe. */
final class Json {

    static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    /** Parses a response body; a malformed body is a check failure that quotes the body. */
    static JsonNode parse(String body) {
        try {
            return MAPPER.readTree(body);
        } catch (IOException e) {
            throw new IllegalStateException("unparsable JSON response: " + abbreviate(body), e);
        }
    }

    static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes {@code value} as pretty-printed JSON, creating the parent folders. */
    static void writeFile(Path file, Object value) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(file, MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(value) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** The first 200 characters of a body, for error messages. */
    static String abbreviate(String body) {
        if (body == null) {
            return "<no body>";
        }
        return body.length() <= 200 ? body : body.substring(0, 200) + "...(" + body.length() + " chars)";
    }
}
