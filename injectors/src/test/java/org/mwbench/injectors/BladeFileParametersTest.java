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
    private static final Map<String, List<String>> EXPECTED = new TreeMap<>(Map.of(
            "ScenarioRunner", List.of("scenario"),
            "LoopRunner", List.of("scenario"),
            "PlateauRunner", List.of("scenario"),
            "SyntheticInjector", List.of(),
            "ServerBlade", List.of(),
            "BridgeBlade", List.of()));

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
