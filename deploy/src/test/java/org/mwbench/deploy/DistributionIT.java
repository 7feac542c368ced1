package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The distribution, run as the README and deploy/README.md tell a user to run it. */
@Timeout(value = 4 * Distribution.SLOWDOWN_ALLOWED, unit = TimeUnit.MINUTES)
class DistributionIT {
    @TempDir
    Path dir;

    @Test
    void theQuickstartRunsOnTheDefaultJava() throws Exception {
        assertQuickstartRuns(null);
    }

    @Test
    void theQuickstartRunsOnJdk25() throws Exception {
        Path jdk25 = Path.of(System.getProperty("mwbench.jdk25.home", ""));
        assumeTrue(Files.isExecutable(jdk25.resolve("bin").resolve("java")), "no JDK 25 at " + jdk25);
        Distribution.Result version = Distribution.run(dir, jdk25, 60, "--version");
        assertTrue(version.output().contains("Java 25"), version.output());
        assertQuickstartRuns(jdk25);
    }

    private void assertQuickstartRuns(Path javaHome) throws Exception {
        Distribution.Result result = Distribution.run(dir, javaHome, 120, "run",
                Distribution.HOME.resolve("test-plans").resolve("quickstart.ctp").toString());
        assertEquals(0, result.exitCode(), result.output());
        assertTrue(result.output().contains("quick statistics"), result.output());
        assertTrue(result.output().contains("synthetic-fast"), result.output());
        assertTrue(result.output().contains("report: "), result.output());
        try (var runs = Files.list(dir.resolve("runs"))) {
            assertEquals(1, runs.filter(Files::isDirectory).count(), "one run folder beside the results database");
        }
    }

    @Test
    void ctrlCStopsTheRunAndKeepsWhatWasMeasured() throws Exception {
        Path plan = dir.resolve("long.ctp");
        Files.writeString(plan, "blade.0.id=long\nblade.0.server=local host\nblade.0.injector=SyntheticInjector\n"
                + "blade.0.argument=threads=2 duration=10m service_time=1ms\n");
        Path log = dir.resolve("interrupted.log");
        // env --default-signal=INT: a shell without job control (a CI job's, nohup's) starts
        // background jobs with SIGINT ignored, and a JVM leaves an ignored signal ignored, so the
        // Ctrl-C below would not reach the run (CI14 and CI17 lost this test so).
        Process run = Distribution.start(List.of("env", "--default-signal=INT"), dir, null, log, "run", plan.toString());
        try {
            // the first progress line with calls, whenever a loaded machine prints it ("[   2." was
            // skipped by a run whose lines came at 1.8 s and 3.0 s)
            long deadline = Distribution.deadlineAfter(60);
            while (!Files.readString(log).contains("calls/s") && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            new ProcessBuilder("kill", "-INT", Long.toString(run.pid())).start().waitFor();
            Distribution.awaitEnd(run, 60, "the run ended after Ctrl-C");
        } finally {
            run.destroyForcibly();
        }
        String output = Files.readString(log);
        assertTrue(output.contains("stopping: interrupted (Ctrl-C or SIGTERM)"), output);
        assertTrue(output.contains("quick statistics"), output);
        Path report;
        try (var runs = Files.list(dir.resolve("runs"))) {
            report = runs.filter(Files::isDirectory).findFirst().orElseThrow();
        }
        List<String> actions = Files.readAllLines(report.resolve("long").resolve("action"));
        // Calls were kept, however many a loaded machine let through in those 2 s (a count of them
        // would be a speed claim); the quick statistics above were made of them.
        assertTrue(actions.size() > 1, "the calls measured before Ctrl-C were kept: " + actions);
        List<String> lifecycle = Files.readAllLines(report.resolve("long").resolve("lifecycle"));
        assertTrue(lifecycle.get(lifecycle.size() - 1).endsWith(",stopped"), lifecycle.toString());
    }

    /**
     * The launcher passes {@code --help} through, alone and after a command. HelpTest checks every
     * listed command's help in one JVM; a JVM per command here cost minutes of a loaded suite.
     */
    @Test
    void theLauncherGivesHelp() throws Exception {
        Distribution.Result help = Distribution.run(dir, null, 60, "--help");
        assertEquals(0, help.exitCode(), help.output());
        assertTrue(help.output().contains("run") && help.output().contains("agent"), help.output());
        Distribution.Result commandHelp = Distribution.run(dir, null, 60, "agent", "--help");
        assertEquals(0, commandHelp.exitCode(), commandHelp.output());
        assertTrue(commandHelp.output().contains("Usage: mwbench agent"), commandHelp.output());
    }

    @Test
    void theTwoAgentPlanRunsAsDeployReadmeSays() throws Exception {
        Process agentA = Distribution.start(dir, null, dir.resolve("agent-a.log"),
                "agent", "--name", "agent-a", "--registry", "127.0.0.1:1234");
        Process agentB = Distribution.start(dir, null, dir.resolve("agent-b.log"),
                "agent", "--name", "agent-b", "--registry", "127.0.0.1:1234");
        try {
            // The README's command, as it is.
            Distribution.Result result = Distribution.run(dir, null, 240, "run",
                    Distribution.HOME.resolve("test-plans").resolve("two-agents.ctp").toString());
            assertEquals(0, result.exitCode(), result.output() + "\n"
                    + Files.readString(dir.resolve("agent-a.log"), StandardCharsets.UTF_8));
            assertTrue(result.output().contains("start skew"), result.output());
            for (String blade : List.of("a1", "a2", "b1", "b2")) {
                assertTrue(result.output().contains(blade + " "), result.output());
            }
        } finally {
            for (Process agent : List.of(agentA, agentB)) {
                agent.destroy();
                if (!agent.waitFor(10, TimeUnit.SECONDS)) {
                    agent.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                }
            }
        }
    }
}
