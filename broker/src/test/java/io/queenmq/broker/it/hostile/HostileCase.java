package io.queenmq.broker.it.hostile;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * One hostile request of the corpus: the exact bytes sent on a fresh connection, whether the client half-closes
 * after them, and the answer it may get.
 *
 * @param errorContains text the {@code error} of a 4xx must contain; null for any
 */
public record HostileCase(String category, String description, byte[] request, boolean halfClose, Outcome outcome,
                          String errorContains) {

    /** What the broker may answer; never a 5xx, never a stack trace, and a 4xx always as JSON {@code error}. */
    public enum Outcome {
        /** A 4xx naming the problem. */
        REJECTED,
        /** The input is valid: a 2xx. */
        ACCEPTED,
        /** The input is valid or harmless: a 2xx, or a 4xx naming the problem. */
        ACCEPTED_OR_REJECTED,
        /** A 4xx naming the problem, or the connection closed without an answer (an incomplete request). */
        REJECTED_OR_CLOSED
    }

    @Override
    public String toString() {
        return category + ": " + description;
    }

    /** A request with {@code body} (null for none) and a Content-Length, closing the connection after it. */
    public static byte[] http(String method, String target, String contentType, byte[] body) {
        StringBuilder head = new StringBuilder(method).append(' ').append(target).append(" HTTP/1.1\r\n")
                .append("Host: corpus\r\nConnection: close\r\n");
        if (contentType != null) {
            head.append("Content-Type: ").append(contentType).append("\r\n");
        }
        if (body != null) {
            head.append("Content-Length: ").append(body.length).append("\r\n");
        }
        return concat(head.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1), body);
    }

    /** A JSON request: {@code body} is sent as UTF-8. */
    public static byte[] json(String method, String target, String body) {
        return http(method, target, "application/json", body == null ? null : utf8(body));
    }

    public static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    public static byte[] latin1(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    public static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            if (part != null) {
                out.writeBytes(part);
            }
        }
        return out.toByteArray();
    }
}
