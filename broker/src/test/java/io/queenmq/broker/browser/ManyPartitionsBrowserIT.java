package io.queenmq.broker.browser;

import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.broker.it.Api;
import io.queenmq.broker.it.TestBroker;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/** A queue of 10,000 partitions: the queue page shows one page of them at a time, paged by the broker. */
@Timeout(180)
class ManyPartitionsBrowserIT {
    private static final int PARTITIONS = 10_000;

    @Test
    void theQueuePageShowsOnePageOfPartitionsAndPagesThroughThem() {
        Dashboard.requireBrowser();
        String queue = TestBroker.uniqueName("dash-wide");
        List<Map<String, Object>> items = new ArrayList<>();
        for (int i = 0; i < PARTITIONS; i++) {
            items.add(Map.of("queue", queue, "partition", String.format("p-%05d", i), "payload", Map.of("i", i)));
        }
        Api.Response pushed = Dashboard.api().post("/api/v1/push", Map.of("items", items));
        assertThat(pushed.status()).as("push: %.300s", pushed.text()).isEqualTo(201);

        awaitStatistics(queue);

        WebElement page = Dashboard.open("/queue/" + queue + "?sort=name");

        WebElement partitions = page.findElement(By.id("partitions"));
        assertThat(partitions.findElements(By.cssSelector("tbody tr"))).hasSize(50);
        assertThat(partitions.getText()).contains("p-00000", "p-00049").doesNotContain("p-00050")
                .contains("of 10,000");
        partitions.findElement(By.cssSelector("button.next")).click();
        Dashboard.waitFor("the second page of partitions",
                d -> d.findElement(By.id("partitions")).getText().contains("p-00050"));
        assertThat(Dashboard.driver().findElement(By.id("partitions")).getText())
                .doesNotContain("p-00049").contains("51–100 of 10,000");
        assertThat(Dashboard.driver().getCurrentUrl()).contains("offset=50");
        assertThat(Dashboard.consoleErrors()).as("browser console errors").isEmpty();
    }

    /** Partition counts come from statistics one broker refreshes in the background; wait until they cover all. */
    private static void awaitStatistics(String queue) {
        long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
        long total = -1;
        while (System.nanoTime() < deadline) {
            total = Dashboard.api().get("/api/v1/status/queues/" + queue + "?limit=1")
                    .json().path("pagination").path("total").asLong(-1);
            if (total == PARTITIONS) {
                return;
            }
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted", e);
            }
        }
        throw new AssertionError("statistics never counted " + PARTITIONS + " partitions; last total: " + total);
    }
}
