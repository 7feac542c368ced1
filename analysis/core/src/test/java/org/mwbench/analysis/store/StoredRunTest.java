package org.mwbench.analysis.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.Fixtures;
import org.mwbench.analysis.report.ReportModel;

/** Opening runs and campaigns, and the located errors bad folders and files give. */
class StoredRunTest {
    @TempDir
    Path dir;

    @Test
    void aRunKnowsItsBladesServersEndpointsAndOrigin() throws Exception {
        StoredRun run = StoredRun.open(Fixtures.path("loop-campaign/series-01"));
        assertEquals("loop", run.planName());
        assertEquals(List.of("tcp-server", "rmi-server", "loop"), run.blades().stream().map(StoredBlade::id).toList());
        assertEquals(List.of("loop"), run.injectors().stream().map(StoredBlade::id).toList());
        assertEquals("tcp", run.blades().get(0).protocol());
        assertEquals("tcp://127.0.0.1:35009", run.endpointOf("tcp"));
        assertEquals(1795364817000000000L, run.originEpochNanos());
        assertEquals("fixture-host", run.environments().get("local host").getProperty("host.name"));
    }

    @Test
    void aCampaignIsItsSeriesAndARunIsACampaignOfOne() throws Exception {
        Campaign campaign = Campaign.open(Fixtures.path("loop-campaign"));
        assertTrue(campaign.isCampaign());
        assertEquals(List.of("series-01", "series-02"), campaign.series().stream().map(StoredRun::name).toList());
        Campaign run = Campaign.open(Fixtures.path("scenario-run"));
        assertFalse(run.isCampaign());
        assertEquals(1, run.series().size());
    }

    @Test
    void aFolderThatIsNoRunSaysWhatIsMissing() throws Exception {
        StoredRunException missing = assertThrows(StoredRunException.class, () -> Campaign.open(dir.resolve("nothing")));
        assertTrue(missing.getMessage().endsWith("nothing: no such folder"), missing.getMessage());
        StoredRunException empty = assertThrows(StoredRunException.class, () -> Campaign.open(dir));
        assertTrue(empty.getMessage().contains("no run.properties"), empty.getMessage());
    }

    @Test
    void anAlarmWhoseMessageSpansLinesIsOneRow() throws Exception {
        Path alarm = dir.resolve("alarm");
        Files.writeString(alarm, org.mwbench.platform.blade.LocalStorageProxy.ALARM_HEADER + "\n"
                + "100,WARNING,plain\n"
                + "200,FATAL,\"BladeException: invalid scenario:\n  a.xis:35: plugin 'ice', no \"\"ice-server\"\"\n  a.xis:38: more\"\n"
                + "300,INFO,after\n");
        List<AlarmRow> rows = AlarmRow.read(alarm);
        assertEquals(List.of(100L, 200L, 300L), rows.stream().map(AlarmRow::dateNanos).toList());
        assertEquals("BladeException: invalid scenario:\n  a.xis:35: plugin 'ice', no \"ice-server\"\n  a.xis:38: more",
                rows.get(1).message());
    }

    @Test
    void aMalformedRowNamesItsFileAndLine() throws Exception {
        Path run = Fixtures.copy("loop-campaign", dir).resolve("series-01");
        Path steps = run.resolve("loop").resolve("steps");
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(steps));
        lines.set(3, "2,tcp ping,2,0,12x000,110000,130000,15130000");
        Files.write(steps, lines);
        IOException bad = assertThrows(IOException.class, () -> ReportModel.of(run));
        assertTrue(bad.getMessage().startsWith(steps + ":4: not a number"), bad.getMessage());

        Path summary = run.resolve("loop").resolve("summary");
        Files.writeString(summary, "#end_ns,length_ns,type\n1,2,x\n");
        Files.writeString(steps, lines.get(0) + "\n");
        IOException header = assertThrows(IOException.class, () -> ReportModel.of(run));
        assertTrue(header.getMessage().startsWith(summary + ":1: expected the header"), header.getMessage());

        Files.delete(summary);
        Path action = run.resolve("loop").resolve("action");
        Files.writeString(action, Files.readString(action) + "1,2,3\n");
        IOException row = assertThrows(IOException.class, () -> ReportModel.of(run));
        assertTrue(row.getMessage().startsWith(action + ":19: expected 10 fields, found 3"), row.getMessage());
    }
}
