package org.mwbench.results.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.results.Fixtures;
import org.mwbench.results.model.Measure;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.store.CasePercentiles;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunFolderReader;
import org.mwbench.results.store.RunImport;

/**
 * Guards history: one point per run and case, percentiles from merged histograms (stored with
 * the run since schema version 2, recomputed for runs stored before), intervals around them.
 */
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
    void runsStoredWithoutTheirCasePercentilesHaveTheSameHistory() throws Exception {
        RunImport importer = new RunImport(database);
        importer.importPath(Fixtures.copy("loop-campaign", temp));
        importer.importPath(Fixtures.copy("scenario-run", temp));
        ResultsQueries queries = new ResultsQueries(database);
        Map<Metric, List<HistoryPoint>> stored = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            stored.put(metric, queries.history(CaseFilter.all(), metric));
        }
        // as runs stored before schema version 2 are: their percentiles recomputed from the measures' histograms
        try (Connection c = database.getConnection(); Statement s = c.createStatement()) {
            assertTrue(s.executeUpdate("DELETE FROM case_percentile") > 0, "the runs were stored with their percentiles");
        }
        for (Metric metric : Metric.values()) {
            assertFalse(stored.get(metric).isEmpty());
            assertEquals(stored.get(metric), queries.history(CaseFilter.all(), metric), metric.label());
        }
    }

    @Test
    void aDatabaseOfVersionOneIsMigratedAndStoresRuns() throws Exception {
        Path old = temp.resolve("version-1.db");
        Flyway.configure().dataSource("jdbc:sqlite:" + old, null, null).locations("classpath:db/migration")
                .target("1").load().migrate();
        ResultsDatabase migrated = ResultsDatabase.open("jdbc:sqlite:" + old);
        new RunImport(migrated).importPath(Fixtures.copy("loop-campaign", temp));
        List<HistoryPoint> points = new ResultsQueries(migrated).history(CaseFilter.all(), Metric.P99);
        assertFalse(points.isEmpty());
        try (Connection c = migrated.getConnection(); Statement s = c.createStatement();
             ResultSet rows = s.executeQuery("SELECT COUNT(*) FROM case_percentile")) {
            assertTrue(rows.next() && rows.getInt(1) == points.size() * CasePercentiles.STANDARD.size(),
                    "four percentiles per case stored");
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
