package org.mwbench.console;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.LocalDateTime;
import java.util.Properties;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import org.mwbench.analysis.report.ReportModel;
import org.mwbench.analysis.report.RunAnalysis;
import org.mwbench.platform.agent.Agent;
import org.mwbench.platform.blade.Durations;
import org.mwbench.platform.hosts.CommandFailedException;
import org.mwbench.platform.hosts.HostEmulationException;
import org.mwbench.platform.hosts.HostsFile;
import org.mwbench.platform.hosts.NetworkLayout;
import org.mwbench.platform.hosts.PlanHosts;
import org.mwbench.platform.plan.BladeRole;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.plan.TestPlanParser;
import org.mwbench.platform.storage.Coverage;
import org.mwbench.platform.storage.QuickStatistics;
import org.mwbench.platform.storage.ReportFolders;
import org.mwbench.platform.storage.ReportMode;
import org.mwbench.platform.storage.StoredFiles;
import org.mwbench.platform.supervisor.RunOutcome;
import org.mwbench.platform.supervisor.RunSequence;
import org.mwbench.platform.supervisor.SupervisorException;
import org.mwbench.platform.supervisor.SupervisorHost;
import org.mwbench.platform.supervisor.SupervisorOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code mwbench run PLAN.ctp}: the whole test in one command, as CLIF's {@code run}. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Deploys a test plan's blades to their agents, initializes them, starts them together, "
                + "prints progress every second, waits for the end (or stops at --duration), collects every "
                + "measurement into a report folder and prints quick statistics.",
                "Exit codes: 0 all went well; 1 something failed during the run (data is still kept); "
                        + "2 bad plan or options, or a failed deploy (its folder and log are kept): nothing deployed; 3 stopped (--duration, Ctrl-C, SIGTERM) before "
                        + "everything was measured (what was, is kept and reported); 4 a criterion of the plan "
                        + "(criterion.N=p99(tcp ping) < 5ms) does not hold.",
                "Ctrl-C or SIGTERM stops the load, collects what every blade measured and writes the report; "
                        + "a second one forces out at once, keeping what was collected.",
                "A plan with a hosts key (hosts=FILE) runs its agents as emulated hosts: as root, one network "
                        + "namespace per host, pinned to its cores, behind a link of its own; all of it is removed "
                        + "at the end, and what a crashed run left is removed by the next."})
