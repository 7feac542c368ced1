package org.mwbench.results.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.results.Fixtures;
import org.mwbench.results.PostgresServer;
import org.mwbench.results.model.Measure;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.query.CaseFilter;
import org.mwbench.results.query.HistoryPoint;
import org.mwbench.results.query.Metric;
import org.mwbench.results.query.ResultsQueries;

/**
 * Guards the same migrations and queries on a real PostgreSQL server, and that runs exported
 * from the embedded file and imported into an empty PostgreSQL database keep their figures:
 * the same percentiles, to the histogram's precision.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class PostgresExportImportTest {
    private Path temp;

    @BeforeEach
    void folder() throws Exception {
        temp = Files.createTempDirectory("results-export");
    }

    @AfterEach
    void delete() throws Exception {
        Fixtures.delete(temp);
    }

    @Test
    void anExportImportedIntoAnEmptyPostgresDatabaseGivesTheSamePercentiles() throws Exception {
        Optional<Path> bin = PostgresServer.binaries();
        Assumptions.assumeTrue(bin.isPresent(), "PostgreSQL is not installed (Debian package postgresql; "
                + "deploy/setup-machine.sh --tests installs it): this test needs a real server");
        ResultsDatabase here = ResultsDatabase.open("jdbc:sqlite:" + temp.resolve("results.db"));
        RunImport local = new RunImport(here);
        assertEquals(RunImport.Status.STORED, local.importPath(Fixtures.copy("loop-campaign", temp)).get(0).status());
        assertEquals(RunImport.Status.STORED, local.importPath(Fixtures.copy("scenario-run", temp)).get(0).status());
        RunReader reader = new RunReader(here);
        List<ResultRun> exported = reader.latestRunIds(10).stream().map(id -> {
            try {
                return reader.read(id);
            } catch (java.sql.SQLException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        ResultFile.write(exported, file);

        try (PostgresServer server = PostgresServer.start(bin.get())) {
            ResultsDatabase there = ResultsDatabase.open(server.createDatabase("results"));
            for (ResultRun run : ResultFile.read(new ByteArrayInputStream(file.toByteArray()), "export.json")) {
                assertEquals(RunImport.Status.STORED, new RunImport(there).store("export.json", run).status());
            }
            assertEquals(RunImport.Status.ALREADY_STORED,
                    new RunImport(there).store("again", exported.get(0)).status(), "idempotent on PostgreSQL too");
            for (ResultRun run : exported) {
                ResultRun imported = new RunReader(there).read(run.runId());
                assertEquals(run, imported);
                for (Measure measure : imported.measures()) {
                    Histogram histogram = RunFolderReader.decode(measure.histogram());
                    assertEquals(measure.p99Nanos(), (double) histogram.getValueAtPercentile(99));
                    assertEquals(measure.p50Nanos(), (double) histogram.getValueAtPercentile(50));
                }
            }
            ResultsDatabase reopened = ResultsDatabase.open(there.url()); // current: the migration is not run again
            for (Metric metric : List.of(Metric.MEDIAN, Metric.P99, Metric.MEAN)) {
                List<HistoryPoint> local99 = new ResultsQueries(here).history(CaseFilter.all(), metric);
                List<HistoryPoint> there99 = new ResultsQueries(reopened).history(CaseFilter.all(), metric);
                assertFalse(local99.isEmpty());
                assertEquals(local99, there99, metric.label());
            }
            // runs stored before schema version 2 (no case_percentile rows): the same history, from the histograms
            try (java.sql.Connection c = there.getConnection(); java.sql.Statement s = c.createStatement()) {
                assertTrue(s.executeUpdate("DELETE FROM case_percentile") > 0);
            }
            for (Metric metric : List.of(Metric.MEDIAN, Metric.P999)) {
                assertEquals(new ResultsQueries(here).history(CaseFilter.all(), metric),
                        new ResultsQueries(there).history(CaseFilter.all(), metric), metric.label() + " recomputed");
            }
        }
        assertTrue(Files.exists(temp.resolve("results.db")));
    }
}
