package org.mwbench.analysis.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.PlateauRuns;
import org.mwbench.analysis.report.ReportModel;
import org.mwbench.analysis.report.ReportOptions;
import org.mwbench.analysis.store.Campaign;
import org.mwbench.analysis.table.Table;

/** Two back-to-back scalability runs: their plateaus side by side, and how many intervals overlap. */
@Timeout(60)
class PlateauComparisonTest {
    @TempDir
    Path dir;

    @Test
    void eachPlateauOfBothRunsWithWhetherTheirIntervalsOverlap() throws Exception {
        // B measured 5% more everywhere: rmi 1 [19500, 20500] against [20475, 21525] still overlaps;
        // corba-jacorb [59000, 61000] against [61950, 64050] does not.
        Campaign a = Campaign.open(PlateauRuns.write(dir, "a", "agent-a", 1));
        Campaign b = Campaign.open(PlateauRuns.write(dir, "b", "agent-a", 1.05));
        RunComparison comparison = RunComparison.of(a, b, 5);
        assertEquals(3, comparison.plateaus().overlapping());
        assertEquals(4, comparison.plateaus().compared());
        assertEquals("3 of 4 plateaus overlap (95% confidence intervals of the throughput, A against B)",
                comparison.plateaus().summary());
        Table table = comparison.tables().get(1);
        assertEquals("plateau_comparison", table.id());
        assertEquals("rmi", table.cell(0, "middleware"));
        assertEquals(1L, table.cell(0, "clients"));
        assertEquals("20k ± 2.5%", table.cell(0, "throughput_a"));
        assertEquals("21k ± 2.5%", table.cell(0, "throughput_b"));
        assertEquals(5.0, (double) table.cell(0, "change_pct"), 1e-9);
        assertEquals("yes", table.cell(0, "overlap"));
        assertEquals("both", table.cell(0, "steady"));
        assertEquals("neither", table.cell(2, "steady"));
        assertEquals("NO", table.cell(3, "overlap"));

        // The report of the two runs holds the same table, labelled by run.
        ReportModel report = ReportModel.of(List.of(a, b), ReportOptions.defaults());
        Table side = report.table("plateau_comparison").orElseThrow();
        assertEquals(4, side.rows().size());
        assertEquals("3 of 4 plateaus overlap (95% confidence intervals of the throughput, a against b).",
                side.notes().get(0));
    }

    @Test
    void aPlateauOnlyOneRunMeasuredIsAnUnpairedCase() throws Exception {
        // B stopped before rmi's 100 clients, as a shortened run would: that plateau has no partner
        Path shortened = PlateauRuns.write(dir, "b", "agent-a", 1);
        Path plateaus = shortened.resolve("clients").resolve("plateaus");
        Files.write(plateaus, Files.readAllLines(plateaus).stream().filter(line -> !line.startsWith("rmi,rmi ping,100,")).toList());
        RunComparison comparison = RunComparison.of(Campaign.open(PlateauRuns.write(dir, "a", "agent-a", 1)),
                Campaign.open(shortened), 5);
        assertEquals(List.of(new UnpairedCase("plateau rmi rmi ping, 100 clients", true)), comparison.unpairedCases());
        assertEquals("'plateau rmi rmi ping, 100 clients' (only in A)", comparison.unpairedCases().get(0).toString());
        assertEquals(3, comparison.plateaus().table().rows().size());
    }
}
