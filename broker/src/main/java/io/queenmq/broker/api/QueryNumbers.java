package io.queenmq.broker.api;

import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.QueryParams;

/** Integer query parameters with a range: absent means the default, anything else out of range is a 400. */
public final class QueryNumbers {
    private QueryNumbers() {}

    /**
     * @param problem the start of the 400 message, e.g. {@code "limit must be an integer from 1 to 10000"};
     *                the offending value is appended
     */
    public static long read(QueryParams query, String name, long defaultValue, long min, long max, String problem) {
        String raw = query.get(name);
        if (raw == null || raw.isEmpty()) {
            return defaultValue;
        }
        try {
            long value = Long.parseLong(raw);
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw ApiException.badRequest(problem + ": " + raw);
    }
}
