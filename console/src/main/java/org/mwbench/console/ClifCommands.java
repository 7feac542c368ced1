package org.mwbench.console;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.remote.SupervisorControl;
import org.mwbench.platform.supervisor.CollectResult;
import org.mwbench.platform.supervisor.Snapshot;
import org.mwbench.platform.supervisor.StartResult;
import org.mwbench.platform.supervisor.SupervisorException;
import org.mwbench.platform.supervisor.SupervisorStatus;
import org.mwbench.results.cli.RunStoring;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The step-by-step commands that drive a running {@code mwbench supervisor}, one per life
 * cycle verb, as CLIF's {@code clifcmd} has them. Each method is one sub-command.
 */
abstract class ClifCommands {
    @Spec
    CommandSpec spec;

    @Command(name = "deploy", mixinStandardHelpOptions = true,
            description = "Deploys a test plan's blades on their agents (nothing is deployed if any fails).")
    int deploy(@Parameters(paramLabel = "PLAN.ctp") Path plan, @Mixin SupervisorClient client) throws Exception {
        if (!Files.isRegularFile(plan)) {
            err().println("mwbench deploy: no plan file " + plan);
            return ExitCodes.USAGE;
        }
        String fileName = plan.getFileName().toString();
        String name = fileName.endsWith(".ctp") ? fileName.substring(0, fileName.length() - 4) : fileName;
        return call("deploy", () -> {
            SupervisorControl control = client.connect();
            String runId = control.deploy(Files.readString(plan), plan.toString(), name);
            out().println("deployed " + runId);
        });
    }

    @Command(name = "init", mixinStandardHelpOptions = true, description = "Initializes the deployed test's blades.")
    int init(@Mixin SupervisorClient client) {
        return call("init", () -> {
            client.connect().init();
            out().println("initialized");
        });
    }

    @Command(name = "start", mixinStandardHelpOptions = true,
            description = "Starts every blade at one shared instant and prints the start skew.")
    int start(@Mixin SupervisorClient client) {
        return call("start", () -> {
            StartResult start = client.connect().start();
            out().println("started; start skew " + StartSkew.describe(start));
        });
    }

    @Command(name = "suspend", mixinStandardHelpOptions = true, description = "Suspends blades (all if none named).")
    int suspend(@Parameters(arity = "0..*", paramLabel = "BLADE") List<String> blades, @Mixin SupervisorClient client) {
        return call("suspend", () -> client.connect().suspend(listOf(blades)));
    }

    @Command(name = "resume", mixinStandardHelpOptions = true, description = "Resumes blades (all if none named).")
    int resume(@Parameters(arity = "0..*", paramLabel = "BLADE") List<String> blades, @Mixin SupervisorClient client) {
        return call("resume", () -> client.connect().resume(listOf(blades)));
    }

    @Command(name = "stop", mixinStandardHelpOptions = true, description = "Stops blades (all if none named).")
    int stop(@Parameters(arity = "0..*", paramLabel = "BLADE") List<String> blades, @Mixin SupervisorClient client) {
        return call("stop", () -> client.connect().stop(listOf(blades)));
    }

    @Command(name = "wait", mixinStandardHelpOptions = true,
            description = "Waits until every blade has ended (CLIF's join), printing progress every second.")
    int await(@Mixin SupervisorClient client) {
        return call("wait", () -> {
            ProgressPrinter printer = new ProgressPrinter(out());
            while (true) {
                SupervisorStatus status = client.connect().status();
                if (status.runId() == null) {
                    throw new SupervisorException("no test is deployed");
                }
                Snapshot snapshot = new Snapshot(status.states(), status.lastInterval(), status.lastGauges(),
                        status.lostAgents(), status.elapsedNanos());
                printer.progress(snapshot);
                if (snapshot.finished() && !status.states().isEmpty()) {
                    return;
                }
                Thread.sleep(1000);
            }
        });
    }

