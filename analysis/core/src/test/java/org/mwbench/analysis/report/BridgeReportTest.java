package org.mwbench.analysis.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
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
 * The report of the {@code bridge-run} fixture (Fatoohi et al.'s bridges): step means of
 * SOAP direct 300, 310, 320 µs; RMI direct 100, 110, 120; SOAP>RMI with the bridge on the
 * client's host 500, 520, 540 and on a third host 700, 760, 820; HTTP/JSON>JacORB on the
 * server's host 400, with neither direct call measured.
 */
class BridgeReportTest {
    private static ReportModel model;

    @BeforeAll
    static void report() throws Exception {
        model = ReportModel.of(Fixtures.path("bridge-run"));
    }

    private static double number(Table table, int row, String key) {
        return ((Number) table.cell(row, key)).doubleValue();
    }

    @Test
    void eachPairAndPlacementIsARowAgainstTheDirectCallsOfTheSameRun() {
        Table table = model.table("bridges").orElseThrow();
        assertEquals(3, table.rows().size());
        assertEquals("soap-jaxws>rmi", table.cell(0, "pair"));
        assertEquals("ping", table.cell(0, "operation"));
        assertEquals("client host", table.cell(0, "placement"));
        assertEquals(520.0, number(table, 0, "bridged_mean_us"), 1e-9);
        assertEquals(310.0, number(table, 0, "front_mean_us"), 1e-9);
        assertEquals(110.0, number(table, 0, "back_mean_us"), 1e-9);
        assertEquals(410.0, number(table, 0, "overhead_us"), 1e-9);
        assertEquals(372.727, number(table, 0, "overhead_pct"), 1e-3);
        assertEquals(520.0, number(table, 0, "count_ms"), 1e-9, "1000 calls of 520 µs");
        // calls of 490, 510 | 510, 530 | 530, 550 against 90, 110 | 100, 120 | 110, 130 µs
        assertEquals(510.0, number(table, 0, "bridged_median_us"), 0.5);
        assertEquals(110.0, number(table, 0, "back_median_us"), 0.5);
        assertEquals(400.0, number(table, 0, "median_overhead_us"), 1.0);
        assertEquals("third host", table.cell(1, "placement"));
        assertEquals(650.0, number(table, 1, "overhead_us"), 1e-9);
    }

    @Test
    void aPairWhoseDirectCallsWereNotMeasuredHasNoOverhead() {
        Table table = model.table("bridges").orElseThrow();
        assertEquals("http-json>corba-jacorb", table.cell(2, "pair"));
        assertEquals(400.0, number(table, 2, "bridged_mean_us"), 1e-9);
        assertNull(table.cell(2, "front_mean_us"));
        assertNull(table.cell(2, "back_mean_us"));
        assertNull(table.cell(2, "overhead_us"));
        assertNull(table.cell(2, "median_overhead_us"));
    }

    @Test
    void theLargestOverheadIsNamed() {
        Table table = model.table("bridges").orElseThrow();
        assertTrue(table.notes().get(0).contains("largest overhead over B: soap-jaxws>rmi ping, bridge on third host, 650.0 µs"),
                table.notes().toString());
    }

    @Test
    void bridgePlacementsAreNotOneHostAgainstTwo() {
        assertTrue(model.table("placements").isEmpty());
    }

    @Test
    void textAndHtmlShowTheTable(@TempDir Path dir) throws Exception {
        String text = TextRenderer.render(model);
        assertTrue(text.contains("Bridges between middleware (Fatoohi et al.)") && text.contains("soap-jaxws>rmi"), text);
        Path html = HtmlReport.write(Fixtures.copy("bridge-run", dir));
        String page = java.nio.file.Files.readString(html);
        assertTrue(page.contains("Bridges between middleware") && page.contains("soap-jaxws&gt;rmi"), page);
    }
}
