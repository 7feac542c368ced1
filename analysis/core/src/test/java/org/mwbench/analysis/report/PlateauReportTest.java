package org.mwbench.analysis.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.PlateauRuns;
import org.mwbench.analysis.render.TextRenderer;
import org.mwbench.analysis.store.PlateauRow;
import org.mwbench.analysis.store.StoredRunException;
import org.mwbench.analysis.table.Table;

/** Scalability from the plateau runner's plateaus (figures in {@link PlateauRuns}). */
@Timeout(60)
class PlateauReportTest {
    @TempDir
    Path dir;

    @Test
    void oneTablePerMiddlewareOneRowPerPlateau() throws Exception {
        ReportModel model = ReportModel.of(PlateauRuns.write(dir, "run", "agent-a", 1));
        Table rmi = model.table("scalability_rmi").orElseThrow();
        assertEquals(3, rmi.rows().size());
        assertEquals("rmi ping", rmi.cell(0, "type"));
        assertEquals(1L, rmi.cell(0, "clients"));
        assertEquals(2L, rmi.cell(0, "intervals"));
        assertEquals("20k ± 2.5%", rmi.cell(0, "throughput"));
        assertEquals("120k ± 2.5%", rmi.cell(1, "throughput"));
        assertEquals(48.0, (double) rmi.cell(0, "mean_us"), 1e-9);
        assertEquals(90.0, (double) rmi.cell(0, "p99_us"), 1e-9);
        // the server's readings within [1 s, 3 s] only: 40 and 60, not the 99 before nor the 5 after
        assertEquals(50.0, (double) rmi.cell(0, "server_cpu_pct"), 1e-9);
        assertEquals(35.0, (double) rmi.cell(0, "injector_cpu_pct"), 1e-9);
        assertEquals("", rmi.cell(0, "saturated"), "0.5 x 2 + 0.35 x 2 = 1.7 busy cores of 2: below 90%");
        assertEquals("", rmi.cell(0, "settled"));
        assertEquals(94.0, (double) rmi.cell(1, "server_cpu_pct"), 1e-9);
        assertEquals("server", rmi.cell(1, "saturated"));
        // no server named: the only rmi server blade; 97 of 100 users active; marked, not averaged
        assertEquals(97L, rmi.cell(2, "active"));
        assertEquals(30.0, (double) rmi.cell(2, "server_cpu_pct"), 1e-9);
        assertEquals("injectors", rmi.cell(2, "saturated"));
        assertEquals("not settled", rmi.cell(2, "settled"));
        assertEquals("ConnectException: 3", rmi.cell(2, "errors_by_kind"));
        assertTrue(rmi.notes().stream().anyMatch(note -> note.startsWith("1 plateau(s) not settled")), rmi.notes().toString());
        assertTrue(rmi.notes().stream().anyMatch(note -> note.startsWith("WARNING: the sides share cores (server rmi-server "
                + "and injector clients: agents 'local host' and 'agent-a' ran on one host, 'vm', without CPU sets)")),
                rmi.notes().toString());
        assertTrue(model.notes().stream().anyMatch(note -> note.startsWith("WARNING: scalability: the servers and the injectors share cores")));

        Table jacorb = model.table("scalability_corba_jacorb").orElseThrow();
        assertEquals("JacORB POA queue full (TRANSIENT): 70000; TRANSIENT, minor=1: 6000", jacorb.cell(0, "errors_by_kind"));
        assertEquals(76000L, jacorb.cell(0, "errors"));
        assertEquals("shared cores", jacorb.cell(0, "saturated"), "0.3 x 2 + 0.7 x 2 = 2 busy cores of 2");

        Table summary = model.table("scalability_summary").orElseThrow();
        assertEquals(List.of("rmi", "corba-jacorb"), List.of(summary.cell(0, "middleware"), summary.cell(1, "middleware")));
        assertEquals("120k ± 2.5%", summary.cell(0, "peak"), "the peak among settled plateaus, not the unsettled 100");
        assertEquals(10L, summary.cell(0, "peak_clients"));
        assertEquals(1L, summary.cell(0, "not_settled"));
        assertEquals("1, 10, 100", summary.cell(0, "clients"));
        // rmi at 100 clients: injectors at 95% of their cores, the server at 30%
        String bound = "WARNING: rmi: at 1 of 3 plateau(s), from 100 clients, the injectors used 90% or more of their "
                + "cores while the server did not: there the curve is the injectors', not the server's (";
        assertTrue(summary.notes().stream().anyMatch(note -> note.startsWith(bound)), summary.notes().toString());
        assertTrue(rmi.notes().stream().anyMatch(note -> note.startsWith(bound)), rmi.notes().toString());
        assertTrue(jacorb.notes().stream().noneMatch(note -> note.contains("the curve is the injectors'")));
        assertTrue(model.table("scalability").isEmpty(), "no guess from live intervals when plateaus exist");

        Table config = model.table("server_config").orElseThrow();
        assertEquals("rmi-server", config.cell(0, "server"));
        assertEquals("1000", config.cell(0, "backlog"));
        assertEquals("", config.cell(0, "queue"), "rmi reported no queue");
        assertEquals("1000 (jacorb.poa.queue_max)", config.cell(1, "queue"));
        String text = TextRenderer.render(model);
        assertTrue(text.contains("Scalability: rmi (as in Böszörményi et al. 1999)"), text);
    }

