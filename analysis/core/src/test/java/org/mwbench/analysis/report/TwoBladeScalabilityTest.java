package org.mwbench.analysis.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two blades (two agents, say) whose one-second intervals end 0.45 s and 0.55 s past the
 * second: rounding their ends would put the same interval of the run in two seconds, each
 * with half the clients. Both blades run 1 user for 5 s, then 3 users.
 */
class TwoBladeScalabilityTest {
    @TempDir
    Path dir;

    private void blade(Path run, String id, long offsetNanos) throws Exception {
        Path folder = Files.createDirectories(run.resolve(id));
        List<String> summary = new ArrayList<>(List.of(
                "#end_ns,length_ns,type,warmup,calls,errors,mean_ns,max_ns,p99_ns,late_starts,p99_from_intended_ns"));
        List<String> gauges = new ArrayList<>(List.of("#date_ns,name,value"));
        for (int second = 1; second <= 10; second++) {
            long end = second * 1_000_000_000L + offsetNanos;
            boolean more = second > 5;
            summary.add(end + ",1000000000,tcp ping,false," + (more ? 300 : 100) + ",0,10000,0,0,0,0");
            gauges.add((end + 10_000_000) + ",population," + (more ? 3 : 1));
        }
        Files.write(folder.resolve("summary"), summary);
        Files.write(folder.resolve("gauges"), gauges);
    }

    @Test
    void theSameIntervalOfTwoBladesCountsOnceWithBothBladesClients() throws Exception {
        Path run = Files.createDirectories(dir.resolve("run"));
        Files.writeString(run.resolve("run.properties"), "origin.epoch_ns=1\n");
        Files.writeString(run.resolve("two.ctp"), "blade.0.id=a\nblade.0.injector=ScenarioRunner\n"
                + "blade.1.id=b\nblade.1.injector=ScenarioRunner\n");
        blade(run, "a", 450_000_000L);
        blade(run, "b", 550_000_000L);
        List<ScalabilityPoint> points = ReportModel.of(run).runs().get(0).analysis().scalability();
        // 2 clients: intervals 2 to 5 (1 has no interval before it); 6 clients: 7 to 10 (6 is the change)
        assertEquals(List.of(new ScalabilityPoint("tcp ping", 2, 200, 10_000, 4),
                new ScalabilityPoint("tcp ping", 6, 600, 10_000, 4)), points);
        // Over time, each blade is its own line: summing them would draw a curve neither blade had.
        List<TimeSeries> series = ReportModel.of(run).runs().get(0).analysis().timeSeries();
        assertEquals(List.of("a", "b"), series.stream().map(TimeSeries::blade).toList());
        assertEquals(10, series.get(0).seconds().length);
        assertEquals(1.45, series.get(0).seconds()[0], 1e-9);
        assertEquals(1.55, series.get(1).seconds()[0], 1e-9);
        // The first and last intervals are partly measured: left out of the throughput line, not drawn as dips.
        assertTrue(Double.isNaN(series.get(0).callsPerSecond()[0]));
        assertEquals(100, series.get(0).callsPerSecond()[1], 1e-9);
    }
}
