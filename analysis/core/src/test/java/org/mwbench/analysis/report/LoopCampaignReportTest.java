package org.mwbench.analysis.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mwbench.analysis.Fixtures;
import org.mwbench.analysis.render.CsvRenderer;
import org.mwbench.analysis.render.JsonRenderer;
import org.mwbench.analysis.render.TextRenderer;
import org.mwbench.analysis.store.Campaign;
import org.mwbench.analysis.table.Table;

/**
 * The report of the {@code loop-campaign} fixture: two series of a loop blade, tcp then
 * rmi, 2 warm-up calls then 3 steps of 2 calls each. tcp's calls are 90, 110 | 100, 120 |
 * 110, 130 µs in series 1 and 30 µs more in series 2; rmi's are twice as long, with one
 * timeout per series.
 */
class LoopCampaignReportTest {
    private static ReportModel model;

    @BeforeAll
    static void report() throws Exception {
        model = ReportModel.of(Fixtures.path("loop-campaign"));
    }

    private static Table table(String id) {
        return model.table(id).orElseThrow(() -> new AssertionError("no table " + id + " in " + model.tables().stream()
                .map(Table::id).toList()));
    }

    private static double number(Table table, int row, String key) {
        return ((Number) table.cell(row, key)).doubleValue();
    }

    @Test
    void table1IsOverEveryStepMeanWithTheIntervalOverSeries() {
        Table table = table("table1");
        assertEquals(2, table.rows().size());
        assertEquals("tcp ping", table.cell(0, "type"));
        // step means 100, 110, 120 and 130, 140, 150 µs
        assertEquals(8000.0, number(table, 0, "interactions_per_s"), 1e-9);
        assertEquals(125.0, number(table, 0, "mean_us"), 1e-9);
        assertEquals(100.0, number(table, 0, "min_us"), 1e-9);
        assertEquals(150.0, number(table, 0, "max_us"), 1e-9);
        assertEquals(Math.sqrt(1750.0 / 5), number(table, 0, "stddev_us"), 1e-9);
        assertEquals(6L, table.cell(0, "steps"));
        assertEquals(2L, table.cell(0, "series"));
        // series means 110 and 140 µs: 12.7062 * 21.2132 / sqrt(2)
        assertEquals(190.593, number(table, 0, "ci_half_width_us"), 1e-3);
        assertEquals(125 - 190.593, number(table, 0, "ci_low_us"), 1e-3);
        // rmi: step means 200, 220, 240 and 260, 280, 300 µs (the timeouts are in no step mean)
        assertEquals("rmi ping", table.cell(1, "type"));
        assertEquals(4000.0, number(table, 1, "interactions_per_s"), 1e-9);
        assertEquals(250.0, number(table, 1, "mean_us"), 1e-9);
        assertEquals(Math.sqrt(7000.0 / 5), number(table, 1, "stddev_us"), 1e-9);
    }

    @Test
    void theStepMeansEvolutionIsAveragedOverSeries() {
        Table table = table("step_evolution");
        assertEquals(3, table.rows().size());
        assertEquals(List.of(0L, 115.0, 230.0), table.rows().get(0));
        assertEquals(List.of(2L, 135.0, 270.0), table.rows().get(2));
    }

    @Test
    void table2IsTheRatioToTheSameOperationOnEachBaseline() {
        Table table = table("table2");
        assertEquals("tcp ping", table.cell(0, "type"), "sorted by the first baseline's factor, itself first");
        assertNull(table.cell(0, "vs_tcp"));
        assertEquals(0.5, number(table, 0, "vs_rmi"), 1e-12);
        assertEquals("rmi ping", table.cell(1, "type"));
        assertEquals(2.0, number(table, 1, "vs_tcp"), 1e-12);
        assertNull(table.cell(1, "vs_rmi"));
        assertTrue(TextRenderer.render(model).contains("×2.00"), "factors read ×2.00");
    }

