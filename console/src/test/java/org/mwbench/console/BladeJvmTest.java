package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code blade.N.jvm}: a blade in a JVM of its own, with the plan's options, as Demarey et al. 2004's -Xint runs need. */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class BladeJvmTest {
    @TempDir
    Path dir;

    @Test
    void aBladeRunsInItsOwnJvmWithThePlansOptions() throws Exception {
        Path plan = RunFolders.writePlan(dir, "jvm", String.join("\n",
                "blade.0.id=own",
                "blade.0.server=local host",
                "blade.0.injector=" + JvmFlagsBlade.class.getName(),
                "blade.0.jvm=-Xint -XX:+UseSerialGC -Xmx64m",
                "blade.1.id=shared",
                "blade.1.server=local host",
                "blade.1.injector=" + JvmFlagsBlade.class.getName(),
                "blade.2.id=calls",
                "blade.2.server=local host",
                "blade.2.injector=SyntheticInjector",
                "blade.2.argument=threads=2 calls=20 service_time=0ms",
                "blade.2.jvm=-XX:+UseSerialGC",
                ""));
        CommandResult result = CommandResult.of("run", plan.toString(), "--report-dir", dir.resolve("report").toString(),
                "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.OK, result.exitCode(), result.toString());
        Path run = RunFolders.only(dir.resolve("report"));
        String own = String.join("\n", RunFolders.rows(run.resolve("own").resolve("alarm")));
        String shared = String.join("\n", RunFolders.rows(run.resolve("shared").resolve("alarm")));
        assertTrue(own.contains("-Xint") && own.contains("-XX:+UseSerialGC") && own.contains("-Xmx64m"), own);
        assertFalse(shared.contains("-Xint"), shared);
        assertTrue(shared.contains("pid " + ProcessHandle.current().pid()), "without jvm, the agent's own JVM: " + shared);
        assertFalse(own.contains("pid " + ProcessHandle.current().pid() + " "), "with jvm, another process: " + own);
        List<String> calls = RunFolders.rows(run.resolve("calls").resolve("action"));
        assertEquals(40, calls.size(), "a child JVM's events are collected like any blade's");
        assertTrue(ProcessHandle.current().descendants().noneMatch(process ->
                org.mwbench.platform.agent.ProcessCommandLine.joined(process).contains("ChildAgentMain")), "no child JVM is left");
    }

    /**
     * A blade JVM killed under the run (the kernel's OOM killer, a crash, a stray signal): the run said
     * "blade aborted; see its alarm file" over an alarm file holding only its header. It now holds why.
     */
    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void aBladeJvmKilledUnderTheRunLeavesItsExitCodeInItsAlarmFile() throws Exception {
        Path plan = RunFolders.writePlan(dir, "killed", "blade.0.id=victim\nblade.0.server=local host\n"
                + "blade.0.injector=SyntheticInjector\nblade.0.argument=threads=1 duration=1h service_time=1ms\n"
                + "blade.0.jvm=-XX:+UseSerialGC\n");
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();
        java.util.concurrent.ExecutorService runner = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            java.util.concurrent.Future<Integer> code = runner.submit(() -> Mwbench.execute(new java.io.PrintWriter(out, true),
                    new java.io.PrintWriter(err, true), "run", plan.toString(), "--report-dir",
                    dir.resolve("report").toString(), "--secret-file", dir.resolve("secret").toString()));
            long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(org.mwbench.contract.LoadedMachine.HANG_GUARD_SECONDS * 4);
            while (!out.toString().contains("calls/s") && System.nanoTime() < guard && !code.isDone()) {
                Thread.sleep(100);
            }
            assertTrue(out.toString().contains("calls/s"), "the blade measures before its JVM is killed: " + out + err);
            ProcessHandle child = ProcessHandle.current().descendants().filter(process ->
                    org.mwbench.platform.agent.ProcessCommandLine.joined(process).contains("ChildAgentMain"))
                    .findFirst().orElseThrow();
            assertTrue(child.destroyForcibly(), "SIGKILL sent");
            int exit = code.get(2, TimeUnit.MINUTES);
            String output = "exit " + exit + "\n" + out + err;
            assertNotEquals(ExitCodes.OK, exit, output);
            assertTrue(output.contains("blade 'victim' aborted; see its alarm file"), output);
            Path run = RunFolders.only(dir.resolve("report"));
            String alarms = String.join("\n", RunFolders.rows(run.resolve("victim").resolve("alarm")));
            assertTrue(alarms.contains("its JVM (pid " + child.pid() + ") ended under the run with exit code 137 (signal 9, "
                    + "SIGKILL"), "the alarm file says why: " + alarms + "\n" + output);
        } finally {
            runner.shutdownNow();
        }
    }

    @Test
    void badJvmOptionsFailTheDeployWithTheJvmsOwnMessage() throws Exception {
        Path plan = RunFolders.writePlan(dir, "badjvm", "blade.0.id=bad\nblade.0.server=local host\n"
                + "blade.0.injector=SyntheticInjector\nblade.0.jvm=-XX:+NoSuchOption\n");
        CommandResult result = CommandResult.of("run", plan.toString(), "--report-dir", dir.resolve("report").toString(),
                "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.USAGE, result.exitCode(), "nothing was deployed: " + result);
        assertTrue(result.err().contains("blade 'bad'") && result.err().contains("NoSuchOption"), result.err());
        assertKeptWithLog(dir.resolve("report"), result);
    }

    /** Guards the busy-machine failure: a deploy deadline that fires says which option raises it, and keeps the log. */
    @Test
    void aDeployDeadlineThatFiresNamesItsOptionAndKeepsTheRunFolder() throws Exception {
        Path plan = RunFolders.writePlan(dir, "slowjvm", "blade.0.id=slow\nblade.0.server=local host\n"
                + "blade.0.injector=SyntheticInjector\nblade.0.jvm=-XX:+UseSerialGC\n");
        // No JVM prints its first line within a millisecond of being forked.
        CommandResult result = CommandResult.of("run", plan.toString(), "--report-dir", dir.resolve("report").toString(),
                "--secret-file", dir.resolve("secret").toString(), "--deploy-timeout", "1ms");
        assertEquals(ExitCodes.USAGE, result.exitCode(), "nothing was deployed: " + result);
        assertTrue(result.err().contains("blade 'slow'")
                && result.err().contains("did not answer within 0.001 s (--deploy-timeout raises it)"), result.err());
        assertKeptWithLog(dir.resolve("report"), result);
        assertTrue(ProcessHandle.current().descendants().noneMatch(process ->
                org.mwbench.platform.agent.ProcessCommandLine.joined(process).contains("ChildAgentMain")), "no child JVM is left");
    }

    private static void assertKeptWithLog(Path reports, CommandResult result) throws Exception {
        Path run = RunFolders.only(reports);
        assertTrue(Files.isRegularFile(run.resolve(Logging.RUN_LOG)), "the log is kept: " + result);
        assertTrue(Files.readString(run.resolve("run.properties")).contains("deploy.failed"), "the folder says why");
        assertTrue(result.err().contains("the run's folder is kept with its log: " + run.toAbsolutePath()), result.err());
    }
}
