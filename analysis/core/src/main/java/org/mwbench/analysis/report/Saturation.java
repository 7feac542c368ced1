package org.mwbench.analysis.report;

/**
 * Which side of a plateau ran out of CPU. A side is saturated when its JVM used at least
 * {@link #THRESHOLD_PCT}% of the cores it could use (its {@code cpu_pct} gauge, or the plateau
 * runner's {@code injector_cpu_pct}, are in percent of those cores). When server and injector
 * share cores and neither reaches that alone, their busy cores added up against the larger
 * side's cores may: then the shared cores are what saturated.
 */
public enum Saturation {
    NONE(""),
    SERVER("server"),
    INJECTORS("injectors"),
    BOTH("both"),
    SHARED_CORES("shared cores");

    /** 90% of a side's cores: below that a JVM is not CPU-bound (the gauges are sampled once a second). */
    public static final double THRESHOLD_PCT = 90;

    private final String label;

    Saturation(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /**
     * @param serverPct the server JVM's CPU in percent of its cores, NaN if unknown
     * @param serverCores those cores, NaN if unknown
     * @param injectorPct the injector JVM's CPU in percent of its cores
     * @param injectorCores those cores
     * @param shared whether both ran on the same cores
     */
    static Saturation of(double serverPct, double serverCores, double injectorPct, double injectorCores, boolean shared) {
        boolean server = serverPct >= THRESHOLD_PCT;
        boolean injectors = injectorPct >= THRESHOLD_PCT;
        if (server && injectors) {
            return BOTH;
        }
        if (server) {
            return SERVER;
        }
        if (injectors) {
            return INJECTORS;
        }
        if (shared && Double.isFinite(serverPct) && Double.isFinite(serverCores) && Double.isFinite(injectorPct)
                && Double.isFinite(injectorCores)) {
            double busy = serverPct / 100 * serverCores + injectorPct / 100 * injectorCores;
            if (busy >= THRESHOLD_PCT / 100 * Math.max(serverCores, injectorCores)) {
                return SHARED_CORES;
            }
        }
        return NONE;
    }
}
