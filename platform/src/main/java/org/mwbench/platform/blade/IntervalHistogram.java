package org.mwbench.platform.blade;

import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * One interval of one action type: the live summary, and the histograms it was made
 * from, each tagged for the stored histogram log ({@code type}, {@code type#warmup},
 * {@code type@intended}).
 */
public record IntervalHistogram(IntervalSummary summary, List<Histogram> taggedHistograms) {
}
