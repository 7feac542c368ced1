package org.mwbench.injectors.plugins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.platform.plugin.ActionKind;
import org.mwbench.platform.plugin.ParameterSpec;
import org.mwbench.platform.plugin.PluginDescriptor;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.PluginRegistry;

/** Every built-in plugin is found by ServiceLoader and offers exactly what is documented. */
@Timeout(LoadedMachine.HANG_GUARD_SECONDS)
class DescriptorsTest {

    /**
     * Contains, not equals: the test class path may register plugins of its own (the
     * scenario tests register a probe), and those are none of this test's business.
     */
    @Test
    void everyBuiltInPluginIsFoundByItsName() throws Exception {
        PluginRegistry registry = PluginRegistry.load(getClass().getClassLoader());
        for (String name : List.of("common", "constants", "random", "counter", "chronometer", "synthetic-target")) {
            assertTrue(registry.names().contains(name), name + " is not among " + registry.names());
            assertEquals(CommonPlugin.class.getPackage(), registry.find(name).getClass().getPackage(), name);
        }
    }

    @Test
    void common() throws Exception {
        PluginDescriptor d = descriptor("common");
        assertEquals(List.of(), names(d.objectParameters()));
        assertEquals(List.of("constant", "uniform", "exponential", "gaussian"), d.actionNames(ActionKind.TIMER));
        assertEquals(List.of("probability", "true", "false"), d.actionNames(ActionKind.TEST));
        assertEquals(List.of(), d.actionNames(ActionKind.SAMPLE));
        assertEquals(List.of(), d.actionNames(ActionKind.CONTROL));
        assertEquals(List.of("duration"), params(d, ActionKind.TIMER, "constant"));
        assertEquals(List.of("min", "max"), params(d, ActionKind.TIMER, "uniform"));
        assertEquals(List.of("mean"), params(d, ActionKind.TIMER, "exponential"));
        assertEquals(List.of("mean", "deviation"), params(d, ActionKind.TIMER, "gaussian"));
        assertEquals(List.of("p"), params(d, ActionKind.TEST, "probability"));
        assertEquals(List.of(), d.variables());
    }

    @Test
    void constants() throws Exception {
        PluginDescriptor d = descriptor("constants");
        assertEquals(List.of("values"), names(d.objectParameters()));
        assertEquals(List.of("*"), d.variables());
    }

    @Test
    void random() throws Exception {
        PluginDescriptor d = descriptor("random");
        assertEquals(List.of("min", "max", "length", "seed"), names(d.objectParameters()));
        assertEquals(List.of("chance"), d.actionNames(ActionKind.TEST));
        assertEquals(List.of("p"), params(d, ActionKind.TEST, "chance"));
        assertEquals(List.of("int", "string", "uuid"), d.variables());
    }

    @Test
    void counter() throws Exception {
        PluginDescriptor d = descriptor("counter");
        assertEquals(List.of("start", "step", "shared"), names(d.objectParameters()));
        assertEquals(List.of("increment", "reset"), d.actionNames(ActionKind.CONTROL));
        assertEquals(List.of("lessThan", "atLeast"), d.actionNames(ActionKind.TEST));
        assertEquals(List.of("limit"), params(d, ActionKind.TEST, "lessThan"));
        assertEquals(List.of("limit"), params(d, ActionKind.TEST, "atLeast"));
        assertEquals(List.of("value"), d.variables());
    }

    @Test
    void chronometer() throws Exception {
        PluginDescriptor d = descriptor("chronometer");
        assertEquals(List.of("start", "stop"), d.actionNames(ActionKind.CONTROL));
        assertEquals(List.of("elapsedLessThan"), d.actionNames(ActionKind.TEST));
        assertEquals(List.of("duration"), params(d, ActionKind.TEST, "elapsedLessThan"));
        assertEquals(List.of("elapsed_ms"), d.variables());
    }

    @Test
    void syntheticTarget() throws Exception {
        PluginDescriptor d = descriptor("synthetic-target");
        assertEquals(List.of("service_time", "distribution", "error_rate", "stall_every", "stall_for", "mode"),
                names(d.objectParameters()));
        assertEquals(List.of("constant", "uniform", "exponential"), d.objectParameters().get(1).choices());
        assertEquals(List.of("blocking", "async"), d.objectParameters().get(5).choices());
        assertEquals("blocking", d.objectParameters().get(5).defaultValue(), "every existing plan measures what it did");
        assertEquals(List.of("call", "noop"), d.actionNames(ActionKind.SAMPLE));
        assertEquals(List.of("result"), params(d, ActionKind.SAMPLE, "call"));
        assertEquals(List.of(), params(d, ActionKind.SAMPLE, "noop"));
        assertEquals(List.of(), d.variables());
    }

    private static PluginDescriptor descriptor(String name) throws PluginException {
        PluginDescriptor descriptor = PluginHarness.plugin(name).descriptor();
        assertEquals(name, descriptor.name());
        return descriptor;
    }

    private static List<String> params(PluginDescriptor d, ActionKind kind, String action) {
        return names(d.action(kind, action).orElseThrow());
    }

    private static List<String> names(List<ParameterSpec> specs) {
        return specs.stream().map(ParameterSpec::name).toList();
    }
}
