package io.queenmq.broker.tracing;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanBuilder;
import io.opentelemetry.api.trace.SpanContext;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.Tracer;
import io.queenmq.broker.store.StoreRequest;
import java.util.List;

/**
 * The span of one store batch: a root span of its own (the batch serves many traces), linked to the span of every
 * request it carried. Called by a store lane's drain thread. {@link #OFF} starts nothing and allocates nothing.
 */
public final class BatchSpans {
    /** Tracing off: every batch gets the invalid span, whose methods do nothing. */
    public static final BatchSpans OFF = new BatchSpans(null, "");

    private final Tracer tracer;
    private final String name;

    private BatchSpans(Tracer tracer, String name) {
        this.tracer = tracer;
        this.name = name;
    }

    /** Batch spans recorded with {@code tracer}. */
    static BatchSpans recordedWith(Tracer tracer) {
        return new BatchSpans(tracer, "batch");
    }

    /** The same tracer, for the lanes of one operation kind ({@code push}, {@code pop}, ...). */
    public BatchSpans forKind(String kind) {
        return tracer == null ? OFF : new BatchSpans(tracer, kind + " batch");
    }

    /** A started span for {@code batch}, run by {@code lane}; the caller ends it. */
    public Span start(String lane, List<? extends StoreRequest> batch) {
        if (tracer == null) {
            return Span.getInvalid();
        }
        SpanBuilder span = tracer.spanBuilder(name).setNoParent().setSpanKind(SpanKind.INTERNAL)
                .setAttribute("queen.store.lane", lane)
                .setAttribute("queen.batch.requests", batch.size());
        long rows = 0;
        for (StoreRequest request : batch) {
            rows += Math.max(1, request.rows());
            SpanContext caller = request.caller();
            if (caller.isValid()) {
                span.addLink(caller);
            }
        }
        return span.setAttribute("queen.batch.rows", rows).startSpan();
    }
}
