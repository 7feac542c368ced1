package org.mwbench.results.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.results.Fixtures;

/**
 * Guards two runs ending at once: each opens the embedded file (migrating it if new) and stores
 * in its own transaction at the same moment; both are stored.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ConcurrentStoreTest {
    private Path temp;

    @BeforeEach
    void folder() throws Exception {
        temp = Files.createTempDirectory("results-concurrent");
    }

    @AfterEach
    void delete() throws Exception {
        Fixtures.delete(temp);
    }

    @Test
    void runsEndingAtOnceAreAllStored() throws Exception {
        int writers = 4;
        String url = "jdbc:sqlite:" + temp.resolve("runs/results.db");
        List<Path> runs = new ArrayList<>();
        for (int i = 0; i < writers; i++) {
            runs.add(Fixtures.copyAs("scenario-run", temp, "scenario-" + i));
        }
        CyclicBarrier together = new CyclicBarrier(writers);
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        try {
            List<Future<RunImport.Outcome>> outcomes = new ArrayList<>();
            for (Path run : runs) {
                outcomes.add(pool.submit(() -> {
                    together.await(60, TimeUnit.SECONDS);
                    return new RunImport(ResultsDatabase.open(url)).importPath(run).get(0);
                }));
            }
            for (Future<RunImport.Outcome> outcome : outcomes) {
                assertEquals(RunImport.Status.STORED, outcome.get(120, TimeUnit.SECONDS).status(),
                        String.valueOf(outcome.get().message()));
            }
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(30, TimeUnit.SECONDS);
        }
        assertEquals(writers, new RunReader(ResultsDatabase.open(url)).latestRunIds(100).size());
    }
}
