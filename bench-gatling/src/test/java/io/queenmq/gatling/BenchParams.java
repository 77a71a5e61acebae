package io.queenmq.gatling;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The parameters of one simulation run, read from Java system properties ({@code -Dname=value},
 * which the Gatling Maven plugin forwards to its forked JVM). Every parameter is declared once,
 * with its default, validated when read, and recorded in declaration order so the run summary can
 * list exactly what the run used. Constructed and read on the thread that builds the simulation;
 * immutable once the simulation is set up.
 *
 * <p>Parameters common to every scenario are read by the constructor; scenario-specific ones are
 * declared by the simulation with {@link #positiveInt} and {@link #nonNegativeInt}.
 */
public final class BenchParams {

    /** Where queue names come from when {@code -Dqueue} is absent. */
    private static final String DEFAULT_QUEUE_PREFIX = "gatling";

    private final String scenario;
    private final Map<String, Object> values = new LinkedHashMap<>();

    private final List<String> targets;
    private final String runId;
    private final String queue;
    private final String queuePrefix;
    private final int durationSeconds;
    private final int drainSeconds;
    private final int leaseSeconds;
    private final int dedupWindowSeconds;
    private final Path resultFile;

    /** Reads the parameters every scenario takes. */
    public BenchParams(String scenario) {
        this.scenario = scenario;
        this.targets = Arrays.stream(string("target", "http://127.0.0.1:6632").split(","))
                .map(String::trim).filter(url -> !url.isEmpty()).map(BenchParams::stripTrailingSlash).toList();
        if (targets.isEmpty()) {
            throw new IllegalArgumentException("-Dtarget must name at least one base URL");
        }
        this.durationSeconds = positiveInt("durationSeconds", 15);
        this.drainSeconds = nonNegativeInt("drainSeconds", 10);
        this.leaseSeconds = positiveInt("leaseSeconds", 60);
        this.dedupWindowSeconds = nonNegativeInt("dedupWindowSeconds", 0);
        this.runId = string("runId", Long.toString(System.currentTimeMillis(), 36));
        checkName("runId", runId);
        String explicitQueue = System.getProperty("queue", "").trim();
        this.queue = explicitQueue.isEmpty() ? null : explicitQueue;
        if (queue != null) {
            checkName("queue", queue);
            values.put("queue", queue);
        }
        this.queuePrefix = string("queuePrefix", DEFAULT_QUEUE_PREFIX);
        checkName("queuePrefix", queuePrefix);
        String file = System.getProperty("resultFile", "").trim();
        this.resultFile = file.isEmpty() ? null : Path.of(file);
    }

    public String scenario() {
        return scenario;
    }

    /**
     * The first broker's base URL, without a trailing slash: where the run checks health, configures its queues
     * and fills them before the load starts.
     */
    public String target() {
        return targets.get(0);
    }

    /**
     * Every broker's base URL ({@code target} is a comma-separated list, one per broker of a fleet), without a
     * trailing slash; Gatling spreads the virtual users over them round-robin.
     */
    public List<String> targets() {
        return targets;
    }

    /** Identifies this run in queue names and transaction ids. */
    public String runId() {
        return runId;
    }

    public int durationSeconds() {
        return durationSeconds;
    }

    /** How long consumers may keep draining after the producers stop. */
    public int drainSeconds() {
        return drainSeconds;
    }

    /** The {@code leaseTime} the simulation configures on every queue it uses. */
    public int leaseSeconds() {
        return leaseSeconds;
    }

    /** The {@code dedupWindowSeconds} the simulation configures on every queue it uses (0: the broker's default). */
    public int dedupWindowSeconds() {
        return dedupWindowSeconds;
    }

    public Optional<Path> resultFile() {
        return Optional.ofNullable(resultFile);
    }

    /** The parameters read so far, by name, in declaration order. */
    public Map<String, Object> values() {
        return Collections.unmodifiableMap(values);
    }

    /**
     * The names of {@code count} queues for the role {@code role} ("" for the main queue): the
     * explicit {@code -Dqueue} when given, else {@code <queuePrefix>-<scenario>-<runId>}, suffixed
     * with {@code -<role>} and, when {@code count > 1}, {@code -q<i>}.
     */
    public List<String> queueNames(String role, int count) {
        String base = queue != null ? queue : queuePrefix + "-" + scenario + "-" + runId;
        if (!role.isEmpty()) {
            base = base + "-" + role;
        }
        List<String> names = new ArrayList<>(count);
        if (count == 1) {
            names.add(base);
        } else {
            for (int i = 0; i < count; i++) {
                names.add(base + "-q" + i);
            }
        }
        return names;
    }

    /** A string parameter; blank values fall back to the default. */
    public String string(String name, String defaultValue) {
        String raw = System.getProperty(name, "").trim();
        String value = raw.isEmpty() ? defaultValue : raw;
        values.put(name, value);
        return value;
    }

    /** An integer parameter that must be at least 1. */
    public int positiveInt(String name, int defaultValue) {
        return intAtLeast(name, defaultValue, 1);
    }

    /** An integer parameter that must be at least 0. */
    public int nonNegativeInt(String name, int defaultValue) {
        return intAtLeast(name, defaultValue, 0);
    }

    /** Fails when {@code value} is below {@code minimum}, naming both parameters. */
    public static void requireAtLeast(String name, int value, String otherName, int minimum) {
        if (value < minimum) {
            throw new IllegalArgumentException(name + " must be >= " + otherName + ": " + name + "="
                    + value + ", " + otherName + "=" + minimum);
        }
    }

    private int intAtLeast(String name, int defaultValue, int minimum) {
        String raw = System.getProperty(name, "").trim();
        int value;
        if (raw.isEmpty()) {
            value = defaultValue;
        } else {
            try {
                value = Integer.parseInt(raw);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("-D" + name + " must be an integer, got '" + raw + "'", e);
            }
        }
        if (value < minimum) {
            throw new IllegalArgumentException("-D" + name + " must be >= " + minimum + ", got " + value);
        }
        values.put(name, value);
        return value;
    }

    /** Queue names travel unescaped in pop paths, so keep them to URL-safe characters without dots. */
    private static void checkName(String name, String value) {
        if (!value.matches("[A-Za-z0-9_~-]{1,200}")) {
            throw new IllegalArgumentException("-D" + name + " must match [A-Za-z0-9_~-]{1,200}, got '" + value + "'");
        }
    }

    private static String stripTrailingSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
