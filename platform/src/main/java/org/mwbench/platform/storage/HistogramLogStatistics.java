package org.mwbench.platform.storage;

import org.mwbench.platform.blade.HistogramTags;
import java.io.FileNotFoundException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.mwbench.platform.blade.LiveDataCollector;

/**
 * Quick statistics of a blade that kept histograms only ({@code events=histograms}): the
 * same figures, from its HdrHistogram interval log instead of one row per call. Values
 * carry the histograms' precision (3 significant digits); late starts are not in the log.
 */
final class HistogramLogStatistics {
    /** Tag suffixes by kind: successes carry none. */
    private static final String[] SUFFIXES = {"", LiveDataCollector.FAILED_TAG, LiveDataCollector.WARMUP_TAG,
        LiveDataCollector.INTENDED_TAG};

    private HistogramLogStatistics() {
    }

    private static int kindOf(String tag) {
        for (int kind = 1; kind < SUFFIXES.length; kind++) {
            if (tag.endsWith(SUFFIXES[kind])) {
                return kind;
            }
        }
        return 0;
    }

    static List<QuickStatistics.Row> ofBlade(String blade, Path log) throws FileNotFoundException {
        Map<String, Histogram[]> byType = new LinkedHashMap<>(); // successes, failures, warm-up, from intended
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        HistogramLogReader reader = new HistogramLogReader(log.toFile());
        EncodableHistogram interval;
        while ((interval = reader.nextIntervalHistogram()) != null) {
            if (!(interval instanceof Histogram histogram) || histogram.getTag() == null) {
                continue;
            }
            String tag = histogram.getTag();
            int kind = kindOf(tag); // 0 successes, 1 failures, 2 warm-up, 3 from intended
            tag = HistogramTags.decode(tag.substring(0, tag.length() - SUFFIXES[kind].length()));
            Histogram[] sums = byType.computeIfAbsent(tag, type -> new Histogram[] {
                new Histogram(3), new Histogram(3), new Histogram(3), new Histogram(3)});
            sums[kind].add(histogram);
            if (kind != 2) {
                first = Math.min(first, histogram.getStartTimeStamp());
                last = Math.max(last, histogram.getEndTimeStamp());
            }
        }
        List<QuickStatistics.Row> rows = new ArrayList<>();
        double span = (last - first) / 1e3;
        for (Map.Entry<String, Histogram[]> entry : byType.entrySet()) {
            Histogram ok = entry.getValue()[0];
            Histogram failed = entry.getValue()[1];
            long calls = ok.getTotalCount() + failed.getTotalCount();
            boolean none = ok.getTotalCount() == 0;
            Histogram intended = entry.getValue()[3];
            rows.add(new QuickStatistics.Row(blade, entry.getKey(), calls, failed.getTotalCount(),
                    none ? 0 : ok.getMean(), none ? 0 : ok.getValueAtPercentile(50), none ? 0 : ok.getMinValue(),
                    none ? 0 : ok.getMaxValue(), none ? 0 : ok.getStdDeviation(), none ? 0 : ok.getValueAtPercentile(99),
                    span > 0 ? calls / span : 0, first == Long.MAX_VALUE ? 0 : first * 1_000_000, entry.getValue()[2].getTotalCount(),
                    0, intended.getTotalCount() == 0 ? 0 : intended.getValueAtPercentile(99)));
        }
        return rows;
    }
}
