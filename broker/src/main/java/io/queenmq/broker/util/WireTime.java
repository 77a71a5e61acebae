package io.queenmq.broker.util;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** Timestamp renderings of the HTTP contract (docs/http-api.md §2.7), always UTC. */
public final class WireTime {
    private static final DateTimeFormatter MICROS =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSS'Z'").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter MILLIS =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    private static final DateTimeFormatter SECONDS =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss'Z'").withZone(ZoneOffset.UTC);

    private WireTime() {}

    /** TS-us, e.g. {@code 2026-05-06T10:01:42.123456Z}, from microseconds since the epoch. */
    public static String micros(long epochMicros) {
        return MICROS.format(Instant.ofEpochSecond(Math.floorDiv(epochMicros, 1_000_000L),
                Math.floorMod(epochMicros, 1_000_000L) * 1000L));
    }

    /** TS-ms, e.g. {@code 2026-05-06T10:01:42.123Z}, from microseconds since the epoch. */
    public static String millis(long epochMicros) {
        return MILLIS.format(Instant.ofEpochSecond(Math.floorDiv(epochMicros, 1_000_000L),
                Math.floorMod(epochMicros, 1_000_000L) * 1000L));
    }

    /** TS-s, e.g. {@code 2026-05-06T10:01:00Z}, from seconds since the epoch (time-series buckets). */
    public static String seconds(long epochSeconds) {
        return SECONDS.format(Instant.ofEpochSecond(epochSeconds));
    }

    /** TS-ms of a time that may be absent: null stays null. */
    public static String millisOrNull(Long epochMicros) {
        return epochMicros == null ? null : millis(epochMicros);
    }
}
