package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeState;

/** Demarey et al. 2004's loop: X warm-up calls, then S steps of I calls, a mean per step. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LoopRunnerTest {
    @TempDir
    Path dir;

    private static final String PING = String.join("\n",
            "<scenario><behaviors><plugins><use id=\"p\" name=\"probe\"/></plugins>",
            "<behavior id=\"ping\"><sample use=\"p\" name=\"ok\" label=\"ping\"/></behavior></behaviors></scenario>");

    private BladeHarness loop(String scenario, String argument) throws Exception {
        return new BladeHarness(LoopRunner.class, "scenario=loop.xis " + argument, dir,
                Map.of("loop.xis", scenario.getBytes(StandardCharsets.UTF_8)));
    }

    /** PING's behavior, then another whose one sample fails. */
    private static final String TWO_BEHAVIORS = PING.replace("</behaviors>", "<behavior id=\"other\"><sample use=\"p\" name=\"fail\"/></behavior></behaviors>");

    /** Each row of the steps file, cut to its first four columns: step, behavior, calls, errors. */
    private static List<String> stepHeads(BladeHarness blade) throws Exception {
        return blade.rows("steps").stream().map(row -> String.join(",", List.of(row.split(",")).subList(0, 4))).toList();
    }

    @Test
    void makesWarmUpCallsThenStepsOfCallsAndStoresEachStepsMean() throws Exception {
        try (BladeHarness blade = loop(PING, "warmup=30 steps=4 calls=25")) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(20_000));
            List<String> calls = blade.rows("action");
            assertEquals(30 + 4 * 25, calls.size(), "X + S*I calls, no more");
            assertEquals(30, calls.stream().filter(row -> row.split(",")[7].equals("true")).count(), "X warm-up calls");
            assertTrue(calls.subList(0, 30).stream().allMatch(row -> row.split(",")[7].equals("true")), "warm-up first");
            List<String> steps = blade.rows("steps");
            assertEquals(4, steps.size(), String.join("\n", steps));
            for (int step = 0; step < 4; step++) {
                String[] fields = steps.get(step).split(",");
                assertEquals(Integer.toString(step), fields[0]);
                assertEquals("ping", fields[1]);
                assertEquals("25", fields[2], "I calls per step");
                // the step's mean is the mean of its 25 calls in the action file
                double mean = calls.subList(30 + step * 25, 30 + (step + 1) * 25).stream()
                        .mapToLong(row -> Long.parseLong(row.split(",")[5])).average().orElseThrow();
                assertEquals(Math.round(mean), Long.parseLong(fields[4]), 1.0, "step " + step);
            }
        }
    }

    @Test
    void eachSampleIsToldWhetherItsCallIsAWarmUpCall() throws Exception {
        // white-box timing leaves warm-up calls out by this flag: it must be the action file's
        try (BladeHarness blade = loop(PING.replace("name=\"ok\"", "name=\"phase\""), "warmup=3 steps=2 calls=2")) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(20_000));
            List<String> calls = blade.rows("action");
            assertEquals(7, calls.size());
            for (String call : calls) {
                String[] fields = call.split(",");
                assertEquals(fields[7].equals("true") ? "1" : "0", fields[8], call);
            }
        }
    }

    @Test
    void withoutAChoiceEveryBehaviorRunsItsOwnLoopInTurn() throws Exception {
        try (BladeHarness blade = loop(TWO_BEHAVIORS, "warmup=2 steps=2 calls=3")) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(20_000));
            List<String> calls = blade.rows("action");
            assertEquals(2 * (2 + 2 * 3), calls.size(), "each behavior: X + S*I calls");
            assertTrue(calls.subList(0, 8).stream().allMatch(row -> row.split(",")[2].equals("ping")), "ping first, whole");
            assertTrue(calls.subList(8, 16).stream().allMatch(row -> row.split(",")[2].equals("fail")), "then the other");
            assertEquals(List.of("0,ping,3,0", "1,ping,3,0", "0,fail,3,3", "1,fail,3,3"), stepHeads(blade));
        }
    }

    @Test
    void oneBehaviorCanBeChosen() throws Exception {
        try (BladeHarness blade = loop(TWO_BEHAVIORS, "behavior=nothere warmup=0 steps=1 calls=1")) {
            BladeException e = assertThrows(BladeException.class,
                    () -> blade.control().init(org.mwbench.platform.blade.TimeBase.startingNow()));
            assertTrue(e.getMessage().contains("'nothere' is not valid"), e.getMessage());
        }
        try (BladeHarness blade = loop(TWO_BEHAVIORS, "behavior=other warmup=0 steps=2 calls=3")) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(20_000));
            assertEquals(6, blade.rows("action").size());
            assertTrue(blade.rows("steps").get(0).startsWith("0,fail,3,3,"), blade.rows("steps").get(0));
        }
    }

    @Test
    void aShareOfNothingGivesEachBehaviorItsWarmUpAndOneStepAndSaysWhatWasCut() throws Exception {
        // share=0s is over at once: each behavior keeps its warm-up and one measured step, never none
        try (BladeHarness blade = loop(TWO_BEHAVIORS, "warmup=2 steps=5 calls=3 share=0s")) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(20_000));
            assertEquals(2 * (2 + 3), blade.rows("action").size(), "each behavior: X + 1 step of I calls");
            assertEquals(List.of("0,ping,3,0", "0,fail,3,3"), stepHeads(blade), "every middleware measured");
            String alarms = java.nio.file.Files.readString(blade.folder().resolve("alarm"));
            assertTrue(alarms.contains("behavior ping: 1 of 5 steps measured, its share of 0 s (share=0ms, set by "
                    + "--duration) ended"), alarms);
            assertTrue(alarms.contains("behavior other: 1 of 5 steps measured"), alarms);
        }
    }

    @Test
    void aShareLongerThanTheLoopCutsNothing() throws Exception {
        try (BladeHarness blade = loop(PING, "warmup=1 steps=3 calls=2 share=1h")) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(20_000));
            assertEquals(3, blade.rows("steps").size());
            java.nio.file.Path alarms = blade.folder().resolve("alarm");
            assertTrue(!java.nio.file.Files.exists(alarms) || !java.nio.file.Files.readString(alarms).contains("share"));
        }
    }
}
