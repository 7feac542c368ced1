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
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/**
 * The results view in a real headless Chromium, over three real runs stored in the runs
 * folder's database: the history of rmi ping on its testbed shows three points with their band,
 * and a point's report opens; two selections compare with unpaired cases listed, a hostile plan
 * name shows as text, and the regressions are checked; one plan on two testbeds side by side, its
 * cases paired and those of one testbed only listed. Screenshots: {@code 08-history},
 * {@code 09-history-report}, {@code 10-compare}, {@code 11-testbeds}.
 */
class ResultsBrowserTest {
    private static final Duration STEP = Duration.ofSeconds(30);

    @TempDir
    Path dir;

    @BeforeAll
    static void needsChromium() {
        assertTrue(HeadlessChromium.available(), HeadlessChromium.unavailableReason());
    }

    @Test
    @Timeout(180)
    void threeRunsMakeThreePointsAndTheirReportsOpen() throws Exception {
        try (ConsoleUnderTest console = ConsoleUnderTest.start(dir, "1s");
             HeadlessChromium browser = HeadlessChromium.start(WebConsoleBrowserTest.screenshots())) {
            StoredRuns.loopCampaigns(console.reports, ResultsRoutesTest.url(console), 3);
            WebDriver page = openHistory(browser, console);

            // choose rmi ping (the fixture's case) on its testbed, p99 by default
            WebElement rmiPing = browser.waitUpTo(STEP).until(driver -> driver.findElements(
                    By.cssSelector("#history-case option")).stream()
                    .filter(o -> o.getText().startsWith("rmi") && o.getText().contains(" ping")).findFirst().orElse(null));
            assertTrue(rmiPing.getText().contains("[3 runs]"), rmiPing.getText());
            rmiPing.click();
            assertEquals(1, page.findElements(By.cssSelector("#history-testbed option")).size());
            page.findElement(By.id("history-show")).click();
            browser.waitUpTo(STEP).until(ExpectedConditions.attributeToBe(By.id("history-chart"), "data-points", "3"));
            assertEquals(1, page.findElements(By.cssSelector("#history-chart canvas")).size(), "one uPlot chart");
            List<WebElement> rows = page.findElements(By.cssSelector("#history-points tbody tr"));
            assertEquals(3, rows.size());
            String legend = page.findElement(By.id("history-chart")).getText();
            assertTrue(legend.contains("p99 (ms)") && legend.contains("95% low") && legend.contains("95% high"), legend);
            assertTrue(page.findElement(By.id("history-verdict")).getText().contains("not judged"));
            browser.screenshot("08-history");

            // a point's report opens in the Results tab, from the runs folder
            String folder = rows.get(0).getAttribute("data-run");
            rows.get(0).findElement(By.cssSelector("button.open-report")).click();
            browser.waitUpTo(STEP).until(ExpectedConditions.attributeToBe(By.id("run-view"), "data-run", folder));
            WebElement frame = page.findElement(By.id("run-report"));
            assertTrue(frame.getAttribute("src").endsWith("/runs/" + folder + "/report.html"), frame.getAttribute("src"));
            browser.waitUpTo(STEP).until(ExpectedConditions.frameToBeAvailableAndSwitchToIt(By.id("run-report")));
            browser.waitUpTo(STEP).until(driver -> driver.findElement(By.tagName("body")).getText().contains("loop"));
            page.switchTo().defaultContent();
            browser.screenshot("09-history-report");
            browser.assertNoConsoleErrors();
        }
    }

    @Test
    @Timeout(180)
    void twoSelectionsCompareAndAHostilePlanNameIsText() throws Exception {
        try (ConsoleUnderTest console = ConsoleUnderTest.start(dir, "1s");
             HeadlessChromium browser = HeadlessChromium.start(WebConsoleBrowserTest.screenshots())) {
            String url = ResultsRoutesTest.url(console);
            StoredRuns.loopCampaigns(console.reports, url, 3);
            Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
            StoredRuns.scenarioRunElsewhere(elsewhere, url);
            StoredRuns.hostilePlan(elsewhere, url);
            WebDriver page = openHistory(browser, console);

            // the plan with the most runs is offered: its last five against its latest
            browser.waitUpTo(STEP).until(ExpectedConditions.attributeToBe(By.id("compare-a"), "value", "plan=loop,last=5"));
            compare(browser, "plan=loop,last=5", "run=loop-campaign-1");
            String message = page.findElement(By.id("compare-message")).getText();
            assertTrue(message.contains("(3 run(s))") && message.contains("0 without a partner"), message);
            assertTrue(page.findElements(By.cssSelector("#compare-table tbody tr")).size() >= 2);
            assertTrue(page.findElement(By.id("compare-table")).getText().contains("no clear change"));

            compare(browser, "plan=loop,last=5", "run=scenario-run");
            browser.waitUpTo(STEP).until(ExpectedConditions.visibilityOfElementLocated(By.id("compare-unpaired")));
            String unpaired = page.findElement(By.id("compare-unpaired")).getText();
            assertTrue(unpaired.contains("only in A") && unpaired.contains("only in B"), unpaired);

            compare(browser, "plan=" + StoredRuns.HOSTILE_PLAN, "run=loop-campaign-1");
            browser.waitUpTo(STEP).until(ExpectedConditions.textToBePresentInElementLocated(By.id("compare-message"),
                    StoredRuns.HOSTILE_PLAN));
            assertTrue(page.findElements(By.cssSelector("#tab-history img, #tab-history script")).isEmpty(),
                    "the plan name is text, not markup");
            browser.screenshot("10-compare");

            page.findElement(By.id("regressions-check")).click();
            browser.waitUpTo(STEP).until(ExpectedConditions.visibilityOfElementLocated(By.id("regressions-table")));
            String regressions = page.findElement(By.id("regressions-table")).getText();
            assertTrue(regressions.contains("rmi") && regressions.contains("ok"), regressions);
            browser.assertNoConsoleErrors();
        }
    }

