package org.mwbench.platform.storage;

import java.io.FileNotFoundException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Quick statistics of a blade that kept histograms only ({@code events=histograms}): the
 * same figures, from its HdrHistogram interval log instead of one row per call. Values
 * carry the histograms' precision (3 significant digits); late starts are not in the log.
 */
final class HistogramLogStatistics {
    private HistogramLogStatistics() {
    }

    static List<QuickStatistics.Row> ofBlade(String blade, Path log) throws FileNotFoundException {
        Map<String, Histogram[]> byType = new LinkedHashMap<>(); // indexed by HistogramLogFile.Kind
        long[] span = {Long.MAX_VALUE, Long.MIN_VALUE};
        HistogramLogFile.forEach(log, (type, kind, histogram) -> {
            Histogram[] sums = byType.computeIfAbsent(type, unused -> new Histogram[] {
                new Histogram(3), new Histogram(3), new Histogram(3), new Histogram(3)});
            sums[kind.ordinal()].add(histogram);
            if (kind != HistogramLogFile.Kind.WARMUP) {
                span[0] = Math.min(span[0], histogram.getStartTimeStamp());
                span[1] = Math.max(span[1], histogram.getEndTimeStamp());
            }
        });
        long first = span[0];
        List<QuickStatistics.Row> rows = new ArrayList<>();
        double seconds = (span[1] - first) / 1e3;
        for (Map.Entry<String, Histogram[]> entry : byType.entrySet()) {
            Histogram ok = entry.getValue()[HistogramLogFile.Kind.MEASURED.ordinal()];
            Histogram failed = entry.getValue()[HistogramLogFile.Kind.FAILED.ordinal()];
            long calls = ok.getTotalCount() + failed.getTotalCount();
            boolean none = ok.getTotalCount() == 0;
            Histogram intended = entry.getValue()[HistogramLogFile.Kind.INTENDED.ordinal()];
            rows.add(new QuickStatistics.Row(blade, entry.getKey(), calls, failed.getTotalCount(),
                    none ? 0 : ok.getMean(), none ? 0 : ok.getValueAtPercentile(50), none ? 0 : ok.getMinValue(),
                    none ? 0 : ok.getMaxValue(), none ? 0 : ok.getStdDeviation(), none ? 0 : ok.getValueAtPercentile(99),
                    seconds > 0 ? calls / seconds : 0, first == Long.MAX_VALUE ? 0 : first * 1_000_000,
                    entry.getValue()[HistogramLogFile.Kind.WARMUP.ordinal()].getTotalCount(),
                    0, intended.getTotalCount() == 0 ? 0 : intended.getValueAtPercentile(99),
                    first == Long.MAX_VALUE ? -1 : first * 1_000_000, span[1] == Long.MIN_VALUE ? -1 : span[1] * 1_000_000,
                    Coverage.Status.MEASURED));
        }
        return rows;
    }
}
