/**
 * The broker's hot path: bounded lock-free batching queues and their drain loops. No Netty, no
 * JDBC, no broker types.
 *
 * <h2>Threading contract</h2>
 * <ul>
 *   <li>Producers are any threads (in the broker, Netty event loops). They only call
 *       non-blocking methods: {@code offer} never blocks and returns false when a queue is full
 *       or closed, which the caller turns into backpressure (HTTP 503).
 *   <li>Each queue has exactly one consumer, its drain thread. Handlers, weighers and error
 *       handlers run there, one batch at a time, and may block (the store's JDBC calls do).
 *   <li>The drain loop never throws and never dies: handler failures go to an error handler,
 *       which must not throw. The work count of each pass drives the idle strategy.
 *   <li>Lifecycle methods ({@code start}, {@code close}) are cold and may block.
 *   <li>Each class opens with one line saying which threads may call which methods.
 * </ul>
 *
 * <h2>Padding policy</h2>
 * No hand-written padding, {@code Unsafe} or {@code VarHandle} tricks: false sharing and memory
 * ordering of the rings are delegated to JCTools ({@code MpscArrayQueue}) and Agrona
 * ({@code IdleStrategy}); plain {@code java.util.concurrent} atomics cover the rest.
 *
 * <h2>Naming</h2>
 * <ul>
 *   <li>Accessors have no {@code get} prefix: {@code size()}, {@code name()}, {@code stats()}.
 *   <li>Quantities carry their unit: {@code maxBatchRows}, {@code maxBatchBytes},
 *       {@code intervalHandlerNs}.
 *   <li>{@code interval...} methods return what was recorded since their previous call.
 * </ul>
 */
package io.queenmq.hotpath;
