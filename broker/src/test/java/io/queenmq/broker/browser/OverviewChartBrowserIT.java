package io.queenmq.broker.browser;

import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.broker.it.TestBroker;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;

/**
 * The overview refreshes by itself: messages pushed while it is open reach its throughput chart once the
 * brokers' sampler has written them (every second on the dashboard's broker) and the page has polled again.
 */
@Timeout(120)
class OverviewChartBrowserIT {

    @Test
    void aPushWhileTheOverviewIsOpenShowsUpInItsChart() {
        Dashboard.requireBrowser();
        Dashboard.open("/");
        long before = ingested();

        TestData data = new TestData();
        String queue = TestBroker.uniqueName("dash-chart");
        for (int i = 0; i < 7; i++) {
            data.push(queue, "p-" + i, "tx-" + i, Map.of("i", i));
        }

        Dashboard.waitFor("at least 7 more messages ingested in the chart's data than " + before,
                d -> ingested() >= before + 7);
        assertThat(Integer.parseInt(Dashboard.driver().findElement(By.id("throughput-chart"))
                .getAttribute("data-points"))).isPositive();
        assertThat(Dashboard.consoleErrors()).as("browser console errors").isEmpty();
        Dashboard.screenshot("overview-chart");
    }

    /** The sum of the chart's "ingested" buckets, as the page last rendered it (0 before the first poll). */
    private static long ingested() {
        String value = Dashboard.driver().findElement(By.id("ingested-total")).getAttribute("data-value");
        return value == null ? 0 : Long.parseLong(value);
    }
}
