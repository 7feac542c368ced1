package org.mwbench.injectors.plugins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mwbench.injectors.plugins.PluginHarness.meanNanos;
import static org.mwbench.injectors.plugins.PluginHarness.template;
import static org.mwbench.injectors.plugins.PluginHarness.test;
import static org.mwbench.injectors.plugins.PluginHarness.timer;

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.platform.plugin.Condition;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.SessionObject;
import org.mwbench.platform.plugin.Timer;

/**
 * Think times are checked through delayNanos only: nothing sleeps. Means are checked over
 * 20,000 draws against tolerances of several standard errors, so that a correct
 * implementation fails about never and a wrong scale (ms for us, a missing factor) always.
 */
@Timeout(LoadedMachine.HANG_GUARD_SECONDS)
class CommonPluginTest {
    private static final int DRAWS = 20_000;
    private SessionObject user;

    @BeforeEach
    void newUser() throws Exception {
        user = template("common", Map.of()).newSession(1);
    }

    @Test
    void constantIsExactlyItsDuration() throws Exception {
        assertEquals(20_000_000L, timer(user, "common", "constant", Map.of("duration", "20ms")).delayNanos());
        assertEquals(1_500L, timer(user, "common", "constant", Map.of("duration", "1.5us")).delayNanos());
        assertEquals(250_000_000L, timer(user, "common", "constant", Map.of("duration", "250")).delayNanos(),
                "a bare number is in milliseconds");
    }

    @Test
    void constantReadsAVariablePerCall() throws Exception {
        SessionObject constants = template("constants", Map.of("values", "think=3ms")).newSession(1);
        Timer think = timer(user, "common", "constant", Map.of("duration", "${c:think}"),
                (use, variable) -> constants.variable(variable));
        assertEquals(3_000_000L, think.delayNanos());
    }

    @Test
    void uniformStaysInItsRangeAndCentresOnItsMiddle() throws Exception {
        Timer uniform = timer(user, "common", "uniform", Map.of("min", "10ms", "max", "30ms"));
        double sum = 0;
        for (int i = 0; i < DRAWS; i++) {
            long draw = uniform.delayNanos();
            assertTrue(draw >= 10_000_000L && draw <= 30_000_000L, "draw " + draw);
            sum += draw;
        }
        // standard error = 20ms / sqrt(12 * 20000) = 0.04 ms
        assertEquals(20e6, sum / DRAWS, 0.3e6);
    }

    @Test
    void uniformWithEqualBoundsIsConstant() throws Exception {
        assertEquals(5_000_000L, timer(user, "common", "uniform", Map.of("min", "5ms", "max", "5ms")).delayNanos());
    }

    @Test
    void uniformRefusesMaxBelowMinAtBindTime() throws Exception {
        PluginException e = assertThrows(PluginException.class,
                () -> timer(user, "common", "uniform", Map.of("min", "30ms", "max", "10ms")));
        assertTrue(e.getMessage().contains("max '10ms'") && e.getMessage().contains("min '30ms'"), e.getMessage());
    }

    @Test
    void exponentialHasItsMeanAndNeverPassesTheCap() throws Exception {
        Timer exponential = timer(user, "common", "exponential", Map.of("mean", "10ms"));
        double sum = 0;
        long longest = 0;
        for (int i = 0; i < DRAWS; i++) {
            long draw = exponential.delayNanos();
            assertTrue(draw >= 0);
            longest = Math.max(longest, draw);
            sum += draw;
        }
        // standard error = mean / sqrt(20000) = 0.7% of the mean
        assertEquals(10e6, sum / DRAWS, 0.5e6);
        assertTrue(longest <= 200_000_000L, "longest " + longest);
        assertTrue(longest > 50_000_000L, "an exponential's longest of 20,000 draws is near 10 means: " + longest);
    }

