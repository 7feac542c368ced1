package org.mwbench.injectors.plugins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mwbench.injectors.plugins.PluginHarness.template;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.SessionObject;

@Timeout(LoadedMachine.HANG_GUARD_SECONDS)
class ConstantsPluginTest {

    @Test
    void eachEntryIsAVariable() throws Exception {
        SessionObject user = template("constants", Map.of("values", " server = localhost ; size=64;url=http://h/?a=b;"))
                .newSession(7);
        assertEquals("localhost", user.variable("server"));
        assertEquals("64", user.variable("size"));
        assertEquals("http://h/?a=b", user.variable("url"), "a value may hold '='; the first one separates");
    }

    @Test
    void anUndefinedNameIsRefusedWithTheKnownOnes() throws Exception {
        SessionObject user = template("constants", Map.of("values", "server=localhost;size=64")).newSession(1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> user.variable("port"));
        assertTrue(e.getMessage().contains("'port'") && e.getMessage().contains("[server, size]"), e.getMessage());
    }

    @Test
    void badValuesAreRefusedAtTemplateTime() throws Exception {
        assertRefused("server", "'server' is not name=value");
        assertRefused("=localhost", "'' in '=localhost' is not a name");
        assertRefused("a b=1", "'a b'");
        assertRefused("a=1;a=2", "'a' is defined twice");
        assertRefused(" ; ", "defines no constant");
        assertRefused("a=${other:b}", "holds a ${use:variable}");
    }

    @Test
    void valuesIsRequired() throws Exception {
        PluginException e = assertThrows(PluginException.class, () -> template("constants", Map.of()));
        assertTrue(e.getMessage().contains("'values' is required"), e.getMessage());
    }

    private static void assertRefused(String values, String expected) {
        PluginException e = assertThrows(PluginException.class, () -> template("constants", Map.of("values", values)));
        assertTrue(e.getMessage().contains("parameter 'values'") && e.getMessage().contains(expected), e.getMessage());
    }
}
