package org.mwbench.analysis.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.compare.ComparisonRow;
import org.mwbench.analysis.compare.RunComparison;
import org.mwbench.analysis.stats.SignificanceTest;
import org.mwbench.analysis.store.Campaign;
import org.mwbench.analysis.table.Table;
import org.mwbench.platform.blade.HistogramTags;
import org.mwbench.platform.event.HistogramKind;

/**
 * A run that kept histograms only ({@code events=histograms}): its log is written here the
 * way a blade writes it (HdrHistogram's log writer, percent-encoded tags), and the report
 * takes its figures from it.
 */
class HistogramsOnlyRunTest {
    @TempDir
    Path dir;

    private Path run(String name, long micros) throws Exception {
        Path run = Files.createDirectories(dir.resolve(name).resolve("fast"));
        Files.writeString(run.getParent().resolve("run.properties"), "origin.epoch_ns=1795364900000000000\n");
        Files.writeString(run.resolve("action"),
                "#date_ns,session,type,iteration,success,duration_ns,schedule_delay_ns,warmup,result,comment\n");
        Files.writeString(run.resolve("summary"), "#end_ns,length_ns,type,warmup,calls,errors,mean_ns,max_ns,p99_ns,"
                + "late_starts,p99_from_intended_ns\n1000000000,1000000000,grpc ping,false,100,0," + micros * 1000
                + ",0,0,0,0\n2000000000,1000000000,grpc ping,false,100,0," + (micros + 2) * 1000 + ",0,0,0,0\n"
                + "3000000000,1000000000,grpc ping,false,100,0," + (micros + 1) * 1000 + ",0,0,0,0\n");
        try (PrintStream out = new PrintStream(Files.newOutputStream(run.resolve("histogram")))) {
            HistogramLogWriter writer = new HistogramLogWriter(out);
            writer.outputLegend();
            for (int second = 0; second < 3; second++) {
                Histogram measured = new Histogram(3);
                for (int i = 0; i < 100; i++) {
                    measured.recordValue((micros + i % 3) * 1000);
                }
                measured.setTag(HistogramTags.encode("grpc ping"));
                writer.outputIntervalHistogram(second, second + 1, measured, 1.0);
                Histogram failed = new Histogram(3);
                failed.recordValue(5_000_000);
                failed.setTag(HistogramTags.encode("grpc ping") + HistogramKind.FAILED.suffix());
                writer.outputIntervalHistogram(second, second + 1, failed, 1.0);
            }
        }
        return run.getParent();
    }

    @Test
    void theFiguresComeFromTheLogAndJitterIsNotAvailable() throws Exception {
        ReportModel model = ReportModel.of(run("histograms", 100));
        Table table = model.table("latency").orElseThrow();
        assertEquals("grpc ping", table.cell(0, "type"), "the tag is decoded");
        assertEquals(303L, table.cell(0, "calls"));
        assertEquals(3L, table.cell(0, "errors"));
        assertEquals(101.0, (Double) table.cell(0, "mean_us"), 0.2);
        assertEquals(101.0, (Double) table.cell(0, "throughput_per_s"), 1e-9, "303 calls in 3 s");
        assertTrue(((Double) table.cell(0, "jitter_us")).isNaN());
        assertEquals("histograms", table.cell(0, "source"));
        assertTrue(table.notes().stream().anyMatch(note -> note.contains("jitter is n/a")));
    }

    @Test
    void comparingHistogramRunsUsesWelchOnTheIntervalMeans() throws Exception {
        RunComparison comparison = RunComparison.of(Campaign.open(run("a", 100)), Campaign.open(run("b", 200)), 5);
        ComparisonRow row = comparison.rows().get(0);
        assertEquals(SignificanceTest.WELCH_INTERVALS, row.test().name());
        assertEquals(3, row.test().sizeA());
        assertEquals(ComparisonRow.Verdict.REGRESSION, row.verdict());
    }
}
