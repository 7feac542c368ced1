package org.mwbench.platform.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The probe-cost benchmark measures every family, the jvm one over JMX against a JVM it starts
 * and ends. How much a sample costs is the benchmark's figure ({@code mwbench bench probes}),
 * not this test's: a CPU bound asserted here failed on a busy 2-core machine, so nothing here
 * depends on the machine's speed.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class ProbeCostTest {
    @TempDir
    Path dir;

    @Test
    void everyFamilyIsMeasuredWithItsSpreadOverRounds() throws Exception {
        List<ProbeCostBench.Row> rows = new ProbeCostBench(20, 20, 3).measure(dir);

        assertEquals(List.of("cpu", "memory", "network", "disk", "jvm (own)", "jvm (another JVM, JMX)"),
                rows.stream().map(ProbeCostBench.Row::family).toList());
        for (ProbeCostBench.Row row : rows) {
            assertTrue(row.minMicros() >= 0 && row.minMicros() <= row.medianMicros()
                    && row.medianMicros() <= row.maxMicros() && Double.isFinite(row.maxMicros()), row.toString());
            assertEquals(20, row.samplesPerRound());
        }
    }

    @Test
    void theIdleJvmItAttachedToIsGoneAfterwards() throws Exception {
        new ProbeCostBench(0, 1, 1).measure(dir);

        assertTrue(ProcessHandle.current().children().noneMatch(child -> org.mwbench.platform.agent.ProcessCommandLine.arguments(child).contains(ProbeCostBench.IdleJvm.class.getName())),
                "no idle JVM left running");
    }

    @Test
    void countsOfNothingAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new ProbeCostBench(0, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> new ProbeCostBench(0, 1, 0));
    }
}
