package org.mwbench.platform.hosts;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.fuzz.AllocationBudget;
import org.mwbench.platform.plan.PlanException;

/**
 * Hosts files ({@code hosts=} in a plan) as the supervisor reads them, before it runs {@code ip}
 * and {@code tc} as root with their values: any text gives a {@link HostsFile} or located
 * {@link PlanException}s, nothing else, within the allocation budget. The corpus starts from
 * test-plans/hosts/.
 */
class HostsFileFuzzTest {

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS) // Jazzer's per-input timeout when fuzzing: a hang is a finding
    void anyTextIsAHostsFileOrLocatedErrors(byte[] input) throws Exception {
        String text = new String(input, StandardCharsets.UTF_8);
        AllocationBudget.check("HostsFileParser", () -> {
            try {
                HostsFileParser.parse(text, "fuzz.hosts", 2);
            } catch (PlanException located) {
                // the parser's documented refusal
            }
        });
    }
}
