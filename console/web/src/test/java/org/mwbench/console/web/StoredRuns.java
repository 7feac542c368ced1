package org.mwbench.console.web;

import java.nio.file.Path;
import java.util.List;
import org.mwbench.analysis.html.HtmlReport;
import org.mwbench.results.Fixtures;
import org.mwbench.results.model.ResultRun;
import org.mwbench.results.model.Testbed;
import org.mwbench.results.model.TestbedAgent;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunFolderReader;
import org.mwbench.results.store.RunImport;

/**
 * Real runs in a results database, as the results view's tests need them: copies of
 * analysis/core's two-series loop campaign (plan {@code loop}: rmi and tcp ping) put in the
 * console's runs folder, each with the HTML report {@code mwbench run} writes, and stored
 * with the results module's own import.
 */
final class StoredRuns {
    static final String PLAN = "loop";
    /** A plan name a hostile .ctp file could carry: markup, quotes and an ampersand. */
    static final String HOSTILE_PLAN = "<img src=x onerror=alert(1)>\"'&<script>alert(2)</script>";

    private StoredRuns() {
    }

    /** Stores {@code count} copies of the loop campaign, {@code loop-campaign-1}..., in the runs folder, with reports. */
    static List<String> loopCampaigns(Path runsFolder, String databaseUrl, int count) throws Exception {
        RunImport importer = new RunImport(ResultsDatabase.open(databaseUrl));
        List<String> folders = new java.util.ArrayList<>();
        for (int i = 1; i <= count; i++) {
            String name = "loop-campaign-" + i;
            Path folder = Fixtures.copyAs("loop-campaign", runsFolder, name);
            HtmlReport.write(folder);
            expectStored(importer.importPath(folder));
            folders.add(name);
        }
        return folders;
    }

    /** Stores a run from outside the runs folder: the database has it, the console has no report of it. */
    static void scenarioRunElsewhere(Path elsewhere, String databaseUrl) throws Exception {
        expectStored(new RunImport(ResultsDatabase.open(databaseUrl)).importPath(Fixtures.copy("scenario-run", elsewhere)));
    }

    /** Stores the loop campaign again under a hostile plan name (the name is what a user may choose). */
    static void hostilePlan(Path elsewhere, String databaseUrl) throws Exception {
        ResultRun run = RunFolderReader.read(Fixtures.copyAs("loop-campaign", elsewhere, "hostile-run"));
        ResultRun renamed = new ResultRun(ResultRun.idOf(HOSTILE_PLAN, run.folderName(), 0), run.folderName(), HOSTILE_PLAN,
                run.planText(), run.arguments(), run.seriesCount(), run.startedAt(), run.endedAt(), run.mwbenchVersion(),
                run.mwbenchCommit(), run.exitStatus(), run.cutShort(), run.testbed(), run.scenarioFiles(),
                run.serverConfig(), run.measures(), run.stepMeans(), run.plateaus());
        RunImport.Outcome outcome = new RunImport(ResultsDatabase.open(databaseUrl)).store("hostile", renamed);
        if (outcome.status() != RunImport.Status.STORED) {
            throw new AssertionError("not stored: " + outcome);
        }
    }

    /**
     * Stores {@code count} copies of the loop campaign as if run on a colleague's machine (another
     * host, Java 25), with only its rmi cases: a second testbed for the same plan, whose tcp cases
     * have no partner.
     */
    static void loopOnAnotherTestbed(Path elsewhere, String databaseUrl, int count) throws Exception {
        RunImport importer = new RunImport(ResultsDatabase.open(databaseUrl));
        for (int i = 1; i <= count; i++) {
            ResultRun run = RunFolderReader.read(Fixtures.copyAs("loop-campaign", elsewhere, "colleague-" + i));
            java.util.List<TestbedAgent> agents = run.testbed().agents().stream().map(a -> new TestbedAgent(a.agent(),
                    "colleague", a.cpuModel(), a.cpuCount(), a.memoryBytes(), a.kernel(), a.osArch(), "25", a.javaVm(),
                    a.jvmGc(), a.jvmFlags())).toList();
            ResultRun moved = new ResultRun(ResultRun.idOf(PLAN, run.folderName(), 25), run.folderName(), PLAN,
                    run.planText(), run.arguments(), run.seriesCount(), run.startedAt(), run.endedAt(),
                    run.mwbenchVersion(), run.mwbenchCommit(), run.exitStatus(), run.cutShort(),
                    Testbed.of(run.testbed().emulatedLinks(), agents), run.scenarioFiles(), run.serverConfig(),
                    run.measures().stream().filter(m -> m.testCase().middleware().equals("rmi")).toList(),
                    run.stepMeans(), run.plateaus());
            RunImport.Outcome outcome = importer.store("colleague", moved);
            if (outcome.status() != RunImport.Status.STORED) {
                throw new AssertionError("not stored: " + outcome);
            }
        }
    }

    private static void expectStored(List<RunImport.Outcome> outcomes) {
        if (outcomes.size() != 1 || outcomes.get(0).status() != RunImport.Status.STORED) {
            throw new AssertionError("not stored: " + outcomes);
        }
    }
}
