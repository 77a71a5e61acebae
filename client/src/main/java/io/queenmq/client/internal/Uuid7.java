package io.queenmq.client.internal;

import java.security.SecureRandom;
import java.util.UUID;

/**
 * UUIDv7 transactionIds (RFC 9562): 48 bits of Unix milliseconds, then a 12-bit counter that
 * keeps ids generated in the same millisecond increasing, then 62 random bits.
 */
public final class Uuid7 {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static long lastMillis;
    private static int sequence;

    private Uuid7() {}

    public static synchronized String next() {
        long now = System.currentTimeMillis();
        if (now > lastMillis) {
            lastMillis = now;
            sequence = 0;
        } else if (++sequence > 0xFFF) {
            // 4096 ids in one millisecond: borrow the next millisecond rather than repeat an id.
            lastMillis++;
            sequence = 0;
        }
        long high = (lastMillis << 16) | 0x7000L | sequence;
        long low = (RANDOM.nextLong() & 0x3FFF_FFFF_FFFF_FFFFL) | 0x8000_0000_0000_0000L;
        return new UUID(high, low).toString();
    }
}
