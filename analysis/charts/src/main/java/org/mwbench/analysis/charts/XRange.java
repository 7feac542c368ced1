package org.mwbench.analysis.charts;

/**
 * A shaded band across the whole plot height from {@code from} to {@code to} on the x axis,
 * e.g. the warm-up of a run on a chart over time. The label is written at the top of the band.
 *
 * @param from the start, in the chart's x units
 * @param to the end, not before {@code from}
 * @param label the text shown in the band, may be empty
 */
public record XRange(double from, double to, String label) {

    public XRange {
        if (!Double.isFinite(from) || !Double.isFinite(to) || to < from) {
            throw new IllegalArgumentException("shaded range [" + from + ", " + to + "] is not a finite, ordered range");
        }
        label = label == null ? "" : label;
    }

    /** The usual band: the warm-up from {@code from} to {@code to} seconds. */
    public static XRange warmup(double from, double to) {
        return new XRange(from, to, "warm-up");
    }
}
