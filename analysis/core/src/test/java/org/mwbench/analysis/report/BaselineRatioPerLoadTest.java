package org.mwbench.analysis.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.PlateauRuns;
import org.mwbench.analysis.table.Table;

/**
 * Guards Table 2 against comparing means taken under different loads: a scalability run's pooled
 * mean of one middleware over 1 to 10 clients against another's over 1 to 1000 is no ratio.
 */
@Timeout(60)
class BaselineRatioPerLoadTest {
    private static final String ACTION_HEADER =
            "#date_ns,session,type,iteration,success,duration_ns,schedule_delay_ns,warmup,result,comment";

    @TempDir
    Path dir;

    @Test
    void aPlateauRunIsComparedAtEqualClientCountsOnly() throws Exception {
        Path run = PlateauRuns.write(dir, "run", "agent-a", 1);
        // Every call pooled: rmi's are fast (few clients), jacorb's slow (100 clients): x33 if mixed.
        Files.write(run.resolve("clients").resolve("action"), List.of(ACTION_HEADER,
                "1000000000,0,rmi ping,0,true,48000,-1,false,0,",
                "1100000000,0,rmi ping,1,true,48000,-1,false,0,",
                "7000000000,1,corba-jacorb ping,0,true,1600000,-1,false,0,",
                "7100000000,1,corba-jacorb ping,1,true,1600000,-1,false,0,"));
        Table table = ReportModel.of(run).table("table2").orElseThrow();
        int jacorb = -1;
        for (int i = 0; i < table.rows().size(); i++) {
            if (table.cell(i, "type").equals("corba-jacorb ping")) {
                jacorb = i;
            }
        }
        assertEquals(100L, table.cell(jacorb, "clients"));
        // against rmi's plateau at 100 clients (900 µs), not rmi's calls at 1 and 10 clients
        assertEquals(1_600_000.0 / 900_000.0, (double) table.cell(jacorb, "vs_rmi"), 1e-9);
        assertEquals(4, table.rows().size(), "rmi at 1, 10, 100 clients and jacorb at 100: " + table.rows());
        assertTrue(Double.isNaN((double) table.cell(0, "vs_tcp")), "tcp did not run");
    }

    @Test
    void aRunWhoseClientsVariedWithoutPlateausHasNoTable2AndSaysWhy() throws Exception {
        Path run = Files.createDirectories(dir.resolve("ramp"));
        Files.writeString(run.resolve("run.properties"), "origin.epoch_ns=1\n");
        Files.writeString(run.resolve("ramp.ctp"), "blade.0.id=a\nblade.0.injector=ScenarioRunner\n");
        Path blade = Files.createDirectories(run.resolve("a"));
        List<String> summary = new ArrayList<>(List.of(
                "#end_ns,length_ns,type,warmup,calls,errors,mean_ns,max_ns,p99_ns,late_starts,p99_from_intended_ns"));
        List<String> gauges = new ArrayList<>(List.of("#date_ns,name,value"));
        for (int second = 1; second <= 10; second++) {
            long end = second * 1_000_000_000L;
            summary.add(end + ",1000000000," + (second <= 5 ? "rmi ping" : "tcp ping") + ",false,100,0,10000,0,0,0,0");
            gauges.add((end + 10_000_000) + ",population," + (second <= 5 ? 1 : 100));
        }
        Files.write(blade.resolve("summary"), summary);
        Files.write(blade.resolve("gauges"), gauges);
        Files.write(blade.resolve("action"), List.of(ACTION_HEADER,
                "1000000000,0,rmi ping,0,true,48000,-1,false,0,",
                "7000000000,1,tcp ping,0,true,1600000,-1,false,0,"));
        ReportModel model = ReportModel.of(run);
        assertTrue(!model.runs().get(0).analysis().scalability().isEmpty(), "the fixture is a scalability run");
        assertNull(model.table("table2").orElse(null));
        assertTrue(model.notes().stream().anyMatch(note -> note.startsWith("ramp: no baseline ratios (Table 2): its number "
                + "of clients varied")), model.notes().toString());
    }
}
