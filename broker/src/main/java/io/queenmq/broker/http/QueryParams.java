package io.queenmq.broker.http;

import java.util.List;
import java.util.Map;

/**
 * Decoded query parameters of one request ({@code +} is a space, {@code %XX} escapes are decoded; the first value of
 * a repeated name wins). Lenient by contract (docs/http-api.md §2.5): unparsable numbers fall back to the route default.
 */
public final class QueryParams {
    private final Map<String, List<String>> values;

    QueryParams(Map<String, List<String>> values) {
        this.values = values;
    }

    /** First value of {@code name}, or null when absent. */
    public String get(String name) {
        List<String> list = values.get(name);
        return list == null || list.isEmpty() ? null : list.get(0);
    }

    public String get(String name, String defaultValue) {
        String value = get(name);
        return value == null ? defaultValue : value;
    }

    /** Decimal integer; absent or unparsable gives {@code defaultValue}. */
    public int getInt(String name, int defaultValue) {
        String value = get(name);
        if (value == null) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            return defaultValue;
        }
    }

    /** Decimal integer; absent or unparsable gives {@code defaultValue}. */
    public long getLong(String name, long defaultValue) {
        String value = get(name);
        if (value == null) {
            return defaultValue;
        }
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            return defaultValue;
        }
    }

    /** {@code true} or {@code 1} are true, any other present value is false; absent gives {@code defaultValue}. */
    public boolean getBool(String name, boolean defaultValue) {
        String value = get(name);
        if (value == null) {
            return defaultValue;
        }
        return value.equals("true") || value.equals("1");
    }

    public boolean has(String name) {
        return values.containsKey(name);
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
