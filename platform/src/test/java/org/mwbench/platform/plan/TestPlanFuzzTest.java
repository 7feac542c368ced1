package org.mwbench.platform.plan;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.fuzz.AllocationBudget;

/**
 * {@code .ctp} plans as {@code mwbench run}, the console and the supervisor read them: any text
 * gives a {@link TestPlan} or a {@link PlanException} of located errors, nothing else, within the
 * allocation budget. The corpus starts from test-plans/*.ctp.
 */
class TestPlanFuzzTest {

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS) // Jazzer's per-input timeout when fuzzing: a hang is a finding
    void anyTextIsAPlanOrLocatedErrors(byte[] input) throws Exception {
        String text = new String(input, StandardCharsets.UTF_8);
        AllocationBudget.check("TestPlanParser", () -> {
            try {
                TestPlanParser.parse(text, "fuzz.ctp", "fuzz");
            } catch (PlanException located) {
                // the parser's documented refusal
            }
        });
    }
}
