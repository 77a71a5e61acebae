package io.queenmq.broker.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.it.TestBroker;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/** The dashboard's actions, clicked in the browser, change what the API reports afterwards. */
@Timeout(120)
class DashboardActionsBrowserIT {
    private final TestData data = new TestData();
    private String queue;
    private String group;
    private Instant beforePushes;

    /** A queue of five messages on one partition; the group has consumed the first, so its lag is four. */
    @BeforeEach
    void queueWithAGroup() throws InterruptedException {
        Dashboard.requireBrowser();
        queue = TestBroker.uniqueName("dash-actions");
        group = TestBroker.uniqueName("reader");
        beforePushes = Instant.now();
        Thread.sleep(20);
        for (int i = 1; i <= 5; i++) {
            data.push(queue, "p-1", "tx-" + i, Map.of("n", i));
        }
        List<JsonNode> first = data.pop(queue, group, 1);
        data.ack(first.get(0), group, "completed", null);
        assertThat(data.offsetLag(group, queue)).isEqualTo(4);
    }

    @AfterEach
    void noConsoleErrors() {
        assertThat(Dashboard.consoleErrors()).as("browser console errors").isEmpty();
    }

    @Test
    void seekToEndThenBackToATimeMovesTheGroupsCursor() {
        Dashboard.open("/queue/" + queue);

        clickInGroupRow("button.seek-end");
        waitFlash("partition(s) moved");
        assertThat(data.offsetLag(group, queue)).isZero();
        clickInGroupRow("button.group-partitions");
        Dashboard.waitFor("the group's cursor on p-1", d -> d.findElement(By.cssSelector(
                "[data-group='" + group + "'] .group-details")).getText().contains("p-1"));

        WebElement when = groupRow().findElement(By.cssSelector("input.seek-time"));
        when.clear();
        when.sendKeys(beforePushes.toString());
        clickInGroupRow("button.seek-time-go");
        waitFlash("Seek to time");
        assertThat(data.offsetLag(group, queue)).isEqualTo(5);
        Dashboard.screenshot("queue-after-seek");
    }

    @Test
    void deletingTheGroupRemovesItsCursors() {
        Dashboard.open("/queue/" + queue);

        WebElement delete = groupRow().findElement(By.cssSelector("button.delete-group"));
        delete.click();
        assertThat(data.groupListed(group, queue)).as("one click only arms the button").isTrue();
        delete.click();
        waitFlash("cursor(s) deleted");
        assertThat(data.groupListed(group, queue)).isFalse();
        Dashboard.waitFor("the group gone from the page",
                d -> !d.findElement(By.id("queue-groups")).getText().contains(group));
    }

    @Test
    void deletingAMessageRemovesIt() {
        JsonNode message = data.push(queue, "p-1", "tx-delete-me", Map.of("bye", true));
        String path = "/api/v1/messages/" + message.get("partition_id").asText() + "/tx-delete-me";
        assertThat(data.api().get(path).status()).isEqualTo(200);
        WebElement page = Dashboard.open("/messages?queue=" + queue);

        WebElement delete = page.findElement(By.cssSelector("tr[data-tx='tx-delete-me'] button.delete"));
        delete.click();
        delete.click();
        Dashboard.waitFor("the deleted row to go", d -> d.findElements(By.cssSelector("tr[data-tx='tx-delete-me']")).isEmpty());
        assertThat(data.api().get(path).status()).isEqualTo(404);
    }

    @Test
    void deletingTheQueueRemovesIt() {
        assertThat(data.api().get("/api/v1/resources/queues/" + queue).status()).isEqualTo(200);
        Dashboard.open("/queue/" + queue);

        WebElement delete = Dashboard.driver().findElement(By.id("delete-queue"));
        delete.click();
        delete.click();
        waitFlash("Queue deleted");
        assertThat(data.api().get("/api/v1/resources/queues/" + queue).status()).isEqualTo(404);
    }

    @Test
    void togglingPopMaintenanceSwitchesItForTheCluster() {
        try {
            Dashboard.open("/maintenance");
            clickTwice("toggle-pop");
            Dashboard.waitFor("pop maintenance on in the page",
                    d -> d.findElement(By.id("pop-mode")).getText().contains("ON"));
            assertThat(popMaintenance()).isTrue();
            Dashboard.screenshot("maintenance-pop-on");

            clickTwice("toggle-pop");
            Dashboard.waitFor("pop maintenance off in the page",
                    d -> d.findElement(By.id("pop-mode")).getText().contains("off"));
            assertThat(popMaintenance()).isFalse();
        } finally {
            data.api().post("/api/v1/system/maintenance/pop", Map.of("enabled", false));
        }
    }

    private boolean popMaintenance() {
        return data.api().get("/api/v1/system/maintenance/pop").json().get("popMaintenanceMode").asBoolean();
    }

    /** The confirm buttons run on the second click; the element is found afresh since pages re-render. */
    private static void clickTwice(String id) {
        WebElement button = Dashboard.driver().findElement(By.id(id));
        button.click();
        button.click();
    }

    private WebElement groupRow() {
        return Dashboard.driver().findElement(By.cssSelector("[data-group='" + group + "']"));
    }

    /** The table re-renders as it refreshes: a row found a moment ago may be gone, so the click looks again. */
    private void clickInGroupRow(String css) {
        Dashboard.waitFor("a click on " + css + " of the group's row", d -> {
            groupRow().findElement(By.cssSelector(css)).click();
            return true;
        });
    }

    private static void waitFlash(String text) {
        Dashboard.waitFor("'" + text + "' in the page's message",
                d -> d.findElement(By.id("flash")).getText().contains(text));
    }
}
