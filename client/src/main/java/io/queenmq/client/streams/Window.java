package io.queenmq.client.streams;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Event-time windows of {@code size}, one starting every {@code advance} (tumbling when they are equal), each
 * {@code [start, start + size)} with starts at multiples of {@code advance} since the epoch. A window fires once the
 * watermark of its source partition (the latest event time seen there, minus {@code lateness}) reaches its end;
 * an event for a window that has fired is dropped. Immutable.
 */
public final class Window {
    private final long sizeMs;
    private final long advanceMs;
    private final long latenessMs;

    private Window(long sizeMs, long advanceMs, long latenessMs) {
        if (advanceMs <= 0 || sizeMs < advanceMs) {
            throw new IllegalArgumentException("a window needs 0 < advance <= size: advance " + advanceMs
                    + " ms, size " + sizeMs + " ms");
        }
        if (latenessMs < 0) {
            throw new IllegalArgumentException("lateness must not be negative: " + latenessMs + " ms");
        }
        this.sizeMs = sizeMs;
        this.advanceMs = advanceMs;
        this.latenessMs = latenessMs;
    }

    /** Back-to-back windows of {@code size}: each event is in exactly one. */
    public static Window tumbling(Duration size) {
        return new Window(size.toMillis(), size.toMillis(), 0);
    }

    /** Windows of {@code size} starting every {@code advance}: each event is in about size / advance of them. */
    public static Window sliding(Duration size, Duration advance) {
        return new Window(size.toMillis(), advance.toMillis(), 0);
    }

    /** How far behind the latest event an event may arrive and still count (default 0). */
    public Window lateness(Duration lateness) {
        return new Window(sizeMs, advanceMs, lateness.toMillis());
    }

    long sizeMs() {
        return sizeMs;
    }

    long latenessMs() {
        return latenessMs;
    }

    /** The starts of the windows holding an event at {@code eventTimeMs}, ascending. */
    List<Long> startsOf(long eventTimeMs) {
        List<Long> starts = new ArrayList<>();
        long last = Math.floorDiv(eventTimeMs, advanceMs) * advanceMs;
        for (long start = last; start > eventTimeMs - sizeMs; start -= advanceMs) {
            starts.add(0, start);
        }
        return starts;
    }

    @Override
    public String toString() {
        return "window(size " + sizeMs + " ms, advance " + advanceMs + " ms, lateness " + latenessMs + " ms)";
    }
}
