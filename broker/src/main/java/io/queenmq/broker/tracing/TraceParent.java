package io.queenmq.broker.tracing;

import io.opentelemetry.api.trace.SpanContext;
import io.opentelemetry.api.trace.TraceFlags;
import io.opentelemetry.api.trace.TraceState;

/**
 * A W3C trace-context {@code traceparent} value (https://www.w3.org/TR/trace-context/#traceparent-header) in its
 * version-00 form {@code 00-<32 hex trace id>-<16 hex parent id>-<2 hex flags>}, lower case, neither id all zeros.
 * Stateless; any thread. Checked by hand rather than through the propagator, so that the push path reads it
 * without allocating when tracing is off.
 */
public final class TraceParent {
    /** The request and response header, and the message field (docs/http-api.md §3.3, §3.4). */
    public static final String HEADER = "traceparent";
    /** Characters of a version-00 value. */
    public static final int LENGTH = 55;

    private TraceParent() {}

    /** Whether {@code value} is a well-formed version-00 traceparent. */
    public static boolean isValid(String value) {
        if (value == null || value.length() != LENGTH || value.charAt(2) != '-' || value.charAt(35) != '-'
                || value.charAt(52) != '-') {
            return false;
        }
        return value.startsWith("00") && lowerHex(value, 3, 35) && lowerHex(value, 36, 52) && lowerHex(value, 53, 55)
                && !zeros(value, 3, 35) && !zeros(value, 36, 52);
    }

    /** The span {@code value} names, as a remote parent or link; the invalid context when it is not well formed. */
    public static SpanContext spanContext(String value) {
        if (!isValid(value)) {
            return SpanContext.getInvalid();
        }
        return SpanContext.createFromRemoteParent(value.substring(3, 35), value.substring(36, 52),
                TraceFlags.fromHex(value, 53), TraceState.getDefault());
    }

    private static boolean lowerHex(String value, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = value.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
                return false;
            }
        }
        return true;
    }

    private static boolean zeros(String value, int from, int to) {
        for (int i = from; i < to; i++) {
            if (value.charAt(i) != '0') {
                return false;
            }
        }
        return true;
    }
}
