package io.queenmq.client.internal;

/**
 * Internal, not API: the W3C traceparent of the caller's current OpenTelemetry span, which pushes carry so that a
 * consumer continues the producer's trace. The OpenTelemetry API is an optional dependency: without it on the
 * classpath there is no current span and nothing is sent. Any thread; reads the calling thread's context.
 */
public final class TraceContext {
    private static final boolean API_PRESENT = apiPresent();

    private TraceContext() {}

    /** {@code 00-<trace id>-<span id>-<flags>} of the current span, or {@code null} when there is none. */
    public static String currentTraceparent() {
        return API_PRESENT ? OpenTelemetrySpan.currentTraceparent() : null;
    }

    private static boolean apiPresent() {
        try {
            Class.forName("io.opentelemetry.api.trace.Span", false, TraceContext.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
