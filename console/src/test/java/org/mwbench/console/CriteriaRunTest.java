package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A plan's pass/fail criteria on a real run: checked on what it measured, in the JUnit file and the exit code. */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class CriteriaRunTest {
    /** 1 ms of service time per call: a p99 below 1 us cannot hold, one of at least 1 ms must. */
    private static final String BLADE = String.join("\n", "blade.0.id=synth", "blade.0.server=local host",
            "blade.0.injector=SyntheticInjector", "blade.0.argument=threads=2 calls=100 service_time=1ms", "");

    @TempDir
    Path dir;

    @Test
    void aCriterionThatFailsFailsTheRunWithItsOwnCodeAndMeasuredValue() throws Exception {
        Path plan = RunFolders.writePlan(dir, "gated", BLADE + String.join("\n",
                "criterion.0=errors(*) <= 0", "criterion.1=p99(synthetic) < 1us", "criterion.2=p99(synthetic) >= 1ms",
                "criterion.3=mean(nope) < 1s", ""));
        Path junit = dir.resolve("run.xml");
        CommandResult result = run(plan, junit);
        assertEquals(ExitCodes.CRITERIA_FAILED, result.exitCode(), result.toString());
        assertTrue(result.err().contains("2 of 4 criteria of the plan do not hold"), result.err());
        String out = result.out();
        assertTrue(out.lines().anyMatch(line -> line.startsWith("errors(*) <= 0") && line.contains("holds")), out);
        assertTrue(out.lines().anyMatch(line -> line.startsWith("p99(synthetic) < 1us") && line.contains("FAILS")
                && line.contains(" ms")), out);
        assertTrue(out.lines().anyMatch(line -> line.startsWith("p99(synthetic) >= 1ms") && line.contains("holds")), out);
        assertTrue(out.lines().anyMatch(line -> line.startsWith("mean(nope) < 1s") && line.contains("FAILS")
                && line.contains("no action type 'nope' was measured (measured: synthetic)")), out);
        String xml = Files.readString(junit);
        assertTrue(xml.contains("tests=\"6\" failures=\"2\""), xml);
        assertTrue(xml.contains("name=\"criterion.1: p99(synthetic) &lt; 1us\">\n    <failure message=\"p99(synthetic) "
                + "&lt; 1us does not hold: measured "), xml);
        assertTrue(xml.contains("name=\"criterion.2: p99(synthetic) &gt;= 1ms\"/>"), xml);
    }

    @Test
    void criteriaThatHoldLeaveTheRunPassing() throws Exception {
        Path plan = RunFolders.writePlan(dir, "passing", BLADE + "criterion.0=errors(synthetic) < 1%\n"
                + "criterion.1=max(*) >= 1ms\ncriterion.2=throughput(synthetic) > 0/s\n");
        Path junit = dir.resolve("run.xml");
        CommandResult result = run(plan, junit);
        assertEquals(ExitCodes.OK, result.exitCode(), result.toString());
        assertTrue(Files.readString(junit).contains("tests=\"5\" failures=\"0\""), Files.readString(junit));
    }

    @Test
    void aBadCriterionIsRefusedAtPlanCheckWithItsLine() throws Exception {
        Path plan = RunFolders.writePlan(dir, "bad", BLADE + "criterion.0=p99(synthetic) < 5\n");
        CommandResult result = run(plan, dir.resolve("run.xml"));
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("bad.ctp:5: criterion.0: 'p99(synthetic) < 5': bound '5' is not valid"),
                result.err());
        assertTrue(!Files.exists(dir.resolve("report")) || !RunFolders.hasRuns(dir.resolve("report")), "nothing deployed");
    }

    private CommandResult run(Path plan, Path junit) {
        return CommandResult.of("run", plan.toString(), "--report-dir", dir.resolve("report").toString(),
                "--secret-file", dir.resolve("secret").toString(), "--junit", junit.toString());
    }
}
