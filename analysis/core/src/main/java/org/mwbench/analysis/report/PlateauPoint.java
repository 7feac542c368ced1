package org.mwbench.analysis.report;

import org.mwbench.analysis.store.PlateauRow;

/**
 * One steady plateau of a scalability run as the report shows it: the injector's row, and
 * what the other side did meanwhile. {@code serverCpuPct} is the mean of the server blade's
 * {@code cpu_pct} readings dated within the plateau's window (NaN when the server is unknown
 * or no reading fell in it); {@code sharedCores} says why server and injector competed for the
 * same cores, or is null when they did not.
 *
 * @param series the run folder's name (a campaign's {@code series-NN})
 * @param injector the injector blade that measured the plateau
 * @param server the server blade called, or null when unknown
 */
public record PlateauPoint(String series, String injector, PlateauRow row, String server, double serverCpuPct,
                           double serverCores, String sharedCores, Saturation saturation) {

    /** The middleware: the scenario behavior the plateau ran, one per middleware. */
    public String middleware() {
        return row.behavior();
    }
}
