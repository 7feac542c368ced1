package org.mwbench.analysis.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.Fixtures;
import org.mwbench.analysis.html.HtmlReport;
import org.mwbench.analysis.render.TextRenderer;
import org.mwbench.analysis.table.Table;

/**
 * The report of the {@code placement-run} fixture: a loop blade pinged tcp on its own host
 * (calls 90, 110 | 100, 120 | 110, 130 µs) then on another (180, 220 | 200, 240 | 220, 400 µs).
 */
class PlacementReportTest {
    private static final double HDR_PRECISION_US = 0.5;
    private static ReportModel model;

    @BeforeAll
    static void report() throws Exception {
        model = ReportModel.of(Fixtures.path("placement-run"));
    }

    private static double number(Table table, String key) {
        return ((Number) table.cell(0, key)).doubleValue();
    }

    @Test
    void eachMiddlewareIsOneRowWithBothPlacementsAndTheirDifference() {
        Table table = model.table("placements").orElseThrow();
        assertEquals(1, table.rows().size());
        assertEquals("tcp ping", table.cell(0, "type"));
        assertEquals("one host", table.cell(0, "base"));
        assertEquals("two hosts", table.cell(0, "placement"));
        // means over the step means: 100, 110, 120 against 200, 220, 310
        assertEquals(110.0, number(table, "base_mean_us"), 1e-9);
        assertEquals(243.333, number(table, "mean_us"), 1e-3);
        assertEquals(133.333, number(table, "mean_diff_us"), 1e-3);
        assertEquals(121.212, number(table, "mean_diff_pct"), 1e-3);
        assertEquals(110.0, number(table, "base_median_us"), HDR_PRECISION_US);
        assertEquals(220.0, number(table, "median_us"), HDR_PRECISION_US);
        assertEquals(110.0, number(table, "median_diff_us"), 2 * HDR_PRECISION_US);
        assertEquals(100.0, number(table, "median_diff_pct"), 1.0);
        assertEquals(130.0, number(table, "base_p99_us"), HDR_PRECISION_US);
        assertEquals(400.0, number(table, "p99_us"), HDR_PRECISION_US);
        assertEquals(270.0, number(table, "p99_diff_us"), 2 * HDR_PRECISION_US);
        assertEquals(207.7, number(table, "p99_diff_pct"), 1.0);
    }

    @Test
    void textAndHtmlShowTheTable(@TempDir Path dir) throws Exception {
        assertTrue(TextRenderer.render(model).contains("One host against two"), TextRenderer.render(model));
        Path run = Fixtures.copy("placement-run", dir);
        Path html = HtmlReport.write(run);
        String page = java.nio.file.Files.readString(html);
        assertTrue(page.contains("One host against two") && page.contains("two hosts"), page);
    }

    @Test
    void runsWithoutPlacementsHaveNoSuchTable() throws Exception {
        assertTrue(ReportModel.of(Fixtures.path("loop-campaign")).table("placements").isEmpty());
    }
}
