/**
 * Popping and consuming: the delivered {@link io.queenmq.client.consume.Message}, the handlers a consumer runs
 * ({@link io.queenmq.client.consume.MessageHandler}, {@link io.queenmq.client.consume.BatchHandler}), the
 * consumer at work ({@link io.queenmq.client.consume.RunningConsumer}) and what it did
 * ({@link io.queenmq.client.consume.ConsumeSummary}), acknowledgments
 * ({@link io.queenmq.client.consume.AckStatus}, {@link io.queenmq.client.consume.AckResult}), lease renewals and
 * where a new consumer group starts ({@link io.queenmq.client.consume.SubscriptionMode}).
 */
package io.queenmq.client.consume;
