package org.mwbench.injectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.mwbench.platform.agent.BladeClasses;

/**
 * Which parameters of each blade are plan files: only those are read from the supervisor's
 * disk and sent to the agent. Every registered blade is listed, so a new one needs a
 * decision here, and a runner that stopped declaring its scenario would fail.
 */
class BladeFileParametersTest {
    private static final Map<String, List<String>> EXPECTED = new TreeMap<>(Map.ofEntries(
            Map.entry("ScenarioRunner", List.of("scenario")),
            Map.entry("LoopRunner", List.of("scenario")),
            Map.entry("PlateauRunner", List.of("scenario")),
            Map.entry("SyntheticInjector", List.of()),
            Map.entry("ServerBlade", List.of()),
            Map.entry("BridgeBlade", List.of()),
            // CLIF's probe families: their argument is a period, a duration and a device, never a file
            Map.entry("cpu", List.of()),
            Map.entry("memory", List.of()),
            Map.entry("network", List.of()),
            Map.entry("disk", List.of()),
            Map.entry("jvm", List.of())));

    @Test
    void everyBladeDeclaresExactlyItsFileParameters() throws Exception {
        ClassLoader loader = getClass().getClassLoader();
        Map<String, List<String>> declared = new TreeMap<>();
        for (String name : BladeClasses.knownNames(loader)) {
            declared.put(name, BladeClasses.fileParameters(BladeClasses.resolve(name, loader)));
        }
        assertEquals(EXPECTED, declared);
    }
}
