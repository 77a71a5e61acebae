package io.queenmq.client.streams;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Which windows hold an event: starts at multiples of the advance since the epoch, ends excluded. */
class WindowTest {
    private static final Duration MINUTE = Duration.ofMinutes(1);

    @Test
    void aTumblingWindowHoldsEachEventOnce() {
        Window window = Window.tumbling(MINUTE);

        assertThat(window.startsOf(0)).containsExactly(0L);
        assertThat(window.startsOf(59_999)).containsExactly(0L);
        assertThat(window.startsOf(60_000)).as("the end belongs to the next window").containsExactly(60_000L);
        assertThat(window.startsOf(-1)).as("before the epoch").containsExactly(-60_000L);
    }

    @Test
    void slidingWindowsHoldEachEventSizeOverAdvanceTimes() {
        Window window = Window.sliding(Duration.ofMinutes(3), MINUTE);

        assertThat(window.startsOf(150_000)).containsExactly(0L, 60_000L, 120_000L);
        assertThat(Window.sliding(Duration.ofSeconds(90), MINUTE).startsOf(70_000)).containsExactly(0L, 60_000L);
        assertThat(Window.sliding(Duration.ofSeconds(90), MINUTE).startsOf(100_000)).containsExactly(60_000L);
    }

    @Test
    void anAdvanceAboveTheSizeOrANegativeLatenessIsRefused() {
        assertThatThrownBy(() -> Window.sliding(MINUTE, Duration.ofMinutes(2)))
                .hasMessage("a window needs 0 < advance <= size: advance 120000 ms, size 60000 ms");
        assertThatThrownBy(() -> Window.tumbling(Duration.ZERO))
                .hasMessage("a window needs 0 < advance <= size: advance 0 ms, size 0 ms");
        assertThatThrownBy(() -> Window.tumbling(MINUTE).lateness(Duration.ofSeconds(-1)))
                .hasMessage("lateness must not be negative: -1000 ms");
    }
}
