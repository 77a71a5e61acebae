package io.queenmq.broker.http;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Checks that a request target decodes to valid UTF-8. Netty's percent-decoding replaces a malformed sequence with
 * U+FFFD, so {@code %FF} and {@code %FE} would name the same queue, partition or consumer group, neither the one sent.
 * Thread-safe.
 */
final class TargetEncoding {
    private TargetEncoding() {
    }

    /** Whether {@code target}'s {@code %XX} escapes and raw bytes (one char per byte, as Netty reads) are UTF-8. */
    static boolean isUtf8(String target) {
        if (isPlainAscii(target)) {
            return true; // almost every request
        }
        byte[] bytes = new byte[target.length()];
        int length = 0;
        for (int i = 0; i < target.length(); i++) {
            char ch = target.charAt(i);
            int escaped = ch == '%' && i + 2 < target.length()
                    ? Character.digit(target.charAt(i + 1), 16) << 4 | Character.digit(target.charAt(i + 2), 16) : -1;
            if (escaped >= 0) {
                bytes[length++] = (byte) escaped;
                i += 2;
            } else if (ch > 0xFF) {
                return false; // not a byte Netty could have read
            } else {
                bytes[length++] = (byte) ch; // a malformed escape is left to the decoder, which refuses it
            }
        }
        try {
            StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, 0, length));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    private static boolean isPlainAscii(String target) {
        for (int i = 0; i < target.length(); i++) {
            char ch = target.charAt(i);
            if (ch == '%' || ch >= 0x80) {
                return false;
            }
        }
        return true;
    }
}
