package io.queenmq.broker.tracing;

import static org.assertj.core.api.Assertions.assertThat;

import io.opentelemetry.api.trace.SpanContext;
import org.junit.jupiter.api.Test;

/** W3C traceparent values, version 00 (https://www.w3.org/TR/trace-context/#traceparent-header). */
class TraceParentTest {
    private static final String VALID = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

    @Test
    void theSpecificationsExampleNamesItsTraceAndSpan() {
        SpanContext span = TraceParent.spanContext(VALID);

        assertThat(TraceParent.isValid(VALID)).isTrue();
        assertThat(span.getTraceId()).isEqualTo("4bf92f3577b34da6a3ce929d0e0e4736");
        assertThat(span.getSpanId()).isEqualTo("00f067aa0ba902b7");
        assertThat(span.isSampled()).isTrue();
        assertThat(span.isRemote()).isTrue();
    }

    @Test
    void malformedValuesAreRefused() {
        for (String bad : new String[] {
                null, "", VALID + "-", VALID.substring(1),
                VALID.toUpperCase(),
                "ff" + VALID.substring(2),
                "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
                "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01",
                "00-4bf92f3577b34da6a3ce929d0e0e4736_00f067aa0ba902b7-01",
                "00-4bf92f3577b34da6a3ce929d0e0e473g-00f067aa0ba902b7-01",
                "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-0x"}) {
            assertThat(TraceParent.isValid(bad)).as(String.valueOf(bad)).isFalse();
            assertThat(TraceParent.spanContext(bad).isValid()).as(String.valueOf(bad)).isFalse();
        }
    }
}
