package org.mwbench.platform.probe;

import java.io.IOException;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.PlanName;
import org.mwbench.platform.blade.ReadsArgumentWith;

/** CLIF's cpu probe: {@code blade.N.probe=cpu}, argument {@code PERIOD_MS DURATION_S}; reads {@code /proc/stat}. */
@PlanName("cpu")
@ReadsArgumentWith(ProbeArgumentReader.Plain.class)
public final class CpuProbe extends ProbeBlade {
    @Override
    protected String family() {
        return "cpu";
    }

    @Override
    ProbeSampler open(ProbeSettings settings, BladeContext context, long nanoTime) throws IOException {
        return new CpuSampler(TextSource.proc("/proc/stat"));
    }

    @Override
    String source(ProbeSettings settings) {
        return "/proc/stat";
    }
}
