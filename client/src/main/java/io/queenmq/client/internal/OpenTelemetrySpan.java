package io.queenmq.client.internal;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;

/** Internal, not API: the only class that names the OpenTelemetry API, loaded only when it is on the classpath. */
final class OpenTelemetrySpan {
    private OpenTelemetrySpan() {}

    static String currentTraceparent() {
        SpanContext span = Span.current().getSpanContext();
        return span.isValid()
                ? "00-" + span.getTraceId() + "-" + span.getSpanId() + "-" + span.getTraceFlags().asHex() : null;
    }
}
