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
import org.mwbench.platform.plugin.Condition;
import org.mwbench.platform.plugin.SessionObject;

/** Lower bounds are exact (sleep never wakes early); upper bounds are generous for a loaded machine. */
@Timeout(10)
class ChronometerPluginTest {

    @Test
    void measuresALap() throws Exception {
        SessionObject user = template("chronometer", Map.of()).newSession(1);
        Condition underTenSeconds = test(user, "chronometer", "elapsedLessThan", Map.of("duration", "10s"));
        Condition underTenMillis = test(user, "chronometer", "elapsedLessThan", Map.of("duration", "10ms"));
        control(user, "chronometer", "start").run();
        assertTrue(underTenSeconds.test());
        Thread.sleep(30);
        long running = Long.parseLong(user.variable("elapsed_ms"));
        assertTrue(running >= 30 && running < 5000, "running lap " + running);
        control(user, "chronometer", "stop").run();
        assertFalse(underTenMillis.test());
        assertTrue(underTenSeconds.test());
        String lap = user.variable("elapsed_ms");
        Thread.sleep(20);
        control(user, "chronometer", "stop").run();
        assertEquals(lap, user.variable("elapsed_ms"), "a stopped lap no longer runs, and a second stop keeps it");
        control(user, "chronometer", "start").run();
        assertTrue(Long.parseLong(user.variable("elapsed_ms")) < running, "start begins a new lap");
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