    @Command(name = "collect", mixinStandardHelpOptions = true,
            description = {"Brings every blade's event files into the report folder, undeploys the test and stores "
                    + "it in the results database (when the report folder is on this machine)."})
    int collect(@Mixin SupervisorClient client, @Option(names = "--db", paramLabel = "URL",
            description = "The results database the run is stored in, a JDBC URL (default: $MWBENCH_DB, else "
                    + "results.db in the folder of the run's report).") String db) {
        return call("collect", () -> {
            SupervisorControl control = client.connect();
            // the results database opens while the blades' files come in (a new one's schema takes longest)
            try (RunStoring storing = storingFor(control.status().reportFolder(), db)) {
                CollectResult result = control.collect();
                new ProgressPrinter(out()).collected(result);
                String lastRun = control.status().lastRun();
                out().println("report: " + lastRun);
                storeCollected(storing, lastRun, result);
                if (!result.problems().isEmpty()) {
                    throw new SupervisorException("some blades were not collected:\n  "
                            + String.join("\n  ", result.problems()));
                }
            }
        });
    }

    /**
     * The results database of the runs folder holding a deployed test's report folder (the
     * supervisor creates it at deploy), opening in the background; null when that folder is not
     * on this machine, or no test is deployed.
     */
    private static RunStoring storingFor(String reportFolder, String db) {
        Path folder = reportFolder == null ? null : Path.of(reportFolder).toAbsolutePath();
        return folder == null || !Files.isDirectory(folder) ? null : RunStoring.prepare(db, folder.getParent());
    }

    /**
     * Stores a collected run as {@code mwbench run} stores its own; a supervisor on another
     * machine wrote its folder there, where {@code mwbench db import} stores it.
     */
    private void storeCollected(RunStoring storing, String lastRun, CollectResult result) {
        Path folder = lastRun == null ? null : Path.of(lastRun);
        if (storing == null || folder == null || !Files.isDirectory(folder)) {
            err().println("mwbench collect: not stored in the results database: the report folder " + lastRun
                    + " is not on this machine (mwbench db import FOLDER stores it where it is)");
            return;
        }
        storing.afterRun(folder, result.problems().isEmpty() ? ExitCodes.OK : ExitCodes.FAILURE, false,
                spec.commandLine().getParseResult().originalArgs(), out(), err());
    }

    @Command(name = "status", mixinStandardHelpOptions = true,
            description = "Shows the registered agents, the deployed test and each blade's state.")
    int status(@Mixin SupervisorClient client) {
        return call("status", () -> {
            SupervisorStatus status = client.connect().status();
            out().println("agents: " + status.agents());
            out().println("test: " + (status.runId() == null ? "none deployed" : status.runId()));
            status.states().forEach((blade, state) -> out().println("  " + blade + ": " + state.label()));
            status.lostAgents().forEach((agent, why) -> out().println("  agent '" + agent + "' LOST: " + why));
            if (status.lastRun() != null) {
                out().println("last collected: " + status.lastRun());
            }
        });
    }

    @Command(name = "quickstats", mixinStandardHelpOptions = true,
            description = "Prints the quick statistics of the last collected test.")
    int quickstats(@Mixin SupervisorClient client) {
        return call("quickstats", () -> out().print(QuickStatsTable.render(client.connect().quickstats())));
    }

    private interface Action {
        void run() throws Exception;
    }

    private int call(String verb, Action action) {
        try {
            action.run();
            out().flush();
            return ExitCodes.OK;
        } catch (PlanException e) {
            err().println(e.getMessage());
            return ExitCodes.USAGE;
        } catch (IllegalArgumentException e) {
            err().println("mwbench " + verb + ": " + e.getMessage());
            return ExitCodes.USAGE;
        } catch (Exception e) {
            err().println("mwbench " + verb + ": " + e.getMessage());
            return ExitCodes.FAILURE;
        }
    }

    private static List<String> listOf(List<String> blades) {
        return blades == null ? List.of() : List.copyOf(blades);
    }

    private PrintWriter out() {
        return spec.commandLine().getOut();
    }

    private PrintWriter err() {
        return spec.commandLine().getErr();
    }
}
