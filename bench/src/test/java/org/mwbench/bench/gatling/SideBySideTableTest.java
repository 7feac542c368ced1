package org.mwbench.bench.gatling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Who wins what, from the medians of the rounds, and what counts as a tie. */
class SideBySideTableTest {
    private static final long MS = 1_000_000;

    private static SideBySide.Row row(String tool, int round, long calls, long cpuNanos, long p99Nanos) {
        return new SideBySide.Row(tool, round, calls, 0, 10, cpuNanos, 100L << 20, MS, 2 * MS, p99Nanos, p99Nanos,
                p99Nanos, tool.equals(SideBySide.GATLING) ? MS : 1);
    }

    @Test
    void theMedianOfTwoRoundsIsTheirMean() {
        List<SideBySide.Row> rows = List.of(row("mwbench", 1, 100, 0, 0), row("mwbench", 2, 300, 0, 0));
        assertEquals(20.0, SideBySideTable.median(rows, SideBySide.Row::callsPerSecond));
    }

    @Test
    void aLatencyWithinGatlingsMillisecondIsATieAndACheaperCallAWin() {
        List<String> verdict = SideBySideTable.verdict(List.of(
                row("mwbench", 1, 1000, 1000 * 50_000L, 3 * MS + MS / 2),
                row("gatling", 1, 1000, 1000 * 80_000L, 3 * MS)));
        assertTrue(verdict.stream().anyMatch(line -> line.startsWith("p99:") && line.endsWith("a tie (within Gatling's 1 ms)")),
                verdict.toString());
        assertTrue(verdict.stream().anyMatch(line -> line.startsWith("CPU per call:") && line.endsWith("mwbench wins")),
                verdict.toString());
        assertTrue(verdict.get(verdict.size() - 1).startsWith("wins, from these figures: mwbench CPU per call; Gatling none"),
                verdict.toString());
    }

    @Test
    void noLatencyIsWonWhereCallsFailed() {
        SideBySide.Row fast = row("mwbench", 1, 1000, 1000 * 50_000L, MS);
        SideBySide.Row failing = new SideBySide.Row("mwbench", 1, 1000, 300, 10, 1000 * 50_000L, 100L << 20, MS, 2 * MS,
                MS, MS, MS, 1, List.of("300 Connection reset"));
        SideBySide.Row slow = row("gatling", 1, 1000, 1000 * 50_000L, 900 * MS);
        SideBySide.Row fewFailed = new SideBySide.Row("mwbench", 1, 1000, 1, 10, 1000 * 50_000L, 100L << 20, MS, 2 * MS,
                MS, MS, MS, 1, List.of("1 Connection reset"));
        for (SideBySide.Row compared : List.of(fast, fewFailed)) {
            assertTrue(SideBySideTable.verdict(List.of(compared, slow)).stream()
                    .anyMatch(line -> line.startsWith("p99:") && line.endsWith("mwbench wins")), compared.toString());
        }
        List<String> verdict = SideBySideTable.verdict(List.of(failing, slow));
        for (String percentile : List.of("p50:", "p99:", "p99.9:")) {
            assertTrue(verdict.stream().anyMatch(line -> line.startsWith(percentile)
                    && line.endsWith("not compared, calls failed")), verdict.toString());
        }
        assertTrue(verdict.get(verdict.size() - 1).startsWith("wins, from these figures: mwbench none; Gatling none"),
                verdict.toString());
        java.io.StringWriter printed = new java.io.StringWriter();
        SideBySideTable.print(new java.io.PrintWriter(printed), new SideBySide.Settings(10, java.time.Duration.ofSeconds(1),
                java.time.Duration.ofSeconds(1), java.time.Duration.ofSeconds(10), 1, List.of()), List.of(failing, slow));
        assertTrue(printed.toString().contains("mwbench round 1 failed: 300 Connection reset"), printed.toString());
    }
}
