package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeState;

/** The scenario runner in a real blade composite: life cycle, variables, warm-up, errors. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ScenarioRunnerTest {
    /** A think time, so that users make hundreds of calls, not millions. */
    private static final String PAUSE =
            "<timer use=\"p\" name=\"pause\"><params><param name=\"duration\" value=\"1ms\"/></params></timer>";

    @TempDir
    Path dir;

    @Test
    void sessionObjectsLiveAsLongAsTheirUsers() throws Exception {
        String scenario = ScenarioFiles.of(
                "<use id=\"p\" name=\"probe\" reset=\"true\"><params><param name=\"label\" value=\"lifecycle\"/></params></use>",
                "<sample use=\"p\" name=\"ok\"/>\n" + PAUSE + "\n<control use=\"p\" name=\"tick\"/>",
                ScenarioFiles.closed(3, 1));
        try (BladeHarness blade = BladeHarness.scenario(scenario, "", dir)) {
            blade.control().init(org.mwbench.platform.blade.TimeBase.startingNow());
            assertEquals(1, ProbePlugin.count("lifecycle", "templates"), "the template is made at init");
            assertEquals(0, ProbePlugin.count("lifecycle", "sessions"), "no user before the start");
            blade.control().prepareStart();
            blade.control().startNow();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(20_000));
            int sessions = ProbePlugin.count("lifecycle", "sessions");
            assertEquals(3, sessions, "one session object per user");
            assertEquals(sessions, ProbePlugin.count("lifecycle", "closes"), "every session object is closed");
            List<String> rows = blade.rows("action");
            int resets = ProbePlugin.count("lifecycle", "resets");
            // forceStop cuts each user's last iteration short after its sample: no reset for that one
            assertTrue(resets <= rows.size() && resets >= rows.size() - sessions,
                    "reset after every complete iteration: " + resets + " resets, " + rows.size() + " calls");
            assertEquals(1, ProbePlugin.count("lifecycle", "template-closes"), "the template is closed at the end");
            assertTrue(rows.stream().allMatch(row -> row.contains(",ok,") && row.contains(",true,")), rows.get(0));
        }
    }

    @Test
    void failuresAndExceptionsAreCountedWithTheirCause() throws Exception {
        String scenario = ScenarioFiles.of("<use id=\"p\" name=\"probe\"/>",
                // two throws an iteration: "several calls threw" holds after one iteration, however
                // few a loaded machine lets the user make in the group's time
                "<sample use=\"p\" name=\"fail\"/>\n<sample use=\"p\" name=\"throw\"/>\n<sample use=\"p\" name=\"throw\"/>\n"
                        + "<sample use=\"p\" name=\"ok\" label=\"fine\"/>",
                ScenarioFiles.closed(1, 1));
        try (BladeHarness blade = BladeHarness.scenario(scenario, "", dir)) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(20_000));
            List<String> rows = blade.rows("action");
            assertTrue(rows.stream().anyMatch(row -> row.contains(",fail,") && row.contains(",false,") && row.endsWith(",ProbeFailure")));
            assertTrue(rows.stream().anyMatch(row -> row.contains(",throw,") && row.endsWith(",IllegalStateException")));
            assertTrue(rows.stream().anyMatch(row -> row.contains(",fine,") && row.contains(",true,")));
            // The first exception of its kind says why in an alarm; later ones, and failures
            // without an exception, are recorded by their kind alone.
            assertTrue(rows.stream().filter(row -> row.contains(",throw,")).count() > 1, "several calls threw");
            List<String> alarms = blade.rows("alarm");
            assertEquals(1, alarms.size(), "one alarm: " + alarms);
            assertTrue(alarms.get(0).contains("user 0, 'throw': first failure of kind IllegalStateException: "
                    + "java.lang.IllegalStateException: probe"), alarms.get(0));
        }
    }

    @Test
    void variablesAreEvaluatedPerUser() throws Exception {
        String scenario = ScenarioFiles.of(
                "<use id=\"p\" name=\"probe\"><params><param name=\"label\" value=\"vars\"/></params></use>",
                "<control use=\"p\" name=\"tick\"/>\n"
                        + "<sample use=\"p\" name=\"echo\"><params><param name=\"text\" value=\"user ${p:user} tick ${p:ticks}\"/></params></sample>",
                ScenarioFiles.closed(1, 600));
        try (BladeHarness blade = BladeHarness.scenario(scenario, "", dir)) {
            blade.initAndStart();
            // Stopped after a few calls, not after a time: a group of 0.3 s made no call at all
            // on a loaded machine (CI39). The 600 s profile only outlasts the test.
            long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (ProbePlugin.count("vars", "echoes") < 3) {
                assertTrue(System.nanoTime() < guard && !blade.control().state().isFinal(), "3 echoes within the hang guard");
                Thread.sleep(10);
            }
            blade.control().stop();
            assertTrue(blade.awaitFinal(60_000).isFinal(), "the blade stops");
            String last = ProbePlugin.LAST_ECHO.get("vars");
            assertTrue(last.matches("user 0 tick \\d+"), last);
            assertEquals("user 0 tick " + ProbePlugin.count("vars", "echoes"), last, "evaluated at every call");
        }
    }

    @Test
    void warmUpCallsAreMarked() throws Exception {
        String scenario = ScenarioFiles.of("<use id=\"p\" name=\"probe\"/>",
                "<sample use=\"p\" name=\"ok\"/>\n" + PAUSE, ScenarioFiles.closed(1, 1));
        try (BladeHarness blade = BladeHarness.scenario(scenario, "warmup=400ms", dir)) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(20_000));
            List<String> rows = blade.rows("action");
            long warm = rows.stream().filter(row -> row.split(",")[7].equals("true")).count();
            assertTrue(warm > 0 && warm < rows.size(), warm + " of " + rows.size());
            String firstMeasured = rows.stream().filter(row -> row.split(",")[7].equals("false")).findFirst().orElseThrow();
            assertTrue(Long.parseLong(firstMeasured.split(",")[0]) >= 400_000_000L, firstMeasured);
        }
    }

    @Test
    void aBadScenarioFailsAtInitNamingFileLineAndParameter() throws Exception {
        String scenario = ScenarioFiles.of("<use id=\"p\" name=\"probe\"/>",
                "<sample use=\"p\" name=\"ok\"><params><param name=\"result\" value=\"lots\"/></params></sample>",
                ScenarioFiles.closed(1, 1));
        try (BladeHarness blade = BladeHarness.scenario(scenario, "", dir)) {
            BladeException e = assertThrows(BladeException.class,
                    () -> blade.control().init(org.mwbench.platform.blade.TimeBase.startingNow()));
            assertTrue(e.getMessage().contains("test.xis:7: sample 'ok' of plugin 'p' (probe): parameter 'result' = 'lots'"),
                    e.getMessage());
            assertEquals(BladeState.ABORTED, blade.control().state());
        }
    }

    @Test
    void badRunnerParametersFailAtInit() throws Exception {
        String scenario = ScenarioFiles.of("<use id=\"p\" name=\"probe\"/>", "<sample use=\"p\" name=\"ok\"/>",
                ScenarioFiles.closed(1, 1));
        for (String argument : List.of("events=some", "period=1s", "threads=green", "warmup=soon", "colour=red")) {
            try (BladeHarness blade = BladeHarness.scenario(scenario, argument, dir.resolve(argument.replace('=', '_')))) {
                BladeException e = assertThrows(BladeException.class,
                        () -> blade.control().init(org.mwbench.platform.blade.TimeBase.startingNow()), argument);
                assertTrue(e.getMessage().startsWith("blade blade: "), e.getMessage());
            }
        }
        try (BladeHarness blade = new BladeHarness(ScenarioRunner.class, "scenario=absent.xis", dir.resolve("absent"),
                java.util.Map.of())) {
            BladeException e = assertThrows(BladeException.class,
                    () -> blade.control().init(org.mwbench.platform.blade.TimeBase.startingNow()));
            assertTrue(e.getMessage().contains("no file 'absent.xis'"), e.getMessage());
        }
    }
}
