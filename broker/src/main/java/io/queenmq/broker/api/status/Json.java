package io.queenmq.broker.api.status;

import io.queenmq.broker.util.WireTime;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.Map;

/** Small builders for the status routes' answers: ordered objects and the wire renderings of times. */
final class Json {
    private Json() {}

    /** An ordered object from key, value, key, value, ... */
    static Map<String, Object> object(Object... keysAndValues) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            out.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return out;
    }

    static String millis(Instant at) {
        return WireTime.millis(ChronoUnit.MICROS.between(Instant.EPOCH, at));
    }

    static String millis(Timestamp at) {
        return at == null ? null : millis(at.toInstant());
    }

    static String seconds(long epochSeconds) {
        return WireTime.seconds(epochSeconds);
    }

    /** {@code count / seconds}, two decimals. */
    static double perSecond(long count, double seconds) {
        return seconds <= 0 ? 0 : Math.round(count * 100.0 / seconds) / 100.0;
    }
}
