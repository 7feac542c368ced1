package org.mwbench.results.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.analysis.store.PlateauRow;
import org.mwbench.results.Fixtures;
import org.mwbench.results.model.PlateauMeasure;

/**
 * A run's plateaus keep their verdict in the database: settled at the target, settled only at
 * the widest width the plan accepts (widened, with the target it missed), or not settled.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class PlateauStoreTest {
    private Path temp;

    @BeforeEach
    void create() throws Exception {
        temp = Files.createTempDirectory("results-plateaus");
    }

    @AfterEach
    void delete() throws Exception {
        Fixtures.delete(temp);
    }

    @Test
    void eachPlateausVerdictAndTargetWidthAreStoredAndReadBack() throws Exception {
        Path folder = Fixtures.copy("scenario-run", temp);
        Files.write(folder.resolve("users").resolve(PlateauRow.FILE), List.of(PlateauRow.HEADER,
                "rmi,rmi ping,1,1,rmi-server,1000000000,3000000000,8,true,5,40000,0,20000.0,19500.0,20500.0,48000,90000,35,1,",
                "rmi,rmi ping,10,10,rmi-server,4000000000,12000000000,6,widened,5,240000,0,30000.0,26000.0,34000.0,80000,300000,50,1,",
                "rmi,rmi ping,100,100,rmi-server,13000000000,21000000000,5,false,5,50000,3,6000.0,3000.0,9000.0,900000,4000000,95,1,"
                        + "ConnectException=3"));
        ResultsDatabase database = ResultsDatabase.open("jdbc:sqlite:" + temp.resolve("results.db"));
        List<RunImport.Outcome> outcomes = new RunImport(database).importPath(folder);
        assertEquals(RunImport.Status.STORED, outcomes.get(0).status(), outcomes.toString());

        List<PlateauMeasure> plateaus = new RunReader(database).read(RunFolderReader.idOf(folder)).plateaus();
        assertEquals(3, plateaus.size(), plateaus.toString());
        assertTrue(plateaus.get(0).settled() && !plateaus.get(0).widened(), "settled at its target: " + plateaus.get(0));
        assertTrue(plateaus.get(1).settled() && plateaus.get(1).widened(), "settled widened: " + plateaus.get(1));
        assertFalse(plateaus.get(2).settled() || plateaus.get(2).widened(), "not settled: " + plateaus.get(2));
        for (PlateauMeasure plateau : plateaus) {
            assertEquals(5.0, plateau.widthPct(), "the target width, in %: " + plateau);
        }
    }

    @Test
    void aPlateauFromBeforeTheTargetWasRecordedHasNone() throws Exception {
        Path folder = Fixtures.copy("scenario-run", temp);
        Files.write(folder.resolve("users").resolve(PlateauRow.FILE), List.of(
                "#behavior,type,clients,active,server,start_ns,end_ns,intervals,settled,calls,errors,throughput,ci_low,"
                        + "ci_high,mean_ns,p99_ns,injector_cpu_pct,injector_cores,errors_by_kind",
                "rmi,rmi ping,1,1,rmi-server,1000000000,3000000000,8,true,40000,0,20000.0,19500.0,20500.0,48000,90000,35,1,"));
        ResultsDatabase database = ResultsDatabase.open("jdbc:sqlite:" + temp.resolve("results.db"));
        new RunImport(database).importPath(folder);
        PlateauMeasure plateau = new RunReader(database).read(RunFolderReader.idOf(folder)).plateaus().get(0);
        assertTrue(plateau.settled() && !plateau.widened());
        assertNull(plateau.widthPct(), "no target recorded: none stored");
    }
}
