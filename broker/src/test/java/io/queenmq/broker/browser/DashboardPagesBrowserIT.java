package io.queenmq.broker.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.it.TestBroker;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Every page of the dashboard in a real browser: it renders the data the test pushed, and the browser console
 * stays free of errors. Each test saves a screenshot to target/screenshots.
 */
@Timeout(120)
class DashboardPagesBrowserIT {
    private static final String MARKER = "marker-" + System.nanoTime();
    /** Shown as text, never run: the page would gain an img element if it were inserted as HTML. */
    private static final String HOSTILE_ERROR = "boom <img src=x onerror=alert(1)>";

    private static String queue;
    private static String deadQueue;
    private static String group;
    private static String traceName;
    private static JsonNode traced;

    @BeforeAll
    static void pushData() {
        Dashboard.requireBrowser();
        TestData data = new TestData();
        queue = TestBroker.uniqueName("dash-pages");
        deadQueue = TestBroker.uniqueName("dash-dlq");
        group = TestBroker.uniqueName("billing");
        traceName = TestBroker.uniqueName("tenant");
        for (int i = 1; i <= 3; i++) {
            data.push(queue, "p-1", "tx-" + i, Map.of("n", i, "marker", MARKER));
        }
        data.push(queue, "p-2", "tx-4", Map.of("n", 4));
        List<JsonNode> popped = data.pop(queue, group, 1);
        assertThat(popped).hasSize(1);
        data.ack(popped.get(0), group, "completed", null);
        traced = popped.get(0);
        data.trace(traced, traceName, "step", Map.of("stage", "billed"));

        data.push(deadQueue, "Default", "dead-1", Map.of("poison", true));
        List<JsonNode> dead = data.pop(deadQueue, "__QUEUE_MODE__", 1);
        assertThat(dead).hasSize(1);
        data.ack(dead.get(0), "__QUEUE_MODE__", "dlq", HOSTILE_ERROR);
    }

    @AfterEach
    void noConsoleErrors() {
        assertThat(Dashboard.consoleErrors()).as("browser console errors").isEmpty();
    }

    @Test
    void overviewShowsTotalsAndConsumerGroups() {
        WebElement page = Dashboard.open("/");

        Dashboard.waitFor("group " + group + " in the overview",
                d -> d.findElement(By.id("groups")).getText().contains(group));
        assertThat(page.findElements(By.cssSelector("#totals .card"))).isNotEmpty();
        assertThat(page.findElements(By.cssSelector("#throughput-chart, #lag-chart"))).hasSize(2);
        Dashboard.screenshot("overview");
    }

    @Test
    void queuesPageListsTheQueueWithItsCounts() {
        WebElement page = Dashboard.open("/queues");

        WebElement row = rowContaining(page, queue);
        assertThat(row.getText()).contains(queue);
        Dashboard.screenshot("queues");
    }

    @Test
    void queuePageShowsItsConsumerGroupsAndPartitions() {
        WebElement page = Dashboard.open("/queue/" + queue);

        assertThat(page.findElement(By.id("queue-name")).getText()).isEqualTo(queue);
        assertThat(page.findElement(By.id("queue-groups")).getText()).contains(group);
        assertThat(page.findElement(By.id("partitions")).getText()).contains("p-1").contains("p-2");
        Dashboard.screenshot("queue");
    }

    @Test
    void anUnknownQueueIsAnErrorNotAMissingRoute() {
        WebElement page = Dashboard.open("/queue/no-such-queue-" + System.nanoTime());

        assertThat(page.findElement(By.cssSelector(".banner.error")).getText()).contains("404 Queue not found");
        // The browser logs the 404 itself; it is the only error.
        assertThat(Dashboard.consoleErrors()).singleElement().asString()
                .contains("/api/v1/status/queues/no-such-queue-").contains("404");
    }

    @Test
    void messagesPageListsMessagesAndShowsAPayload() {
        WebElement page = Dashboard.open("/messages?queue=" + queue);

        WebElement list = page.findElement(By.id("message-list"));
        assertThat(list.getText()).contains("tx-1", "tx-2", "tx-3", "tx-4");
        list.findElement(By.cssSelector("tr[data-tx='tx-2'] button.view")).click();
        Dashboard.waitFor("the payload of tx-2",
                d -> d.findElement(By.id("message-detail")).getText().contains(MARKER));
        Dashboard.screenshot("messages");
    }

    @Test
    void messagesCanBeFilteredByPartitionAndStatus() {
        WebElement page = Dashboard.open("/messages?queue=" + queue);
        page.findElement(By.id("filter-partition")).sendKeys("p-2");
        new Select(page.findElement(By.id("filter-window"))).selectByValue("7d");
        page.findElement(By.id("filter-apply")).click();
        Dashboard.waitFor("only the message of p-2", d -> messageList(d).equals(List.of("tx-4")));
        assertThat(Dashboard.driver().getCurrentUrl()).contains("window=7d");

        page = Dashboard.open("/messages?queue=" + queue);
        new Select(page.findElement(By.id("filter-status"))).selectByValue("completed");
        page.findElement(By.id("filter-apply")).click();
        String consumed = traced.get("transactionId").asText();
        Dashboard.waitFor("only the consumed message, " + consumed, d -> messageList(d).equals(List.of(consumed)));
        assertThat(Dashboard.driver().getCurrentUrl()).contains("status=completed");
    }

