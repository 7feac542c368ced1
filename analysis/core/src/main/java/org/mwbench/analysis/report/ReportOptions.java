package org.mwbench.analysis.report;

import java.util.List;

/**
 * What a report compares against: the baselines of Table 2 (middleware names; raw TCP and
 * RMI by default, as Demarey et al. 2004 compared against RMI/JRMP and ORBacus), the stack pairs of
 * Table 3 (the defaults when empty), and the confidence level of the interval over series.
 */
public record ReportOptions(List<String> baselines, List<OverheadPair> overheads, double confidenceLevel) {
    public static final List<String> DEFAULT_BASELINES = List.of("tcp", "rmi");

    public ReportOptions {
        baselines = List.copyOf(baselines);
        overheads = List.copyOf(overheads);
        if (baselines.isEmpty() || baselines.size() > 2) {
            throw new IllegalArgumentException("one or two baselines, not " + baselines);
        }
    }

    public static ReportOptions defaults() {
        return new ReportOptions(DEFAULT_BASELINES, List.of(), 0.95);
    }
}
