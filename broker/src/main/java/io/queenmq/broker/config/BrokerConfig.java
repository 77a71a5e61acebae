package io.queenmq.broker.config;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The broker's effective configuration: every {@link Settings} entry parsed and validated once at start, then
 * frozen. Immutable and safe to share between threads.
 */
public final class BrokerConfig {
    private final Map<Setting<?>, Object> values;
    private final Set<Setting<?>> explicitlySet;

    private BrokerConfig(Map<Setting<?>, Object> values, Set<Setting<?>> explicitlySet) {
        this.values = Collections.unmodifiableMap(values);
        this.explicitlySet = Collections.unmodifiableSet(explicitlySet);
    }

    /**
     * Reads every registered setting from {@code env} (usually {@code System.getenv()}); absent variables take their
     * default, unknown variables are ignored.
     *
     * @throws ConfigException listing every invalid variable with its value and what it allows
     */
    public static BrokerConfig fromEnv(Map<String, String> env) {
        Map<Setting<?>, Object> values = new IdentityHashMap<>();
        Set<Setting<?>> explicitlySet = Collections.newSetFromMap(new IdentityHashMap<>());
        List<String> problems = new ArrayList<>();
        for (Setting<?> setting : Settings.all()) {
            String raw = env.get(setting.envName());
            if (raw == null) {
                values.put(setting, setting.defaultValue());
                continue;
            }
            explicitlySet.add(setting);
            try {
                values.put(setting, setting.parse(raw));
            } catch (ConfigException e) {
                problems.add(e.getMessage());
            }
        }
        // Report every bad variable at once rather than one per restart.
        if (!problems.isEmpty()) {
            throw new ConfigException(String.join("; ", problems));
        }
        return new BrokerConfig(values, explicitlySet);
    }

    @SuppressWarnings("unchecked") // values are put by the setting's own parser or default, so they have its type
    public <T> T get(Setting<T> setting) {
        Object value = values.get(setting);
        if (value == null) {
            throw new IllegalArgumentException(setting.envName() + " is not registered in Settings.all()");
        }
        return (T) value;
    }

    /** True when the variable was present in the environment, even with its default value. */
    public boolean isSet(Setting<?> setting) {
        return explicitlySet.contains(setting);
    }

    /**
     * Whether the broker runs its own PostgreSQL: {@code QUEEN_EMBEDDED_PG=true}, or {@code auto} (the default) with
     * none of {@code PG_HOST}, {@code PG_PORT}, {@code PG_DB}, {@code PG_USER}, {@code PG_PASSWORD} set.
     */
    public boolean useEmbeddedPostgres() {
        switch (get(Settings.QUEEN_EMBEDDED_PG)) {
            case "true":
                return true;
            case "false":
                return false;
            default:
                return Settings.connectionSettings().stream().noneMatch(this::isSet);
        }
    }

    /** The configuration reference in Markdown, grouped essential / frequent / rare; {@code docs/configuration.md}. */
    public static String markdownReference() {
        return MarkdownReference.render(Settings.all());
    }
}