    /** The transaction ids the loaded messages page lists. */
    private static List<String> messageList(WebDriver driver) {
        return driver.findElements(By.cssSelector("[data-page='messages'][data-loaded='true'] tr[data-tx]")).stream()
                .map(row -> row.getAttribute("data-tx")).toList();
    }

    @Test
    void deadLettersPageShowsTheFailureAsText() {
        WebElement page = Dashboard.open("/dlq?queue=" + deadQueue);

        WebElement list = page.findElement(By.id("dlq-list"));
        assertThat(list.getText()).contains("dead-1", HOSTILE_ERROR);
        assertThat(list.findElements(By.tagName("img"))).isEmpty();
        Dashboard.screenshot("dead-letters");
    }

    @Test
    void tracesPageShowsNamesThenTheirEvents() {
        WebElement page = Dashboard.open("/traces");

        assertThat(page.findElement(By.id("trace-body")).getText()).contains(traceName);
        page.findElement(By.linkText(traceName)).click();
        Dashboard.waitFor("the events of " + traceName, d -> d.findElement(By.id("trace-body")).getText()
                .contains("Events named " + traceName) && d.findElement(By.id("trace-body")).getText().contains("billed"));

        WebElement one = Dashboard.open("/traces?partitionId=" + traced.get("partitionId").asText()
                + "&transactionId=" + traced.get("transactionId").asText());
        assertThat(one.findElement(By.id("trace-body")).getText()).contains("step", "billed");
        Dashboard.screenshot("traces");
    }

    @Test
    void maintenancePageShowsBothModes() {
        WebElement page = Dashboard.open("/maintenance");

        assertThat(page.findElement(By.id("push-mode")).getText()).containsIgnoringCase("push maintenance");
        assertThat(page.findElement(By.id("pop-mode")).getText()).containsIgnoringCase("pop maintenance");
        Dashboard.screenshot("maintenance");
    }

    @Test
    void brokersPageShowsTheBrokersOfTheDeployment() {
        WebElement page = Dashboard.open("/brokers");

        String port = Dashboard.url().substring(Dashboard.url().lastIndexOf(':'));
        Dashboard.waitFor("this broker in the replicas",
                d -> d.findElement(By.id("replicas")).getText().contains(port));
        Dashboard.screenshot("brokers");
    }

    @Test
    void anUnknownPageSaysSo() {
        Dashboard.driver().get(Dashboard.url() + "/#/nowhere");

        Dashboard.waitFor("the unknown-page banner",
                d -> d.findElement(By.cssSelector("[data-page='unknown'] .banner")).getText().contains("nowhere"));
    }

    @Test
    void aRouteThatFailsShowsABannerInsteadOfBreakingThePage() {
        Dashboard.open("/maintenance");
        // The page's own fetch, replaced in this document: the status routes answer 404, the overview 500.
        Dashboard.driver().executeScript("""
                const real = window.fetch;
                const answer = (status, error) => Promise.resolve(new Response(JSON.stringify({ error }), { status }));
                window.fetch = (url, init) => String(url).startsWith('/api/v1/status') ? answer(404, 'Not Found')
                    : String(url).startsWith('/api/v1/resources/overview') ? answer(500, 'database down')
                    : real(url, init);
                location.hash = '#/';
                """);

        Dashboard.waitFor("the overview's error banner",
                d -> d.findElement(By.cssSelector("#totals .banner.error")).getText().contains("database down"));
        Dashboard.waitFor("no throughput data",
                d -> d.findElement(By.id("ingested-total")).getText().contains("not served"));
        Dashboard.driver().executeScript("location.hash = '#/queues'");
        Dashboard.waitFor("the queues page's no-data banner",
                d -> d.findElement(By.cssSelector("[data-page='queues'] [data-missing]")).getText().contains("No data"));
    }

    @Test
    void thePagesPolicyRefusesScriptsInsertedIntoIt() {
        Dashboard.open("/maintenance");

        Object ran = Dashboard.driver().executeScript("""
                const script = document.createElement('script');
                script.textContent = 'window.injected = true';
                document.body.append(script);
                return window.injected === true;
                """);

        assertThat(ran).isEqualTo(false);
        assertThat(Dashboard.consoleErrors()).anySatisfy(message -> assertThat(message).contains("Content Security Policy"));
    }

    @Test
    void consoleErrorsReachTheTests() {
        Dashboard.open("/maintenance");

        Dashboard.driver().executeScript("console.error('probe ' + 42)");

        assertThat(Dashboard.consoleErrors()).as("the check every test ends with can see errors")
                .anySatisfy(message -> assertThat(message).contains("probe 42"));
    }

    private static WebElement rowContaining(WebElement page, String text) {
        for (WebElement row : page.findElements(By.cssSelector("tbody tr"))) {
            if (row.getText().contains(text)) {
                return row;
            }
        }
        throw new AssertionError("no row with '" + text + "' on " + page.getText());
    }
}
