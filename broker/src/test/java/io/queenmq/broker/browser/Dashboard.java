package io.queenmq.broker.browser;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.queenmq.broker.Broker;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.it.Api;
import io.queenmq.broker.it.TestBroker;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The browser tests' fixture: a broker of their own on the shared test database (sampling metrics every second,
 * so charts move within a test) and one headless Debian chromium driven through chromedriver, both started on
 * first use and kept for the test run. Both binaries are named explicitly so that Selenium Manager never tries to
 * download a browser.
 *
 * <p>Without chromium the tests are skipped, unless {@code QUEEN_REQUIRE_BROWSER=1} (set by {@code .ci/run}),
 * where a missing browser is a failure.
 */
final class Dashboard {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final Duration WAIT = Duration.ofSeconds(20);

    /**
     * Selenium looks for DevTools bindings matching the browser's version and warns when it has none; the tests
     * use none. Held here because java.util.logging keeps loggers only weakly.
     */
    private static final java.util.logging.Logger DEVTOOLS_LOG = quiet("org.openqa.selenium.devtools");

    private static Broker broker;
    private static ChromeDriver driver;

    private Dashboard() {}

    /** Skips (or, when the browser is required, fails) the calling test when chromium is not installed. */
    static synchronized void requireBrowser() {
        boolean installed = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        String missing = "chromium and chromium-driver are not installed (" + CHROMIUM + ", " + CHROMEDRIVER
                + "): apt-get install -y chromium chromium-driver";
        if (!installed && "1".equals(System.getenv("QUEEN_REQUIRE_BROWSER"))) {
            fail("QUEEN_REQUIRE_BROWSER=1 but " + missing);
        }
        assumeTrue(installed, "Browser tests skipped: " + missing);
    }

    /** The dashboard broker's base URL. */
    static synchronized String url() {
        if (broker == null) {
            Map<String, String> env = new HashMap<>(TestBroker.env());
            env.put("METRICS_AGGREGATE_INTERVAL_S", "1");
            env.put("STATS_INTERVAL_MS", "1000");
            try {
                broker = Broker.start(BrokerConfig.fromEnv(env));
            } catch (Exception e) {
                throw new IllegalStateException("cannot start the dashboard's broker", e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(broker::close));
        }
        return "http://127.0.0.1:" + broker.port();
    }

    static Api api() {
        return new Api(url());
    }

    static synchronized ChromeDriver driver() {
        requireBrowser();
        if (driver == null) {
            ChromeOptions options = new ChromeOptions();
            options.setBinary(CHROMIUM.toFile());
            // --no-sandbox: CI runs as root, where chromium's sandbox refuses to start.
            options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                    "--window-size=1400,1000", "--lang=en-US");
            LoggingPreferences logs = new LoggingPreferences();
            logs.enable(LogType.BROWSER, Level.ALL);
            options.setCapability("goog:loggingPrefs", logs);
            ChromeDriverService service = new ChromeDriverService.Builder()
                    .usingDriverExecutable(new File(CHROMEDRIVER.toString()))
                    .usingAnyFreePort()
                    .build();
            driver = new ChromeDriver(service, options);
            Runtime.getRuntime().addShutdownHook(new Thread(driver::quit));
        }
        return driver;
    }

    /**
     * Opens the dashboard at {@code hash} (e.g. "/queues?offset=0") from scratch and waits until its page says it
     * has loaded; clears the console log first, so {@link #consoleErrors} reports this page only.
     */
    static WebElement open(String hash) {
        WebDriver d = driver();
        d.get("about:blank");
        consoleErrors();
        d.get(url() + "/#" + hash);
        return waitLoaded();
    }

    /** The current page's root once it has rendered its data. */
    static WebElement waitLoaded() {
        return new WebDriverWait(driver(), WAIT).until(ExpectedConditions.presenceOfElementLocated(
                By.cssSelector("#page > [data-page][data-loaded='true']")));
    }

    static <T> T waitFor(String what, java.util.function.Function<WebDriver, T> condition) {
        // Pages re-render as they refresh: an element found a moment ago may be gone, so look again.
        try {
            return new WebDriverWait(driver(), WAIT).withMessage(what)
                    .ignoring(StaleElementReferenceException.class).until(condition);
        } catch (TimeoutException e) {
            screenshot("failed-" + what.replaceAll("[^A-Za-z0-9]+", "-"));
            throw new AssertionError("Not within " + WAIT + ": " + what + " at " + driver().getCurrentUrl()
                    + "; the page reads:\n" + driver().findElement(By.id("page")).getText(), e);
        }
    }

    /** The browser console's errors since the last call: uncaught exceptions, failed loads, failed requests. */
    static List<String> consoleErrors() {
        List<String> errors = new ArrayList<>();
        for (LogEntry entry : driver().manage().logs().get(LogType.BROWSER)) {
            if (entry.getLevel().intValue() >= Level.SEVERE.intValue()) {
                errors.add(entry.getMessage());
            }
        }
        return errors;
    }

    private static java.util.logging.Logger quiet(String name) {
        java.util.logging.Logger logger = java.util.logging.Logger.getLogger(name);
        logger.setLevel(Level.SEVERE);
        return logger;
    }

    /** Saves the browser's window to {@code target/screenshots/<name>.png}. */
    static void screenshot(String name) {
        try {
            Path dir = Path.of("target", "screenshots");
            Files.createDirectories(dir);
            Files.write(dir.resolve(name + ".png"), driver().getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