    @Test
    void exponentialCapIsTwentyMeansEvenForTheLastUniformDraw() throws Exception {
        long mean = 10_000_000L;
        // The largest double below 1 would give -ln(2^-53), 36.7 means, without the cap.
        assertEquals(20 * mean, RandomDelays.exponentialFromUniform(Math.nextDown(1.0), mean));
        assertEquals(0, RandomDelays.exponentialFromUniform(0.0, mean));
        assertEquals(Math.log(2) * mean, RandomDelays.exponentialFromUniform(0.5, mean), 1.0);
        assertEquals(Long.MAX_VALUE, RandomDelays.exponentialFromUniform(Math.nextDown(1.0), Long.MAX_VALUE / 2),
                "20 means of a huge mean saturate instead of overflowing");
    }

    @Test
    void gaussianHasItsMeanAndDeviation() throws Exception {
        Timer gaussian = timer(user, "common", "gaussian", Map.of("mean", "10ms", "deviation", "2ms"));
        double sum = 0;
        double squares = 0;
        for (int i = 0; i < DRAWS; i++) {
            double draw = gaussian.delayNanos();
            sum += draw;
            squares += draw * draw;
        }
        double mean = sum / DRAWS;
        double deviation = Math.sqrt(squares / DRAWS - mean * mean);
        assertEquals(10e6, mean, 0.1e6); // standard error 0.014 ms
        assertEquals(2e6, deviation, 0.1e6);
    }

    @Test
    void gaussianIsClampedAtZero() throws Exception {
        Timer gaussian = timer(user, "common", "gaussian", Map.of("mean", "1ms", "deviation", "10ms"));
        int zeros = 0;
        for (int i = 0; i < DRAWS; i++) {
            long draw = gaussian.delayNanos();
            assertTrue(draw >= 0, "draw " + draw);
            zeros += draw == 0 ? 1 : 0;
        }
        assertTrue(zeros > DRAWS / 3, "about 46% of N(1, 10) is below 0: " + zeros);
    }

    @Test
    void probabilityIsTrueAtItsRate() throws Exception {
        Condition quarter = test(user, "common", "probability", Map.of("p", "0.25"));
        int hits = 0;
        for (int i = 0; i < DRAWS; i++) {
            hits += quarter.test() ? 1 : 0;
        }
        assertEquals(0.25, hits / (double) DRAWS, 0.02); // standard error 0.003
        Condition never = test(user, "common", "probability", Map.of("p", "0"));
        Condition always = test(user, "common", "probability", Map.of("p", "1"));
        for (int i = 0; i < 1000; i++) {
            assertFalse(never.test());
            assertTrue(always.test());
        }
    }

    @Test
    void probabilityOutsideZeroToOneFailsAtBindTime() throws Exception {
        for (String bad : new String[] {"1.5", "-0.1", "NaN"}) {
            PluginException e = assertThrows(PluginException.class,
                    () -> test(user, "common", "probability", Map.of("p", bad)));
            assertTrue(e.getMessage().contains("parameter 'p'") && e.getMessage().contains("'" + bad + "'"),
                    e.getMessage());
        }
    }

    @Test
    void trueAndFalse() throws Exception {
        assertTrue(test(user, "common", "true", Map.of()).test());
        assertFalse(test(user, "common", "false", Map.of()).test());
    }

    @Test
    void badOrMissingParametersAreNamedWithTheirValue() throws Exception {
        PluginException bad = assertThrows(PluginException.class,
                () -> timer(user, "common", "constant", Map.of("duration", "soon")));
        assertTrue(bad.getMessage().contains("'duration' = 'soon'"), bad.getMessage());
        PluginException missing = assertThrows(PluginException.class,
                () -> timer(user, "common", "exponential", Map.of()));
        assertTrue(missing.getMessage().contains("'mean' is required"), missing.getMessage());
    }

    @Test
    void unknownActionsAreRefused() throws Exception {
        assertThrows(PluginException.class, () -> user.timer("pareto", null));
        assertThrows(PluginException.class, () -> user.sample("call", null));
    }
}
