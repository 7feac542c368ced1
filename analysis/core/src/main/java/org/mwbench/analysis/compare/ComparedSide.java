package org.mwbench.analysis.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.analysis.stats.LatencyAccumulator;
import org.mwbench.analysis.stats.LatencyStatistics;
import org.mwbench.analysis.stats.Reservoir;
import org.mwbench.analysis.stats.SignificanceTest;
import org.mwbench.analysis.store.Campaign;
import org.mwbench.analysis.store.StepRow;
import org.mwbench.analysis.store.StoredBlade;
import org.mwbench.analysis.store.StoredRun;
import org.mwbench.analysis.store.SummaryRow;
import org.mwbench.platform.storage.ActionFileReader;
import org.mwbench.platform.storage.HistogramLogFile;

/**
 * One side of a comparison, per blade and action type (a {@link Case}) pooled over series: the latency
 * figures, a uniform sample of per-call durations (when every call was stored), the step
 * means (loop blades) and the live intervals' means, for whichever test applies.
 */
final class ComparedSide {
    /** What is compared: one blade's action type. Two blades running one type stay apart. */
    record Case(String blade, String type) {
    }

    /** What one side knows of one action type. */
    static final class TypeData {
        final LatencyAccumulator latency = new LatencyAccumulator();
        final Reservoir calls = new Reservoir(SignificanceTest.MAX_SAMPLE);
        final List<Double> stepMeans = new ArrayList<>();
        final List<Double> intervalMeans = new ArrayList<>();
        /** False once a blade running this type kept histograms only: the sample would be partial. */
        boolean everyCall = true;
        LatencyStatistics statistics;

        double[] stepMeans() {
            return stepMeans.stream().mapToDouble(Double::doubleValue).toArray();
        }

        double[] intervalMeans() {
            return intervalMeans.stream().mapToDouble(Double::doubleValue).toArray();
        }
    }

    private final Campaign campaign;
    private final Map<Case, TypeData> types;

    private ComparedSide(Campaign campaign, Map<Case, TypeData> types) {
        this.campaign = campaign;
        this.types = types;
    }

    static ComparedSide read(Campaign campaign) throws IOException {
        Map<Case, TypeData> types = new LinkedHashMap<>();
        for (StoredRun run : campaign.series()) {
            for (StoredBlade blade : run.injectors()) {
                Map<String, LatencyAccumulator> series = new LinkedHashMap<>();
                if (blade.hasActionRows()) {
                    ActionFileReader.forEach(blade.action(), row -> {
                        TypeData data = types.computeIfAbsent(new Case(blade.id(), row.type()), t -> new TypeData());
                        series.computeIfAbsent(row.type(), t -> new LatencyAccumulator()).add(row);
                        if (!row.warmup() && row.success()) {
                            data.calls.add(row.durationNanos());
                        }
                    });
                } else if (Files.isRegularFile(blade.histogram())) {
                    HistogramLogFile.forEach(blade.histogram(), (type, kind, histogram) -> {
                        types.computeIfAbsent(new Case(blade.id(), type), t -> new TypeData()).everyCall = false;
                        series.computeIfAbsent(type, t -> new LatencyAccumulator()).add(kind, histogram);
                    });
                }
                series.forEach((type, accumulator) -> types.get(new Case(blade.id(), type)).latency.merge(accumulator));
                for (StepRow step : blade.stepRows()) {
                    TypeData data = types.get(new Case(blade.id(), step.type()));
                    if (step.calls() > step.errors() && data != null) {
                        data.stepMeans.add((double) step.meanNanos());
                    }
                }
                for (SummaryRow interval : blade.summaryRows()) {
                    TypeData data = types.get(new Case(blade.id(), interval.type()));
                    if (!interval.warmup() && interval.calls() > interval.errors() && data != null) {
                        data.intervalMeans.add((double) interval.meanNanos());
                    }
                }
            }
        }
        types.forEach((key, data) -> data.statistics = data.latency.statistics(key.blade(), key.type()));
        return new ComparedSide(campaign, types);
    }

    Campaign campaign() {
        return campaign;
    }

    Map<Case, TypeData> types() {
        return types;
    }
}
