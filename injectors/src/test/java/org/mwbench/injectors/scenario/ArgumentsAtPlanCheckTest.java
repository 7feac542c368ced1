package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.plan.PlanError;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.plan.TestPlanParser;
import org.mwbench.platform.supervisor.PlanChecks;

/**
 * Every blade's argument is read by the blade's own reader at plan check, scenario parsed, so a
 * bad one is an error located at its plan key, before anything is deployed.
 */
class ArgumentsAtPlanCheckTest {
    @TempDir
    Path dir;

    /**
     * The shipped plans whose scenarios use only the platform's own plugins; those of the
     * middleware need the installed plugin folders, and the distribution's build checks them
     * (deploy's ShippedPlansCheckTest).
     */
    @Test
    void theShippedPlansPass() throws Exception {
        Path plans = Path.of("..", "test-plans").toAbsolutePath().normalize();
        for (String name : List.of("quickstart", "loop", "scenario", "two-agents")) {
            TestPlan plan = TestPlanParser.parse(plans.resolve(name + ".ctp"));
            PlanChecks.check(plan, plan.agents(), getClass().getClassLoader());
        }
    }

    @Test
    void aScenarioThatDoesNotParseNamesItsFileAndLine() throws Exception {
        Files.writeString(dir.resolve("bad.xis"), "<scenario>\n<behaviors>\n<behavior id=\"b\">\n</scenario>\n");
        PlanError error = refused("ScenarioRunner", "scenario=bad.xis");
        assertEquals("blade.0.argument", error.key());
        assertEquals(dir.resolve("plan.ctp") + ":4", error.location());
        assertTrue(error.message().contains("bad.xis"), error.message());
    }

    @Test
    void aScenarioUsingAnUnknownPluginNamesItsFileLineAndTheInstalledOnes() throws Exception {
        Files.writeString(dir.resolve("unknown.xis"), Files.readString(Path.of("..", "test-plans", "scenarios",
                "loop-synthetic.xis")).replace("name=\"synthetic-target\"", "name=\"no-such-middleware\""));
        PlanError error = refused("LoopRunner", "scenario=unknown.xis warmup=1 steps=1 calls=1");
        assertEquals("blade.0.argument", error.key());
        assertTrue(error.message().contains("unknown.xis:9: no plugin named 'no-such-middleware'; installed plugins: ["),
                error.message());
        assertTrue(error.message().contains("synthetic-target"), error.message());
    }

    @Test
    void aScenarioCallingAnUnknownSampleNamesThePluginsSamples() throws Exception {
        Files.writeString(dir.resolve("unknown.xis"), Files.readString(Path.of("..", "test-plans", "scenarios",
                "ramp.xis")).replaceFirst("name=\"call\"", "name=\"cal\""));
        PlanError error = refused("ScenarioRunner", "scenario=unknown.xis");
        assertTrue(error.message().matches("(?s).*unknown\\.xis:\\d+: plugin '\\w+' \\(synthetic-target\\) has no sample 'cal'; "
                + "its samples: \\[.*call.*"), error.message());
    }

    @Test
    void aLoopOverAMissingBehaviorNamesTheOnesThereAre() throws Exception {
        Files.copy(Path.of("..", "test-plans", "scenarios", "loop-synthetic.xis"), dir.resolve("loop.xis"));
        PlanError error = refused("LoopRunner", "scenario=loop.xis behavior=nosuch warmup=1 steps=1 calls=1");
        assertTrue(error.message().contains("parameter 'behavior' = 'nosuch' is not valid"), error.message());
    }

    @Test
    void aRunnerWithoutItsScenarioSaysItIsRequired() throws Exception {
        PlanError error = refused("ScenarioRunner", "warmup=1s");
        assertTrue(error.message().contains("parameter 'scenario' is required"), error.message());
    }

    @Test
    void aPlateauRunnerChecksItsClientCounts() throws Exception {
        Files.copy(Path.of("..", "test-plans", "scenarios", "loop-synthetic.xis"), dir.resolve("loop.xis"));
        PlanError error = refused("PlateauRunner", "scenario=loop.xis clients=1;5;2");
        assertTrue(error.message().contains("parameter 'clients' = '1;5;2'"), error.message());
    }

    @Test
    void aServerBladeRefusesABadPort() throws Exception {
        PlanError error = refused("ServerBlade", "protocol=tcp port=70000", "sut");
        assertTrue(error.message().contains("parameter 'port' = '70000' is not valid"), error.message());
    }

    private PlanError refused(String blade, String argument) throws Exception {
        return refused(blade, argument, "injector");
    }

    private PlanError refused(String blade, String argument, String role) throws Exception {
        Path file = dir.resolve("plan.ctp");
        Files.writeString(file, String.join("\n", "blade.0.id=one", "blade.0.server=local host",
                "blade.0." + role + "=" + blade, "blade.0.argument=" + argument, ""));
        TestPlan plan = TestPlanParser.parse(file);
        try {
            PlanChecks.check(plan, Set.of("local host"), getClass().getClassLoader());
        } catch (PlanException e) {
            assertEquals(1, e.errors().size(), e.errors().toString());
            return e.errors().get(0);
        }
        throw new AssertionError("the plan check accepted " + argument);
    }
}
