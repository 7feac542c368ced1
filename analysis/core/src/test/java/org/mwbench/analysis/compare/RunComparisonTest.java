package org.mwbench.analysis.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.Fixtures;
import org.mwbench.analysis.stats.SignificanceTest;
import org.mwbench.analysis.store.Campaign;

@Timeout(60)
class RunComparisonTest {
    @TempDir
    Path dir;

    /** A stored run of one blade whose calls of {@code tcp ping} last base + (i mod 10) µs. */
    static Path run(Path dir, String name, long baseMicros, int calls) throws IOException {
        Path run = Files.createDirectories(dir.resolve(name));
        Files.writeString(run.resolve("run.properties"), "origin.epoch_ns=1795364900000000000\n");
        Files.writeString(run.resolve(name + ".ctp"), "blade.0.id=client\nblade.0.server=local host\n"
                + "blade.0.injector=SyntheticInjector\n");
        List<String> rows = new ArrayList<>(List.of(
                "#date_ns,session,type,iteration,success,duration_ns,schedule_delay_ns,warmup,result,comment"));
        for (int i = 0; i < calls; i++) {
            rows.add((1_000_000L * i) + ",0,tcp ping," + i + ",true," + (baseMicros + i % 10) * 1000 + ",-1,false,0,");
        }
        Files.createDirectories(run.resolve("client"));
        Files.write(run.resolve("client").resolve("action"), rows);
        return run;
    }

    /**
     * A stored run of two blades running one action type, as the quickstart's 1 ms and 10 ms
     * synthetic blades: calls of {@code synthetic} last base + (i mod 10) µs on each.
     */
    static Path twoBlades(Path dir, String name, long fastMicros, long slowMicros, int calls) throws IOException {
        Path run = Files.createDirectories(dir.resolve(name));
        Files.writeString(run.resolve("run.properties"), "origin.epoch_ns=1795364900000000000\n");
        Files.writeString(run.resolve(name + ".ctp"), "blade.0.id=synthetic-fast\nblade.0.server=local host\n"
                + "blade.0.injector=SyntheticInjector\nblade.1.id=synthetic-slow\nblade.1.server=local host\n"
                + "blade.1.injector=SyntheticInjector\n");
        for (String blade : List.of("synthetic-fast", "synthetic-slow")) {
            long base = blade.endsWith("fast") ? fastMicros : slowMicros;
            List<String> rows = new ArrayList<>(List.of(
                    "#date_ns,session,type,iteration,success,duration_ns,schedule_delay_ns,warmup,result,comment"));
            for (int i = 0; i < calls; i++) {
                rows.add((1_000_000L * i) + ",0,synthetic," + i + ",true," + (base + i % 10) * 1000 + ",-1,false,0,");
            }
            Files.createDirectories(run.resolve(blade));
            Files.write(run.resolve(blade).resolve("action"), rows);
        }
        return run;
    }

    @Test
    void twoBladesOfOneActionTypeAreComparedEachOnItsOwn() throws Exception {
        // the fast blade's 1 ms calls get 30% slower; blended with the unchanged 10 ms calls it would be +2.7%
        RunComparison comparison = RunComparison.of(Campaign.open(twoBlades(dir, "a", 1000, 10_000, 200)),
                Campaign.open(twoBlades(dir, "b", 1300, 10_000, 200)), 10);
        assertEquals(2, comparison.rows().size(), comparison.table().rows().toString());
        ComparisonRow fast = comparison.rows().get(0);
        ComparisonRow slow = comparison.rows().get(1);
        assertEquals("synthetic-fast: synthetic", fast.caseName());
        assertEquals("synthetic-slow: synthetic", slow.caseName());
        assertEquals(200, fast.callsA());
        assertEquals(1_004_500, fast.meanA(), 1e-9);
        assertEquals(1_304_500, fast.meanB(), 1e-9);
        assertEquals(ComparisonRow.Verdict.REGRESSION, fast.verdict());
        assertEquals(10_004_500, slow.meanA(), 1e-9);
        assertEquals(ComparisonRow.Verdict.NO_SIGNIFICANT_CHANGE, slow.verdict());
        assertTrue(comparison.unpaired().isEmpty());
        assertTrue(comparison.table().rows().get(0).contains("synthetic-fast"));
    }

