package io.queenmq.client.streams;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One window of one key: the payload of a sink message ({@code message.data(WindowResult.class)}) and, while the
 * window is open, its stored state. Times are epoch milliseconds; the window is {@code [windowStart, windowEnd)}.
 *
 * @param key the grouping key ({@code keyBy}, else the source partition's name)
 * @param windowStart the first instant the window covers
 * @param windowEnd the first instant after it; the state route's {@code ripe_at_or_before} reads this field
 * @param value the accumulator ({@code aggregate}) or reduced value ({@code reduce}) as JSON
 */
public record WindowResult(String key, long windowStart, long windowEnd, JsonNode value) {}
