package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeFiles;

/**
 * Attacks --duration dropping whole middleware from the end of a scalability plan (it measured 2 of
 * 7): the plan's length is estimated before it starts, and a limit shortens every plateau alike, or
 * is refused naming what it would drop.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class PlannedLengthTest {
    private static final String THREE = String.join("\n",
            "<scenario><behaviors><plugins><use id=\"p\" name=\"probe\"/></plugins>",
            "<behavior id=\"tcp\"><sample use=\"p\" name=\"ok\" label=\"ping\"/></behavior>",
            "<behavior id=\"rmi\"><sample use=\"p\" name=\"ok\" label=\"ping\"/></behavior>",
            "<behavior id=\"corba\"><sample use=\"p\" name=\"ok\" label=\"ping\"/></behavior></behaviors></scenario>");
    private static final BladeFiles FILES = name -> THREE.getBytes(StandardCharsets.UTF_8);
    /** Per middleware: warm-up 3 s + gap 1 s + 4 plateaus of ramp 1 s and 3 to 3 + 30 + 15 s. */
    private static final String ARGUMENT = "scenario=s.xis clients=1;2;5;10 min_intervals=3 max=15s settle=30s ramp=1s "
            + "warmup=3s gap=1s";

    @Test
    void aPlateauRunsLengthIsBetweenEveryPlateauSettlingAtOnceAndNone() throws Exception {
        PlannedLength length = PlannedLength.of("PlateauRunner", "clients", ARGUMENT, FILES);
        assertEquals(Duration.ofSeconds(3 * (4 + 4 * 4)), length.least());
        assertEquals(Duration.ofSeconds(3 * (4 + 4 * 46)), length.most());
        assertEquals("3 middleware x 4 plateaus", length.what());
        assertEquals("9 min 24 s", PlannedLength.format(length.most()));
    }

    @Test
    void aLimitBetweenShortensEveryPlateauAlikeSoEveryMiddlewareIsMeasured() throws Exception {
        // least 60 s, most 564 s: 312 s is halfway, so max 3 + 12 / 2 = 9 s and settle 15 s
        PlannedLength.Shortened shortened = PlannedLength.shorten("PlateauRunner", "clients", ARGUMENT, FILES,
                Duration.ofSeconds(312));
        assertTrue(shortened.argument().contains("max=9000ms") && shortened.argument().contains("settle=15000ms"),
                shortened.argument());
        PlannedLength after = PlannedLength.of("PlateauRunner", "clients", shortened.argument(), FILES);
        assertEquals(Duration.ofSeconds(312), after.most());
        assertEquals("3 middleware x 4 plateaus", after.what(), "every middleware and plateau still measured");
        assertTrue(shortened.change().startsWith("each plateau of blade clients shortened"), shortened.change());
    }

    @Test
    void aLimitBelowTheShortestIsRefusedSayingWhatItWouldDrop() {
        BladeException refused = assertThrows(BladeException.class, () -> PlannedLength.shorten("PlateauRunner",
                "clients", ARGUMENT, FILES, Duration.ofSeconds(25)));
        assertTrue(refused.getMessage().contains("would drop 2 of its 3 middleware (rmi, corba)"), refused.getMessage());
        assertTrue(refused.getMessage().contains("give at least 1 min"), refused.getMessage());
    }

    @Test
    void aLimitAboveTheLongestChangesNothing() throws Exception {
        assertEquals(ARGUMENT, PlannedLength.shorten("PlateauRunner", "clients", ARGUMENT, FILES, Duration.ofMinutes(10))
                .argument());
    }

    @Test
    void aSyntheticInjectorRunsForItsDuration() throws Exception {
        assertEquals(Duration.ofSeconds(5), PlannedLength.of("SyntheticInjector", "fast", "threads=4 duration=5s", FILES)
                .most());
    }

    @Test
    void aLoopsLengthIsUnknown() throws Exception {
        PlannedLength loop = PlannedLength.of("LoopRunner", "loop", "scenario=s.xis warmup=10 steps=2 calls=5", FILES);
        assertEquals(null, loop.most());
        assertEquals("3 middleware in turn, 20 calls each, as fast as they answer", loop.what());
        assertEquals("1 middleware, 20 calls, as fast as it answers", PlannedLength.of("LoopRunner", "loop",
                "scenario=s.xis behavior=rmi warmup=10 steps=2 calls=5", FILES).what(), "no turns with one");
    }

    /** A limit that cuts a blade it cannot shorten is said before the start, not found out from the run's end. */
    @Test
    void aLimitShorterThanASyntheticInjectorsDurationSaysItCutsItsEnd() throws Exception {
        String cut = PlannedLength.cutBy("SyntheticInjector", "fast", "threads=4 duration=20s", FILES, Duration.ofSeconds(8));
        assertEquals("--duration 8 s stops blade fast 12 s before the end of its duration (20 s): what it would run "
                + "after 8 s is not run, and its figures are marked cut short", cut);
        assertEquals(null, PlannedLength.cutBy("SyntheticInjector", "fast", "threads=4 duration=20s", FILES,
                Duration.ofSeconds(20)), "a limit it fits in cuts nothing");
    }

    /** scalability-1 under --duration 4m measured 2 of its 7: every middleware now gets the same time. */
    @Test
    void aLimitOnALoopGivesEachMiddlewareAnEqualShareAndDropsNone() throws Exception {
        String argument = "scenario=s.xis warmup=10 steps=2 calls=5";
        PlannedLength.Shortened shared = PlannedLength.shorten("LoopRunner", "loop", argument, FILES, Duration.ofSeconds(30));
        assertEquals(argument + " share=10000ms", shared.argument());
        assertTrue(shared.change().startsWith("each of the 3 middleware of blade loop (tcp, rmi, corba) gets an equal "
                + "share of --duration 30 s, share=10000ms"), shared.change());
        PlannedLength after = PlannedLength.of("LoopRunner", "loop", shared.argument(), FILES);
        assertEquals(Duration.ofSeconds(30), after.most(), "3 shares of 10 s");
        assertEquals("blade loop: 10 s for each of its 3 middleware (tcp, rmi, corba), or its 2 steps if sooner, at "
                + "least 1", PlannedLength.shareOf("LoopRunner", "loop", shared.argument(), FILES));
        assertEquals(null, PlannedLength.cutBy("LoopRunner", "loop", argument, FILES, Duration.ofSeconds(30)),
                "shared out, nothing left to the stop");
        assertEquals(shared.argument(), PlannedLength.shorten("LoopRunner", "loop", shared.argument(), FILES,
                Duration.ofSeconds(40)).argument(), "a share that fits is kept");
    }

    @Test
    void aPlateauRunnerIsShortenedNotCut() throws Exception {
        assertEquals(null, PlannedLength.cutBy("PlateauRunner", "clients", ARGUMENT, FILES, Duration.ofSeconds(312)));
    }

    /** Seven middleware in turn: a scalability part's shape, whose later middleware a short --duration once left unmeasured. */
    private static final String SEVEN = "<scenario><behaviors><plugins><use id=\"p\" name=\"probe\"/></plugins>"
            + java.util.stream.Stream.of("m1", "m2", "m3", "m4", "m5", "m6", "m7").map(id -> "<behavior id=\"" + id
            + "\"><sample use=\"p\" name=\"ok\" label=\"ping\"/></behavior>").collect(java.util.stream.Collectors.joining())
            + "</behaviors></scenario>";

    @Test
    void aLoopOfSevenMiddlewareCutToAThirdMeasuresEveryOneEachPartScaled() throws Exception {
        BladeFiles seven = name -> SEVEN.getBytes(StandardCharsets.UTF_8);
        String argument = "scenario=s.xis clients=1;2 min_intervals=2 max=20s settle=10s ramp=1s warmup=2s gap=1s";
        PlannedLength before = PlannedLength.of("PlateauRunner", "clients", argument, seven);
        Duration third = before.most().dividedBy(3);
        PlannedLength.Shortened shortened = PlannedLength.shorten("PlateauRunner", "clients", argument, seven, third);
        PlannedLength after = PlannedLength.of("PlateauRunner", "clients", shortened.argument(), seven);
        assertEquals("7 middleware x 2 plateaus", after.what(), "every middleware still measured");
        assertTrue(after.most().compareTo(third) <= 0 && after.most().compareTo(third.minusSeconds(1)) > 0,
                after.most() + " within a second of " + third);
        assertTrue(shortened.change().contains("by a factor of 0.33"), shortened.change());
    }

    /** A profile of 30 s: a 10 s ramp, a 20 s plateau of 10 users. */
    private static final String PROFILE = "<scenario><behaviors><plugins><use id=\"p\" name=\"probe\"/></plugins>"
            + "<behavior id=\"tcp\"><sample use=\"p\" name=\"ok\" label=\"ping\"/></behavior></behaviors>"
            + "<loadprofile><group behavior=\"tcp\" forceStop=\"true\"><ramp style=\"line\"><points>"
            + "<point x=\"0\" y=\"0\"/><point x=\"10\" y=\"10\"/><point x=\"30\" y=\"10\"/></points></ramp>"
            + "</group></loadprofile></scenario>";
    private static final BladeFiles PROFILE_FILES = name -> PROFILE.getBytes(StandardCharsets.UTF_8);

    @Test
    void aLoadProfilesPointsAreScaledInTime() throws Exception {
        PlannedLength.Shortened shortened = PlannedLength.shorten("ScenarioRunner", "users", "scenario=s.xis",
                PROFILE_FILES, Duration.ofSeconds(15));
        assertEquals("scenario=s.xis time_scale=0.500000", shortened.argument());
        assertTrue(shortened.change().contains("every point's time by a factor of 0.50"), shortened.change());
        ScenarioRunner.Settings s = new ScenarioRunner.Reader().read(
                org.mwbench.platform.blade.BladeArguments.parse("users", shortened.argument()), PROFILE_FILES);
        assertEquals(java.util.List.of(new Profile.Point(0, 0, Profile.Style.LINE),
                new Profile.Point(5, 10, Profile.Style.LINE), new Profile.Point(15, 10, Profile.Style.LINE)),
                s.scenario().groups().get(0).profile().points(), "each point at half its time, its users kept");
        assertEquals(null, PlannedLength.cutBy("ScenarioRunner", "users", "scenario=s.xis", PROFILE_FILES,
                Duration.ofSeconds(15)), "shortened, not cut");
    }

    @Test
    void aProfileWhosePlateauWouldFallBelowASecondIsRefusedWithTheShortestLimit() {
        BladeException refused = assertThrows(BladeException.class, () -> PlannedLength.shorten("ScenarioRunner",
                "users", "scenario=s.xis", PROFILE_FILES, Duration.ofMillis(1200)));
        // the 20 s plateau would last 0.8 s; it keeps a second from --duration 30 s x 1 / 20 = 1.5 s, so 2 s
        assertTrue(refused.getMessage().contains("its plateau of group tcp from x=10 s (20 s) would last 0.8 s"),
                refused.getMessage());
        assertTrue(refused.getMessage().contains("give at least --duration 2 s"), refused.getMessage());
    }

    @Test
    void aProfileWhoseWarmupWouldTakeTheWholeRunIsRefused() {
        BladeException refused = assertThrows(BladeException.class, () -> PlannedLength.shorten("ScenarioRunner",
                "users", "scenario=s.xis warmup=10s", PROFILE_FILES, Duration.ofSeconds(8)));
        assertTrue(refused.getMessage().contains("its warm-up (10 s) would take the whole run"), refused.getMessage());
        assertTrue(refused.getMessage().contains("give at least --duration 11 s"), refused.getMessage());
    }
}
