package org.mwbench.analysis.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.Fixtures;

/** The self-contained report file: its plots, its tables, and nothing fetched from anywhere. */
class HtmlReportTest {
    @TempDir
    Path dir;

    static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }

    static int declaredPlots(String html) {
        Matcher matcher = Pattern.compile("<meta name=\"mwbench-plots\" content=\"(\\d+)\">").matcher(html);
        assertTrue(matcher.find(), "the plots' meta tag");
        return Integer.parseInt(matcher.group(1));
    }

    @Test
    void aCampaignsReportHoldsItsTablesAndInlinePlotsAndNoUrl() throws Exception {
        Path campaign = Fixtures.copy("loop-campaign", dir);
        Path file = HtmlReport.write(campaign);
        assertEquals(campaign.resolve("report.html").toAbsolutePath(), file);
        String html = Files.readString(file);
        // the middleware compared, latency percentiles, throughput and latency over time, step means
        assertEquals(5, declaredPlots(html));
        assertEquals(5, count(html, "class=\"plot\""));
        assertEquals(5, count(html, "<svg"));
        assertTrue(html.indexOf("id=\"plot-comparison\"") < html.indexOf("<section id=\"table-"),
                "a loop run's first picture compares the middleware");
        assertTrue(Files.size(campaign.resolve("plots").resolve("comparison.svg")) > 500);
        for (String name : new String[] {"latency-percentiles", "throughput-over-time", "latency-over-time", "step-means"}) {
            assertTrue(Files.size(campaign.resolve("plots").resolve(name + ".png")) > 1000, name);
            assertTrue(Files.size(campaign.resolve("plots").resolve(name + ".svg")) > 1000, name);
        }
        assertTrue(html.contains("Round-trip latency over step means (Demarey et al. 2004, their Table 1"));
        assertTrue(html.contains("<td class=\"num\">8000.00</td>"), "interactions/s of tcp");
        assertTrue(html.contains("×2.00"));
        assertTrue(html.contains("a fixture alarm, with a comma"));
        assertFalse(html.contains("<script"), "no script at all");
        assertFalse(html.contains("http:") || html.contains("https:") || html.contains("src="), "nothing to fetch");
        assertFalse(html.contains("<link"), "CSS is inline");
    }

    @Test
    void aScenarioRunsReportHasTheScalabilityPlot() throws Exception {
        Path run = Fixtures.copy("scenario-run", dir);
        String html = Files.readString(HtmlReport.write(run));
        // percentiles, throughput and latency over time, throughput against clients
        assertEquals(4, declaredPlots(html));
        assertTrue(html.contains("id=\"plot-scalability\""), "after the scalability table");
        assertTrue(html.indexOf("id=\"table-scalability\"") < html.indexOf("id=\"plot-scalability\""));
        assertTrue(html.contains("SyntheticError 2; short answer 1"));
    }

    @Test
    void writingTwiceReplacesTheReport() throws Exception {
        Path run = Fixtures.copy("scenario-run", dir);
        Path first = HtmlReport.write(run);
        Path second = HtmlReport.write(run);
        assertEquals(first, second);
        assertFalse(Files.exists(run.resolve("report.html.tmp")));
    }
}
