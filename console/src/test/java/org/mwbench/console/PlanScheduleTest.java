package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.plan.TestPlanParser;

/**
 * Attacks --duration dropping whole middleware from a scalability plan, and runs starting without
 * saying how long they take: the estimate is printed first, a limit shortens every plateau alike,
 * and a limit below the shortest is refused before anything is deployed, naming what it would drop.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class PlanScheduleTest {
    @TempDir
    Path dir;

    /** Two middleware, 2 plateaus each: from 2 x (3 + 1 + 2 x (1 + 3)) = 24 s to 2 x (4 + 2 x (1 + 30 + 15)) = 192 s. */
    private Path plan() throws Exception {
        Files.createDirectories(dir.resolve("scenarios"));
        Files.writeString(dir.resolve("scenarios").resolve("two.xis"), "<scenario><behaviors><plugins>"
                + "<use id=\"t\" name=\"synthetic-target\"><params><param name=\"service_time\" value=\"1ms\"/></params></use>"
                + "</plugins><behavior id=\"fast\"><sample use=\"t\" name=\"call\"/></behavior>"
                + "<behavior id=\"slow\"><sample use=\"t\" name=\"call\"/></behavior></behaviors></scenario>");
        return RunFolders.writePlan(dir, "plateaus", "blade.0.id=clients\nblade.0.server=local host\n"
                + "blade.0.injector=PlateauRunner\nblade.0.argument=scenario=scenarios/two.xis clients=1;2 max=15s settle=30s\n");
    }

    @Test
    void theEstimatedLengthIsPrintedBeforeTheRun() throws Exception {
        StringWriter out = new StringWriter();
        TestPlan plan = TestPlanParser.parse(plan());
        assertEquals(plan, PlanSchedule.apply(plan, null, new PrintWriter(out)));
        assertTrue(out.toString().startsWith("estimated length: 24 s to 3 min 12 s (blade clients: 2 middleware x 2 "
                + "plateaus"), out.toString());
    }

    @Test
    void aLimitShortensEveryPlateauAndThePlanTextSaysSo() throws Exception {
        StringWriter out = new StringWriter();
        TestPlan shortened = PlanSchedule.apply(TestPlanParser.parse(plan()), Duration.ofSeconds(108),
                new PrintWriter(out));
        // halfway between 24 and 192 s: max 3 + 12 / 2 = 9 s, settle 15 s
        String argument = shortened.blade("clients").orElseThrow().argument();
        assertTrue(argument.contains("max=9000ms") && argument.contains("settle=15000ms"), argument);
        assertTrue(shortened.source().contains("# each plateau of blade clients shortened to fit --duration 1 min 48 s"),
                shortened.source());
        assertTrue(out.toString().contains("estimated length: 24 s to 1 min 48 s"), out.toString());
    }

    @Test
    void aLimitBelowTheShortestIsRefusedNamingTheMiddlewareItWouldDrop() throws Exception {
        CommandResult result = CommandResult.of("run", plan().toString(), "--duration", "15s",
                "--report-dir", dir.resolve("report").toString(), "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("would drop 1 of its 2 middleware (slow)"), result.err());
        assertTrue(!Files.exists(dir.resolve("report")) || Files.list(dir.resolve("report")).findAny().isEmpty(),
                "nothing deployed, no run folder");
    }

    /** A loop of two middleware in turn, whose length cannot be told, and a synthetic injector of 20 s. */
    private Path loopAndSynthetic() throws Exception {
        plan();
        return RunFolders.writePlan(dir, "mixed", "blade.0.id=loop\nblade.0.server=local host\n"
                + "blade.0.injector=LoopRunner\nblade.0.argument=scenario=scenarios/two.xis warmup=1 steps=1 calls=1\n"
                + "blade.1.id=timed\nblade.1.server=local host\n"
                + "blade.1.injector=SyntheticInjector\nblade.1.argument=threads=1 duration=20s\n");
    }

    /** Guards --duration silently cutting what it cannot shorten: a loop's last middleware, a profile's end. */
    @Test
    void aLimitOnBladesItCannotShortenSaysWhatTheStopLeavesOutBeforeTheStart() throws Exception {
        StringWriter out = new StringWriter();
        TestPlan plan = TestPlanParser.parse(loopAndSynthetic());
        assertEquals(plan, PlanSchedule.apply(plan, Duration.ofSeconds(8), new PrintWriter(out)), "nothing rewritten");
        String printed = out.toString();
        assertTrue(printed.contains("--duration 8 s may stop blade loop before its end: its length cannot be told "
                + "(2 middleware in turn, 2 calls each, as fast as they answer)"), printed);
        assertTrue(printed.contains("--duration 8 s stops blade timed 12 s before the end of its duration (20 s)"), printed);
        assertTrue(printed.contains("estimated length: at least 8 s; unknown for blade loop: 2 middleware in turn, "
                + "2 calls each, as fast as they answer; cut by --duration from 20 s"), printed);
        assertTrue(printed.indexOf("may stop blade loop") < printed.indexOf("estimated length"), printed);
    }

    /** Guards a campaign announcing one series' length: each series runs the whole plan again. */
    @Test
    void aCampaignsEstimateIsPerSeriesAndForAllOfThem() throws Exception {
        StringWriter out = new StringWriter();
        PlanSchedule.apply(TestPlanParser.parse(plan()), null, 3, new PrintWriter(out));
        assertTrue(out.toString().startsWith("estimated length: 24 s to 3 min 12 s (blade clients: 2 middleware x 2 "
                + "plateaus, each plateau as soon as it settles, or at its max) per series, 1 min 12 s to 9 min 36 s for "
                + "the 3 series, deploys aside"), out.toString());
    }
}
