package org.mwbench.analysis.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.PlateauRuns;
import org.mwbench.analysis.report.ReportModel;

/** The scalability plots from plateaus, and lines kept apart by blade and action type. */
class PlateauPlotsTest {
    @TempDir
    Path dir;

    @Test
    void throughputWithItsBandAndP99AgainstClientsOneLinePerMiddleware() throws Exception {
        Path run = PlateauRuns.write(dir, "run", "agent-a", 1);
        List<Plot> plots = PlotSet.of(ReportModel.of(run));
        Plot throughput = plots.stream().filter(plot -> plot.fileName().equals("scalability-throughput")).findFirst().orElseThrow();
        Plot p99 = plots.stream().filter(plot -> plot.fileName().equals("scalability-p99")).findFirst().orElseThrow();
        assertEquals(List.of("rmi", "corba-jacorb"), throughput.chart().seriesNames());
        assertEquals(List.of("rmi", "corba-jacorb"), p99.chart().seriesNames());
        assertEquals("scalability_summary", throughput.afterTable());
        String html = Files.readString(HtmlReport.write(run));
        assertTrue(html.indexOf("id=\"table-scalability_summary\"") < html.indexOf("id=\"plot-scalability-throughput\""));
        assertTrue(html.indexOf("id=\"plot-scalability-p99\"") < html.indexOf("id=\"table-scalability_rmi\""));
        assertTrue(Files.size(run.resolve("plots").resolve("scalability-throughput.png")) > 1000);
        assertTrue(html.contains("120k ± 2.5%"));
    }

    @Test
    void twoBladesOfOneTypeAreTwoLines() throws Exception {
        Path run = Files.createDirectories(dir.resolve("quick"));
        Files.writeString(run.resolve("run.properties"), "origin.epoch_ns=1\n");
        Files.writeString(run.resolve("quickstart.ctp"), "blade.0.id=fast\nblade.0.injector=SyntheticInjector\n"
                + "blade.1.id=slow\nblade.1.injector=SyntheticInjector\nblade.2.id=loop\nblade.2.injector=LoopRunner\n");
        summary(run, "fast", "synthetic", 1_000_000);
        summary(run, "slow", "synthetic", 10_000_000);
        summary(run, "loop", "ping", 200_000);
        List<Plot> plots = PlotSet.of(ReportModel.of(run));
        Plot throughput = plots.stream().filter(plot -> plot.fileName().equals("throughput-over-time")).findFirst().orElseThrow();
        assertEquals(List.of("fast:synthetic", "slow:synthetic", "ping"), throughput.chart().seriesNames(),
                "a type of one blade is named alone; a type of two blades is keyed by blade");
    }

    private static void summary(Path run, String blade, String type, long meanNanos) throws Exception {
        Path folder = Files.createDirectories(run.resolve(blade));
        Files.write(folder.resolve("summary"), List.of(
                "#end_ns,length_ns,type,warmup,calls,errors,mean_ns,max_ns,p99_ns,late_starts,p99_from_intended_ns",
                "1000000000,1000000000," + type + ",false,100,0," + meanNanos + ",0,0,0,0"));
    }
}
