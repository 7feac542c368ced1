package org.mwbench.platform.probe;

import java.io.IOException;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.PlanName;
import org.mwbench.platform.blade.ReadsArgumentWith;

/**
 * CLIF's disk probe: {@code blade.N.probe=disk}, argument {@code PERIOD_MS DURATION_S [DEVICE]};
 * reads {@code /proc/diskstats}.
 */
@PlanName("disk")
@ReadsArgumentWith(ProbeArgumentReader.Device.class)
public final class DiskProbe extends ProbeBlade {
    static final String EXTRA = "DEVICE";
    private static final String PROC = "/proc/diskstats";

    @Override
    protected String family() {
        return "disk";
    }

    @Override
    ProbeSampler open(ProbeSettings settings, BladeContext context, long nanoTime) throws IOException {
        return new DiskSampler(TextSource.proc(PROC), DiskSampler.devicesOf(settings.extra()), nanoTime);
    }

    @Override
    String source(ProbeSettings settings) {
        return PROC + (settings.extra() == null ? " (every disk)" : " (" + settings.extra() + ")");
    }
}
