/**
 * A Java client of Queen MQ with the JS client's grammar: start from
 * {@link io.queenmq.client.Queen#connect(String...)}, then {@code queue(name)} to configure,
 * push, pop and consume ({@link io.queenmq.client.QueueBuilder}), {@code transaction()} for atomic acks and
 * pushes, and {@code admin()} for everything else. Depends on {@code java.net.http} and Jackson only; with the
 * OpenTelemetry API on the classpath (an optional dependency), every pushed item carries the W3C traceparent of the
 * caller's current span, and a {@link io.queenmq.client.consume.Message} hands it back to the consumer.
 *
 * <p>This package holds the entry point and its errors; the types each concern takes and returns live in
 * sub-packages: {@link io.queenmq.client.push} (items, results, buffering), {@link io.queenmq.client.consume}
 * (messages, handlers, acks, running consumers), {@link io.queenmq.client.queue} (queue options),
 * {@link io.queenmq.client.transaction}, {@link io.queenmq.client.admin} and {@link io.queenmq.client.streams}.
 * {@code io.queenmq.client.internal} is the client's machinery: public only so that these packages can share
 * it, and not API (it changes without notice).
 *
 * <p>Every type is thread-safe except the transaction being built
 * ({@link io.queenmq.client.transaction.TransactionBuilder}, {@link io.queenmq.client.transaction.TransactionPush}).
 */
package io.queenmq.client;
