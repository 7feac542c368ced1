package org.mwbench.analysis.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.analysis.stats.Descriptive;
import org.mwbench.analysis.store.StepRow;
import org.mwbench.analysis.store.StoredBlade;
import org.mwbench.analysis.store.StoredRun;
import org.mwbench.analysis.store.SummaryRow;

/**
 * How far one run's mean latencies can be trusted: per injector blade and action type, the
 * spread of its means over the run, as a coefficient of variation (standard deviation over
 * mean). A loop blade's step means are the figure (each the mean of one step of I calls);
 * other blades have their one-second intervals' means instead (warm-up left out, intervals of
 * fewer than {@link #MIN_INTERVAL_CALLS} successful calls too, whose mean is mostly chance).
 * On a quiet machine the step means of a ping vary by a few percent; when the machine's noise
 * moves the floor under every call (see {@code RunNoise}), they vary by tens of percent, and
 * two runs' means that differ by less than that spread do not differ. A plateau runner is left
 * out: its intervals change with its population on purpose, and each plateau has its own interval.
 *
 * @param basis "step means" or "1-s intervals"
 * @param count the means the spread is over
 * @param meanNanos their mean
 * @param cv their standard deviation over their mean; NaN below two
 */
public record RunSpread(String blade, String type, String basis, int count, double meanNanos, double cv) {
    static final int MIN_INTERVAL_CALLS = 10;
    /** The spread above which a type's figures are called unsteady: tens of percent, not a few. */
    public static final double UNSTEADY_CV = 0.10;

    public static List<RunSpread> of(StoredRun run) throws IOException {
        List<RunSpread> spreads = new ArrayList<>();
        for (StoredBlade blade : run.injectors()) {
            if (!blade.plateauRows().isEmpty()) {
                continue; // its intervals grow with the population by design; its plateaus carry their own intervals
            }
            Map<String, List<Double>> means = new LinkedHashMap<>();
            String basis = "step means";
            for (StepRow step : blade.stepRows()) {
                if (step.calls() > step.errors()) {
                    means.computeIfAbsent(step.type(), t -> new ArrayList<>()).add((double) step.meanNanos());
                }
            }
            if (means.isEmpty()) {
                basis = "1-s intervals";
                for (SummaryRow interval : blade.summaryRows()) {
                    if (!interval.warmup() && interval.calls() - interval.errors() >= MIN_INTERVAL_CALLS) {
                        means.computeIfAbsent(interval.type(), t -> new ArrayList<>()).add((double) interval.meanNanos());
                    }
                }
            }
            for (Map.Entry<String, List<Double>> entry : means.entrySet()) {
                Descriptive d = Descriptive.of(entry.getValue().stream().mapToDouble(Double::doubleValue).toArray());
                double cv = d.count() >= 2 && d.mean() > 0 ? d.stdDev() / d.mean() : Double.NaN;
                spreads.add(new RunSpread(blade.id(), entry.getKey(), basis, d.count(), d.mean(), cv));
            }
        }
        return spreads;
    }

    public boolean unsteady() {
        return cv > UNSTEADY_CV;
    }
}