    @Test
    void aMiddlewareWithNoSettledPlateauStillHasAPeakMarkedNotSettled() throws Exception {
        Path run = PlateauRuns.write(dir, "run", "agent-a", 1);
        Path plateaus = run.resolve("clients").resolve("plateaus");
        List<String> lines = Files.readAllLines(plateaus);
        Files.write(plateaus, lines.stream().map(line -> line.replace(",true,", ",false,")).toList());
        Table summary = ReportModel.of(run).table("scalability_summary").orElseThrow();
        assertEquals("120k ± 2.5% (not settled)", summary.cell(0, "peak"), "the highest of all, marked");
        assertEquals(10L, summary.cell(0, "peak_clients"));
        assertEquals("server", summary.cell(0, "peak_saturated"));
        assertEquals("60k ± 1.7% (not settled)", summary.cell(1, "peak"));
    }

    @Test
    void aPlateauSettledOnlyAtAWidenedWidthIsOnTheCurveAndMarkedWithTheTargetItMissed() throws Exception {
        Path run = PlateauRuns.write(dir, "run", "agent-a", 1);
        Path plateaus = run.resolve("clients").resolve("plateaus");
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(plateaus));
        lines.set(2, lines.get(2).replace(",true,5,", ",widened,2,")); // rmi at 10 clients: ±2.5% against a target of ±2%
        Files.write(plateaus, lines);
        ReportModel model = ReportModel.of(run);
        Table rmi = model.table(PlateauTables.id("rmi")).orElseThrow();
        assertEquals("", rmi.cell(0, "settled"));
        assertEquals("widened: target ±2%", rmi.cell(1, "settled"));
        assertTrue(rmi.notes().stream().anyMatch(note -> note.startsWith("1 plateau(s) widened")), rmi.notes().toString());
        Table summary = model.table("scalability_summary").orElseThrow();
        assertEquals("120k ± 2.5% (widened: target ±2%)", summary.cell(0, "peak"), "a widened plateau is settled: the peak");
        assertEquals(1L, summary.cell(0, "widened"));
        assertEquals(1L, summary.cell(0, "not_settled"), "the 100 clients' plateau still is not");
    }

    @Test
    void aPlateausFileWithoutTheTargetWidthIsStillRead() throws Exception {
        Path run = PlateauRuns.write(dir, "run", "agent-a", 1);
        Path plateaus = run.resolve("clients").resolve("plateaus");
        List<String> lines = Files.readAllLines(plateaus);
        List<String> older = new java.util.ArrayList<>();
        older.add(lines.get(0).replace("settled,width_pct,", "settled,"));
        lines.stream().skip(1).map(line -> line.replaceFirst(",(true|false),5,", ",$1,")).forEach(older::add);
        Files.write(plateaus, older);
        List<PlateauRow> rows = PlateauRow.read(plateaus);
        assertEquals(4, rows.size());
        assertTrue(rows.get(0).settled() && !rows.get(0).widened() && Double.isNaN(rows.get(0).widthPct()));
        assertFalse(rows.get(2).settled());
        assertEquals(120_000, rows.get(1).throughput(), 1e-9, "the columns after it are where they were");
        assertEquals("120k ± 2.5%", ReportModel.of(run).table("scalability_summary").orElseThrow().cell(0, "peak"));
    }

    @Test
    void sidesOnDifferentEmulatedHostsDoNotShareCores() throws Exception {
        Path run = PlateauRuns.write(dir, "run", "host-b", 1);
        Files.writeString(run.resolve("network.properties"), "host.local\\ host.cpus=0\nhost.host-b.cpus=1\n");
        Files.writeString(run.resolve("environment").resolve("agent-a.properties"),
                "agent.name=host-b\nhost.name=vm\ncpu.count=1\n");
        ReportModel model = ReportModel.of(run);
        Table jacorb = model.table("scalability_corba_jacorb").orElseThrow();
        assertEquals("", jacorb.cell(0, "saturated"), "30% and 70%: neither side saturated, and they share nothing");
        assertTrue(jacorb.notes().stream().noneMatch(note -> note.startsWith("WARNING")), jacorb.notes().toString());
        assertTrue(model.notes().stream().noneMatch(note -> note.startsWith("WARNING")));
        Files.writeString(run.resolve("network.properties"), "host.local\\ host.cpus=0-1\nhost.host-b.cpus=1\n");
        assertTrue(ReportModel.of(run).notes().stream().anyMatch(note -> note.contains("(cpus 0-1) and 'host-b' (cpus 1) overlap")));
    }

    @Test
    void errorsOutsideThePlateausCountInTheSummaryAsInTheLatencyTable() throws Exception {
        Path run = PlateauRuns.write(dir, "run", "agent-a", 1);
        // 3 rmi errors within the 100-client plateau, 2 more while users were added (Read timed out on connect)
        List<String> action = new java.util.ArrayList<>(List.of(
                "#date_ns,session,type,iteration,success,duration_ns,schedule_delay_ns,warmup,result,comment",
                "1500000000,0,rmi ping,0,true,48000,-1,false,0,"));
        for (int i = 0; i < 5; i++) {
            action.add((5_900_000_000L + i) + "," + i + ",rmi ping,0,false,1000,-1,false,0,ConnectIOException");
        }
        Files.write(run.resolve("clients").resolve("action"), action);
        ReportModel model = ReportModel.of(run);
        assertEquals(5L, model.table("latency").orElseThrow().cell(0, "errors"));
        Table summary = model.table("scalability_summary").orElseThrow();
        assertEquals(5L, summary.cell(0, "errors"), "as the latency table and the quick statistics count them");
        assertEquals(3L, summary.cell(0, "errors_in_plateaus"));
        assertEquals(76000L, summary.cell(1, "errors"), "jacorb stored no calls: its plateaus' count is all there is");
        Table rmi = model.table("scalability_rmi").orElseThrow();
        assertTrue(rmi.notes().stream().anyMatch(note -> note.startsWith("2 of rmi's 5 errors fell outside these "
                + "plateaus' windows")), rmi.notes().toString());
    }

    @Test
    void theSaturatedSideFollowsTheThreshold() {
        assertEquals(Saturation.SERVER, Saturation.of(90, 1, 89.9, 1, false));
        assertEquals(Saturation.INJECTORS, Saturation.of(Double.NaN, Double.NaN, 95, 1, false));
        assertEquals(Saturation.BOTH, Saturation.of(92, 1, 95, 1, true));
        assertEquals(Saturation.NONE, Saturation.of(50, 1, 50, 1, false));
        assertEquals(Saturation.SHARED_CORES, Saturation.of(50, 1, 50, 1, true));
        assertEquals(Saturation.NONE, Saturation.of(Double.NaN, 1, 50, 1, true), "an unknown server side is no evidence");
    }

    @Test
    void aBadPlateausFileIsRefusedWithItsLine() throws Exception {
        Path run = PlateauRuns.write(dir, "run", "agent-a", 1);
        Path plateaus = run.resolve("clients").resolve("plateaus");
        List<String> lines = Files.readAllLines(plateaus);
        Files.write(plateaus, List.of(lines.get(0), lines.get(1).replace(",true,", ",yes,")));
        StoredRunException settled = assertThrows(StoredRunException.class, () -> ReportModel.of(run));
        assertEquals(plateaus + ":2: settled must be true, widened or false, not 'yes'", settled.getMessage());
        Files.write(plateaus, List.of(lines.get(0), lines.get(4).replace("=6000", "=many")));
        StoredRunException kinds = assertThrows(StoredRunException.class, () -> ReportModel.of(run));
        assertTrue(kinds.getMessage().startsWith(plateaus + ":2: errors_by_kind entry 'TRANSIENT, minor=1=many'"),
                kinds.getMessage());
        Files.write(plateaus, List.of(lines.get(0).replace("errors_by_kind", "errors")));
        assertTrue(assertThrows(StoredRunException.class, () -> ReportModel.of(run)).getMessage()
                .startsWith(plateaus + ":1: expected the header"));
    }

    @Test
    void errorKindsSplitOnTheLastEquals() throws Exception {
        Path run = PlateauRuns.write(dir, "run", "agent-a", 1);
        PlateauRow row = PlateauRow.read(run.resolve("clients").resolve("plateaus")).get(3);
        assertEquals(Map.of("JacORB POA queue full (TRANSIENT)", 70000L, "TRANSIENT, minor=1", 6000L), row.errorsByKind());
        assertNull(ReportModel.of(PlateauRuns.write(dir, "other", "agent-a", 1)).table("scalability").orElse(null));
    }
}
