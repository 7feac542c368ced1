package org.mwbench.platform.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.blade.TimeBase;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.plan.BladeDeployment;
import org.mwbench.platform.plan.BladeRole;
import org.mwbench.platform.remote.StoredFile;
import org.mwbench.platform.security.SharedSecret;

/** A real agent and real blade composites under a lease, on a clock the test moves by hand. */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class LeasedAgentTest {
    private static final String RUN = "run-1";
    private static final long SECOND = 1_000_000_000L;

    @TempDir
    Path work;

    private long now;
    private Agent agent;
    private LeasedAgent leased;

    @AfterEach
    void shutDown() {
        if (agent != null) {
            agent.shutdown();
        }
    }

    private void runTwoBlades() throws Exception {
        agent = new Agent("a", SharedSecret.of(new byte[32]), work);
        leased = LeasedAgent.checkedByHand(agent, Duration.ofSeconds(2), () -> now);
        leased.deploy(RUN, List.of(blade("0", "one"), blade("1", "two")));
        now += SECOND;
        leased.init(RUN, TimeBase.epochNanos(java.time.Instant.now()), Map.of());
        now += SECOND;
        leased.start(RUN, TimeBase.fromEpochNanos(TimeBase.epochNanos(java.time.Instant.now())).nowSinceOrigin());
    }

    private static BladeDeployment blade(String number, String id) {
        return new BladeDeployment(new BladeDefinition(number, id, "a", BladeRole.INJECTOR, IdleBlade.class.getName(),
                "", "", ""), Map.of());
    }

    @Test
    void aSilentSupervisorsRunIsAbortedAndItsFilesStayReadable() throws Exception {
        runTwoBlades();
        now += 2 * SECOND;
        leased.abortLapsedRuns();
        assertEquals(Map.of("one", BladeState.RUNNING, "two", BladeState.RUNNING), states(),
                "a silence of exactly the lease is not a lapse");

        now += 1;
        leased.abortLapsedRuns();
        assertEquals(Map.of("one", BladeState.ABORTED, "two", BladeState.ABORTED), states());
        List<String> files = leased.files(RUN, "one").stream().map(StoredFile::name).toList();
        assertTrue(files.containsAll(List.of("action", "alarm", "lifecycle")), files.toString());
        String lifecycle = read("one", "lifecycle");
        assertTrue(lifecycle.strip().endsWith("aborted"), lifecycle);
        String alarm = read("one", "alarm");
        assertTrue(alarm.contains("no word from the supervisor of run run-1 for 2.0 s (lease 2 s)"), alarm);
    }

    @Test
    void aSupervisorThatSpeaksEverySecondKeepsItsRun() throws Exception {
        runTwoBlades();
        for (int second = 0; second < 30; second++) {
            now += SECOND;
            leased.status(RUN);
            leased.abortLapsedRuns();
        }
        assertEquals(Map.of("one", BladeState.RUNNING, "two", BladeState.RUNNING), states());
        leased.undeploy(RUN, false);
        now += 60 * SECOND;
        leased.abortLapsedRuns(); // an undeployed run has no lease left to lapse: this must not throw or log
    }

    private Map<String, BladeState> states() throws Exception {
        return agent.status(RUN).entrySet().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, status -> status.getValue().state()));
    }

    private String read(String blade, String file) throws Exception {
        return new String(leased.read(RUN, blade, file, 0, Agent.MAX_READ), StandardCharsets.UTF_8);
    }
}
