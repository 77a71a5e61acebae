/**
 * Pushing: {@link io.queenmq.client.push.PushItem} (a payload with an optional transactionId and traceId), the
 * broker's answer per item ({@link io.queenmq.client.push.PushResult}, {@link io.queenmq.client.push.PushStatus})
 * and client-side buffering ({@link io.queenmq.client.push.BufferOptions}). Pushes are sent by
 * {@link io.queenmq.client.QueueBuilder#push} and {@link io.queenmq.client.QueueBuilder#pushAsync}.
 */
package io.queenmq.client.push;
