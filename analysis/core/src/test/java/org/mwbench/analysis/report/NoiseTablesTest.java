package org.mwbench.analysis.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.Fixtures;
import org.mwbench.analysis.table.Table;
import org.mwbench.platform.probe.LoopbackRoundTrip;
import org.mwbench.platform.probe.RunNoise;
import org.mwbench.platform.storage.StoredFiles;

/**
 * The report says what the machine was doing and how far the means can be trusted, on the
 * {@code loop-campaign} fixture (step means of tcp 100, 110, 120 µs in series 1 and 130, 140,
 * 150 in series 2; rmi twice those): series 1 noisy, series 2 quiet.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class NoiseTablesTest {
    @TempDir
    Path dir;

    @Test
    void aNoisySeriesIsNamedWithItsReasonsAndEveryTypeHasItsSpread() throws Exception {
        Path campaign = Fixtures.copy("loop-campaign", dir);
        new RunNoise(2, 40, 3.5, 4.0, 6.2, 1.9, 38.0, 0.8, 1.1, new LoopbackRoundTrip.Result(60_000, 120_000, 2000),
                new LoopbackRoundTrip.Result(24_000, 50_000, 2000)).write(campaign.resolve("series-01"), StoredFiles.OWNER_ONLY);
        new RunNoise(2, 40, 0.1, 0.9, 1.0, 0.9, 0.0, 0.85, 0.05, new LoopbackRoundTrip.Result(21_000, 30_000, 2000),
                new LoopbackRoundTrip.Result(23_000, 31_000, 2000)).write(campaign.resolve("series-02"), StoredFiles.OWNER_ONLY);
        ReportModel model = ReportModel.of(campaign);

        Table noise = model.table("noise").orElseThrow();
        assertEquals(2, noise.rows().size());
        assertEquals("NOISY", noise.cell(0, "verdict"));
        assertEquals("3.5 → 4.0 (6.2)", noise.cell(0, "load"));
        assertEquals(38.0, (double) noise.cell(0, "steal_pct"), 1e-9);
        assertEquals("60.0 / 120.0 → 24.0 / 50.0", noise.cell(0, "loopback"));
        assertEquals("quiet", noise.cell(1, "verdict"));
        List<String> noisy = model.notes().stream().filter(note -> note.startsWith("NOISY: ")).toList();
        assertEquals(1, noisy.size(), model.notes().toString());
        assertTrue(noisy.get(0).contains("series-01: the hypervisor stole 38.0% of the CPU time (over 5%); other "
                + "processes used 1.10 core(s)"), noisy.get(0));
        assertTrue(noisy.get(0).contains("from 60.0 µs at the start to 24.0 µs at the end (x2.5, over x2)"), noisy.get(0));

        Table spread = model.table("spread").orElseThrow();
        assertEquals(4, spread.rows().size(), "two types in each of two series");
        assertEquals("tcp ping", spread.cell(0, "type"));
        assertEquals("step means", spread.cell(0, "basis"));
        assertEquals(3L, spread.cell(0, "count"));
        assertEquals(110.0, (double) spread.cell(0, "mean_us"), 1e-9);
        assertEquals(10.0 / 110 * 100, (double) spread.cell(0, "cv_pct"), 1e-9, "sample sd 10 over mean 110");
        assertEquals("", spread.cell(0, "steady"), "9.1% is under the 10% that makes a type unsteady");
    }

    @Test
    void aRunOfAnOlderMwbenchHasNoNoiseTable() throws Exception {
        ReportModel model = ReportModel.of(Fixtures.path("loop-campaign"));
        assertTrue(model.table("noise").isEmpty());
        assertTrue(model.notes().stream().noneMatch(note -> note.startsWith("NOISY")));
    }
}
