package io.queenmq.broker.util;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class WireTimeTest {
    private static final DateTimeFormatter REFERENCE =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSS'Z'").withZone(ZoneOffset.UTC);

    @Test
    void microsIsTheContractsTimestampWithSixDigitsOfFraction() {
        assertThat(micros(1_778_061_702_123_456L)).isEqualTo("2026-05-06T10:01:42.123456Z");
        assertThat(micros(1_778_061_702_000_001L)).isEqualTo("2026-05-06T10:01:42.000001Z");
        assertThat(micros(0)).isEqualTo("1970-01-01T00:00:00.000000Z");
        assertThat(micros(-1)).isEqualTo("1969-12-31T23:59:59.999999Z");
    }

    @Test
    void microsAgreesWithTheFormatterWhetherTheSecondRepeatsOrChanges() {
        SplittableRandom random = new SplittableRandom(22);
        long at = 1_778_061_702_000_000L;
        for (int i = 0; i < 100_000; i++) {
            // Mostly the same second, sometimes the next one, sometimes far away (another broker thread's second).
            int step = random.nextInt(10);
            at = step == 0 ? random.nextLong(-10_000_000_000_000L, 250_000_000_000_000_000L) : at + random.nextInt(300_000);
            assertThat(micros(at)).isEqualTo(REFERENCE.format(instant(at)));
        }
    }

    @Test
    void microsFitsItsBufferPastYear9999() {
        long year10000 = 253_402_300_800_000_000L;
        assertThat(micros(year10000)).isEqualTo(REFERENCE.format(instant(year10000)));
    }

    private static String micros(long epochMicros) {
        char[] into = new char[WireTime.MICROS_MAX_CHARS];
        return new String(into, 0, WireTime.micros(epochMicros, into));
    }

    private static Instant instant(long epochMicros) {
        return Instant.ofEpochSecond(Math.floorDiv(epochMicros, 1_000_000L), Math.floorMod(epochMicros, 1_000_000L) * 1000L);
    }
}