    @Test
    void casesOfRenamedBladesHaveNoPartner() throws Exception {
        Path renamed = twoBlades(dir, "b", 1000, 10_000, 50);
        Files.move(renamed.resolve("synthetic-slow"), renamed.resolve("synthetic-slower"));
        Files.writeString(renamed.resolve("b.ctp"), Files.readString(renamed.resolve("b.ctp"))
                .replace("synthetic-slow", "synthetic-slower"));
        RunComparison comparison = RunComparison.of(Campaign.open(twoBlades(dir, "a", 1000, 10_000, 50)),
                Campaign.open(renamed), 10);
        assertEquals(List.of("synthetic-slow: synthetic", "synthetic-slower: synthetic"),
                comparison.unpaired().stream().map(ComparisonRow::caseName).toList());
        assertEquals(List.of(ComparisonRow.Verdict.ONLY_IN_A, ComparisonRow.Verdict.ONLY_IN_B),
                comparison.unpaired().stream().map(ComparisonRow::verdict).toList());
        assertFalse(comparison.rows().get(0).unpaired(), "the fast blade kept its name");
    }

    @Test
    void aSlowerRunIsASignificantRegression() throws Exception {
        RunComparison comparison = RunComparison.of(Campaign.open(run(dir, "a", 100, 200)),
                Campaign.open(run(dir, "b", 120, 200)), 10);
        ComparisonRow row = comparison.rows().get(0);
        assertEquals("tcp ping", row.type());
        assertEquals(104_500, row.meanA(), 1e-9);
        assertEquals(124_500, row.meanB(), 1e-9);
        assertEquals(20_000.0 / 104_500 * 100, row.meanChangePct(), 1e-9);
        assertEquals(SignificanceTest.MANN_WHITNEY, row.test().name());
        assertTrue(row.test().pValue() < 1e-10, "no overlap at all: " + row.test().pValue());
        assertEquals(ComparisonRow.Verdict.REGRESSION, row.verdict());
        assertTrue(comparison.hasRegression());
        assertTrue(comparison.table().rows().get(0).contains("REGRESSION"));
    }

    @Test
    void aChangeWithinTheThresholdOrBackwardsIsNoRegression() throws Exception {
        Path a = run(dir, "a", 100, 200);
        RunComparison wide = RunComparison.of(Campaign.open(a), Campaign.open(run(dir, "b", 120, 200)), 25);
        assertEquals(ComparisonRow.Verdict.WITHIN_THRESHOLD, wide.rows().get(0).verdict());
        assertFalse(wide.hasRegression());
        RunComparison faster = RunComparison.of(Campaign.open(run(dir, "c", 120, 200)), Campaign.open(a), 10);
        assertEquals(ComparisonRow.Verdict.IMPROVEMENT, faster.rows().get(0).verdict());
        RunComparison same = RunComparison.of(Campaign.open(a), Campaign.open(a), 0);
        assertEquals(ComparisonRow.Verdict.NO_SIGNIFICANT_CHANGE, same.rows().get(0).verdict());
        assertEquals(1.0, same.rows().get(0).test().pValue(), 1e-9);
    }

    @Test
    void campaignsWithoutCommonTypesSayWhichSideHasWhat() throws Exception {
        RunComparison comparison = RunComparison.of(Campaign.open(Fixtures.path("loop-campaign")),
                Campaign.open(Fixtures.path("scenario-run")), 5);
        assertEquals(List.of(ComparisonRow.Verdict.ONLY_IN_A, ComparisonRow.Verdict.ONLY_IN_A, ComparisonRow.Verdict.ONLY_IN_B),
                comparison.rows().stream().map(ComparisonRow::verdict).toList());
        assertFalse(comparison.hasRegression());
        assertEquals(3, comparison.unpaired().size(), "nothing was compared");
    }

    @Test
    void theSeriesOfTheLoopFixtureDiffer() throws Exception {
        // tcp: 90..130 µs in series 1, 120..160 µs in series 2 (6 calls each): U = 2.5 of 36
        RunComparison comparison = RunComparison.of(Campaign.open(Fixtures.path("loop-campaign/series-01")),
                Campaign.open(Fixtures.path("loop-campaign/series-02")), 5);
        ComparisonRow tcp = comparison.rows().get(0);
        assertEquals(110_000, tcp.meanA(), 1e-9);
        assertEquals(140_000, tcp.meanB(), 1e-9);
        assertTrue(tcp.test().pValue() < 0.05, "p = " + tcp.test().pValue());
        assertEquals(ComparisonRow.Verdict.REGRESSION, tcp.verdict());
    }

    @Test
    void aNegativeThresholdIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> RunComparison.of(Campaign.open(Fixtures.path("scenario-run")),
                Campaign.open(Fixtures.path("scenario-run")), -1));
    }
}
