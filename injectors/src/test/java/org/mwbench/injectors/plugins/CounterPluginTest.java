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
import org.mwbench.platform.plugin.Control;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.SessionObject;

@Timeout(LoadedMachine.HANG_GUARD_SECONDS)
class CounterPluginTest {

    @Test
    void countsAWhileLoopsTurns() throws Exception {
        SessionObject user = template("counter", Map.of()).newSession(1);
        Control reset = control(user, "counter", "reset");
        Control increment = control(user, "counter", "increment");
        Condition lessThanFive = test(user, "counter", "lessThan", Map.of("limit", "5"));
        for (int iteration = 0; iteration < 2; iteration++) {
            user.reset(); // between iterations the counter keeps its value; the loop resets it
            reset.run();
            int turns = 0;
            while (lessThanFive.test()) {
                increment.run();
                turns++;
            }
            assertEquals(5, turns);
            assertEquals("5", user.variable("value"));
            assertTrue(test(user, "counter", "atLeast", Map.of("limit", "5")).test());
            assertFalse(test(user, "counter", "atLeast", Map.of("limit", "6")).test());
        }
    }

    @Test
    void startsAndStepsAsConfigured() throws Exception {
        SessionObject user = template("counter", Map.of("start", "100", "step", "-10")).newSession(1);
        assertEquals("100", user.variable("value"));
        control(user, "counter", "increment").run();
        control(user, "counter", "increment").run();
        assertEquals("80", user.variable("value"));
        control(user, "counter", "reset").run();
        assertEquals("100", user.variable("value"));
    }

    @Test
    void eachUserHasItsOwnCounterByDefault() throws Exception {
        SessionObject template = template("counter", Map.of());
        SessionObject first = template.newSession(1);
        SessionObject second = template.newSession(2);
        control(first, "counter", "increment").run();
        control(first, "counter", "increment").run();
        control(second, "counter", "increment").run();
        assertEquals("2", first.variable("value"));
        assertEquals("1", second.variable("value"));
    }

    @Test
    void aSharedCounterIsSharedWithinAUseButNotAcrossUses() throws Exception {
        SessionObject template = template("counter", Map.of("shared", "true"));
        SessionObject first = template.newSession(1);
        SessionObject second = template.newSession(2);
        SessionObject otherUse = template("counter", Map.of("shared", "true")).newSession(1);
        control(first, "counter", "increment").run();
        control(second, "counter", "increment").run();
        control(second, "counter", "increment").run();
        assertEquals("3", first.variable("value"));
        assertEquals("3", second.variable("value"));
        assertEquals("0", otherUse.variable("value"));
        control(first, "counter", "reset").run();
        assertEquals("0", second.variable("value"));
    }

    @Test
    void aSharedCounterLosesNoIncrementUnderContention() throws Exception {
        SessionObject template = template("counter", Map.of("shared", "true"));
        Thread[] users = new Thread[2];
        for (int u = 0; u < users.length; u++) {
            Control increment = control(template.newSession(u), "counter", "increment");
            users[u] = new Thread(() -> {
                for (int i = 0; i < 50_000; i++) {
                    try {
                        increment.run();
                    } catch (Exception e) {
                        throw new AssertionError(e);
                    }
                }
            });
            users[u].start();
        }
        for (Thread user : users) {
            user.join();
        }
        assertEquals("100000", template.newSession(9).variable("value"));
    }

    @Test
    void aLimitCanBeAVariable() throws Exception {
        SessionObject constants = template("constants", Map.of("values", "loops=3")).newSession(1);
        SessionObject user = template("counter", Map.of()).newSession(1);
        Condition lessThanLoops = test(user, "counter", "lessThan", Map.of("limit", "${c:loops}"),
                (use, variable) -> constants.variable(variable));
        Control increment = control(user, "counter", "increment");
        int turns = 0;
        while (lessThanLoops.test()) {
            increment.run();
            turns++;
        }
        assertEquals(3, turns);
    }

    @Test
    void badParametersAreNamedWithTheirValue() throws Exception {
        PluginException step = assertThrows(PluginException.class, () -> template("counter", Map.of("step", "one")));
        assertTrue(step.getMessage().contains("'step' = 'one'"), step.getMessage());
        PluginException shared = assertThrows(PluginException.class,
                () -> template("counter", Map.of("shared", "yes")));
        assertTrue(shared.getMessage().contains("'shared' = 'yes'"), shared.getMessage());
        PluginException variable = assertThrows(PluginException.class,
                () -> template("counter", Map.of("start", "${c:first}")));
        assertTrue(variable.getMessage().contains("parameter 'start'"), variable.getMessage());
    }

    @Test
    void unknownVariableIsRefused() throws Exception {
        SessionObject user = template("counter", Map.of()).newSession(1);
        assertThrows(IllegalArgumentException.class, () -> user.variable("count"));
    }
}
