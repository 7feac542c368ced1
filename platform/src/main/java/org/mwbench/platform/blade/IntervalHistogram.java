package org.mwbench.platform.blade;

import org.HdrHistogram.Histogram;

/** One interval of one action type: the live summary and the histogram it was made from. */
public record IntervalHistogram(IntervalSummary summary, Histogram successes) {
}
