package org.mwbench.results.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.results.Fixtures;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.model.Testbed;
import org.mwbench.results.model.TestbedAgent;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunFolderReader;
import org.mwbench.results.store.RunWriter;
import org.mwbench.results.store.RunImport;

/** Guards the comparison of selections: exact pairing, unpaired cases listed, and the catalog the web view offers. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class SelectionComparisonTest {
    private Path temp;
    private ResultsDatabase database;

    @BeforeEach
    void store() throws Exception {
        temp = Files.createTempDirectory("results-compare");
        database = ResultsDatabase.open("jdbc:sqlite:" + temp.resolve("results.db"));
        RunImport importer = new RunImport(database);
        for (int i = 1; i <= 3; i++) {
            importer.importPath(Fixtures.copyAs("loop-campaign", temp, "loop-campaign-" + i));
        }
        importer.importPath(Fixtures.copy("scenario-run", temp));
    }

    @AfterEach
    void delete() throws Exception {
        Fixtures.delete(temp);
    }

    @Test
    void theLastRunsOfAPlanPairExactlyWithOneRun() throws Exception {
        SelectionComparison.Result result = new SelectionComparison(database).compare(
                Selection.parse("db:plan=loop,last=2"), Selection.parse("run=loop-campaign-1"), Metric.P99);
        assertEquals(2, result.runsA().size());
        assertEquals(1, result.runsB().size());
        assertTrue(result.unpaired().isEmpty(), result.unpaired().toString());
        List<String> middlewares = result.pairs().stream().map(p -> p.key().middleware()).toList();
        assertTrue(middlewares.contains("rmi") && middlewares.contains("tcp"), middlewares.toString());
        for (SelectionComparison.Pair pair : result.pairs()) {
            assertEquals(2, pair.a().runs());
            assertEquals(pair.a().value(), pair.b().value(), 0.0, "the same fixture on both sides");
            assertEquals(0, pair.changePct(), 0.0);
        }
    }

    @Test
    void casesOnlyOneSideMeasuredAreListedUnpaired() throws Exception {
        SelectionComparison.Result result = new SelectionComparison(database).compare(
                Selection.parse("plan=loop"), Selection.ofRun("scenario-run"), Metric.MEAN);
        assertTrue(result.pairs().isEmpty(), result.pairs().toString());
        assertTrue(result.unpaired().stream().anyMatch(u -> u.side().equals("a")));
        assertTrue(result.unpaired().stream().anyMatch(u -> u.side().equals("b")));
    }

    @Test
    void theSamePlanOnTwoTestbedsPairsItsCasesSideBySide() throws Exception {
        String here = new ResultsCatalog(database).testbeds().get(0).testbedId();
        for (int i = 1; i <= 2; i++) {
            ResultRun run = RunFolderReader.read(Fixtures.copyAs("loop-campaign", temp, "elsewhere-" + i));
            new RunWriter(database).store(onAnotherTestbed(run, "rmi"));
        }
        String scenario = scenarioTestbed();
        String there = new ResultsCatalog(database).testbeds().stream().map(ResultsCatalog.TestbedEntry::testbedId)
                .filter(id -> !id.equals(here) && !id.equals(scenario)).findFirst().orElseThrow();

        SelectionComparison.Result result = new SelectionComparison(database).compare(
                Selection.parse("plan=loop,last=5,testbed=" + here.substring(0, 12)),
                Selection.parse("plan=loop,last=5,testbed=" + there.substring(0, 12)), Metric.MEDIAN);
        assertEquals(3, result.runsA().size(), "every run of the plan here, none of there");
        assertEquals(2, result.runsB().size());
        assertTrue(result.pairs().stream().allMatch(p -> p.key().middleware().equals("rmi")), result.pairs().toString());
        assertTrue(!result.pairs().isEmpty());
        for (SelectionComparison.Pair pair : result.pairs()) {
            assertEquals(3, pair.a().runs());
            assertEquals(2, pair.b().runs());
            assertEquals(pair.a().value(), pair.b().value(), 0.0, "the same measures on both testbeds");
            assertTrue(!pair.separated(), "no clear change");
        }
        assertTrue(!result.unpaired().isEmpty());
        assertTrue(result.unpaired().stream().allMatch(u -> u.side().equals("a") && u.key().middleware().equals("tcp")),
                "the cases measured on one testbed only: " + result.unpaired());
    }

    private String scenarioTestbed() throws Exception {
        return new org.mwbench.results.store.RunReader(database).read(
                new org.mwbench.results.store.RunReader(database).find("scenario-run").orElseThrow()).testbed().testbedId();
    }

    /** The run as if it had run on another machine (Java 25 there), with only one middleware's cases. */
    static ResultRun onAnotherTestbed(ResultRun run, String middleware) {
        List<TestbedAgent> agents = run.testbed().agents().stream().map(a -> new TestbedAgent(a.agent(), "colleague",
                a.cpuModel(), a.cpuCount(), a.memoryBytes(), a.kernel(), a.osArch(), "25", a.javaVm(), a.jvmGc(),
                a.jvmFlags())).toList();
        return new ResultRun(ResultRun.idOf(run.planName(), run.folderName(), 25), run.folderName(), run.planName(),
                run.planText(), run.arguments(), run.seriesCount(), run.startedAt(), run.endedAt(), run.mwbenchVersion(),
                run.mwbenchCommit(), run.exitStatus(), run.cutShort(), Testbed.of(run.testbed().emulatedLinks(), agents),
                run.scenarioFiles(), run.serverConfig(),
                run.measures().stream().filter(m -> m.testCase().middleware().equals(middleware)).toList(),
                run.stepMeans(), run.plateaus());
    }

    @Test
    void aSelectionIsCheckedPartByPart() {
        assertEquals(new Selection("p", "ab", 5, null), Selection.parse("plan=p,last=5,testbed=ab"));
        assertThrows(IllegalArgumentException.class, () -> Selection.parse("plan=p,colour=red"));
        assertThrows(IllegalArgumentException.class, () -> Selection.parse("plan=p,last=x"));
        assertThrows(IllegalArgumentException.class, () -> Selection.parse("last=3"));
        assertThrows(IllegalArgumentException.class, () -> new SelectionComparison(database).compare(
                Selection.parse("plan=nothing"), Selection.parse("plan=loop"), Metric.MEAN));
    }

    @Test
    void theCatalogCountsRunsPerCaseTestbedAndPlan() throws Exception {
        ResultsCatalog catalog = new ResultsCatalog(database);
        ResultsCatalog.CaseEntry rmiPing = catalog.cases().stream()
                .filter(c -> c.middleware().equals("rmi") && c.operation().equals("ping"))
                .findFirst().orElseThrow();
        assertEquals(3, rmiPing.runs());
        assertEquals(rmiPing.middleware(), catalog.findCase(rmiPing.caseId()).orElseThrow().middleware());
        assertEquals(4, catalog.testbeds().stream().mapToInt(ResultsCatalog.TestbedEntry::runs).sum());
        assertTrue(catalog.plans().contains(new ResultsCatalog.PlanEntry("loop", 3)), catalog.plans().toString());
    }
}
