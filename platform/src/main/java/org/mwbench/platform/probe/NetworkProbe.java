package org.mwbench.platform.probe;

import java.io.IOException;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.PlanName;
import org.mwbench.platform.blade.ReadsArgumentWith;

/**
 * CLIF's network probe: {@code blade.N.probe=network}, argument {@code PERIOD_MS DURATION_S
 * [INTERFACE]}; reads {@code /proc/self/net/dev}, so on an emulated host its namespace's
 * interfaces.
 */
@PlanName("network")
@ReadsArgumentWith(ProbeArgumentReader.Interface.class)
public final class NetworkProbe extends ProbeBlade {
    static final String EXTRA = "INTERFACE";
    private static final String PROC = "/proc/self/net/dev";
    private java.util.List<String> interfaces = java.util.List.of();

    @Override
    protected String family() {
        return "network";
    }

    @Override
    ProbeSampler open(ProbeSettings settings, BladeContext context, long nanoTime) throws IOException {
        NetworkSampler sampler = new NetworkSampler(TextSource.proc(PROC), settings.extra(), nanoTime);
        interfaces = sampler.interfaces();
        return sampler;
    }

    /** Names the interfaces read, so that an emulated host's probe shows it saw its namespace's. */
    @Override
    String source(ProbeSettings settings) {
        return PROC + " (" + String.join("+", interfaces) + (settings.extra() == null ? ": all interfaces but lo)" : ")");
    }
}
