/**
 * Traces (docs/operations.md, "Tracing"; settings in docs/configuration.md): {@link
 * io.queenmq.broker.tracing.TracingFeature} wires spans of the push, pop, ack and transaction routes ({@code
 * RouteSpans}, on the event loops) and of store batches ({@link io.queenmq.broker.tracing.BatchSpans}, on the drain
 * threads) to the OpenTelemetry SDK, exported over OTLP/HTTP by the SDK's own thread. No Netty and no JDBC here.
 *
 * <p>Off (no {@code OTEL_EXPORTER_OTLP_ENDPOINT}), routes are not decorated and batches get the invalid span: the
 * only per-request work left is reading {@code Span.current()}, a thread-local read that allocates nothing, and
 * storing the {@code traceparent} a producer sent ({@link io.queenmq.broker.tracing.TraceParent}), which is part of
 * the wire contract rather than of tracing.
 */
package io.queenmq.broker.tracing;
