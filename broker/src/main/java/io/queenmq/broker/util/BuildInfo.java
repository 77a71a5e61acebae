package io.queenmq.broker.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The broker's version and the commit it was built from, as the build wrote them into {@code build.properties}
 * ({@code "unknown"} for a commit outside a git checkout; {@code +dirty} when the tree had uncommitted changes).
 */
public record BuildInfo(String version, String commit) {
    private static final BuildInfo CURRENT = load();

    public static BuildInfo current() {
        return CURRENT;
    }

    /** {@code queen-broker 0.1.0 (commit 1a2b3c4)}. */
    public String describe() {
        return "queen-broker " + version + " (commit " + commit + ")";
    }

    private static BuildInfo load() {
        Properties built = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream("/io/queenmq/broker/build.properties")) {
            if (in != null) {
                built.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String commit = filled(built.getProperty("commit"));
        if (!commit.equals("unknown") && "true".equals(built.getProperty("dirty"))) {
            commit += "+dirty";
        }
        return new BuildInfo(filled(built.getProperty("version")), commit);
    }

    /** A value the build did not fill in stays {@code ${...}}. */
    private static String filled(String value) {
        return value == null || value.isBlank() || value.startsWith("${") ? "unknown" : value;
    }
}
