package io.queenmq.broker.config;

import io.queenmq.broker.db.HostList;
import io.queenmq.broker.db.HostList;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * One environment setting: variable name, typed default, unit, allowed values, description and the parser that
 * turns the variable's text into a value. Immutable; the instances are the constants of {@link Settings}.
 *
 * @param <T> the Java type of the value
 */
public final class Setting<T> {
    private final String envName;
    private final T defaultValue;
    private final String defaultText;
    private final String unit;
    private final String allowed;
    private final String description;
    private final SettingGroup group;
    /** A secret's value is never shown, not even in the error about it. */
    private final boolean secret;
    /** Rejects text outside {@link #allowed} by throwing any RuntimeException; {@link #parse} reports it. */
    private final Function<String, T> parser;

    private Setting(Builder<T> builder) {
        this.envName = builder.envName;
        this.defaultValue = Objects.requireNonNull(builder.defaultValue, () -> envName + ": default missing");
        this.defaultText = builder.defaultText != null ? builder.defaultText : quoted(String.valueOf(defaultValue));
        this.unit = builder.unit;
        this.allowed = builder.allowed;
        this.description = Objects.requireNonNull(builder.description, () -> envName + ": description missing");
        this.group = Objects.requireNonNull(builder.group, () -> envName + ": group missing");
        this.secret = builder.secret;
        this.parser = builder.parser;
    }

    /** Integer in {@code min..max}; anything else, including blanks and decimals, is rejected. */
    static Builder<Integer> integer(String envName, int min, int max) {
        String allowed = max == Integer.MAX_VALUE ? "integer >= " + min : "integer " + min + ".." + max;
        return new Builder<>(envName, allowed, raw -> {
            int value = Integer.parseInt(raw);
            if (value < min || value > max) {
                throw new IllegalArgumentException();
            }
            return value;
        });
    }

    /** Finite decimal number {@code >= min}. */
    static Builder<Double> decimal(String envName, double min) {
        return new Builder<>(envName, "number >= " + min, raw -> {
            double value = Double.parseDouble(raw);
            if (!Double.isFinite(value) || value < min) {
                throw new IllegalArgumentException();
            }
            return value;
        });
    }

    /** Upstream's rule: only the exact lowercase {@code true} is true, any other text is false. Never rejects. */
    static Builder<Boolean> bool(String envName) {
        return new Builder<>(envName, "`true` enables, any other value disables", "true"::equals);
    }

    /** One of a fixed list of exact strings. */
    static Builder<String> choice(String envName, String... values) {
        List<String> allowedValues = List.of(values);
        String allowed = "one of " + String.join(", ", allowedValues.stream().map(Setting::quoted).toList());
        return new Builder<>(envName, allowed, raw -> {
            if (!allowedValues.contains(raw)) {
                throw new IllegalArgumentException();
            }
            return raw;
        });
    }

    private static String quoted(String value) {
        return value.isEmpty() ? "`\"\"`" : "`" + value + "`";
    }

    /** Free text, taken as is. */
    static Builder<String> text(String envName) {
        return new Builder<>(envName, "any text", Function.identity());
    }

    /**
     * Comma-separated {@code host[:port]} entries ({@link HostList}); the value stays text because an entry's default
     * port is another setting. Empty text is allowed when {@code emptyAllowed} (meaning "not set").
     */
    static Builder<String> hostList(String envName, boolean emptyAllowed) {
        return new Builder<>(envName, "comma-separated `host[:port]` entries" + (emptyAllowed ? ", or empty" : ""),
                raw -> {
                    if (!(emptyAllowed && raw.isEmpty())) {
                        HostList.parse(raw, 1);
                    }
                    return raw;
                });
    }

    /** Free text that is a secret: taken as is, never shown; the empty text means unset. */
    static Builder<String> secretText(String envName) {
        Builder<String> builder = new Builder<>(envName, "any text", Function.identity());
        builder.secret = true;
        return builder;
    }

    /** A secret of {@code bytes} bytes written as hex digits; the empty text means unset. Never shown. */
    static Builder<String> hexSecret(String envName, int bytes) {
        Builder<String> builder = new Builder<>(envName, (bytes * 2) + " hex characters (a " + bytes
                + "-byte key), or empty for none", raw -> {
            if (!raw.isEmpty() && HexFormat.of().parseHex(raw).length != bytes) {
                throw new IllegalArgumentException();
            }
            return raw;
        });
        builder.secret = true;
        return builder;
    }

    /** A file system path; a leading {@code ~/} stands for the user's home directory. */
    static Builder<Path> path(String envName) {
        return new Builder<>(envName, "path (`~/` = home directory)", Setting::expandHome);
    }

    static Path expandHome(String raw) {
        if (raw.isEmpty()) {
            throw new IllegalArgumentException();
        }
        String home = System.getProperty("user.home");
        if (raw.equals("~")) {
            return Path.of(home);
        }
        return raw.startsWith("~/") ? Path.of(home, raw.substring(2)) : Path.of(raw);
    }

    /** Parses the variable's text; {@link ConfigException} names the variable, the value and what is allowed. */
    public T parse(String raw) {
        try {
            return parser.apply(raw);
        } catch (RuntimeException e) {
            String shown = secret ? " (value not shown: it is a secret)" : "=\"" + raw + "\"";
            throw new ConfigException("Invalid " + envName + shown + ": allowed " + allowed);
        }
    }

    public String envName() {
        return envName;
    }

    public T defaultValue() {
        return defaultValue;
    }

    /** The default as the reference shows it (Markdown): the value in code style, or words if host-dependent. */
    public String defaultText() {
        return defaultText;
    }

    /** Unit of the value ("ms", "bytes", ...), empty when it has none. */
    public String unit() {
        return unit;
    }

    /** Human-readable domain of accepted values, as used in error messages and the reference. */
    public String allowed() {
        return allowed;
    }

    public String description() {
        return description;
    }

    public SettingGroup group() {
        return group;
    }

    @Override
    public String toString() {
        return envName;
    }

    /** Collects the documentation fields; the parser and the allowed domain come from the typed factory. */
    static final class Builder<T> {
        private final String envName;
        private final String allowed;
        private final Function<String, T> parser;
        private T defaultValue;
        private String defaultText;
        private String unit = "";
        private String description;
        private SettingGroup group;
        private boolean secret;

        private Builder(String envName, String allowed, Function<String, T> parser) {
            this.envName = envName;
            this.allowed = allowed;
            this.parser = parser;
        }

        Builder<T> defaultValue(T value) {
            this.defaultValue = value;
            return this;
        }

        /** A default that depends on the host, documented by the Markdown {@code text} instead of its value here. */
        Builder<T> defaultValue(T value, String text) {
            this.defaultValue = value;
            this.defaultText = text;
            return this;
        }

        Builder<T> unit(String unit) {
            this.unit = unit;
            return this;
        }

        Builder<T> group(SettingGroup group) {
            this.group = group;
            return this;
        }

        Builder<T> description(String description) {
            this.description = description;
            return this;
        }

        Setting<T> build() {
            return new Setting<>(this);
        }
    }
}
