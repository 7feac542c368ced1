package org.mwbench.console.web.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.console.web.http.ApiException;

/** The results list and an opened run, on report folders written as the platform writes them. */
class RunLibraryTest {
    @TempDir
    Path reports;

    private Path run(String name) throws Exception {
        Path run = Files.createDirectories(reports.resolve(name));
        Files.writeString(run.resolve("plan.ctp"), "blade.0.id=b\n");
        Files.writeString(run.resolve("run.properties"), "start.skew_ns=1000\n");
        Path blade = Files.createDirectories(run.resolve("b"));
        Files.writeString(blade.resolve("summary"), String.join("\n",
                "#end_ns,length_ns,type,warmup,calls,errors,mean_ns,max_ns,p99_ns,late_starts,p99_from_intended_ns",
                "1000000000,1000000000,ping,true,50,0,1,1,1,0,0",
                "2000000000,1000000000,ping,false,100,2,1,1,1,0,0",
                "3000000000,1000000000,ping,false,300,1,1,1,1,0,0", ""));
        Files.writeString(blade.resolve("lifecycle"), "#date_ns,state_id,state_label\n1,6,running\n2,12,completed\n");
        Files.writeString(blade.resolve("action"), String.join("\n",
                "#date_ns,session,type,iteration,success,duration_ns,schedule_delay_ns,warmup,result,comment",
                "100,0,ping,0,true,1000000,-1,false,0,",
                "200,0,ping,1,true,3000000,-1,false,0,",
                "300,0,ping,2,false,2000000,-1,false,0,", ""));
        return run;
    }

    @Test
    void listsRunsNewestFirstWithAOneLineSummary() throws Exception {
        run("plan_2026-01-02_10h00m00");
        run("plan_2026-03-04_09h08m07");
        Files.createDirectories(reports.resolve("not-a-run"));
        List<RunLibrary.RunEntry> runs = new RunLibrary(reports).list();
        assertEquals(List.of("plan_2026-03-04_09h08m07", "plan_2026-01-02_10h00m00"),
                runs.stream().map(RunLibrary.RunEntry::id).toList());
        RunLibrary.RunEntry newest = runs.get(0);
        assertEquals("plan", newest.plan());
        assertEquals("2026-03-04 09:08:07", newest.date());
        assertEquals("1 blade, 400 calls, 3 errors, 200.0 calls/s over 2.0 s", newest.summary(),
                "warm-up intervals are left out");
    }

    @Test
    void anOpenedRunHasItsQuickStatisticsFactsAndFiles() throws Exception {
        run("plan_2026-01-02_10h00m00");
        RunLibrary.RunDetails details = new RunLibrary(reports).open("plan_2026-01-02_10h00m00");
        assertEquals(1, details.statistics().size());
        RunLibrary.StatsRow row = details.statistics().get(0);
        assertEquals(3, row.calls());
        assertEquals(1, row.errors());
        assertEquals(2.0, row.meanMs(), 0.01);
        assertEquals("1000", details.facts().get("start.skew_ns"));
        assertTrue(details.files().stream().anyMatch(file -> file.path().equals("plan_2026-01-02_10h00m00/b/action")));
        assertEquals("", details.reportUrl());

        Files.writeString(reports.resolve("plan_2026-01-02_10h00m00").resolve("report.html"), "<html></html>");
        assertEquals("/runs/plan_2026-01-02_10h00m00/report.html",
                new RunLibrary(reports).open("plan_2026-01-02_10h00m00").reportUrl());
    }

    @Test
    void aCampaignListsItsSeries() throws Exception {
        Path campaign = Files.createDirectories(reports.resolve("loop_2026-01-02_10h00m00"));
        Files.writeString(campaign.resolve("loop.ctp"), "");
        Files.writeString(campaign.resolve("campaign.properties"), "series.planned=2\nseries.completed=1\n");
        Files.move(run("tmp"), campaign.resolve("series-01"));
        RunLibrary library = new RunLibrary(reports);
        RunLibrary.RunEntry entry = library.list().get(0);
        assertTrue(entry.campaign());
        assertEquals("campaign: 1 of 2 series completed", entry.summary());
        RunLibrary.RunDetails details = library.open(entry.id());
        assertEquals(List.of("loop_2026-01-02_10h00m00/series-01"),
                details.series().stream().map(RunLibrary.RunEntry::id).toList());
        assertEquals(1, library.open("loop_2026-01-02_10h00m00/series-01").statistics().size());
    }

    @Test
    void filesAndIdsCannotLeaveTheReportFolder() throws Exception {
        run("plan_2026-01-02_10h00m00");
        Path outside = Files.writeString(reports.resolveSibling(reports.getFileName() + "-secret.txt"), "secret");
        Files.createSymbolicLink(reports.resolve("plan_2026-01-02_10h00m00").resolve("link"), outside);
        RunLibrary library = new RunLibrary(reports);
        assertNull(library.file("../" + outside.getFileName()));
        assertNull(library.file("plan_2026-01-02_10h00m00/link"));
        assertNull(library.file("plan_2026-01-02_10h00m00/../../x"));
        assertTrue(library.file("plan_2026-01-02_10h00m00/b/action") != null);
        assertEquals(404, assertThrows(ApiException.class, () -> library.open("../x")).status());
        assertEquals(404, assertThrows(ApiException.class, () -> library.open("a/b/c")).status());
    }
}
