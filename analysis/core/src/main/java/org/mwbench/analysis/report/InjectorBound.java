package org.mwbench.analysis.report;

import java.util.List;

/**
 * Where a scalability curve measures the injectors rather than the server: from the first
 * plateau at which the injectors saturated while the server did not ({@link Saturation#INJECTORS}),
 * more clients cannot show more throughput however much the server has to spare, so the
 * curve's flat top and its peak are the load generator's ceiling, not the middleware's.
 */
final class InjectorBound {
    private InjectorBound() {
    }

    /** The warning for one middleware's plateaus, in client order as measured; null when the injectors never limited them. */
    static String note(String middleware, List<PlateauPoint> points) {
        PlateauPoint first = points.stream().filter(point -> point.saturation() == Saturation.INJECTORS).findFirst()
                .orElse(null);
        if (first == null) {
            return null;
        }
        PlateauPoint peak = PlateauSummaryTable.peak(points);
        boolean peakBound = peak != null && peak.saturation() == Saturation.INJECTORS;
        long bound = points.stream().filter(point -> point.saturation() == Saturation.INJECTORS).count();
        return "WARNING: " + middleware + ": at " + bound + " of " + points.size() + " plateau(s), from "
                + first.row().clients() + " clients, the injectors used "
                + Math.round(Saturation.THRESHOLD_PCT) + "% or more of their cores while the server did not: there the "
                + "curve is the injectors', not the server's" + (peakBound ? ", its peak included" : "")
                + " (more or faster injector cores would be needed to find the server's limit).";
    }
}