    @Test
    @Timeout(180)
    void onePlanOnTwoTestbedsSideBySide() throws Exception {
        try (ConsoleUnderTest console = ConsoleUnderTest.start(dir, "1s");
             HeadlessChromium browser = HeadlessChromium.start(WebConsoleBrowserTest.screenshots())) {
            String url = ResultsRoutesTest.url(console);
            StoredRuns.loopCampaigns(console.reports, url, 3);
            StoredRuns.loopOnAnotherTestbed(Files.createDirectories(dir.resolve("elsewhere")), url, 2);
            WebDriver page = openHistory(browser, console);

            // A is the testbed with the most runs (here), B the other (the colleague's)
            browser.waitUpTo(STEP).until(driver -> driver.findElements(By.cssSelector("#testbeds-b option")).size() == 2);
            assertTrue(new Select(page.findElement(By.id("testbeds-b"))).getFirstSelectedOption().getText()
                    .contains("colleague"), "B starts as the second testbed");
            new Select(page.findElement(By.id("testbeds-plan"))).selectByValue(StoredRuns.PLAN);
            page.findElement(By.id("testbeds-compare")).click();
            browser.waitUpTo(STEP).until(ExpectedConditions.visibilityOfElementLocated(By.id("testbeds-table")));

            String message = page.findElement(By.id("testbeds-message")).getText();
            assertTrue(message.startsWith("3 run(s) of loop on A") && message.contains("against 2 on B"), message);
            List<WebElement> rows = page.findElements(By.cssSelector("#testbeds-table tbody tr"));
            assertTrue(!rows.isEmpty());
            for (WebElement row : rows) {
                assertEquals("rmi", row.getAttribute("data-middleware"), "only the cases both testbeds measured pair");
                List<WebElement> cells = row.findElements(By.tagName("td"));
                assertEquals(13, cells.size());
                for (int side : new int[] {5, 6, 9, 10}) { // median and p99 on A and B, each with its interval
                    assertTrue(cells.get(side).getText().matches(".*ms \\[.* – .*\\] \\((3|2) runs\\)"),
                            cells.get(side).getText());
                }
                assertEquals("no clear change", cells.get(8).getText(), "the same measures on both testbeds");
                assertEquals("no clear change", cells.get(12).getText());
            }
            String unpaired = page.findElement(By.id("testbeds-unpaired")).getText();
            assertTrue(unpaired.contains("only on A") && unpaired.contains("tcp") && !unpaired.contains("only on B"),
                    unpaired);
            browser.screenshot("11-testbeds");

            // the same testbed twice is refused on the page, before any request
            new Select(page.findElement(By.id("testbeds-b"))).selectByIndex(0);
            page.findElement(By.id("testbeds-compare")).click();
            browser.waitUpTo(STEP).until(ExpectedConditions.textToBePresentInElementLocated(By.id("testbeds-message"),
                    "two different testbeds"));
            browser.assertNoConsoleErrors();
        }
    }

    private static WebDriver openHistory(HeadlessChromium browser, ConsoleUnderTest console) {
        WebDriver page = browser.driver();
        page.get(console.console.loginUrl().toString());
        browser.waitUpTo(STEP).until(ExpectedConditions.urlToBe(console.console.url().toString()));
        page.findElement(By.cssSelector("#tabs button[data-tab=history]")).click();
        browser.waitUpTo(STEP).until(ExpectedConditions.textToBePresentInElementLocated(By.id("results-db"), "runs stored"));
        return page;
    }

    private static void compare(HeadlessChromium browser, String a, String b) {
        WebDriver page = browser.driver();
        String before = page.findElement(By.id("compare-message")).getText();
        for (String[] field : new String[][] {{"compare-a", a}, {"compare-b", b}}) {
            WebElement input = page.findElement(By.id(field[0]));
            input.clear();
            input.sendKeys(field[1]);
        }
        page.findElement(By.id("compare-run")).click();
        browser.waitUpTo(STEP).until(driver -> !driver.findElement(By.id("compare-message")).getText().equals(before));
    }
}
