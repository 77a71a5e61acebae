package io.queenmq.client;

import static org.assertj.core.api.Assertions.assertThat;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;
import io.opentelemetry.api.trace.TraceFlags;
import io.opentelemetry.api.trace.TraceState;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import io.queenmq.client.consume.Message;
import io.queenmq.client.push.BufferOptions;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A push carries the W3C traceparent of the caller's current OpenTelemetry span (docs/http-api.md §3.3), and the
 * consumer's {@link Message} hands it back: direct pushes, buffered pushes sent later from the client's timer thread,
 * and pushes outside any span, which carry none.
 */
@Timeout(30)
class TracePropagationIT extends BrokerTestBase {
    private static final SpanContext PRODUCER = SpanContext.create("4bf92f3577b34da6a3ce929d0e0e4736",
            "00f067aa0ba902b7", TraceFlags.getSampled(), TraceState.getDefault());
    private static final String TRACEPARENT = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

    @Test
    void aPushCarriesTheCallersCurrentSpanToTheConsumer() {
        String queue = TestBroker.uniqueName("trace-client");
        try (Scope ignored = Context.root().with(Span.wrap(PRODUCER)).makeCurrent()) {
            queen.queue(queue).push(List.of("in the span"));
            queen.queue(queue).buffer(new BufferOptions(100, Duration.ofMillis(200))).push(List.of("buffered"));
        }
        queen.queue(queue).push(List.of("outside any span"));
        queen.flushBuffers();

        List<Message> messages = queen.queue(queue).batch(10).wait(false).autoAck(true).pop();

        assertThat(messages).extracting(m -> m.data().asText() + " " + m.traceparent()).containsExactlyInAnyOrder(
                "in the span " + TRACEPARENT, "buffered " + TRACEPARENT, "outside any span null");
    }
}
