package org.mwbench.results.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.results.Fixtures;
import org.mwbench.results.model.Measure;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunFolderReader;
import org.mwbench.results.store.RunImport;

/** Guards history: one point per run and case, percentiles recomputed from merged histograms, intervals around them. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class HistoryTest {
    private Path temp;
    private ResultsDatabase database;

    @BeforeEach
    void open() throws Exception {
        temp = Files.createTempDirectory("results-history");
        database = ResultsDatabase.open("jdbc:sqlite:" + temp.resolve("results.db"));
    }

    @AfterEach
    void delete() throws Exception {
        Fixtures.delete(temp);
    }

    @Test
    void threeRunsGiveThreePointsEachWithItsInterval() throws Exception {
        RunImport importer = new RunImport(database);
        for (int i = 1; i <= 3; i++) {
            importer.importPath(Fixtures.copyAs("loop-campaign", temp, "loop-campaign-" + i));
        }
        List<HistoryPoint> points = new ResultsQueries(database).history(
                new CaseFilter("rmi", "ping", null, null, null, null), Metric.P99);
        assertEquals(3, points.size(), points.toString());
        ResultRun run = RunFolderReader.read(temp.resolve("loop-campaign-1"));
        Histogram merged = new Histogram(3);
        for (Measure measure : run.measures()) {
            if (measure.actionType().equals("rmi ping")) {
                merged.add(RunFolderReader.decode(measure.histogram()));
            }
        }
        for (HistoryPoint point : points) {
            assertEquals(2, point.series(), "both series of the campaign");
            assertEquals(14, point.calls(), "7 calls in each series");
            assertEquals(merged.getValueAtPercentile(99), point.value(), 0.0, "recomputed from the merged histograms");
            assertTrue(point.low() <= point.value() && point.value() <= point.high(), point.toString());
        }
    }

    @Test
    void theMeanOfACampaignHasTheStudentIntervalOverItsSeries() throws Exception {
        new RunImport(database).importPath(Fixtures.copy("loop-campaign", temp));
        HistoryPoint point = new ResultsQueries(database).history(
                new CaseFilter("tcp", "ping", null, null, null, null), Metric.MEAN).get(0);
        // series means 110 and 140 µs (6 successes each): mean 125, t(0.975, 1) = 12.706, s = 21.21, n = 2
        assertEquals(125_000, point.value(), 1e-6);
        assertEquals(12.7062047 * 21213.2034 / Math.sqrt(2), point.high() - point.value(), 1);
    }

    @Test
    void anOperationMatchesWithOrWithoutItsPayloadSize() {
        CaseFilter strings = new CaseFilter(null, "string", null, null, null, null);
        assertTrue(strings.matchesOperation("string 4096", 4096));
        assertTrue(new CaseFilter(null, "string 4096", null, null, null, null).matchesOperation("string 4096", 4096));
        assertTrue(!strings.matchesOperation("struct 4096", 4096));
    }
}
