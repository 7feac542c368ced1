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

    /**
     * Each agent's clock offset from the supervisor's, as the run recorded it at init
     * ({@code agent.NAME.clock_offset_ns}), with its error bound; empty when the run has none.
     */
    static java.util.List<String> clockOffsets(java.util.Properties facts) {
        java.util.List<String> lines = new java.util.ArrayList<>();
        String suffix = ".clock_offset_ns";
        new java.util.TreeSet<>(facts.stringPropertyNames()).stream()
                .filter(key -> key.startsWith("agent.") && key.endsWith(suffix))
                .forEach(key -> {
                    String agent = key.substring("agent.".length(), key.length() - suffix.length());
                    long offset = Long.parseLong(facts.getProperty(key));
                    long bound = Long.parseLong(facts.getProperty("agent." + agent + ".clock_offset_error_bound_ns", "0"));
                    lines.add(String.format(java.util.Locale.ROOT, "%s %+.3f ms (+/-%.3f ms)", agent, offset / 1e6,
                            bound / 1e6));
                });
        return lines;
    }
}
