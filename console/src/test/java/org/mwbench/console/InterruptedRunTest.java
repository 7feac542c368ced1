package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C at the terminal, on loopback with the local agent. SIGINT (or
 * SIGTERM) goes to the whole process group of {@code mwbench run}, as a terminal sends it; the run stops
 * its load, collects what every blade measured (the one in a child JVM included, which the
 * same signal used to kill), writes the report and exits 3.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class InterruptedRunTest {
    /** Far longer than a stop, a collect and a report take on a loaded machine; a hang guard, not a measure. */
    private static final Duration EXIT_BOUND = Duration.ofMinutes(4);

    @TempDir
    Path dir;

    /** INT is the terminal's Ctrl-C; TERM is what kill, timeout and service managers send. */
    @ParameterizedTest
    @ValueSource(strings = {"INT", "TERM"})
    void aStopSignalStopsCollectsReportsAndExits3(String signal) throws Exception {
        Path plan = RunFolders.writePlan(dir, "endless", String.join("\n",
                "blade.0.id=inrun",
                "blade.0.server=local host",
                "blade.0.injector=SyntheticInjector",
                "blade.0.argument=threads=2 duration=1h service_time=1ms",
                "blade.1.id=ownjvm",
                "blade.1.server=local host",
                "blade.1.injector=SyntheticInjector",
                "blade.1.argument=threads=2 duration=1h service_time=1ms",
                "blade.1.jvm=-Xmx64m",
                ""));
        Path reports = dir.resolve("report");
        try (MwbenchProcess run = startRun(plan, reports)) {
            assertTrue(run.awaitLog("calls/s"), "the run measures before it is interrupted: " + run.log());
            run.signalGroup(signal);
            int code = run.awaitExit(EXIT_BOUND);
            String log = run.log();
            assertEquals(ExitCodes.INCOMPLETE, code, log);
            assertTrue(log.contains("stopping: interrupted"), log);
            assertFalse(log.contains("aborted"), "the child JVM was stopped by the run, not by the signal: " + log);
            assertFalse(log.contains("Shutdown in progress"), log);

            Path stored = RunFolders.only(reports);
            for (String blade : List.of("inrun", "ownjvm")) {
                List<String> calls = RunFolders.rows(stored.resolve(blade).resolve("action"));
                assertFalse(calls.isEmpty(), blade + " measured until the stop, and it was collected: " + log);
            }
            Path html = stored.resolve(org.mwbench.analysis.html.HtmlReport.FILE);
            assertTrue(Files.size(html) > 0, "the report of the interrupted run is written: " + log);
            assertTrue(log.contains("html report: "), log);
            assertTrue(awaitNoChildJvmOf(run.handle().pid()), "the blade's child JVM ended with the run");
        }
    }

    /**
     * Ctrl-C stops the load first: a call in flight ends against a server still serving, so it
     * is measured, not failed. A real {@code tcp} server whose every call takes 300 ms, and one
     * user of it: at any instant a call is in flight. Stopped together, the server closed that
     * call's connection under it and the call was stored as a failure.
     */
    @org.junit.jupiter.api.Test
    void aStopLetsTheCallsInFlightEndBeforeTheServersStop() throws Exception {
        Files.writeString(dir.resolve("ping.xis"), "<scenario><behaviors><plugins>"
                + "<use id=\"tcp\" name=\"tcp\"><params><param name=\"server\" value=\"server\"/></params></use>"
                + "</plugins><behavior id=\"tcp\"><sample use=\"tcp\" name=\"ping\" label=\"tcp ping\"/></behavior>"
                + "</behaviors></scenario>");
        Path plan = RunFolders.writePlan(dir, "slow", String.join("\n",
                "blade.0.id=server",
                "blade.0.server=local host",
                "blade.0.sut=ServerBlade",
                "blade.0.argument=protocol=tcp service_time=300ms",
                "blade.1.id=user",
                "blade.1.server=local host",
                "blade.1.injector=LoopRunner",
                "blade.1.argument=scenario=" + dir.resolve("ping.xis") + " warmup=0 steps=1000 calls=1000",
                ""));
        Path reports = dir.resolve("report");
        try (MwbenchProcess run = startRun(plan, reports)) {
            assertTrue(run.awaitLog("calls/s"), "the run measures before it is interrupted: " + run.log());
            run.signalGroup("INT");
            int code = run.awaitExit(EXIT_BOUND);
            String log = run.log();
            assertEquals(ExitCodes.INCOMPLETE, code, log);
            List<String> calls = RunFolders.rows(RunFolders.only(reports).resolve("user").resolve("action"));
            assertFalse(calls.isEmpty(), log);
            List<String> failed = calls.stream().filter(row -> !row.split(",", -1)[4].equals("true")).toList();
            assertTrue(failed.isEmpty(), "no call failed because its server stopped under it: " + failed + "\n" + log);
        }
    }

    /**
     * A second Ctrl-C while the orderly stop waits for a blade that does not stop: the run forces out
     * at once with exit 3, naming its folder, which keeps what the run had written and its log.
     */
    @org.junit.jupiter.api.Test
    void aSecondCtrlCForcesOutKeepingTheRunsFolderAndLog() throws Exception {
        Path plan = RunFolders.writePlan(dir, "stuck", String.join("\n",
                "blade.0.id=measured",
                "blade.0.server=local host",
                "blade.0.injector=SyntheticInjector",
                "blade.0.argument=threads=1 duration=1h service_time=1ms",
                "blade.1.id=stuck",
                "blade.1.server=local host",
                "blade.1.injector=" + StopHangsBlade.class.getName(),
                ""));
        Path reports = dir.resolve("report");
        try (MwbenchProcess run = startRun(plan, reports)) {
            assertTrue(run.awaitLog("calls/s"), "the run measures before it is interrupted: " + run.log());
            run.signalGroup("INT");
            assertTrue(run.awaitLog("stopping: interrupted"), run.log());
            // a repeat within this window is taken for the same Ctrl-C delivered twice (timeout -s INT does so);
            // the blade's stop hangs far longer, so the run is still stopping when the second one comes
            Thread.sleep(TimeUnit.NANOSECONDS.toMillis(StopSignals.SAME_STOP_NANOS) + 1000);
            run.signalGroup("INT");
            int code = run.awaitExit(EXIT_BOUND);
            String log = run.log();
            assertEquals(ExitCodes.INCOMPLETE, code, log);
            Path stored = RunFolders.only(reports);
            assertTrue(log.contains("forced out by a second interrupt; what was collected so far is kept in "
                    + stored.toAbsolutePath()), log);
            assertTrue(Files.isRegularFile(stored.resolve(Logging.RUN_LOG)), "the run's log is kept in its folder: " + log);
            assertTrue(log.contains("log: " + stored.resolve(Logging.RUN_LOG).toAbsolutePath()), log);
        }
    }

    /** {@code mwbench run PLAN} in a process group of its own, as a terminal starts it, storing under {@code reports}. */
    private MwbenchProcess startRun(Path plan, Path reports) throws java.io.IOException {
        return MwbenchProcess.startInOwnGroup(dir.resolve("run.log"), "run", plan.toString(),
                "--report-dir", reports.toString(), "--secret-file", dir.resolve("secret").toString());
    }

    /** The child JVMs are in a session of their own: they end through the run, not through its group. */
    private static boolean awaitNoChildJvmOf(long runPid) throws InterruptedException {
        long deadline = System.nanoTime() + EXIT_BOUND.toNanos();
        while (System.nanoTime() < deadline) {
            if (ProcessHandle.allProcesses().noneMatch(process -> org.mwbench.platform.agent.ProcessCommandLine.joined(process)
                    .contains("--parent-pid " + runPid))) {
                return true;
            }
            Thread.sleep(200);
        }
        return false;
    }
}
