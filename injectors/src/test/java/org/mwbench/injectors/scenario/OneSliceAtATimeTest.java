package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.blade.BladeState;

/**
 * A user runs on one worker at a time, whatever wakes it: its think time's timer firing
 * before the slice that armed it has given its thread back, a resume, a stop. Calls that fail
 * at once and think times of a microsecond make those wake-ups race the slices' ends on
 * every iteration; a small pool makes users wait in line for a thread as well.
 * Were a user run twice at once, the slice ending first would leave the other without a
 * recorder (CI14: every later call of that user failed on a NullPointerException) or record
 * a call twice: so every call made must be in the action file exactly once.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class OneSliceAtATimeTest {
    private static final int USERS = 20;
    private static final String FAILING_THEN_THINKING = ScenarioFiles.of(
            "<use id=\"p\" name=\"probe\"><params><param name=\"label\" value=\"%s\"/></params></use>",
            "<sample use=\"p\" name=\"throw\"/>\n"
                    + "<timer use=\"p\" name=\"pause\"><params><param name=\"duration\" value=\"1us\"/></params></timer>",
            ScenarioFiles.closed(USERS, 3));

    @TempDir
    Path dir;

    @Test
    void failingCallsAndWakeUpsThatRaceTheSlicesLoseNoCall() throws Exception {
        String label = "one-slice-run";
        try (BladeHarness blade = BladeHarness.scenario(FAILING_THEN_THINKING.formatted(label), "", dir)) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(90_000));
            assertEveryCallRecordedOnce(blade, label);
        }
    }

    @Test
    void suspendResumeAndStopWhileCallsFailLoseNoCall() throws Exception {
        String label = "one-slice-suspended";
        try (BladeHarness blade = BladeHarness.scenario(FAILING_THEN_THINKING.formatted(label), "max_threads=3", dir)) {
            blade.initAndStart();
            for (int round = 0; round < 5; round++) {
                Thread.sleep(100);
                blade.control().suspend();
                Thread.sleep(20);
                blade.control().resume();
            }
            blade.control().stop();
            assertEquals(BladeState.STOPPED, blade.control().state());
            assertEveryCallRecordedOnce(blade, label);
        }
    }

    private static void assertEveryCallRecordedOnce(BladeHarness blade, String label) throws Exception {
        String alarms = Files.readString(blade.folder().resolve("alarm"));
        assertFalse(alarms.contains("NullPointerException"), "no call found its user without a recorder:\n" + head(alarms));
        assertFalse(alarms.contains("failed:"), "no user failed:\n" + head(alarms));
        List<String> rows = blade.rows("action");
        System.out.println(label + ": " + rows.size() + " calls recorded, " + ProbePlugin.count(label, "throws") + " made");
        assertEquals(USERS, rows.stream().map(row -> row.split(",")[1]).distinct().count(), "every user's calls were recorded");
        assertEquals(ProbePlugin.count(label, "throws"), rows.size(), "each call made is in the action file once");
    }

    private static String head(String text) {
        return text.length() <= 2000 ? text : text.substring(0, 2000) + "...";
    }
}
