/**
 * Stream processing over Queen's {@code /streams/v1} routes: {@link io.queenmq.client.streams.Stream#from} a source
 * queue, {@code filter}, {@code map}, {@code keyBy} and {@code eventTime}, a tumbling or sliding
 * {@link io.queenmq.client.streams.Window}, {@code aggregate} or {@code reduce}, {@code to} a sink queue, then
 * {@code start(name)} a {@link io.queenmq.client.streams.StreamRunner}. Each popped batch of a source partition is
 * folded into that partition's window state and committed with one cycle (state, window results, source ack in one
 * transaction), so every window result reaches the sink exactly once, also across a killed and restarted runner.
 * {@link io.queenmq.client.streams.Stream} is immutable, {@link io.queenmq.client.streams.StreamQuery} is built on
 * one thread, {@link io.queenmq.client.streams.StreamRunner} is thread-safe.
 */
package io.queenmq.client.streams;
