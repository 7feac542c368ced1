package org.mwbench.console.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.results.store.ResultsDatabase;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/**
 * The browser test: a real headless Chromium opens the console with the token URL,
 * loads the quickstart plan, deploys and starts it, sees live calls/s above zero, stops it,
 * and opens the run's results. Screenshots go to {@code target/screenshots/}; the browser
 * console must stay free of errors throughout.
 */
class WebConsoleBrowserTest {
    private static final Duration STEP = Duration.ofSeconds(30);

    @TempDir
    Path dir;

    @BeforeAll
    static void needsChromium() {
        assertTrue(HeadlessChromium.available(), HeadlessChromium.unavailableReason()); // deploy/setup-machine.sh installs it
    }

    static Path screenshots() {
        return Path.of(System.getProperty("mwbench.screenshots", "target/screenshots"));
    }

    @Test
    @Timeout(180)
    void drivesTheQuickstartFromPlanToResults() throws Exception {
        try (ConsoleUnderTest console = ConsoleUnderTest.start(dir, "20s");
             HeadlessChromium browser = HeadlessChromium.start(screenshots())) {
            WebDriver page = browser.driver();

            // without a session: the login page
            page.get(console.console.url().toString());
            browser.waitUpTo(STEP).until(ExpectedConditions.urlContains("/login"));
            browser.screenshot("00-login");

            // 1. open the console with the token URL: a session, and the token gone from the address bar
            page.get(console.console.loginUrl().toString());
            browser.waitUpTo(STEP).until(ExpectedConditions.urlToBe(console.console.url().toString()));
            browser.waitUpTo(STEP).until(driver -> !driver.findElements(By.cssSelector("#plan-select option")).isEmpty());
            browser.waitUpTo(STEP).until(ExpectedConditions.textToBePresentInElementLocated(
                    By.cssSelector("#agents-table tbody"), "local host"));

            // 2. load the quickstart plan from the plans folder
            new Select(page.findElement(By.id("plan-select"))).selectByValue("quickstart");
            page.findElement(By.id("plan-open")).click();
            browser.waitUpTo(STEP).until(ExpectedConditions.textToBePresentInElementLocated(By.id("plan-messages"),
                    "Opened quickstart"));
            List<WebElement> rows = page.findElements(By.cssSelector("#plan-table tbody tr.blade"));
            assertEquals(2, rows.size());
            assertEquals("synthetic-fast", rows.get(0).findElement(By.cssSelector("[data-field=id]")).getAttribute("value"));
            assertEquals("local host", rows.get(0).findElement(By.cssSelector("[data-field=server]")).getAttribute("value"));
            // a validation error shows on the offending row and cell
            WebElement server = rows.get(1).findElement(By.cssSelector("[data-field=server]"));
            server.clear();
            server.sendKeys("nowhere");
            page.findElement(By.id("plan-validate")).click();
            WebElement rowErrors = browser.waitUpTo(STEP).until(ExpectedConditions.visibilityOfElementLocated(
                    By.cssSelector("#plan-table tr.row-errors[data-row='1']")));
            assertTrue(rowErrors.getText().contains("blade.1.server: agent 'nowhere' is not registered"), rowErrors.getText());
            assertEquals(1, page.findElements(By.cssSelector("#plan-table tr.blade[data-row='1'] td.invalid[data-column=server]"))
                    .size());
            assertEquals(1, page.findElements(By.cssSelector("#plan-table tr.row-errors")).size(), "row 0 has no error");
            browser.screenshot("01-plan-errors");
            server = page.findElements(By.cssSelector("#plan-table tbody tr.blade")).get(1)
                    .findElement(By.cssSelector("[data-field=server]"));
            server.clear();
            server.sendKeys("local host");
            page.findElement(By.id("plan-validate")).click();
            browser.waitUpTo(STEP).until(ExpectedConditions.textToBePresentInElementLocated(By.id("plan-messages"),
                    "quickstart is valid"));
            assertTrue(page.findElements(By.cssSelector("#plan-table tr.row-errors")).isEmpty());
            browser.screenshot("02-plan");

            // 3. deploy, init and start: each button enabled only once the states allow it
            assertTrue(step(page, "start").getAttribute("disabled") != null, "start before deploy must be disabled");
            clickWhenEnabled(browser, "deploy");
            clickWhenEnabled(browser, "init");
            browser.waitUpTo(STEP).until(ExpectedConditions.textToBePresentInElementLocated(
                    By.cssSelector("#plan-table tbody tr.blade td.state"), "initialized"));
            browser.screenshot("03-initialized");
            clickWhenEnabled(browser, "start");

            // 4. the live view: calls/s above zero for a blade
            browser.waitUpTo(STEP).until(ExpectedConditions.visibilityOfElementLocated(By.id("tab-live")));
            browser.waitUpTo(STEP).until(driver -> liveCallsPerSecond(driver) > 0);
            browser.waitUpTo(STEP).until(driver -> driver.findElements(By.cssSelector("#charts .chart-card")).size() >= 2
                    && !driver.findElements(By.cssSelector("#gauge-charts .chart-card")).isEmpty());
            Thread.sleep(2500); // a few more points on the charts, for the screenshot
            browser.screenshot("04-live");

            // 5. stop, then collect once every blade has stopped
            clickWhenEnabled(browser, "stop");
            browser.waitUpTo(STEP).until(ExpectedConditions.attributeContains(By.id("run-line"), "data-states", "stopped"));
            clickWhenEnabled(browser, "collect");
            browser.waitUpTo(STEP).until(ExpectedConditions.textToBePresentInElementLocated(By.id("control-message"),
                    "collected 2 blade(s)"));
            browser.waitUpTo(STEP).until(ExpectedConditions.elementToBeClickable(step(page, "deploy")));

            // 6. open the run's results
            page.findElement(By.cssSelector("#tabs button[data-tab=results]")).click();
            String run = openRun(browser, By.cssSelector("#runs-table tbody tr[data-run^='quickstart_']"));
            assertTrue(run.contains("quickstart"), run);
            assertTrue(run.contains("2 blades"), run);
            browser.waitUpTo(STEP).until(driver ->
                    driver.findElements(By.cssSelector("#run-stats tbody tr")).size() == 2);
            String statistics = page.findElement(By.id("run-stats")).getText();
            assertTrue(statistics.contains("synthetic-fast") && statistics.contains("synthetic-slow"), statistics);
            browser.screenshot("05-results");

            List<Path> stored = Files.list(console.reports).filter(Files::isDirectory).toList();
            assertEquals(1, stored.size(), "one run stored: " + stored);
            assertTrue(Files.isRegularFile(console.reports.resolve(ResultsDatabase.FILE)), "and in the results database");
            assertTrue(Files.size(stored.get(0).resolve("synthetic-fast").resolve("action")) > 0);
            browser.assertNoConsoleErrors();
        }
    }

