package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.contract.LoadedMachine;

/**
 * Agents that dial out ({@code mwbench agent --connect}), in JVMs of their own on loopback: a run
 * deploys, starts and collects through the one connection each agent opened, while the agent
 * process listens on no TCP port at all; a wrong secret is refused; a dropped connection fails the
 * run naming the agent, and the agent's lease ends its blades.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class DialOutRunTest {
    @TempDir
    Path dir;

    private MwbenchProcess agent;
    private ByteRelay relay;

    @AfterEach
    void stopAll() throws Exception {
        if (relay != null) {
            relay.close();
        }
        if (agent != null) {
            agent.close();
            assertFalse(agent.isAlive(), "the test stops the agent it started");
        }
    }

    private MwbenchProcess dialOut(String name, int port, Path secret, String... options) throws Exception {
        List<String> arguments = new java.util.ArrayList<>(List.of("agent", "--name", name,
                "--connect", "127.0.0.1:" + port, "--secret-file", secret.toString(),
                "--work-dir", dir.resolve("work-" + name).toString(),
                "--exit-with", Long.toString(ProcessHandle.current().pid())));
        arguments.addAll(List.of(options));
        return MwbenchProcess.start(dir.resolve("agent-" + name + ".log"), arguments.toArray(String[]::new));
    }

    private static String plan(String agentName, String duration) {
        return String.join("\n", "blade.0.id=d1", "blade.0.server=" + agentName, "blade.0.injector=SyntheticInjector",
                "blade.0.argument=threads=2 duration=" + duration + " service_time=1ms",
                "blade.1.id=l1", "blade.1.server=local host", "blade.1.injector=SyntheticInjector",
                "blade.1.argument=threads=1 duration=" + duration + " service_time=1ms", "");
    }

    /** A run with no registry, only the port agents dial, as deploy/k8s/dial-out starts it. */
    private CompletableFuture<CommandResult> run(Path plan, Path reports, int agentPort, Path secret) throws Exception {
        return CompletableFuture.supplyAsync(() -> CommandResult.of("run", plan.toString(),
                "--report-dir", reports.toString(), "--registry-port", "-1",
                "--agent-port", Integer.toString(agentPort), "--secret-file", secret.toString(),
                "--agent-wait", "120s", "--call-timeout", "20s"));
    }

    @Test
    void aRunDrivesAnAgentThatListensOnNoPort() throws Exception {
        int agentPort = RunFolders.freePort();
        Path secret = dir.resolve("secret");
        Path reports = dir.resolve("report");
        CompletableFuture<CommandResult> running = run(RunFolders.writePlan(dir, "dialled", plan("agent-d", "4s")),
                reports, agentPort, secret);
        agent = dialOut("agent-d", agentPort, secret);

        RunFolders.awaitSummaries(reports, "d1");
        assertTrue(agent.log().contains("connected to 127.0.0.1:" + agentPort), agent.log());
        Set<String> listening = ListeningSockets.of(agent.handle().pid());
        assertEquals(Set.of(), listening, "the agent listens on no TCP port while its blade runs");
        assertFalse(ListeningSockets.socketInodes(agent.handle().pid()).isEmpty(),
                "the check sees the agent's sockets: its one connection at least");

        CommandResult result = running.get(2, TimeUnit.MINUTES);
        assertEquals(ExitCodes.OK, result.exitCode(), result + "\n" + agent.log());
        Path run = RunFolders.only(reports);
        for (String blade : new String[] {"d1", "l1"}) {
            assertTrue(RunFolders.rows(run.resolve(blade).resolve("action")).size() > 100, blade + " collected");
            assertTrue(RunFolders.lines(run.resolve(blade).resolve("lifecycle")).toString().contains("completed"), blade);
        }
        assertTrue(RunFacts.of(run).containsKey("agent.agent-d.clock_offset_ns"));
        assertTrue(Files.exists(run.resolve("environment").resolve("agent-d.properties")));
        assertEquals(Set.of(), ListeningSockets.of(agent.handle().pid()), "nor after the run");
    }

    @Test
    void anAgentWithAnotherSecretIsRefused() throws Exception {
        int agentPort = RunFolders.freePort();
        Path reports = dir.resolve("report");
        agent = dialOut("agent-x", agentPort, dir.resolve("other-secret"));
        // Up and dialling (every 4 s at most), so that it dials while the run waits for it. A JVM's
        // start took over 30 s at load 50 on 2 cores: its first dial gets several hang guards.
        assertTrue(agent.awaitLog("no connection to 127.0.0.1:" + agentPort, LoadedMachine.HANG_GUARD.multipliedBy(3)),
                "the agent JVM's log: " + agent.log());
        Path plan = RunFolders.writePlan(dir, "refused",
                "blade.0.id=a\nblade.0.server=agent-x\nblade.0.injector=SyntheticInjector\n");
        CommandResult result = CommandResult.of("run", plan.toString(), "--report-dir", reports.toString(),
                "--registry-port", "-1", "--agent-port", Integer.toString(agentPort),
                "--secret-file", dir.resolve("secret").toString(),
                // Long enough for the agent, refused, to have dialled in on a loaded machine.
                "--agent-wait", LoadedMachine.HANG_GUARD_SECONDS + "s");
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("unknown agent 'agent-x'"), result.err());
        assertTrue(result.out().contains("(start each with: mwbench agent --name NAME --connect HOST:" + agentPort + ")"),
                "the wait names the one way in, dialling: " + result.out());
        assertTrue(agent.awaitLog("connected to 127.0.0.1:" + agentPort), "it did dial the supervisor: " + agent.log());
        assertTrue(agent.awaitLog("EOFException: the connection was closed; a supervisor that closes at once refused"),
                "and was cut off at once: " + agent.log());
        assertFalse(Files.exists(reports));
    }

    @Test
    void aDroppedConnectionFailsTheRunAndTheLeaseEndsTheAgentsBlades() throws Exception {
        int agentPort = RunFolders.freePort();
        Path secret = dir.resolve("secret");
        Path reports = dir.resolve("report");
        CompletableFuture<CommandResult> running = run(RunFolders.writePlan(dir, "dropped", plan("agent-d", "60s")),
                reports, agentPort, secret);
        relay = new ByteRelay(agentPort);
        agent = dialOut("agent-d", relay.port(), secret, "--lease", "2s");
        Path runFolder = RunFolders.awaitSummaries(reports, "d1");
        String runId = runFolder.getFileName().toString();

        relay.close(); // the network between them fails, and stays down
        CommandResult result = running.get(2, TimeUnit.MINUTES);
        assertEquals(ExitCodes.FAILURE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("agent 'agent-d' was lost"), result.err());
        assertFalse(RunFolders.rows(runFolder.resolve("l1").resolve("action")).isEmpty(), "local data is kept");

        assertTrue(agent.awaitLog("no word from the supervisor of run " + runId), "the lease fires: " + agent.log());
        Path kept = dir.resolve("work-agent-d").resolve(runId);
        List<String> lifecycle = RunFolders.lines(kept.resolve("d1").resolve("lifecycle"));
        assertTrue(lifecycle.get(lifecycle.size() - 1).endsWith("aborted"), "d1: " + lifecycle);
        assertTrue(agent.handle().descendants().findAny().isEmpty(), "no process left under the agent");
        assertTrue(agent.isAlive(), "the agent itself keeps dialling");
    }

    @Test
    void theWaitNamesEveryWayInThatIsOpen() {
        assertEquals("mwbench agent --name NAME --registry HOST:1234", RunCommand.howAgentsJoin(1234, -1));
        assertEquals("mwbench agent --name NAME --connect HOST:7000", RunCommand.howAgentsJoin(-1, 7000));
        assertEquals("mwbench agent --name NAME --registry HOST:1234, or mwbench agent --name NAME --connect HOST:7000",
                RunCommand.howAgentsJoin(1234, 7000));
    }
}
