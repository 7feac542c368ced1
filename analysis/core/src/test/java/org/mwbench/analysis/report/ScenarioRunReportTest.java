package org.mwbench.analysis.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mwbench.analysis.Fixtures;
import org.mwbench.analysis.table.Table;

/**
 * The {@code scenario-run} fixture: a scenario runner with 2 users for 4 s then 4 users,
 * 200 then 380 calls a second in its live intervals, and a handful of calls in its action
 * file: 10, 12, 9, 14 ms successes, two SyntheticErrors and a short answer.
 */
class ScenarioRunReportTest {
    private static ReportModel model;

    @BeforeAll
    static void report() throws Exception {
        model = ReportModel.of(Fixtures.path("scenario-run"));
    }

    @Test
    void throughputAgainstClientsLeavesTransitionsOut() {
        Table table = model.table("scalability").orElseThrow();
        // clients 2: seconds 2 (no interval before it) and 3; clients 4: 4 (the population changed), 5, 6, 7
        assertEquals(List.of("synthetic call", 2L, 200.0, 10_000.0, 1L), table.rows().get(0));
        assertEquals(List.of("synthetic call", 4L, 380.0, 10_500.0, 3L), table.rows().get(1));
        assertEquals(2, table.rows().size());
    }

    @Test
    void errorsByKindJitterAndThroughputComeFromTheCalls() {
        Table table = model.table("latency").orElseThrow();
        assertEquals(7L, table.cell(0, "calls"));
        assertEquals(3L, table.cell(0, "errors"));
        assertEquals("SyntheticError 2; short answer 1", table.cell(0, "error_kinds"));
        assertEquals(11_250.0, (Double) table.cell(0, "mean_us"), 1e-9);
        // 4 successes, M2 = 14.75 ms²: the population standard deviation, sqrt(M2 / n)
        assertEquals(Math.sqrt(14.75 / 4) * 1000, (Double) table.cell(0, "stddev_us"), 1e-6);
        // user 0: 10 then 14 ms; user 1: 12 then 9 ms
        assertEquals(3_500.0, (Double) table.cell(0, "jitter_us"), 1e-9);
        assertEquals(7 / 0.114, (Double) table.cell(0, "throughput_per_s"), 1e-9);
        assertEquals(1L, table.cell(0, "warmup_calls"));
    }

    @Test
    void aRunWithoutLoopBladesOrBaselinesHasNoSeedTables() {
        assertTrue(model.table("table1").isEmpty());
        assertTrue(model.table("table2").isEmpty());
        assertTrue(model.table("table3").isEmpty());
        assertTrue(model.table("alarms").isEmpty());
        assertEquals(1, model.runs().get(0).analysis().timeSeries().size());
        TimeSeries series = model.runs().get(0).analysis().timeSeries().get(0);
        assertEquals(1, series.warmupRanges().size());
        assertEquals(0.0, series.warmupRanges().get(0)[0], 1e-9);
        assertEquals(1.0, series.warmupRanges().get(0)[1], 1e-9);
        assertEquals(6, series.seconds().length);
    }
}
