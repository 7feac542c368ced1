package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A bad plan stops {@code mwbench run} with exit code 2, a located message, and nothing deployed. */
@Timeout(120)
class PlanErrorsTest {
    @TempDir
    Path dir;

    private static final String GOOD = String.join("\n",
            "blade.0.id=one",
            "blade.0.server=local host",
            "blade.0.injector=SyntheticInjector",
            "blade.0.argument=threads=1 duration=1s",
            "");

    @Test
    void unknownKey() throws Exception {
        CommandResult result = run(GOOD + "blade.0.treads=2\n");
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("bad.ctp:5: blade.0.treads: unknown key"), result.err());
        assertNothingDeployed();
    }

    @Test
    void duplicateId() throws Exception {
        CommandResult result = run(GOOD + GOOD.replace("blade.0", "blade.1"));
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("bad.ctp:5: blade.1.id: duplicate blade id 'one'"), result.err());
        assertNothingDeployed();
    }

    @Test
    void unknownAgent() throws Exception {
        CommandResult result = run(GOOD.replace("local host", "nowhere"), "--agent-wait", "1s",
                "--registry-port", Integer.toString(RunFolders.freePort()));
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("bad.ctp:2: blade.0.server: unknown agent 'nowhere'"), result.err());
        assertTrue(result.out().contains("waiting up to 1 s for agent(s) nowhere to register"),
                "it says whom it waits for: " + result.out());
        assertNothingDeployed();
    }

    @Test
    void unknownClass() throws Exception {
        CommandResult result = run(GOOD.replace("SyntheticInjector", "org.example.Missing"));
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("bad.ctp:3: blade.0.injector: class org.example.Missing cannot be loaded"),
                result.err());
        assertNothingDeployed();
    }

    @Test
    void aClassThatIsNotABlade() throws Exception {
        CommandResult result = run(GOOD.replace("SyntheticInjector", "java.lang.String"));
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("is not a blade"), result.err());
    }

    @Test
    void aBadBladeArgumentIsALocatedPlanErrorAndNothingIsDeployed() throws Exception {
        assertArgumentRefused(GOOD.replace("threads=1", "threads=-5"),
                "bad.ctp:4: blade.0.argument: blade one: parameter 'threads' = '-5' is not valid: expected a whole number above 0");
        assertArgumentRefused(GOOD.replace("threads=1", "treads=4"),
                "bad.ctp:4: blade.0.argument: blade one: unknown parameter(s) [treads]; known: [");
        assertArgumentRefused(GOOD.replace("duration=1s", "duration=5x"),
                "bad.ctp:4: blade.0.argument: blade one: parameter 'duration' = '5x' is not valid: expected a duration");
    }

    @Test
    void aScenarioThatDoesNotParseIsALocatedPlanError() throws Exception {
        Files.writeString(dir.resolve("broken.xis"), "<scenario><behaviors><behavior id='b'></scenario>");
        assertArgumentRefused(GOOD.replace("SyntheticInjector", "ScenarioRunner")
                        .replace("threads=1 duration=1s", "scenario=broken.xis"),
                "bad.ctp:4: blade.0.argument: blade one: ");
        assertTrue(run(GOOD.replace("SyntheticInjector", "ScenarioRunner")
                .replace("threads=1 duration=1s", "scenario=broken.xis")).err().contains("broken.xis"));
    }

    /** An unknown plugin used to deploy, fail at init with exit 1 and leave an empty run folder. */
    @Test
    void aScenarioUsingAnUnknownPluginIsALocatedPlanError() throws Exception {
        writeLoopScenario("unknown-plugin.xis", "no-such-middleware", "call");
        CommandResult result = run(loopOver("unknown-plugin.xis"));
        assertRefused(result, "bad.ctp:4: blade.0.argument: blade one: invalid scenario unknown-plugin.xis:");
        assertTrue(result.err().contains("unknown-plugin.xis:4: no plugin named 'no-such-middleware'; installed plugins: ["),
                result.err());
        assertTrue(result.err().contains("tcp"), "it names the installed plugins: " + result.err());
    }

    @Test
    void aScenarioCallingAnUnknownActionIsALocatedPlanError() throws Exception {
        writeLoopScenario("unknown-action.xis", "synthetic-target", "cal");
        CommandResult result = run(loopOver("unknown-action.xis"));
        assertRefused(result, "bad.ctp:4: blade.0.argument: blade one: invalid scenario unknown-action.xis:");
        assertTrue(result.err().contains("unknown-action.xis:7: plugin 'target' (synthetic-target) has no sample 'cal'; "
                + "its samples: ["), result.err());
    }

    private void writeLoopScenario(String name, String plugin, String sample) throws Exception {
        Files.writeString(dir.resolve(name), String.join("\n",
                "<scenario>",
                "  <behaviors>",
                "    <plugins>",
                "      <use id=\"target\" name=\"" + plugin + "\"/>",
                "    </plugins>",
                "    <behavior id=\"ping\">",
                "      <sample use=\"target\" name=\"" + sample + "\" label=\"ping\"/>",
                "    </behavior>",
                "  </behaviors>",
                "</scenario>",
                ""));
    }

    private static String loopOver(String scenario) {
        return GOOD.replace("SyntheticInjector", "LoopRunner")
                .replace("threads=1 duration=1s", "scenario=" + scenario + " warmup=1 steps=1 calls=1");
    }

    private void assertArgumentRefused(String plan, String message) throws Exception {
        assertRefused(run(plan), message);
    }

    private void assertRefused(CommandResult result, String message) {
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains(message), result.err());
        assertFalse(result.out().contains("deployed"), result.out());
        assertNothingDeployed();
    }

    @Test
    void aBusyRegistryPortIsAUsageErrorThatSaysWhatToDo() throws Exception {
        try (java.net.ServerSocket busy = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            CommandResult result = run(GOOD.replace("local host", "elsewhere"), "--agent-wait", "1s",
                    "--registry-port", Integer.toString(busy.getLocalPort()));
            assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
            assertTrue(result.err().contains("--registry-port N"), result.err());
            assertNothingDeployed();
        }
    }

    @Test
    void aMissingPlanFile() {
        CommandResult result = CommandResult.of("run", dir.resolve("absent.ctp").toString(),
                "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("absent.ctp"), result.err());
    }

    private CommandResult run(String plan, String... more) throws Exception {
        Path file = RunFolders.writePlan(dir, "bad", plan);
        String[] args = new String[6 + more.length];
        args[0] = "run";
        args[1] = file.toString();
        args[2] = "--report-dir";
        args[3] = dir.resolve("report").toString();
        args[4] = "--secret-file";
        args[5] = dir.resolve("secret").toString();
        System.arraycopy(more, 0, args, 6, more.length);
        return CommandResult.of(args);
    }

    private void assertNothingDeployed() {
        assertFalse(Files.exists(dir.resolve("report")), "a rejected plan creates no report folder");
    }
}
