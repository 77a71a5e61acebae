package io.queenmq.broker.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.it.TestBroker;
import java.nio.charset.StandardCharsets;
import java.util.Date;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The dashboard against a broker with JWT on (HS256): it asks for a token on the first 401, sends the pasted one
 * on every call, shows a 403 as "Your token's role cannot do this", and forgets the token on request. The data
 * comes from the (unauthenticated) dashboard broker of {@link Dashboard} on the same database.
 */
@Timeout(120)
class DashboardTokenBrowserIT {
    private static final String SECRET = "a-dashboard-test-secret-of-32+-bytes!";

    private static Broker broker;
    private static String url;

    @BeforeAll
    static void start() throws Exception {
        Dashboard.requireBrowser();
        Map<String, String> env = TestBroker.env();
        env.put("JWT_ENABLED", "true");
        env.put("JWT_SECRET", SECRET);
        broker = Broker.start(BrokerConfig.fromEnv(env));
        url = "http://127.0.0.1:" + broker.port();
    }

    @AfterAll
    static void stop() {
        if (broker != null) {
            broker.close();
        }
    }

    /** Each test starts with no token in the broker's origin and a clean console. */
    @BeforeEach
    void noToken() {
        WebDriver d = Dashboard.driver();
        d.get(url + "/health");
        ((JavascriptExecutor) d).executeScript("sessionStorage.clear()");
        d.get("about:blank");
        Dashboard.consoleErrors();
    }

    static String token(String role) {
        return token(role, SECRET);
    }

    static String token(String role, String secret) {
        try {
            JWTClaimsSet claims = new JWTClaimsSet.Builder().subject("dash-" + role).claim("role", role)
                    .issueTime(new Date()).expirationTime(new Date(System.currentTimeMillis() + 600_000)).build();
            SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.HS256).build(), claims);
            jwt.sign(new MACSigner(secret.getBytes(StandardCharsets.UTF_8)));
            return jwt.serialize();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void asksForATokenShowsDataRefusesTheReaderAnAdminActionAndLetsTheAdminDoIt() throws Exception {
        TestData data = new TestData();
        String queue = TestBroker.uniqueName("dash-token");
        String group = TestBroker.uniqueName("reader");
        data.push(queue, "p-1", "tx-1", Map.of("n", 1));
        List<JsonNode> popped = data.pop(queue, group, 1);
        data.ack(popped.get(0), group, "completed", null);
        assertThat(data.groupListed(group, queue)).isTrue();

        WebDriver d = Dashboard.driver();
        d.get(url + "/#/");
        // No token: the API answers 401, the page says so and the header asks for one.
        Dashboard.waitFor("the sign-in banner", x -> x.findElement(By.cssSelector("[data-auth='401']"))
                .getText().contains("Sign in: paste a token"));
        WebElement input = Dashboard.waitFor("the token box", x -> x.findElement(By.id("token-input")));
        Dashboard.screenshot("token-asked");

        String reader = token("read-only");
        input.sendKeys(reader);
        d.findElement(By.id("token-save")).click();
        Dashboard.waitFor("the overview with data", x -> !x.findElement(By.cssSelector("#totals [data-key='queues']"))
                .getText().isBlank() && x.findElements(By.cssSelector("[data-auth]")).isEmpty());
        Dashboard.waitFor("the group on the overview", x -> x.findElement(By.id("groups")).getText().contains(group));
        assertThat(d.findElement(By.id("token-state")).getText()).isEqualTo("Token set");
        assertThat(d.getCurrentUrl()).doesNotContain(reader);
        assertThat(sessionToken(d)).isEqualTo(reader);
        Dashboard.screenshot("token-reader-overview");

        // A read-only token cannot delete a consumer group: 403, shown as such, and the group stays.
        d.get(url + "/#/queue/" + queue);
        Dashboard.waitLoaded();
        clickTwice(groupRow(group).findElement(By.cssSelector("button.delete-group")));
        Dashboard.waitFor("the 403 banner", x -> x.findElement(By.cssSelector("#flash [data-auth='403']"))
                .getText().contains("Your token's role cannot do this"));
        assertThat(data.groupListed(group, queue)).isTrue();
        Dashboard.screenshot("token-reader-403");

        // Forget it (the box asks again), then an admin token does it.
        d.findElement(By.id("token-forget")).click();
        assertThat(sessionToken(d)).isNull();
        WebElement again = Dashboard.waitFor("the token box again", x -> x.findElement(By.id("token-input")));
        again.sendKeys(token("admin"));
        d.findElement(By.id("token-save")).click();
        Dashboard.waitFor("the queue page with the admin token",
                x -> x.findElements(By.cssSelector("[data-group='" + group + "']")).size() == 1);
        clickTwice(groupRow(group).findElement(By.cssSelector("button.delete-group")));
        Dashboard.waitFor("the group deleted", x -> x.findElement(By.id("flash")).getText().contains("cursor(s) deleted"));
        assertThat(data.groupListed(group, queue)).isFalse();

        // Only the browser's own lines for the 401 and 403 answers this test provoked; no script error.
        List<String> errors = Dashboard.consoleErrors();
        assertThat(errors).allSatisfy(e -> assertThat(e).containsAnyOf("status of 401", "status of 403"));
        assertThat(String.join("\n", errors)).doesNotContain(reader);
    }

    @Test
    void aTokenTheBrokerRefusesIsNamedAndCanBeForgotten() {
        WebDriver d = Dashboard.driver();
        d.get(url + "/#/maintenance");
        WebElement input = Dashboard.waitFor("the token box", x -> x.findElement(By.id("token-input")));
        String forged = token("admin", "another-secret-of-at-least-32-bytes!!");
        input.sendKeys("Bearer " + forged);
        d.findElement(By.id("token-save")).click();
        Dashboard.waitFor("the refused-token banner", x -> {
            String text = x.findElement(By.cssSelector("[data-auth='401']")).getText();
            return text.contains("refused the token") && text.contains("Invalid token signature");
        });
        assertThat(sessionToken(d)).as("a pasted \"Bearer \" prefix is dropped").isEqualTo(forged);
        assertThat(d.findElements(By.id("toggle-pop"))).as("no switches without a valid token").isEmpty();

        d.findElement(By.id("token-forget")).click();
        Dashboard.waitFor("the token box again", x -> x.findElement(By.id("token-input")));
        assertThat(sessionToken(d)).isNull();
        Dashboard.waitFor("the sign-in banner", x -> x.findElement(By.cssSelector("[data-auth='401']"))
                .getText().contains("Sign in: paste a token"));
        assertThat(Dashboard.consoleErrors()).allSatisfy(e -> assertThat(e).contains("status of 401"));
    }

    private static Object sessionToken(WebDriver d) {
        return ((JavascriptExecutor) d).executeScript("return sessionStorage.getItem('queen.dashboard.token')");
    }

    private static WebElement groupRow(String group) {
        return Dashboard.driver().findElement(By.cssSelector("[data-group='" + group + "']"));
    }

    private static void clickTwice(WebElement button) {
        button.click();
        button.click();
    }
}
