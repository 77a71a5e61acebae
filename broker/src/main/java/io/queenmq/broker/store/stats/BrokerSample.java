package io.queenmq.broker.store.stats;

import java.util.Map;

/**
 * One broker's row for one sampling interval: {@code counts} are what it did in the interval (keys from
 * {@link BrokerSampleStore#COUNTERS}), {@code gauges} its state at the end (keys from {@link BrokerSampleStore#GAUGES}).
 */
public record BrokerSample(String hostname, int port, String workerId, long intervalMs, Map<String, Long> counts,
                           Map<String, Long> gauges) {}
