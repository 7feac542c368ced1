package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.mwbench.analysis.store.SummaryRow;

/**
 * The run's live intervals across blades: each blade reports about once a second, but
 * blades (and agents) tick at slightly different moments, so rounding interval ends to the
 * second would put two blades' same interval in different seconds. Intervals whose ends lie
 * within half a second of the first one's are taken as one interval of the run.
 */
final class IntervalClusters {
    static final long WINDOW_NANOS = 500_000_000L;

    private IntervalClusters() {
    }

    /** The rows grouped by interval of the run, in time order; rows without a length are left out. */
    static List<List<SummaryRow>> of(List<SummaryRow> rows) {
        List<SummaryRow> sorted = new ArrayList<>(rows.stream().filter(row -> row.lengthNanos() > 0).toList());
        sorted.sort(Comparator.comparingLong(SummaryRow::endNanos));
        List<List<SummaryRow>> clusters = new ArrayList<>();
        long first = Long.MIN_VALUE;
        for (SummaryRow row : sorted) {
            if (clusters.isEmpty() || row.endNanos() - first > WINDOW_NANOS) {
                clusters.add(new ArrayList<>());
                first = row.endNanos();
            }
            clusters.get(clusters.size() - 1).add(row);
        }
        return clusters;
    }

    /** The latest end of a cluster's intervals. */
    static long end(List<SummaryRow> cluster) {
        return cluster.stream().mapToLong(SummaryRow::endNanos).max().orElse(0);
    }
}
