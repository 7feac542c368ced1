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
@Timeout(value = 4, unit = TimeUnit.MINUTES)
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
        try (var runs = Files.list(dir.resolve("report"))) {
            assertEquals(1, runs.count());
        }
    }

    @Test
    void everyCommandHasHelp() throws Exception {
        Distribution.Result help = Distribution.run(dir, null, 60, "--help");
        assertEquals(0, help.exitCode(), help.output());
        for (String command : List.of("run", "agent", "supervisor", "deploy", "init", "start", "suspend", "resume",
                "stop", "wait", "collect", "status", "quickstats")) {
            assertTrue(help.output().contains(command), command + " missing from:\n" + help.output());
            Distribution.Result commandHelp = Distribution.run(dir, null, 60, command, "--help");
            assertEquals(0, commandHelp.exitCode(), commandHelp.output());
            assertTrue(commandHelp.output().contains("Usage: mwbench " + command), commandHelp.output());
        }
    }

    @Test
    void theTwoAgentPlanRunsAsDeployReadmeSays() throws Exception {
        Process agentA = Distribution.start(dir, null, dir.resolve("agent-a.log"),
                "agent", "--name", "agent-a", "--registry", "127.0.0.1:1234");
        Process agentB = Distribution.start(dir, null, dir.resolve("agent-b.log"),
                "agent", "--name", "agent-b", "--registry", "127.0.0.1:1234");
        try {
            Distribution.Result result = Distribution.run(dir, null, 120, "run",
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
