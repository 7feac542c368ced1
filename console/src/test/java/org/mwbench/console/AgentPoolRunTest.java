package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.platform.plan.TestPlanParser;

/**
 * Agent pools with real agent JVMs on loopback ({@code mwbench agent --pool}): a scenario blade on
 * {@code pool:injectors} runs once on every agent of the pool, each its share of the population;
 * where each instance ran, and each agent's clock offset, are in the run's facts; a pool that does
 * not fill up is an error at its size key, naming who joined.
 */
// Four JVMs on a 2-core machine shared with other builds: one run took 158 s at load 90.
@Timeout(value = 8, unit = TimeUnit.MINUTES)
class AgentPoolRunTest {
    @TempDir
    Path dir;

    private final List<MwbenchProcess> agents = new ArrayList<>();

    @AfterEach
    void stopAll() throws Exception {
        for (MwbenchProcess agent : agents) {
            agent.close();
            assertFalse(agent.isAlive(), "the test stops the agents it started");
        }
    }

    private void poolAgent(String name, int port, Path secret) throws Exception {
        agents.add(MwbenchProcess.startWithEnvironment(dir.resolve("agent-" + name + ".log"),
                Map.of("POD_NAME", "pod-" + name, "NODE_NAME", "node-1"),
                "agent", "--name", name, "--pool", "injectors", "--connect", "127.0.0.1:" + port,
                "--secret-file", secret.toString(), "--work-dir", dir.resolve("work-" + name).toString(),
                "--exit-with", Long.toString(ProcessHandle.current().pid())));
    }

    private Path plan(int size) throws Exception {
        Files.createDirectories(dir.resolve("scenarios"));
        // 5 users for 3 s: over 3 agents, shares of 1, 2 and 2 users
        Files.writeString(dir.resolve("scenarios").resolve("five.xis"), String.join("\n",
                "<scenario><behaviors><plugins>",
                "<use id=\"target\" name=\"synthetic-target\"><params><param name=\"service_time\" value=\"2ms\"/></params></use>",
                "<use id=\"think\" name=\"common\"/></plugins>",
                "<behavior id=\"b\"><sample use=\"target\" name=\"call\"/>",
                "<timer use=\"think\" name=\"constant\"><params><param name=\"duration\" value=\"5ms\"/></params></timer></behavior>",
                "</behaviors><loadprofile><group behavior=\"b\"><ramp style=\"crenel_hv\"><points>",
                "<point x=\"0\" y=\"5\"/><point x=\"3\" y=\"5\"/></points></ramp></group></loadprofile></scenario>"));
        return RunFolders.writePlan(dir, "pool", String.join("\n", "pool.injectors.size=" + size,
                "blade.0.id=users", "blade.0.server=pool:injectors", "blade.0.injector=ScenarioRunner",
                "blade.0.argument=scenario=scenarios/five.xis", ""));
    }

    private CompletableFuture<CommandResult> run(Path plan, Path reports, int agentPort, Path secret, String wait) {
        return CompletableFuture.supplyAsync(() -> CommandResult.of("run", plan.toString(),
                "--report-dir", reports.toString(), "--registry-port", "-1",
                "--agent-port", Integer.toString(agentPort), "--secret-file", secret.toString(),
                "--agent-wait", wait, "--call-timeout", "20s"));
    }

    @Test
    void aBladeOnAPoolRunsOnEveryAgentOfThePoolEachItsShare() throws Exception {
        int agentPort = RunFolders.freePort();
        Path secret = dir.resolve("secret");
        Path reports = dir.resolve("report");
        CompletableFuture<CommandResult> running = run(plan(3), reports, agentPort, secret, "120s");
        for (String name : List.of("i-a", "i-b", "i-c")) {
            poolAgent(name, agentPort, secret);
        }
        CommandResult result = running.get(6, TimeUnit.MINUTES);
        assertEquals(ExitCodes.OK, result.exitCode(), result.toString());
        assertTrue(result.out().contains("waiting up to 120 s for 3 agent(s) of pool injectors"), result.out());
        assertTrue(result.out().contains("clock offsets from the supervisor's: i-a "), result.out());

        Path run = RunFolders.only(reports);
        Properties facts = RunFacts.of(run);
        Set<String> ranOn = new TreeSet<>();
        int[] shares = {1, 2, 2};
        for (int k = 0; k < 3; k++) {
            String blade = "users." + k;
            // Which users called, from the calls themselves (the session column): a population gauge
            // read once a second can miss a 3 s blade's users on a loaded machine.
            Set<String> users = new TreeSet<>();
            RunFolders.rows(run.resolve(blade).resolve("action")).forEach(row -> users.add(row.split(",")[1]));
            assertEquals(shares[k], users.size(), blade + " runs its share of the 5 users: " + users);
            String agent = facts.getProperty("blade." + blade + ".agent");
            ranOn.add(agent);
            assertEquals("pod-" + agent, facts.getProperty("blade." + blade + ".pod"));
            assertEquals("node-1", facts.getProperty("blade." + blade + ".node"));
            assertTrue(facts.containsKey("blade." + blade + ".host"), blade);
            assertEquals("injectors", facts.getProperty("agent." + agent + ".pool"));
        }
        assertEquals(Set.of("i-a", "i-b", "i-c"), ranOn, "one instance on each agent of the pool");

        // The plan kept with the run reads back as the blades that ran, for the report and the database.
        assertEquals(List.of("users.0", "users.1", "users.2"), TestPlanParser.parse(run.resolve("pool.ctp")).blades()
                .stream().map(blade -> blade.id()).toList());

        for (String agent : ranOn) {
            // Same host, same clock: the agent's clock read falls inside the exchange, so the estimate
            // is within half the round trip (the recorded bound) of 0; a relation, not a speed.
            long offset = Long.parseLong(facts.getProperty("agent." + agent + ".clock_offset_ns"));
            long bound = Long.parseLong(facts.getProperty("agent." + agent + ".clock_offset_error_bound_ns"));
            assertTrue(Math.abs(offset) <= 2 * bound + 1, agent + ": offset " + offset + " ns, bound " + bound + " ns");
        }
    }

    @Test
    void aPoolThatDoesNotFillUpIsAnErrorAtItsSizeNamingWhoJoined() throws Exception {
        int agentPort = RunFolders.freePort();
        Path secret = dir.resolve("secret");
        Path reports = dir.resolve("report");
        Path plan = plan(2);
        poolAgent("i-a", agentPort, secret);
        // Up and dialling, so that it joins while the run waits. A JVM's start took over 30 s at load 50.
        assertTrue(agents.get(0).awaitLog("no connection to 127.0.0.1:" + agentPort,
                LoadedMachine.HANG_GUARD.multipliedBy(3)), agents.get(0).log());
        CommandResult result = run(plan, reports, agentPort, secret, LoadedMachine.HANG_GUARD_SECONDS + "s")
                .get(3, TimeUnit.MINUTES);
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains(plan + ":1: pool.injectors.size: pool 'injectors' needs 2 agents, 1 joined"
                + " within "), result.err());
        assertTrue(result.err().contains(": i-a (start more with: mwbench agent --name NAME --pool injectors"),
                result.err());
        assertFalse(Files.exists(reports), "nothing was deployed");
    }
}
