package org.mwbench.results.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.results.Fixtures;
import org.mwbench.results.model.Measure;
import org.mwbench.results.model.ResultRun;

/** Guards storing a run folder in the embedded database: all of it, once, and read back as it was. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RunStoreTest {
    private Path temp;
    private ResultsDatabase database;

    @BeforeEach
    void open() throws Exception {
        temp = Files.createTempDirectory("results-store");
        database = ResultsDatabase.open("jdbc:sqlite:" + temp.resolve("results.db"));
    }

    @AfterEach
    void delete() throws Exception {
        Fixtures.delete(temp);
    }

    @Test
    void aCampaignIsStoredOnceAndReadBackWhole() throws Exception {
        Path campaign = Fixtures.copy("loop-campaign", temp);
        ResultRun read = RunFolderReader.read(campaign);
        RunWriter writer = new RunWriter(database);

        assertTrue(writer.store(read));
        assertFalse(writer.store(RunFolderReader.read(campaign)), "a second import finds the run stored");

        ResultRun back = new RunReader(database).read(read.runId());
        assertEquals(read, back);
        assertEquals(2, back.seriesCount());
        assertTrue(back.measures().stream().anyMatch(m -> m.series() == 2), "per series");
        assertFalse(back.stepMeans().isEmpty(), "the loop's step means");
        assertNotNull(back.planText());
    }

    @Test
    void theHistogramKeptGivesTheStoredPercentiles() throws Exception {
        ResultRun run = RunFolderReader.read(Fixtures.copy("scenario-run", temp));
        new RunWriter(database).store(run);
        for (Measure measure : new RunReader(database).read(run.runId()).measures()) {
            Histogram histogram = RunFolderReader.decode(measure.histogram());
            assertEquals(measure.calls() - measure.errors(), histogram.getTotalCount(), measure.actionType());
            assertEquals(measure.p99Nanos(), (double) histogram.getValueAtPercentile(99), measure.actionType());
        }
    }

    @Test
    void theEmbeddedFileIsTheOwnersOnlyAsTheRunsAre() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(
                temp.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX permissions only");
        assertEquals("rw-------", java.nio.file.attribute.PosixFilePermissions.toString(
                Files.getPosixFilePermissions(temp.resolve("results.db"))));
    }

    @Test
    void aDamagedFolderFailsWithItsFileNamedAndNothingIsStored() throws Exception {
        Path run = Fixtures.copy("scenario-run", temp);
        Files.writeString(run.resolve("users/action"), "#not,the,header\n1,2,3\n");
        Exception failure = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                () -> RunFolderReader.read(run));
        assertTrue(failure.getMessage().contains("action"), failure.getMessage());
        assertTrue(new RunReader(database).latestRunIds(10).isEmpty());
    }
}
