package org.mwbench.injectors.plugins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mwbench.injectors.plugins.PluginHarness.control;
import static org.mwbench.injectors.plugins.PluginHarness.template;
import static org.mwbench.injectors.plugins.PluginHarness.test;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.platform.plugin.Condition;
import org.mwbench.platform.plugin.SessionObject;

/** Lower bounds are exact (sleep never wakes early); upper bounds are generous for a loaded machine. */
@Timeout(LoadedMachine.HANG_GUARD_SECONDS)
class ChronometerPluginTest {

    @Test
    void measuresALap() throws Exception {
        SessionObject user = template("chronometer", Map.of()).newSession(1);
        // An hour: far past this test on any machine; 10 ms: less than the lap's sleep.
        Condition underAnHour = test(user, "chronometer", "elapsedLessThan", Map.of("duration", "1h"));
        Condition underTenMillis = test(user, "chronometer", "elapsedLessThan", Map.of("duration", "10ms"));
        long lapStart = System.nanoTime();
        control(user, "chronometer", "start").run();
        assertTrue(underAnHour.test());
        Thread.sleep(30);
        long running = Long.parseLong(user.variable("elapsed_ms"));
        // Bounded by what this thread saw pass, not by a guess of the machine's speed.
        assertTrue(running >= 30 && running <= millisSince(lapStart), "running lap " + running);
        control(user, "chronometer", "stop").run();
        assertFalse(underTenMillis.test());
        assertTrue(underAnHour.test());
        String lap = user.variable("elapsed_ms");
        Thread.sleep(20);
        control(user, "chronometer", "stop").run();
        assertEquals(lap, user.variable("elapsed_ms"), "a stopped lap no longer runs, and a second stop keeps it");
        long newLapStart = System.nanoTime();
        control(user, "chronometer", "start").run();
        long newLap = Long.parseLong(user.variable("elapsed_ms"));
        assertTrue(newLap <= millisSince(newLapStart), "start begins a new lap: " + newLap + " ms, the last was " + lap);
    }

    private static long millisSince(long nanoTime) {
        return (System.nanoTime() - nanoTime) / 1_000_000;
    }

    @Test
    void usersHaveTheirOwnChronometer() throws Exception {
        SessionObject template = template("chronometer", Map.of());
        SessionObject first = template.newSession(1);
        SessionObject second = template.newSession(2);
        control(first, "chronometer", "start").run();
        assertThrows(IllegalStateException.class, () -> second.variable("elapsed_ms"));
    }

    @Test
    void readingANeverStartedChronometerIsAnError() throws Exception {
        SessionObject user = template("chronometer", Map.of()).newSession(1);
        Condition test = test(user, "chronometer", "elapsedLessThan", Map.of("duration", "1s"));
        IllegalStateException e = assertThrows(IllegalStateException.class, test::test);
        assertTrue(e.getMessage().contains("start"), e.getMessage());
    }
}