    @Test
    @Timeout(120)
    void aRunsReportIsShownInASandbox() throws Exception {
        try (ConsoleUnderTest console = ConsoleUnderTest.start(dir, "1s");
             HeadlessChromium browser = HeadlessChromium.start(screenshots())) {
            Path run = Files.createDirectories(console.reports.resolve("demo_2026-01-02_03h04m05"));
            Files.writeString(run.resolve("run.properties"), "start.skew_ns=0\n");
            // what the analysis writes: one self-contained file, inline style and script
            Files.writeString(run.resolve("report.html"), String.join("\n",
                    "<!doctype html><html><head><style>h1 { color: #1d3557; }</style></head><body>",
                    "<h1>demo report</h1><p id='scripted'>static</p><p id='session'>asking</p>",
                    "<script>",
                    "document.getElementById('scripted').textContent = 'scripted';",
                    "fetch('/api/status', { credentials: 'include' })",
                    "  .then((r) => r.ok ? 'open' : 'refused ' + r.status, () => 'blocked')",
                    "  .then((text) => { document.getElementById('session').textContent = text; });",
                    "</script></body></html>"));
            WebDriver page = browser.driver();
            page.get(console.console.loginUrl().toString());
            browser.waitUpTo(STEP).until(ExpectedConditions.urlToBe(console.console.url().toString()));
            page.findElement(By.cssSelector("#tabs button[data-tab=results]")).click();
            String row = openRun(browser, By.cssSelector("#runs-table tbody tr[data-run='demo_2026-01-02_03h04m05']"));
            assertTrue(row.contains("Open report"), row);
            browser.waitUpTo(STEP).until(ExpectedConditions.frameToBeAvailableAndSwitchToIt(By.id("run-report")));
            browser.waitUpTo(STEP).until(ExpectedConditions.textToBe(By.id("scripted"), "scripted"));
            browser.waitUpTo(STEP).until(driver -> !driver.findElement(By.id("session")).getText().equals("asking"));
            String session = page.findElement(By.id("session")).getText();
            assertTrue(!session.equals("open"), "the report's scripts must not use the console's session: " + session);
            page.switchTo().defaultContent();
            browser.screenshot("07-report");
            // the report's refused call is the only thing the browser may complain about
            assertTrue(browser.consoleErrors().stream().allMatch(error -> error.contains("/api/status")),
                    String.valueOf(browser.consoleErrors()));
        }
    }

    /**
     * Clicks a run's open button and returns the row's text. The list may be redrawn
     * meanwhile (a refresh after collect, another when the tab is shown): a row that went
     * stale is looked up again.
     */
    private static String openRun(HeadlessChromium browser, By row) {
        return browser.waitUpTo(STEP).ignoring(StaleElementReferenceException.class).until(driver -> {
            List<WebElement> rows = driver.findElements(row);
            if (rows.isEmpty() || !rows.get(0).isDisplayed()) {
                return null;
            }
            String text = rows.get(0).getText();
            rows.get(0).findElement(By.cssSelector("button.open-run")).click();
            return text;
        });
    }

    private static WebElement step(WebDriver page, String step) {
        return page.findElement(By.cssSelector("#control-bar button[data-step=" + step + "]"));
    }

    private static void clickWhenEnabled(HeadlessChromium browser, String step) {
        browser.waitUpTo(STEP).until(ExpectedConditions.elementToBeClickable(step(browser.driver(), step))).click();
    }

    /** The highest calls/s the live table shows. */
    private static double liveCallsPerSecond(WebDriver driver) {
        double best = 0;
        for (WebElement cell : driver.findElements(By.cssSelector("#live-table td[data-field=callsPerSecond]"))) {
            String value = cell.getAttribute("data-value");
            try {
                best = Math.max(best, value == null ? 0 : Double.parseDouble(value));
            } catch (NumberFormatException e) {
                // not filled yet
            }
        }
        return best;
    }
}
