package io.queenmq.client.consume;

/**
 * What a consumer did before it stopped: messages handled (failed ones included) and messages
 * whose handler threw.
 */
public record ConsumeSummary(long handled, long failed) {}