final class RunCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "PLAN.ctp", description = "The test plan (CLIF .ctp format).")
    Path plan;

    @Option(names = "--duration", paramLabel = "D",
            description = "Stop the blades after this long (e.g. 30s, 5m); by default they end by themselves. Each "
                    + "part of the plan is shortened in proportion to fit, so every middleware is measured: a scalability "
                    + "plan's plateaus alike, a load profile's points in time, a loop's middleware an equal share each; "
                    + "a limit that would drop a part is refused, saying what; what a stop leaves out of other blades (a "
                    + "synthetic injector's end) is said before the start. A plan that fits is stopped only 30 s past "
                    + "the limit, if it overruns.")
    String duration;

    @Option(names = "--junit", paramLabel = "FILE",
            description = "Also write the run's checks as JUnit XML, for CI servers: one test case per blade and action "
                    + "type (measured in full), and one for the run (no agent lost, no blade aborted).")
    Path junit;

    @Option(names = "--registry-port", paramLabel = "PORT", defaultValue = "" + SupervisorHost.DEFAULT_REGISTRY_PORT,
            description = "Port of the registry remote agents register in, opened when the plan names "
                    + "agents other than 'local host' (default: ${DEFAULT-VALUE}).")
    int registryPort;

    @Option(names = "--series", paramLabel = "N", defaultValue = "1",
            description = "Run the plan N times as a campaign, as Demarey et al. 2004 did (they used N=50): every blade (servers "
                    + "included) is restarted between series, and each series is stored in series-NN/ of one "
                    + "campaign folder (default: ${DEFAULT-VALUE}).")
    int series;

    @Option(names = {"-v", "--verbose"}, description = "Log what the platform and the middleware libraries do on the "
            + "terminal; by default their messages go to mwbench.log in the run's folder.")
    boolean verbose;

    @Option(names = "--db", paramLabel = "URL",
            description = "The results database the run is stored in when it ends, a JDBC URL such as "
                    + "jdbc:postgresql://HOST:5432/DB?user=U&password=P (default: $MWBENCH_DB, else results.db in "
                    + "the runs folder).")
    String db;

    @Mixin
    SupervisorHostOptions hostOptions;

    @Mixin
    DeployTimeoutOption deployTimeout;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        // Progress lines are the run's output; the platform's and the libraries' logs would bury them.
        log = verbose ? null : Logging.toFile();
        try (StopSignals signals = StopSignals.install(this::stopAsked, this::forceOut)) {
            int code = execute();
            if (lastFolder != null) {
                logInto(lastFolder, spec.commandLine().getOut());
            } else if (code == ExitCodes.USAGE) {
                Logging.discard(log);
            }
            return code;
        } finally {
            spec.commandLine().getOut().flush();
        }
    }

    /** Why the run was asked to stop (Ctrl-C, SIGTERM); null while it was not. */
    private volatile String stopAsked;
    /** The sequence running now, told of a stop; null before and after. */
    private volatile RunSequence running;
    /** What prints the running sequence's progress, and knows its folder. */
    private volatile ProgressPrinter progress;

    /** The first Ctrl-C or SIGTERM: the run stops its load, collects, reports and exits 3. */
    private void stopAsked() {
        stopAsked = "interrupted (Ctrl-C or SIGTERM); collecting what was measured (a second one forces out)";
        RunSequence sequence = running;
        if (sequence != null) {
            sequence.requestStop(stopAsked);
        }
    }

    /** The second one: out at once, with what was collected so far, and the emulated hosts removed by their hook. */
    private void forceOut() {
        PrintWriter err = spec.commandLine().getErr();
        ProgressPrinter printer = progress;
        Path folder = printer != null && printer.runFolder() != null ? printer.runFolder() : lastFolder;
        err.println("mwbench run: forced out by a second interrupt; what was collected so far is kept"
                + (folder != null ? " in " + folder.toAbsolutePath() : ""));
        // the log says what the run was waiting for when it was forced out: it goes with the run, not left in /tmp
        Path kept = log;
        if (kept != null && folder != null) {
            log = null;
            Logging.moveInto(kept, folder, err);
        } else if (kept != null) {
            err.println("log: " + kept.toAbsolutePath());
        }
        err.flush();
        spec.commandLine().getOut().flush();
        System.exit(ExitCodes.INCOMPLETE);
    }

    /** The command that starts an agent this supervisor can reach: by its registry, by dialling in, or either. */
    static String howAgentsJoin(int registryPort, int dialInPort) {
        String registered = "mwbench agent --name NAME --registry HOST:" + registryPort;
        String dialling = "mwbench agent --name NAME --connect HOST:" + dialInPort;
        return dialInPort < 0 ? registered : registryPort < 0 ? dialling : registered + ", or " + dialling;
    }

    /** The folder of the run or campaign this command stored, for its log. */
    private Path lastFolder;
    /** The log kept off the terminal, until it moves into the run's folder; null once it has (or with -v). */
    private volatile Path log;

    /** Moves the log into the run's folder, before the report's path, which stays the last line. */
    private void logInto(Path folder, PrintWriter out) {
        Logging.moveInto(log, folder, out);
        log = null;
    }

    private int execute() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        TestPlan testPlan;
        HostsFile hosts;
        Duration maxDuration;
        SupervisorOptions options;
        org.mwbench.platform.agent.DeployTimeout deployDeadline;
        try {
            deployDeadline = deployTimeout.value();
            testPlan = TestPlanParser.parse(plan);
            hosts = PlanHosts.of(testPlan, Runtime.getRuntime().availableProcessors()).orElse(null);
            if (hosts != null && testPlan.loopbackFallback()) {
                java.util.Optional<String> whyNot = EmulatedHostsRun.whyNot(hosts);
                if (whyNot.isPresent()) {
                    err.println("mwbench run: warning: " + whyNot.get());
                    err.println("mwbench run: warning: the plan says " + TestPlanParser.HOSTS_FALLBACK_KEY + "=loopback: "
                            + "every blade runs on the local host instead, so servers and injectors share this machine's "
                            + Runtime.getRuntime().availableProcessors() + " cores, and which side saturates cannot be told");
                    testPlan = testPlan.onLocalHost();
                    hosts = null;
                }
            }
            maxDuration = duration == null ? null : Durations.parse(duration, "s");
            if (series < 1) {
                throw new IllegalArgumentException("--series must be 1 or more, not " + series);
            }
            // before anything is deployed: how long the plan takes, and --duration shortening its parts, or refused
            testPlan = PlanSchedule.apply(testPlan, maxDuration, series, out);
            if (maxDuration != null && PlanSchedule.fits(testPlan, maxDuration)) {
                // the plan ends by itself within the limit: a stop at the very limit would race its end
                out.println(PlanSchedule.overrunNote(maxDuration));
                maxDuration = maxDuration.plus(PlanSchedule.OVERRUN);
            }
            boolean remoteAgents = testPlan.agents().stream().anyMatch(agent -> !agent.equals(Agent.LOCAL_HOST));
            int registry = remoteAgents || hosts != null ? registryPort : -1;
            if (hosts == null) {
                options = hostOptions.toSupervisorOptions(hostOptions.secret.load(), registry);
            } else if (!hostOptions.listen.address().isLoopbackAddress()) {
                throw new IllegalArgumentException("--bind does not go with the plan's hosts file: the supervisor "
                        + "listens on " + NetworkLayout.SUPERVISOR_ADDRESS + ", its end of the emulated network");
            } else {
                options = hostOptions.toSupervisorOptions(hostOptions.secret.load(), registry,
                        InetAddress.getByName(NetworkLayout.SUPERVISOR_ADDRESS));
            }
        } catch (PlanException e) {
            err.println(e.getMessage());
            return ExitCodes.USAGE;
        } catch (IllegalArgumentException e) {
            err.println("mwbench run: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        if (hosts == null) {
            return runOn(options, deployDeadline, null, testPlan, maxDuration, out, err);
        }
        EmulatedHostsRun emulation;
        try {
            emulation = EmulatedHostsRun.prepare(hosts, out);
        } catch (HostEmulationException e) {
            err.println("mwbench run: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        try (emulation) {
            emulation.createNetwork();
            return runOn(options, deployDeadline, emulation, testPlan, maxDuration, out, err);
        } catch (CommandFailedException e) {
            err.println("mwbench run: cannot create the emulated network: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
    }

    /** @param emulation the plan's emulated hosts, whose agents start once the supervisor listens; null for none */
    private int runOn(SupervisorOptions options, org.mwbench.platform.agent.DeployTimeout deployDeadline,
                      EmulatedHostsRun emulation, TestPlan testPlan, Duration maxDuration,
                      PrintWriter out, PrintWriter err) throws Exception {
        SupervisorHost opened;
        try {
            opened = new SupervisorHost(options);
        } catch (org.mwbench.platform.supervisor.RegistryPortInUseException e) {
            err.println("mwbench run: " + e.getMessage() + "; nothing was deployed");
            return ExitCodes.USAGE;
        }
        // the results database opens once the run is deployed, so that storing it adds little after its end
        storing = org.mwbench.results.cli.RunStoring.later(
                org.mwbench.results.store.ResultsDatabase.urlOf(db, System.getenv(), hostOptions.runs.path()));
        try (SupervisorHost host = opened) {
            host.deployTimeout(deployDeadline);
            if (emulation != null) {
                try {
                    emulation.startAgents(new HostAgentLauncher(registryPort, hostOptions.secret.path(),
                            hostOptions.timeout.millis(), deployDeadline), host.directory(), hostOptions.agentPatience());
                } catch (HostEmulationException e) {
                    err.println("mwbench run: " + e.getMessage());
                    return ExitCodes.FAILURE;
                }
            }
            if (emulation == null) {
                java.util.Set<String> missing = new java.util.TreeSet<>(testPlan.agents());
                missing.removeAll(host.directory().names());
                if (!missing.isEmpty()) {
                    out.println("waiting up to " + hostOptions.agentPatience().toSeconds() + " s for agent(s) "
                            + String.join(", ", missing) + " to register (start each with: "
                            + howAgentsJoin(options.registryPort(), host.dialInPort()) + ")");
                    out.flush();
                }
                testPlan.pools().forEach((pool, size) -> out.println("waiting up to "
                        + hostOptions.agentPatience().toSeconds() + " s for " + size + " agent(s) of pool " + pool
                        + " (start each with --pool " + pool + ": " + howAgentsJoin(options.registryPort(), host.dialInPort())
                        + ")"));
                out.flush();
            }
            ProgressPrinter printer = new ProgressPrinter(out);
            RunSequence sequence = new RunSequence(host.supervisor(), new StoringOnDeploy(printer, storing));
            progress = printer;
            running = sequence;
            if (stopAsked != null) {
                sequence.requestStop(stopAsked);
            }
            try {
                if (series == 1) {
                    RunOutcome outcome = sequence.execute(testPlan, maxDuration);
                    lastFolder = outcome.reportFolder();
                    int code = summarize(out, err, testPlan, outcome);
                    reportLinks(emulation, outcome.reportFolder(), err);
                    RunAnalysis analysis = analyse(outcome.reportFolder());
                    storeResults(outcome.reportFolder(), analysis, code,
                            outcome.stoppedEarly() || code == ExitCodes.INCOMPLETE, out, err);
                    logInto(outcome.reportFolder(), out);
                    htmlReport(out, err, outcome.reportFolder(), analysis);
                    return code;
                }
                return campaign(out, err, testPlan, sequence, maxDuration, emulation);
            } catch (PlanException e) {
                err.println(e.getMessage());
                return ExitCodes.USAGE;
            } catch (org.mwbench.platform.supervisor.DeployFailedException e) {
                err.println("mwbench run: " + e.getMessage());
                lastFolder = lastFolder != null ? lastFolder : e.runFolder();
                err.println("mwbench run: nothing was deployed; the run's folder is kept with its log: "
                        + lastFolder.toAbsolutePath());
                return ExitCodes.USAGE;
            } catch (SupervisorException e) {
                err.println("mwbench run: " + e.getMessage());
                return ExitCodes.FAILURE;
            } finally {
                running = null;
            }
        } finally {
            storing.close(); // waits for the database's opening: no thread left writing in the runs folder
        }
    }

    private static void reportLinks(EmulatedHostsRun emulation, Path reportFolder, PrintWriter err) {
        if (emulation != null) {
            emulation.reportLinks(reportFolder, err);
        }
    }

    /**
     * Demarey et al. 2004's N series: the whole run again and again, each series in its own folder of
     * one campaign folder. A series that fails, or a Ctrl-C, ends the campaign; what the
     * series before measured is kept.
     */
    private int campaign(PrintWriter out, PrintWriter err, TestPlan testPlan, RunSequence sequence, Duration maxDuration,
                         EmulatedHostsRun emulation) throws Exception {
        Path campaign = ReportFolders.newRunFolder(hostOptions.runs.path(), testPlan.name(), LocalDateTime.now());
        StoredFiles files = new StoredFiles(hostOptions.reportMode);
        files.ensureRunsFolder(campaign.toAbsolutePath().getParent());
        files.createFresh(campaign);
        lastFolder = campaign;
        files.write(campaign.resolve(testPlan.name() + ".ctp"), testPlan.source().getBytes(StandardCharsets.UTF_8));
        Properties facts = new Properties();
        facts.setProperty("series.planned", Integer.toString(series));
        int code = ExitCodes.OK;
        int done = 0;
        // A series cut by --duration is incomplete, and the campaign goes on; a failure or a Ctrl-C ends it.
        for (int number = 1; number <= series && code != ExitCodes.FAILURE; number++) {
            out.printf("%n=== series %d of %d%n", number, series);
            RunOutcome outcome;
            try {
                outcome = sequence.execute(testPlan, maxDuration, ReportFolders.series(campaign, number));
            } catch (org.mwbench.platform.supervisor.DeployFailedException e) {
                if (done == 0) {
                    throw e; // nothing was deployed at all: a usage error, the campaign's folder kept
                }
                err.println("mwbench run: series " + number + ": " + e.getMessage());
                code = ExitCodes.FAILURE;
                break;
            }
            int seriesCode = summarize(out, err, testPlan, outcome);
            code = ExitCodes.worst(code, seriesCode);
            done = number;
            facts.setProperty("series." + number + ".folder", outcome.reportFolder().getFileName().toString());
            facts.setProperty("series." + number + ".succeeded", Boolean.toString(outcome.succeeded()));
            if (outcome.stoppedEarly()) {
                code = code == ExitCodes.OK ? ExitCodes.INCOMPLETE : code;
                err.println("mwbench run: the campaign was stopped during series " + number + "; the series after it did not run");
                break;
            }
        }
        facts.setProperty("series.completed", Integer.toString(done));
        try (java.io.Writer writer = files.newWriter(campaign.resolve("campaign.properties"))) {
            facts.store(writer, "a campaign of " + series + " series of " + testPlan.name());
        }
        out.println("campaign: " + campaign.toAbsolutePath() + " (" + done + " of " + series + " series)");
        reportLinks(emulation, campaign, err);
        RunAnalysis analysis = analyse(campaign);
        storeResults(campaign, analysis, code, code == ExitCodes.INCOMPLETE || done < series, out, err);
        logInto(campaign, out);
        htmlReport(out, err, campaign, analysis);
        return code;
    }

    /** The results database the run goes to, opened in the background from the run's start. */
    private org.mwbench.results.cli.RunStoring storing;

    /**
     * The run's figures, read once for both its HTML report and the results database (reading
     * the events is most of what either costs); null if the folder cannot be read, and then each
     * reads it again and says why it fails.
     */
    private static RunAnalysis analyse(Path folder) {
        try {
            return RunAnalysis.of(org.mwbench.analysis.store.Campaign.open(folder));
        } catch (Exception e) {
            return null;
        }
    }

    /** Every run ends stored in the results database (a failure there is reported, never the run's). */
    private void storeResults(Path folder, RunAnalysis analysis, int code, boolean cutShort, PrintWriter out,
                              PrintWriter err) {
        List<String> arguments = spec.commandLine().getParseResult().originalArgs();
        if (analysis != null) {
            storing.afterRun(analysis, code, cutShort, arguments, out, err);
        } else {
            storing.afterRun(folder, code, cutShort, arguments, out, err);
        }
    }

    /** Every run ends with its HTML report's path; a report that fails does not fail the run. */
    private static void htmlReport(PrintWriter out, PrintWriter err, Path folder, RunAnalysis analysis) {
        try {
            out.println("html report: " + (analysis == null ? org.mwbench.analysis.html.HtmlReport.write(folder)
                    : org.mwbench.analysis.html.HtmlReport.write(ReportModel.of(analysis),
                    folder.resolve(org.mwbench.analysis.html.HtmlReport.FILE))));
            ReportMode.followRun(folder, folder.resolve(org.mwbench.analysis.html.HtmlReport.FILE),
                    folder.resolve(org.mwbench.analysis.html.HtmlReport.PLOTS));
        } catch (Exception e) {
            err.println("mwbench run: no HTML report (everything measured is kept): " + e);
        }
        out.flush();
    }

    private int summarize(PrintWriter out, PrintWriter err, TestPlan written, RunOutcome outcome) throws Exception {
        TestPlan testPlan = outcome.plan() != null ? outcome.plan() : written;
        List<QuickStatistics.Row> rows = QuickStatistics.of(outcome.reportFolder(),
                testPlan.blades().stream().map(blade -> blade.id()).toList());
        out.println();
        out.print(QuickStatsTable.render(rows));
        out.print(NoiseLines.render(outcome.reportFolder()));
        if (outcome.start() != null) {
            long starters = testPlan.blades().stream().filter(blade -> blade.role() != BladeRole.SERVER).count();
            out.printf("start skew: %s over %d blade(s)%s%n", StartSkew.describe(outcome.start()), starters,
                    starters < testPlan.blades().size() ? " (server blades left out: they serve from deploy on)" : "");
            List<String> offsets = StartSkew.clockOffsets(RunFacts.of(outcome.reportFolder()));
            if (testPlan.agents().size() > 1) {
                out.println("clock offsets from the supervisor's: " + String.join(", ", offsets));
            }
            long firstCall = rows.stream().mapToLong(QuickStatistics.Row::firstStartNanos).min().orElse(-1);
            long jvmStartEpochMillis = ManagementFactory.getRuntimeMXBean().getStartTime();
            long originEpochMillis = RunFacts.originEpochMillis(outcome.reportFolder());
            if (firstCall >= 0 && originEpochMillis > 0) {
                out.printf("first measured call: %d ms after the command started%n",
                        originEpochMillis + firstCall / 1_000_000 - jvmStartEpochMillis);
            }
        }
        List<String> leftOut = Coverage.leftOut(rows);
        if (!leftOut.isEmpty()) {
            String how = outcome.stoppedEarly() ? "the run was interrupted before"
                    : duration != null ? "the run was stopped by --duration " + duration + " before" : "not";
            out.println("INCOMPLETE: " + how + " everything the plan asked for was measured:");
            leftOut.forEach(line -> out.println("  " + line));
            for (String blade : rows.stream().filter(row -> row.status() != Coverage.Status.MEASURED)
                    .map(QuickStatistics.Row::blade).distinct().toList()) {
                AlarmExcerpt.of(outcome.reportFolder(), blade).forEach(line -> out.println("  " + line));
            }
        }
        List<CriteriaCheck.Verdict> verdicts = CriteriaCheck.evaluate(testPlan.criteria(), outcome.reportFolder(),
                testPlan.blades().stream().map(blade -> blade.id()).toList());
        if (!verdicts.isEmpty()) {
            out.print(CriteriaCheck.render(verdicts));
        }
        out.println("report: " + outcome.reportFolder().toAbsolutePath());
        out.println("runs folder: " + hostOptions.runs.path().toAbsolutePath().normalize()
                + " (--report-dir DIR or $" + RunsFolder.VARIABLE + " moves it; mwbench report last shows this run again)");
        out.flush();
        if (junit != null) {
            out.println("junit: " + RunJunit.of(testPlan, rows, outcome, verdicts).write(junit));
        }
        if (!outcome.succeeded()) {
            err.println("mwbench run: the run had problems (everything measured is kept in the report):");
            outcome.problems().forEach(problem -> err.println("  " + problem));
            return ExitCodes.FAILURE;
        }
        long failed = verdicts.stream().filter(verdict -> !verdict.holds()).count();
        if (failed > 0) {
            err.println("mwbench run: " + failed + " of " + verdicts.size() + " criteria of the plan do not hold");
            return ExitCodes.CRITERIA_FAILED;
        }
        // A run stopped on request measured less than asked, even where each type it reached is complete.
        return leftOut.isEmpty() && !outcome.stoppedEarly() ? ExitCodes.OK : ExitCodes.INCOMPLETE;
    }
}
