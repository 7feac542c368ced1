package org.mwbench.console.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The "30 minutes without growing memory in the page", in seconds: the page's own
 * live view is fed 1800 ticks (one a second for 30 minutes: two blades and the population
 * gauge), redrawn after each as the poll does. The charts must hold the same bounded number
 * of points at minute 30 as at minute 10, and the JS heap after a full GC must not grow.
 */
class LiveChartsMemoryTest {
    @TempDir
    Path dir;

    @BeforeAll
    static void needsChromium() {
        assertTrue(HeadlessChromium.available(), HeadlessChromium.unavailableReason()); // deploy/setup-machine.sh installs it
    }

    private static final String FEED = String.join("\n",
            "const done = arguments[arguments.length - 1];",
            "(async () => {",
            "  const { liveView } = await import('/static/js/app.js');",
            "  const tick = (t) => ({ seq: 1e9 + t, runId: 'memory-test', elapsed: t, gauges: [",
            "      { blade: 'a', name: 'population', end: t, value: t % 100 },",
            "      { blade: 'b', name: 'population', end: t + 0.01, value: (t * 7) % 50 }],",
            "    intervals: ['a', 'b'].map((blade) => ({ blade, type: 'ping', warmup: false, end: t, length: 1,",
            "      calls: 1000 + (t % 17), errors: t % 3, callsPerSecond: 1000 + (t % 17), errorsPerSecond: t % 3,",
            "      meanMs: 1 + (t % 5) / 10, p99Ms: 3 + (t % 7) / 10, maxMs: 9 })) });",
            "  const feed = (from, to) => { for (let t = from; t <= to; t++) { liveView.accept(tick(t)); liveView.redraw(); } };",
            "  const heap = () => { window.gc(); window.gc(); return performance.memory.usedJSHeapSize; };",
            "  feed(1, 600);",
            "  const points10 = liveView.pointCount();",
            "  const heap10 = heap();",
            "  feed(601, 1800);",
            "  const points30 = liveView.pointCount();",
            "  const heap30 = heap();",
            "  done({ points10, points30, heap10, heap30, charts: liveView.chartCount() });",
            "})().catch((e) => done({ error: String(e) }));");

    @Test
    @Timeout(240)
    void thirtyMinutesOfTicksKeepTheChartsAndHeapFlat() throws Exception {
        try (ConsoleUnderTest console = ConsoleUnderTest.start(dir, "1s");
             HeadlessChromium browser = HeadlessChromium.start(WebConsoleBrowserTest.screenshots())) {
            browser.driver().get(console.console.loginUrl().toString());
            browser.waitUpTo(Duration.ofSeconds(30)).until(driver ->
                    !driver.findElements(By.cssSelector("#plan-table tbody tr.blade")).isEmpty());
            browser.driver().findElement(By.cssSelector("#tabs button[data-tab=live]")).click();
            browser.waitUpTo(Duration.ofSeconds(30)).until(ExpectedConditions.visibilityOfElementLocated(By.id("tab-live")));

            @SuppressWarnings("unchecked")
            Map<String, Object> result = (Map<String, Object>) browser.js().executeAsyncScript(FEED);
            assertTrue(!result.containsKey("error"), String.valueOf(result));
            long points10 = ((Number) result.get("points10")).longValue();
            long points30 = ((Number) result.get("points30")).longValue();
            long heap10 = ((Number) result.get("heap10")).longValue();
            long heap30 = ((Number) result.get("heap30")).longValue();
            // two blades x (calls/s chart: time, calls/s, errors/s + latency chart: time, mean, p99) + population (time, a, b)
            long bound = 600 * (2 * (3 + 3) + 3);
            assertEquals(bound, points10, "ten minutes fill the window exactly");
            assertEquals(bound, points30, "twenty minutes more add nothing");
            assertEquals(5L, ((Number) result.get("charts")).longValue());
            long growth = heap30 - heap10;
            System.err.printf("live charts: %d points held; JS heap after GC %.2f MiB at 10 min, %.2f MiB at 30 min (%+d bytes)%n",
                    points30, heap10 / 1048576.0, heap30 / 1048576.0, growth);
            assertTrue(growth < 1 << 20, "the heap grew by " + growth + " bytes from minute 10 to minute 30");
            browser.screenshot("06-live-after-30-simulated-minutes");
            browser.assertNoConsoleErrors();
        }
    }
}
