package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.results.Fixtures;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunImport;

/**
 * {@code mwbench compare} over database selections: the last runs of a plan against one run
 * (given as a selection, or as its folder), cases paired exactly, unpaired ones failing the
 * gate unless allowed, JUnit XML and CSV, and exit code 2 for a bad selection.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class CompareSelectionsTest {
    @TempDir
    Path dir;
    private String db;

    @BeforeEach
    void store() throws Exception {
        db = "jdbc:sqlite:" + dir.resolve("results.db");
        RunImport importer = new RunImport(ResultsDatabase.open(db));
        for (int i = 1; i <= 3; i++) {
            importer.importPath(Fixtures.copyAs("loop-campaign", dir, "loop-campaign-" + i));
        }
        importer.importPath(Fixtures.copy("scenario-run", dir));
    }

    @Test
    void theLastRunsOfAPlanAgainstOneRunPairExactly() throws Exception {
        CommandResult same = CommandResult.of("compare", "db:plan=loop,last=2", "db:run=loop-campaign-3", "--db", db,
                "--fail-on-regression", "5");
        assertEquals(0, same.exitCode(), same.toString());
        assertTrue(same.out().contains("A: plan=loop,last=2 (2 run(s)), B: run=loop-campaign-3 (1 run(s))"), same.out());
        assertTrue(same.out().contains("loop: rmi ping, 1 client(s)") && same.out().contains("no clear change"), same.out());
        assertTrue(same.out().contains("0 regression(s)"), same.out());

        // a folder beside a selection names the run stored from it
        CommandResult folder = CommandResult.of("compare", "db:plan=loop,last=3", dir.resolve("loop-campaign-1").toString(),
                "--db", db, "--format", "csv");
        assertEquals(0, folder.exitCode(), folder.toString());
        assertTrue(folder.out().startsWith("case,figure,"), folder.out());
        assertEquals(5, folder.out().lines().count(), "a header, mean and p99 of rmi and tcp ping: " + folder.out());
    }

    @Test
    void casesWithoutAPartnerFailTheGateUnlessAllowed() throws Exception {
        Path junit = dir.resolve("compare.xml");
        CommandResult unpaired = CommandResult.of("compare", "db:plan=loop", "db:run=scenario-run", "--db", db,
                "--fail-on-regression", "5", "--junit", junit.toString());
        assertEquals(1, unpaired.exitCode(), unpaired.toString());
        assertTrue(unpaired.err().contains("no partner in the other selection"), unpaired.err());
        assertTrue(Files.readString(junit).contains("only in A: nothing compared"), Files.readString(junit));

        CommandResult allowed = CommandResult.of("compare", "db:plan=loop", "db:run=scenario-run", "--db", db,
                "--fail-on-regression", "5", "--allow-missing");
        assertEquals(0, allowed.exitCode(), allowed.toString());
    }

    @Test
    void aBadSelectionIsExitCode2() {
        for (String[] sides : new String[][] {{"db:plan=loop,colour=red", "db:run=loop-campaign-1"},
                {"db:plan=nothing", "db:run=loop-campaign-1"}, {"db:run=nothing", "db:plan=loop"}}) {
            CommandResult bad = CommandResult.of("compare", sides[0], sides[1], "--db", db);
            assertEquals(2, bad.exitCode(), bad.toString());
            assertTrue(bad.err().startsWith("mwbench compare: "), bad.err());
        }
    }
}
