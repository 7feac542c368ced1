package org.mwbench.results.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Timeout;
import org.mwbench.analysis.report.RunAnalysis;
import org.mwbench.analysis.store.Campaign;
import org.mwbench.results.Fixtures;
import org.mwbench.results.cli.RunStoring;
import org.mwbench.results.model.ResultRun;

/**
 * Guards storing a run from the analysis its report was made from ({@code mwbench run}, which
 * reads its events once): the database gets the same rows, and the same percentiles, as
 * {@code mwbench db import} of the same folder, which reads it again (each series of a
 * campaign on its own). That storing reads no event is shown by damaging the events after the
 * analysis: a second read would fail on them, as {@code RunStoreTest}'s damaged folder does.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class StoreFromAnalysisTest {
    private Path temp;

    @BeforeEach
    void create() throws Exception {
        temp = Files.createTempDirectory("results-from-analysis");
    }

    @AfterEach
    void delete() throws Exception {
        Fixtures.delete(temp);
    }

    @ParameterizedTest
    @ValueSource(strings = {"scenario-run", "whitebox-run", "placement-run", "loop-campaign"})
    void storingFromMemoryAndImportingTheFolderGiveEqualRows(String fixture) throws Exception {
        Path folder = Fixtures.copy(fixture, temp);
        String fromMemory = "jdbc:sqlite:" + temp.resolve("from-memory.db");
        String imported = "jdbc:sqlite:" + temp.resolve("imported.db");

        RunAnalysis analysis = RunAnalysis.of(Campaign.open(folder)); // the events' one read
        ResultsDatabase folderRead = ResultsDatabase.open(imported);
        List<RunImport.Outcome> outcomes = new RunImport(folderRead).importPath(folder);
        assertEquals(RunImport.Status.STORED, outcomes.get(0).status(), outcomes.toString());

        assertTrue(damageEvents(folder) >= 1, "the fixture has events");
        try (RunStoring storing = RunStoring.at(fromMemory)) {
            storing.store(analysis, 3, true, "run plan.ctp");
        }

        ResultsDatabase memory = ResultsDatabase.open(fromMemory);
        String runId = RunFolderReader.idOf(folder);
        ResultRun a = new RunReader(memory).read(runId);
        ResultRun b = new RunReader(folderRead).read(runId);
        assertEquals(3, a.exitStatus());
        assertTrue(a.cutShort(), "what the command said is kept");
        assertEquals("run plan.ctp", a.arguments());
        assertFalse(a.measures().isEmpty());
        assertEquals(b.measures(), a.measures(), "measures, histograms included");
        assertEquals(b.stepMeans(), a.stepMeans());
        assertEquals(b.plateaus(), a.plateaus());
        assertEquals(b.serverConfig(), a.serverConfig());
        assertEquals(b.scenarioFiles(), a.scenarioFiles());
        assertEquals(b.testbed(), a.testbed());
        assertEquals(b.seriesCount(), a.seriesCount());
        assertEquals(b.startedAt(), a.startedAt());
        assertEquals(b.endedAt(), a.endedAt());
        assertEquals(b.planText(), a.planText());
        List<String> percentiles = percentiles(folderRead, runId);
        assertFalse(percentiles.isEmpty());
        assertEquals(percentiles, percentiles(memory, runId), "each case's percentiles and intervals");
    }

    /**
     * Makes every series' {@code action} file unreadable (a wrong header, as a damaged folder
     * has), keeping its time: the run's end is the newest file's time, and must not move.
     *
     * @return how many files were damaged
     */
    private static int damageEvents(Path folder) throws Exception {
        List<Path> events;
        try (var walk = Files.walk(folder)) {
            events = walk.filter(f -> f.getFileName().toString().equals("action")).toList();
        }
        for (Path file : events) {
            var time = Files.getLastModifiedTime(file);
            Files.writeString(file, "#not,the,header\n1,2,3\n");
            Files.setLastModifiedTime(file, time);
        }
        assertThrows(java.io.IOException.class, () -> RunFolderReader.read(folder), "reading the events fails now");
        return events.size();
    }

    /** The stored percentiles of a run, one line per case and metric, in one order. */
    private static List<String> percentiles(ResultsDatabase database, String runId) throws Exception {
        List<String> lines = new ArrayList<>();
        try (Connection c = database.getConnection();
             PreparedStatement s = c.prepareStatement("SELECT case_id, metric, value_ns, low_ns, high_ns "
                     + "FROM case_percentile WHERE run_id = ? ORDER BY case_id, metric")) {
            s.setString(1, runId);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    lines.add(r.getString(1) + " " + r.getString(2) + " " + r.getDouble(3) + " " + r.getDouble(4)
                            + " " + r.getDouble(5));
                }
            }
        }
        return lines;
    }
}
