package org.mwbench.platform.probe;

import java.io.IOException;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.PlanName;
import org.mwbench.platform.blade.ReadsArgumentWith;

/** CLIF's memory probe: {@code blade.N.probe=memory}, argument {@code PERIOD_MS DURATION_S}; reads {@code /proc/meminfo}. */
@PlanName("memory")
@ReadsArgumentWith(ProbeArgumentReader.Plain.class)
public final class MemoryProbe extends ProbeBlade {
    @Override
    protected String family() {
        return "memory";
    }

    @Override
    ProbeSampler open(ProbeSettings settings, BladeContext context, long nanoTime) throws IOException {
        return new MemorySampler(TextSource.proc("/proc/meminfo"));
    }

    @Override
    String source(ProbeSettings settings) {
        return "/proc/meminfo";
    }
}
