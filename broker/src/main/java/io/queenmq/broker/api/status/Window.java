package io.queenmq.broker.api.status;

import io.queenmq.broker.api.Timestamps;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.QueryParams;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The time window of a status or analytics request: {@code from} and {@code to} (ISO-8601; defaults: now, and
 * {@code defaultLength} before it) and the bucket size. A window longer than {@link #MAX_POINTS} buckets keeps its
 * last {@link #MAX_POINTS}: a request for years is answered, bounded, never scanned whole.
 */
record Window(Instant from, Instant to, int bucketSeconds) {
    /** Most buckets one answer holds. */
    static final int MAX_POINTS = 1500;

    /** From/to with the bucket size chosen from the window's length (docs/http-api.md §4). */
    static Window read(QueryParams query, Duration defaultLength) {
        Instant to = instant(query, "to", Instant.now());
        Instant from = instant(query, "from", to.minus(defaultLength));
        if (from.isAfter(to)) {
            throw ApiException.badRequest("from must not be after to: " + query.get("from") + " > " + query.get("to"));
        }
        return bounded(from, to, bucketMinutes(Duration.between(from, to)) * 60);
    }

    /** From/to with a fixed bucket size. */
    static Window read(QueryParams query, Duration defaultLength, int bucketSeconds) {
        Window w = read(query, defaultLength);
        return bounded(w.from, w.to, bucketSeconds);
    }

    /** ≤ 1 h: 1 min; ≤ 6 h: 5 min; ≤ 24 h: 15 min; ≤ 7 d: 60 min; longer: 360 min. */
    static int bucketMinutes(Duration length) {
        long minutes = length.toMinutes();
        if (minutes <= 60) {
            return 1;
        } else if (minutes <= 6 * 60) {
            return 5;
        } else if (minutes <= 24 * 60) {
            return 15;
        } else if (minutes <= 7 * 24 * 60) {
            return 60;
        }
        return 360;
    }

    private static Window bounded(Instant from, Instant to, int bucketSeconds) {
        // One bucket less: the first bucket starts at or before from.
        Instant earliest = to.minusSeconds((long) bucketSeconds * (MAX_POINTS - 1));
        return new Window(from.isBefore(earliest) ? earliest : from, to, bucketSeconds);
    }

    private static Instant instant(QueryParams query, String name, Instant absent) {
        String raw = query.get(name);
        if (raw == null || raw.isEmpty()) {
            return absent;
        }
        return Instant.EPOCH.plus(Timestamps.epochMicros(name, raw), ChronoUnit.MICROS);
    }

    int bucketMinutes() {
        return Math.max(1, bucketSeconds / 60);
    }

    /** Buckets the window spans. */
    int points() {
        return (int) Math.max(1, (Duration.between(from, to).toSeconds() + bucketSeconds - 1) / bucketSeconds);
    }

    Timestamp fromTimestamp() {
        return Timestamp.from(from);
    }

    Timestamp toTimestamp() {
        return Timestamp.from(to);
    }

    /** {@code {"from": TS-ms, "to": TS-ms}}. */
    Map<String, Object> range() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("from", Json.millis(from));
        out.put("to", Json.millis(to));
        return out;
    }
}
