package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code mwbench quick}: one middleware measured without a plan, with run's folder, report and exit codes. */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class QuickCommandTest {
    @TempDir
    Path dir;

    @Test
    void measuresTcpWithItsServerInAJvmOfItsOwn() throws Exception {
        Path junit = dir.resolve("quick.xml");
        CommandResult result = CommandResult.of("quick", "TCP", "--users", "3", "--duration", "2s",
                "--report-dir", dir.resolve("report").toString(), "--secret-file", dir.resolve("secret").toString(),
                "--junit", junit.toString());
        assertEquals(ExitCodes.OK, result.exitCode(), result.toString());
        Path run = RunFolders.only(dir.resolve("report"));
        assertTrue(run.getFileName().toString().startsWith("quick-tcp_"), run.toString());
        assertTrue(result.out().lines().anyMatch(line -> line.startsWith("users") && line.contains("tcp ping")),
                result.out());
        assertTrue(Files.isRegularFile(run.resolve("report.html")), "the same report as run's");
        assertTrue(Files.isRegularFile(run.resolve(Logging.RUN_LOG)), "and the same log");
        List<String> calls = RunFolders.rows(run.resolve("users").resolve("action"));
        assertFalse(calls.isEmpty(), "the users' calls are stored");
        assertTrue(calls.stream().allMatch(row -> row.contains("tcp ping")), calls.get(0));
        String plan = Files.readString(run.resolve("quick-tcp.ctp"));
        assertTrue(plan.contains("blade.0.jvm=") && plan.contains("made by: mwbench quick tcp --users 3"), plan);
        assertTrue(Files.readString(junit).contains("failures=\"0\""), "run's options pass through");
        assertTrue(ProcessHandle.current().descendants().noneMatch(process ->
                org.mwbench.platform.agent.ProcessCommandLine.joined(process).contains("ChildAgentMain")), "no server JVM is left");
    }

    @Test
    void anUnknownMiddlewareIsAUsageErrorNamingTheInstalledOnes() {
        CommandResult result = CommandResult.of("quick", "carrier-pigeon", "--report-dir", dir.resolve("report").toString());
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("mwbench quick: no middleware 'carrier-pigeon' is installed; installed: ")
                && result.err().contains("tcp"), result.err());
        assertFalse(Files.exists(dir.resolve("report")), "nothing is stored");
    }

    @Test
    void badFiguresAreUsageErrors() {
        assertEquals(ExitCodes.USAGE, CommandResult.of("quick", "tcp", "--users", "0").exitCode());
        assertEquals(ExitCodes.USAGE, CommandResult.of("quick", "tcp", "--duration", "soon").exitCode());
        assertEquals(ExitCodes.USAGE, CommandResult.of("quick", "tcp", "--duration", "2s", "--warmup", "2s").exitCode());
        CommandResult reversed = CommandResult.of("quick", "tcp", "--think", "120ms..80ms");
        assertEquals(ExitCodes.USAGE, reversed.exitCode());
        assertTrue(reversed.err().contains("--think must be"), reversed.err());
        assertEquals(ExitCodes.USAGE, CommandResult.of("quick", "tcp", "--think", "a while").exitCode());
    }

    /** A soak's shape: every user thinks between its calls, from the common plugin's timers, as a plan would. */
    @Test
    void aThinkTimeGoesIntoTheScenarioConstantOrUniform() throws Exception {
        java.time.Duration[] range = QuickPlan.thinkBounds("80ms..120ms");
        QuickPlan soak = QuickPlan.of("tcp", 1000, java.time.Duration.ofSeconds(480), java.time.Duration.ZERO, range[0], range[1]);
        org.mwbench.injectors.scenario.Scenario scenario = org.mwbench.injectors.scenario.ScenarioReader.read(
                soak.scenario().getBytes(java.nio.charset.StandardCharsets.UTF_8), QuickPlan.SCENARIO);
        assertTrue(soak.scenario().contains("<timer use=\"think\" name=\"uniform\"><params><param name=\"min\" value=\"80ms\"/>"
                + "<param name=\"max\" value=\"120ms\"/>"), soak.scenario());
        assertTrue(soak.plan().contains("--think 80ms..120ms") && soak.plan().contains("with a think time of 80ms..120ms"),
                soak.plan());
        assertEquals(1, scenario.groups().size());
        java.time.Duration[] constant = QuickPlan.thinkBounds("100");
        QuickPlan steady = QuickPlan.of("tcp", 10, java.time.Duration.ofSeconds(30), java.time.Duration.ZERO, constant[0], constant[1]);
        assertTrue(steady.scenario().contains("name=\"constant\"><params><param name=\"duration\" value=\"100ms\""),
                steady.scenario());
        QuickPlan noThink = QuickPlan.of("tcp", 10, java.time.Duration.ofSeconds(30), java.time.Duration.ZERO,
                java.time.Duration.ZERO, java.time.Duration.ZERO);
        assertFalse(noThink.scenario().contains("<timer"), "no think time: no timer");
        assertFalse(noThink.plan().contains("--think"), noThink.plan());
    }

    /** tcp's client with its one difference from rmi's that matters here: it carries concurrent calls. */
    private static final class MultiplexingTcpClient implements org.mwbench.contract.middleware.MiddlewareClient {
        private final org.mwbench.plugins.tcp.TcpClient tcp = new org.mwbench.plugins.tcp.TcpClient();

        @Override
        public String protocol() {
            return tcp.protocol();
        }

        @Override
        public org.mwbench.contract.middleware.BenchmarkConnection connect(String endpoint,
                org.mwbench.contract.middleware.ClientSettings settings) throws Exception {
            return tcp.connect(endpoint, settings);
        }

        @Override
        public boolean multiplexesCalls() {
            return true;
        }
    }

    /**
     * Users share one connection where the client carries concurrent calls (a thousand RMI endpoints
     * in one JVM made a soak's median ten times the shared one's), each their own where it cannot,
     * and either on demand; the choice is in the scenario and named in the stored plan.
     */
    @Test
    void usersShareTheConnectionWhereTheClientMultiplexes() throws Exception {
        org.mwbench.contract.middleware.MiddlewareClient multiplexing = new MultiplexingTcpClient();
        org.mwbench.contract.middleware.MiddlewareClient tcp = new org.mwbench.plugins.tcp.TcpClient();
        assertTrue(QuickPlan.sharesConnection("auto", multiplexing));
        assertFalse(QuickPlan.sharesConnection("auto", tcp));
        assertFalse(QuickPlan.sharesConnection("OWN", multiplexing));
        assertTrue(QuickPlan.sharesConnection("shared", multiplexing));
        IllegalArgumentException unshareable = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> QuickPlan.sharesConnection("shared", tcp));
        assertTrue(unshareable.getMessage().contains("one call at a time"), unshareable.getMessage());

        QuickPlan own = QuickPlan.of("tcp", 10, java.time.Duration.ofSeconds(30), java.time.Duration.ZERO,
                java.time.Duration.ZERO, java.time.Duration.ZERO);
        assertFalse(own.scenario().contains("connection"), own.scenario());
        assertTrue(own.plan().contains("--connection own") && own.plan().contains("a connection each"), own.plan());
        QuickPlan shared = new QuickPlan(own.protocol(), own.client(), own.users(), own.duration(), own.warmup(),
                own.thinkMin(), own.thinkMax(), true);
        assertTrue(shared.scenario().contains("<param name=\"connection\" value=\"shared\"/>"), shared.scenario());
        org.mwbench.injectors.scenario.ScenarioReader.read(shared.scenario().getBytes(java.nio.charset.StandardCharsets.UTF_8),
                QuickPlan.SCENARIO);
        assertTrue(shared.plan().contains("--connection shared") && shared.plan().contains("sharing one connection"),
                shared.plan());

        CommandResult refused = CommandResult.of("quick", "tcp", "--connection", "shared");
        assertEquals(ExitCodes.USAGE, refused.exitCode());
        assertTrue(refused.err().contains("--connection shared"), refused.err());
        assertEquals(ExitCodes.USAGE, CommandResult.of("quick", "tcp", "--connection", "pooled").exitCode());
    }
}
