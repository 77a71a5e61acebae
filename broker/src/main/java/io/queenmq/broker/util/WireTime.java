package io.queenmq.broker.util;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** Timestamp renderings of the HTTP contract (docs/http-api.md §2.7), always UTC. */
public final class WireTime {
    /** Room for any TS-us {@link #micros} writes: 27 characters up to year 9999, a few more after. */
    public static final int MICROS_MAX_CHARS = 32;

    private static final DateTimeFormatter TO_SECOND_DOT =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss'.'").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter MILLIS =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter SECONDS =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss'Z'").withZone(ZoneOffset.UTC);

    /** The text up to the fraction of the second last rendered: a pop's messages mostly share their second. */
    private record SecondText(long epochSecond, char[] text) {}

    private static volatile SecondText lastSecond = new SecondText(Long.MIN_VALUE, new char[0]);

    private WireTime() {}

    /**
     * Writes TS-us, e.g. {@code 2026-05-06T10:01:42.123456Z}, from microseconds since the epoch into {@code into}
     * from index 0 and returns its length. Every pop answer renders one per message, so this allocates nothing
     * once its second has been rendered; the formatter's way cost a sixth of a fan-out's allocated bytes.
     */
    public static int micros(long epochMicros, char[] into) {
        long second = Math.floorDiv(epochMicros, 1_000_000L);
        SecondText prefix = lastSecond;
        if (prefix.epochSecond() != second) {
            prefix = new SecondText(second, TO_SECOND_DOT.format(Instant.ofEpochSecond(second)).toCharArray());
            lastSecond = prefix;
        }
        int length = prefix.text().length;
        System.arraycopy(prefix.text(), 0, into, 0, length);
        int fraction = (int) Math.floorMod(epochMicros, 1_000_000L);
        for (int i = length + 5; i >= length; i--) {
            into[i] = (char) ('0' + fraction % 10);
            fraction /= 10;
        }
        into[length + 6] = 'Z';
        return length + 7;
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
