package org.mwbench.console;

import org.mwbench.platform.supervisor.StartResult;

/** How a start skew is shown: with the uncertainty of the clocks it was measured on. */
final class StartSkew {
    private StartSkew() {
    }

    static String describe(StartResult start) {
        String skew = String.format("%.3f ms", start.skewNanos() / 1e6);
        return start.clockErrorBoundNanos() == 0 ? skew
                : skew + String.format(" (agents' clocks matched within +/-%.3f ms)", start.clockErrorBoundNanos() / 1e6);
    }
}
