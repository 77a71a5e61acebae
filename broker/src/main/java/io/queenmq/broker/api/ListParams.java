package io.queenmq.broker.api;

import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.QueryParams;

/**
 * The query parameters shared by the admin listings (messages, DLQ): paging and a time range. Unlike the lenient
 * integers of the core routes, a malformed value here is an error (400), since a silently ignored filter would
 * return a plausible but wrong page.
 */
public final class ListParams {
    /** Largest page a listing returns; beyond it a client pages with {@code offset}. */
    public static final int MAX_LIMIT = 10_000;

    private ListParams() {}

    /** {@code limit}: 1 to {@link #MAX_LIMIT}, {@code defaultLimit} when absent. */
    public static int limit(QueryParams query, int defaultLimit) {
        return (int) QueryNumbers.read(query, "limit", defaultLimit, 1, MAX_LIMIT,
                "limit must be an integer from 1 to " + MAX_LIMIT);
    }

    /** {@code offset}: a non-negative integer, 0 when absent. */
    public static int offset(QueryParams query) {
        return (int) QueryNumbers.read(query, "offset", 0, 0, Integer.MAX_VALUE,
                "offset must be a non-negative integer");
    }

    /** A time range given by {@code from} and {@code to}, in microseconds since the epoch; null ends are open. */
    public record TimeRange(Long fromEpochMicros, Long toEpochMicros) {}

    /**
     * {@code from} and {@code to} as ISO-8601 timestamps (with an offset or {@code Z}; without one the time is UTC).
     *
     * @throws ApiException 400 for a malformed timestamp, one outside the years 0001 to 9999, or from after to
     */
    public static TimeRange timeRange(QueryParams query) {
        Long from = timestamp(query, "from");
        Long to = timestamp(query, "to");
        if (from != null && to != null && from > to) {
            throw ApiException.badRequest("from must not be after to: " + query.get("from") + " > " + query.get("to"));
        }
        return new TimeRange(from, to);
    }

    /** An optional text filter: absent or empty means "no filter"; NUL characters are refused. */
    public static String text(QueryParams query, String name) {
        String value = query.get(name);
        return value == null || value.isEmpty() ? null : JsonFields.storableText(name, value);
    }

    private static Long timestamp(QueryParams query, String name) {
        String raw = query.get(name);
        return raw == null || raw.isEmpty() ? null : Timestamps.epochMicros(name, raw);
    }
}
