package org.mwbench.injectors.scenario;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.fuzz.AllocationBudget;
import org.mwbench.platform.xml.XmlException;

/**
 * {@code .xis} scenarios (ISAC-like XML) as an agent reads them for its injector blades: any bytes
 * give a {@link Scenario} or a located {@link XmlException}, nothing else (no DOCTYPE is followed),
 * within the allocation budget. The corpus starts from test-plans/scenarios/.
 */
class ScenarioFuzzTest {

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS) // Jazzer's per-input timeout when fuzzing: a hang is a finding
    void anyBytesAreAScenarioOrALocatedError(byte[] input) throws Exception {
        AllocationBudget.check("ScenarioReader", () -> {
            try {
                ScenarioReader.read(input, "fuzz.xis");
            } catch (XmlException located) {
                // the reader's documented refusal
            }
        });
    }
}
