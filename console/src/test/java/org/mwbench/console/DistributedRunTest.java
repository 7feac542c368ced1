package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.platform.remote.RmiIdleConnections;

/** Runs across agent JVMs started as child processes on loopback. */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class DistributedRunTest {
    @TempDir
    Path dir;

    private MwbenchProcess agentA;
    private MwbenchProcess agentB;

    @AfterEach
    void stopAgents() throws Exception {
        for (MwbenchProcess agent : new MwbenchProcess[] {agentA, agentB}) {
            if (agent != null) {
                agent.close();
                assertFalse(agent.isAlive(), "the test stops every agent it started");
            }
        }
    }

    private static String plan(String duration) {
        StringBuilder plan = new StringBuilder("#CLIF test plan\n");
        String[][] blades = {{"a1", "agent-a"}, {"a2", "agent-a"}, {"b1", "agent-b"}, {"b2", "agent-b"}, {"l1", "local host"}};
        for (int i = 0; i < blades.length; i++) {
            plan.append("blade.").append(i).append(".id=").append(blades[i][0]).append('\n')
                    .append("blade.").append(i).append(".server=").append(blades[i][1]).append('\n')
                    .append("blade.").append(i).append(".injector=SyntheticInjector\n")
                    .append("blade.").append(i).append(".argument=threads=2 duration=").append(duration)
                    .append(" service_time=1ms\n");
        }
        return plan.toString();
    }

    @Test
    void bladesOnTwoAgentsAndTheLocalHostAllReachTheReport() throws Exception {
        int port = startTwoAgents();
        Path secret = dir.resolve("secret");
        Path reports = dir.resolve("report");
        CommandResult result = CommandResult.of("run", RunFolders.writePlan(dir, "two", plan("2s")).toString(),
                "--report-dir", reports.toString(), "--registry-port", Integer.toString(port),
                "--secret-file", secret.toString(), "--agent-wait", "120s");
        assertEquals(ExitCodes.OK, result.exitCode(), result + "\n" + agentA.log() + agentB.log());

        Path run = RunFolders.only(reports);
        for (String blade : new String[] {"a1", "a2", "b1", "b2", "l1"}) {
            assertTrue(RunFolders.rows(run.resolve(blade).resolve("action")).size() > 100, blade);
            assertTrue(RunFolders.lines(run.resolve(blade).resolve("lifecycle")).toString().contains("completed"), blade);
        }
        Properties facts = RunFacts.of(run);
        long skew = Long.parseLong(facts.getProperty("start.skew_ns"));
        assertTrue(skew >= 0 && skew < 5_000_000_000L, "start skew recorded: " + skew);
        assertTrue(facts.containsKey("agent.agent-a.clock_offset_ns"));
        assertTrue(Files.exists(run.resolve("environment").resolve("agent-a.properties")));
        assertTrue(Files.exists(run.resolve("environment").resolve("agent-b.properties")));
        Properties agentEnvironment = new Properties();
        try (var in = Files.newBufferedReader(run.resolve("environment").resolve("agent-a.properties"))) {
            agentEnvironment.load(in);
        }
        assertEquals(Long.toString(RmiIdleConnections.KEPT.toMillis()),
                agentEnvironment.getProperty("rmi.client.idle_connection_ms"),
                "mwbench's main keeps RMI's idle connections, before the agent uses RMI");
        // collected files were removed from the agents' disks
        assertFalse(Files.exists(dir.resolve("work-agent-a").resolve(run.getFileName().toString())));
    }

    @Test
    void losingAnAgentEndsTheRunNamingItAndKeepsTheOthersData() throws Exception {
        int port = startTwoAgents();
        Path secret = dir.resolve("secret");
        Path reports = dir.resolve("report");
        Path plan = RunFolders.writePlan(dir, "loss", plan("60s"));
        CompletableFuture<CommandResult> running = CompletableFuture.supplyAsync(() -> CommandResult.of("run",
                plan.toString(), "--report-dir", reports.toString(), "--registry-port", Integer.toString(port),
                "--secret-file", secret.toString(), "--agent-wait", "120s", "--call-timeout", "5s"));
        RunFolders.awaitSummaries(reports, "a1");
        agentA.kill9();

        CommandResult result = running.get(2, TimeUnit.MINUTES);
        assertEquals(ExitCodes.FAILURE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("agent 'agent-a' was lost"), result.err());
        Path run = RunFolders.only(reports);
        assertFalse(RunFolders.rows(run.resolve("b1").resolve("action")).isEmpty(), "agent-b's data is kept");
        assertFalse(RunFolders.rows(run.resolve("l1").resolve("action")).isEmpty(), "local data is kept");
        assertTrue(RunFolders.rows(run.resolve("a1").resolve("summary")).size() >= 1,
                "the lost agent's live summaries are kept");
        assertTrue(RunFolders.lines(run.resolve("b1").resolve("lifecycle")).toString().contains("stopped"));
        assertTrue(RunFacts.of(run).getProperty("agent.agent-a.lost").length() > 0);
        assertTrue(agentB.isAlive(), "the surviving agent is still serving");
        assertTrue(agentB.handle().descendants().findAny().isEmpty(), "no process left behind by the blades");
    }

    @Test
    void anAgentWithAnotherSecretIsRefused() throws Exception {
        int port = RunFolders.freePort();
        agentA = MwbenchProcess.agent("agent-a", port, dir.resolve("other-secret"), dir);
        Path reports = dir.resolve("report");
        CommandResult result = CommandResult.of("run", RunFolders.writePlan(dir, "refused",
                        "blade.0.id=a\nblade.0.server=agent-a\nblade.0.injector=SyntheticInjector\n").toString(),
                "--report-dir", reports.toString(), "--registry-port", Integer.toString(port),
                "--secret-file", dir.resolve("secret").toString(),
                // Long enough for the agent, refused, to have reached the registry on a loaded machine.
                "--agent-wait", LoadedMachine.HANG_GUARD_SECONDS + "s");
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("unknown agent 'agent-a'"), result.err());
        // The agent refuses first: the directory cannot prove the agent's secret, so it registers nowhere.
        assertTrue(agentA.awaitLog("'agent directory' at"), agentA.log());
        assertTrue(agentA.log().contains("cannot prove it holds the shared secret"), agentA.log());
        assertFalse(Files.exists(reports));
    }

    @Test
    void aClassTheAgentCannotLoadFailsTheDeployNamingBladeClassAndAgent() throws Exception {
        int port = RunFolders.freePort();
        Path secret = dir.resolve("secret");
        agentA = MwbenchProcess.agentWithoutTestClasses("agent-a", port, secret, dir);
        agentB = MwbenchProcess.agent("agent-b", port, secret, dir);
        Path reports = dir.resolve("report");
        CommandResult result = CommandResult.of("run", RunFolders.writePlan(dir, "unloadable", String.join("\n",
                        "blade.0.id=fine", "blade.0.server=agent-b", "blade.0.injector=SyntheticInjector",
                        "blade.1.id=odd", "blade.1.server=agent-a",
                        "blade.1.injector=" + SupervisorOnlyBlade.class.getName(), "")).toString(),
                "--report-dir", reports.toString(), "--registry-port", Integer.toString(port),
                "--secret-file", secret.toString(), "--agent-wait", "120s");
        assertEquals(ExitCodes.USAGE, result.exitCode(), "nothing was deployed: " + result);
        assertTrue(result.err().contains("agent 'agent-a': blade 'odd': class '" + SupervisorOnlyBlade.class.getName()
                + "' cannot be loaded"), result.err());
        assertTrue(result.err().contains("nothing is left deployed"), result.err());
        assertTrue(agentB.awaitLog("undeployed run unloadable_"), "agent-b's blade was removed: " + agentB.log());
        assertTrue(Files.isRegularFile(RunFolders.only(reports).resolve(Logging.RUN_LOG)),
                "the failed deploy's folder is kept with its log: " + result);
    }

    /** Guards the busy-machine failure on a remote agent: its deploy deadline fires, is named, and nothing stays deployed. */
    @Test
    void aRemoteAgentsDeployDeadlineIsItsOptionAndTheFailedDeployKeepsItsFolder() throws Exception {
        int port = RunFolders.freePort();
        Path secret = dir.resolve("secret");
        agentA = MwbenchProcess.agent("agent-a", port, secret, dir, "--deploy-timeout", "1ms");
        Path reports = dir.resolve("report");
        CommandResult result = CommandResult.of("run", RunFolders.writePlan(dir, "slow", String.join("\n",
                        "blade.0.id=own", "blade.0.server=agent-a", "blade.0.injector=SyntheticInjector",
                        "blade.0.jvm=-XX:+UseSerialGC", "")).toString(),
                "--report-dir", reports.toString(), "--registry-port", Integer.toString(port),
                "--secret-file", secret.toString(), "--agent-wait", "120s");
        assertEquals(ExitCodes.USAGE, result.exitCode(), "nothing was deployed: " + result + "\n" + agentA.log());
        assertTrue(result.err().contains("agent 'agent-a': blade 'own'")
                && result.err().contains("did not answer within 0.001 s (--deploy-timeout raises it)"), result.err());
        assertTrue(Files.isRegularFile(RunFolders.only(reports).resolve(Logging.RUN_LOG)), result.toString());
    }

    /** Starts agent-a and agent-b, sharing this test's secret; returns the registry port they register at. */
    private int startTwoAgents() throws Exception {
        int port = RunFolders.freePort();
        agentA = MwbenchProcess.agent("agent-a", port, dir.resolve("secret"), dir);
        agentB = MwbenchProcess.agent("agent-b", port, dir.resolve("secret"), dir);
        return port;
    }
}
