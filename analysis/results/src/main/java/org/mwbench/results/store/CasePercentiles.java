package org.mwbench.results.store;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.mwbench.results.model.Measure;
import org.mwbench.results.model.ResultRun;

/**
 * The standard percentiles of each case of a run, read from the histogram merged over all its
 * blades and series, with their distribution-free 95% intervals: what history shows for a
 * percentile, computed once when the run is stored (table {@code case_percentile}) rather
 * than from every measure's histogram at every query. Never an average of percentiles.
 */
public final class CasePercentiles {
    /** The percentiles kept, by the label history's metrics give them. */
    public static final Map<String, Double> STANDARD = Map.of("median", 50.0, "p90", 90.0, "p99", 99.0, "p999", 99.9);
    private static final double Z95 = 1.959963984540054;

    /** One case's percentile in one run: its value and interval, in ns. */
    public record Row(String caseId, String metric, double value, double low, double high) {
    }

    private CasePercentiles() {
    }

    /** The rows of every case with at least one success, in the order the run lists its cases. */
    public static List<Row> of(ResultRun run) {
        Map<String, Histogram> merged = new LinkedHashMap<>();
        for (Measure measure : run.measures()) {
            if (measure.histogram() != null) {
                merged.computeIfAbsent(measure.testCase().caseId(), id -> new Histogram(3))
                        .add(RunFolderReader.decode(measure.histogram()));
            }
        }
        List<Row> rows = new ArrayList<>();
        merged.forEach((caseId, histogram) -> {
            if (histogram.getTotalCount() > 0) {
                STANDARD.forEach((metric, percentile) -> {
                    double[] figures = interval(histogram, percentile);
                    rows.add(new Row(caseId, metric, figures[0], figures[1], figures[2]));
                });
            }
        });
        return rows;
    }

    /**
     * A percentile of a histogram with the distribution-free 95% interval of order statistics:
     * the values at ranks n q -/+ 1.96 sqrt(n q (1 - q)), read from the histogram (so within its
     * precision). NaN values for an empty histogram.
     *
     * @return the value, low and high
     */
    public static double[] interval(Histogram histogram, double percentile) {
        long n = histogram.getTotalCount();
        if (n == 0) {
            return new double[] {Double.NaN, Double.NaN, Double.NaN};
        }
        double q = percentile / 100;
        double spread = Z95 * Math.sqrt(n * q * (1 - q));
        double lowRank = Math.max(1, Math.floor(n * q - spread));
        double highRank = Math.min(n, Math.ceil(n * q + spread));
        return new double[] {histogram.getValueAtPercentile(percentile), histogram.getValueAtPercentile(100 * lowRank / n),
                histogram.getValueAtPercentile(100 * highRank / n)};
    }
}
