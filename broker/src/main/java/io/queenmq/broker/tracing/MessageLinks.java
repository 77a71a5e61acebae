package io.queenmq.broker.tracing;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;
import io.queenmq.broker.store.core.PoppedMessage;
import java.util.List;

/**
 * Links a pop's span to the producers' spans of the messages it delivers, the way a messaging consumer's receive span
 * points at where each message came from. The event loop of the pop, once, only while the span records.
 */
public final class MessageLinks {
    private MessageLinks() {}

    public static void add(Span pop, List<PoppedMessage> messages) {
        pop.setAttribute("messaging.batch.message_count", messages.size());
        for (PoppedMessage message : messages) {
            SpanContext producer = TraceParent.spanContext(message.traceparent());
            if (producer.isValid()) {
                pop.addLink(producer);
            }
        }
    }
}