    @Test
    void theLatencyTablePoolsTheSeriesAndLeavesWarmUpOut() {
        Table table = table("latency");
        assertEquals(2, table.rows().size());
        assertEquals("loop", table.cell(0, "blade"));
        assertEquals(12L, table.cell(0, "calls"));
        assertEquals(0L, table.cell(0, "errors"));
        assertEquals(4L, table.cell(0, "warmup_calls"));
        assertEquals(125.0, number(table, 0, "mean_us"), 1e-9);
        assertEquals(90.0, number(table, 0, "min_us"), 1e-9);
        assertEquals(160.0, number(table, 0, "max_us"), 1e-9);
        // deviations from 125: 35 15 25 5 15 5 | 5 15 5 25 15 35 -> 4700 / 12 (population, CallAccumulator)
        assertEquals(Math.sqrt(4700.0 / 12), number(table, 0, "stddev_us"), 1e-9);
        // consecutive differences 20, 10, 20, 10, 20 in each series
        assertEquals(16.0, number(table, 0, "jitter_us"), 1e-9);
        // 12 calls over 5.13 ms + 5.16 ms of measuring
        assertEquals(12 / 0.01029, number(table, 0, "throughput_per_s"), 1e-6);
        assertEquals(120.0, number(table, 0, "p50_us"), 0.1, "the 6th of 12 calls, 3 significant digits");

        assertEquals(14L, table.cell(1, "calls"));
        assertEquals(2L, table.cell(1, "errors"));
        assertEquals("SocketTimeoutException 2", table.cell(1, "error_kinds"));
        assertEquals(250.0, number(table, 1, "mean_us"), 1e-9);
        assertEquals(32.0, number(table, 1, "jitter_us"), 1e-9, "a failed call is not a latency");
        assertEquals("every call", table.cell(1, "source"));
        assertTrue(model.notes().get(0).contains("a campaign of 2 series"), model.notes().toString());
        assertTrue(model.notes().get(0).contains("8 warm-up calls left out"), model.notes().toString());
    }

    @Test
    void alarmsAndEnvironmentAreReported() {
        Table alarms = table("alarms");
        assertEquals(1, alarms.rows().size());
        assertEquals("series-02", alarms.cell(0, "series"));
        assertEquals("a fixture alarm, with a comma", alarms.cell(0, "message"));
        Table environment = table("environment");
        assertEquals("fixture-host", environment.cell(0, "host"));
        assertEquals("Fixture CPU x 2", environment.cell(0, "cpu"));
    }

    @Test
    void table3ShowsTheAskedPairsInMicrosAndPercent() throws Exception {
        assertTrue(model.table("table3").isEmpty(), "no default pair was measured");
        ReportModel asked = ReportModel.of(List.of(Campaign.open(Fixtures.path("loop-campaign"))),
                new ReportOptions(List.of("tcp"), List.of(OverheadPair.parse("rmi/tcp")), 0.95));
        Table table = asked.table("table3").orElseThrow();
        assertEquals(List.of("rmi ping", "tcp ping", 250.0, 125.0, 125.0, 100.0, 200.0), table.rows().get(0));
    }

    @Test
    void twoRunsSideBySideAreLabelledAndComparedInTable3() throws Exception {
        ReportModel both = ReportModel.of(List.of(Campaign.open(Fixtures.path("loop-campaign/series-01")),
                Campaign.open(Fixtures.path("loop-campaign/series-02"))), ReportOptions.defaults());
        Table latency = both.table("latency").orElseThrow();
        assertEquals("series-01", latency.cell(0, "run"), "the same plan twice: labelled by folder");
        Table overhead = both.table("table3").orElseThrow();
        // series 2's tcp over series 1's: 140 over 110 µs
        assertEquals("series-02: tcp ping", overhead.cell(0, "stack"));
        assertEquals("series-01: tcp ping", overhead.cell(0, "base"));
        assertEquals(30.0, number(overhead, 0, "overhead_us"), 1e-9);
        assertEquals(30.0 / 110 * 100, number(overhead, 0, "overhead_pct"), 1e-9);
    }

    @Test
    void csvAndJsonCarryTheSameTablesWithKeysAndUnits() {
        String csv = CsvRenderer.render(model);
        assertTrue(csv.contains("# table1: Round-trip latency over step means (Demarey et al. 2004, their Table 1: mean time of one call and calls per second)\r\n"), csv);
        assertTrue(csv.contains("\r\ntcp ping,8000.0,125.0,100.0,150.0,"), csv);
        assertTrue(csv.contains("\"a fixture alarm, with a comma\""), "RFC 4180 quoting");
        String json = JsonRenderer.render(model);
        assertTrue(json.contains("\"id\" : \"table1\""), json);
        assertTrue(json.contains("\"interactions_per_s\" : 8000.0"), json);
        assertTrue(json.contains("\"vs_tcp\" : null"), json);
    }
}
