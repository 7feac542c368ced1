package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
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

    /**
     * Guards --duration dropping a loop's last middleware (scalability-1 measured 2 of 7): each of its
     * middleware gets an equal share, said before the start; a synthetic injector's end is still cut.
     */
    @Test
    void aLimitGivesEachMiddlewareOfALoopAnEqualShareAndSaysWhatTheStopLeavesOut() throws Exception {
        StringWriter out = new StringWriter();
        TestPlan running = PlanSchedule.apply(TestPlanParser.parse(loopAndSynthetic()), Duration.ofSeconds(8),
                new PrintWriter(out));
        String printed = out.toString();
        assertEquals("scenario=scenarios/two.xis warmup=1 steps=1 calls=1 share=4000ms",
                running.blade("loop").orElseThrow().argument());
        assertTrue(running.source().contains("# each of the 2 middleware of blade loop (fast, slow) gets an equal share "
                + "of --duration 8 s, share=4000ms"), running.source());
        assertTrue(printed.contains("--duration 8 s stops blade timed 12 s before the end of its duration (20 s)"), printed);
        assertTrue(printed.contains("estimated length: 8 s; cut by --duration from 20 s; blade loop: 4 s for each of its "
                + "2 middleware (fast, slow), or its 1 steps if sooner, at least 1"), printed);
        assertTrue(!printed.contains("may stop blade loop"), printed);
        assertTrue(!PlanSchedule.fits(running, Duration.ofSeconds(8)), "the synthetic injector runs past the limit");
    }

    /**
     * Guards a proportionally shortened run read as cut short by its own stop: a loop shared out to
     * exactly the limit ends a little after it (the step under way), and is still measured in full.
     */
    @Test
    void aLoopSharedOutToTheLimitIsNotCutShortByItsOwnStop() throws Exception {
        Files.createDirectories(dir.resolve("scenarios"));
        Files.writeString(dir.resolve("scenarios").resolve("labelled.xis"), "<scenario><behaviors><plugins>"
                + "<use id=\"t\" name=\"synthetic-target\"><params><param name=\"service_time\" value=\"1ms\"/></params></use>"
                + "</plugins><behavior id=\"fast\"><sample use=\"t\" name=\"call\" label=\"fast call\"/></behavior>"
                + "<behavior id=\"slow\"><sample use=\"t\" name=\"call\" label=\"slow call\"/></behavior>"
                + "</behaviors></scenario>");
        // 100000 steps of 10 calls of 1 ms each: 1000 s per middleware, unless its share ends it
        Path plan = RunFolders.writePlan(dir, "shared", "blade.0.id=loop\nblade.0.server=local host\n"
                + "blade.0.injector=LoopRunner\nblade.0.argument=scenario=scenarios/labelled.xis warmup=1 steps=100000 "
                + "calls=10\n");
        CommandResult result = CommandResult.of("run", plan.toString(), "--duration", "2s",
                "--report-dir", dir.resolve("report").toString(), "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.OK, result.exitCode(), result.toString());
        assertTrue(result.out().contains("the plan ends by itself within --duration 2 s"), result.out());
        assertTrue(!result.out().contains("INCOMPLETE") && !result.out().contains("cut short:"), result.out());
        Path loop = RunFolders.only(dir.resolve("report")).resolve("loop");
        List<String> steps = RunFolders.rows(loop.resolve("steps"));
        assertTrue(steps.stream().anyMatch(row -> row.contains(",fast call,"))
                && steps.stream().anyMatch(row -> row.contains(",slow call,")), "both middleware measured: " + steps);
        String alarms = Files.readString(loop.resolve("alarm"));
        assertTrue(alarms.contains("behavior fast: ") && alarms.contains("behavior slow: ")
                && alarms.contains("of 100000 steps measured, its share of 1 s"), alarms);
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
