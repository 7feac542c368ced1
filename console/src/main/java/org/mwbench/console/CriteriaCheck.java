package org.mwbench.console;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mwbench.analysis.store.PlateauRow;
import org.mwbench.platform.blade.Durations;
import org.mwbench.platform.event.CallAccumulator;
import org.mwbench.platform.plan.Criterion.Metric;
import org.mwbench.platform.plan.Criterion;
import org.mwbench.platform.storage.QuickStatistics;

/**
 * Checks a plan's criteria against what a run stored: the same figures as the quick statistics
 * (successful calls' latencies, calls per second, failed calls), per blade and action type, and
 * the {@code plateaus} files for {@code settled}. A criterion on {@code *} holds when it holds for
 * each action type; the value shown is the worst one. A subject with nothing measured fails.
 */
final class CriteriaCheck {
    /** One criterion's verdict, with the measured value it was judged on (or why there is none). */
    record Verdict(Criterion criterion, boolean holds, String measured) {
    }

    /** One action type of one blade, with its calls. */
    private record Measured(String blade, String type, CallAccumulator calls) {
    }

    private final List<Measured> measured = new ArrayList<>();
    private final List<PlateauRow> plateaus = new ArrayList<>();

    private CriteriaCheck() {
    }

    static List<Verdict> evaluate(List<Criterion> criteria, Path runFolder, List<String> bladeIds) throws IOException {
        CriteriaCheck check = new CriteriaCheck();
        for (String blade : bladeIds) {
            QuickStatistics.accumulators(runFolder, blade).forEach((type, calls) ->
                    check.measured.add(new Measured(blade, type, calls)));
            Path plateauFile = runFolder.resolve(blade).resolve(PlateauRow.FILE);
            if (Files.isRegularFile(plateauFile)) {
                check.plateaus.addAll(PlateauRow.read(plateauFile));
            }
        }
        return criteria.stream().map(check::verdict).toList();
    }

    private Verdict verdict(Criterion criterion) {
        return criterion.metric() == Metric.SETTLED ? settled(criterion) : figure(criterion);
    }

    private Verdict settled(Criterion criterion) {
        List<PlateauRow> of = plateaus.stream().filter(row -> criterion.everyType()
                || row.behavior().equals(criterion.subject()) || row.type().equals(criterion.subject())).toList();
        if (of.isEmpty()) {
            return new Verdict(criterion, false, "no plateau of '" + criterion.subject() + "' was measured");
        }
        List<String> unsettled = of.stream().filter(row -> !row.settled())
                .map(row -> row.type() + " at " + row.clients() + " clients").toList();
        long widened = of.stream().filter(PlateauRow::widened).count();
        String counted = (of.size() - unsettled.size()) + " of " + of.size() + " plateaus settled"
                + (widened > 0 ? " (" + widened + " only at the widest width the plan accepts)" : "");
        return new Verdict(criterion, unsettled.isEmpty(),
                unsettled.isEmpty() ? counted : counted + "; not: " + String.join(", ", unsettled));
    }

    private Verdict figure(Criterion criterion) {
        List<Measured> of = measured.stream()
                .filter(row -> criterion.everyType() || row.type().equals(criterion.subject())).toList();
        if (of.isEmpty()) {
            List<String> types = measured.stream().map(Measured::type).distinct().toList();
            return new Verdict(criterion, false, "no action type '" + criterion.subject() + "' was measured (measured: "
                    + (types.isEmpty() ? "none" : String.join(", ", types)) + ")");
        }
        Measured worst = null;
        double worstValue = Double.NaN;
        for (Measured row : of) {
            double value = value(criterion.metric(), row.calls());
            if (Double.isNaN(value)) {
                return new Verdict(criterion, false, row.type() + " (" + row.blade() + "): no figure, "
                        + (row.calls().successes() == 0 ? "no successful call" : "no time measured"));
            }
            if (worst == null || worse(criterion, value, worstValue)) {
                worst = row;
                worstValue = value;
            }
        }
        String shown = format(criterion.metric(), worstValue) + (of.size() > 1 || criterion.everyType()
                ? " (" + worst.type() + ", " + worst.blade() + ")" : "");
        return new Verdict(criterion, criterion.comparison().holds(worstValue, criterion.bound()), shown);
    }

    /** Whether {@code value} is further from holding than {@code than}: higher for an upper bound, lower for a lower one. */
    private static boolean worse(Criterion criterion, double value, double than) {
        return switch (criterion.comparison()) {
            case BELOW, AT_MOST -> value > than;
            case ABOVE, AT_LEAST -> value < than;
        };
    }

    static double value(Metric metric, CallAccumulator calls) {
        return switch (metric) {
            case MEAN -> calls.successes() == 0 ? Double.NaN : calls.mean();
            case MEDIAN -> calls.percentile(50);
            case P90 -> calls.percentile(90);
            case P95 -> calls.percentile(95);
            case P99 -> calls.percentile(99);
            case P999 -> calls.percentile(99.9);
            case MAX -> calls.max();
            case THROUGHPUT -> calls.throughput();
            case ERROR_RATE -> calls.calls() == 0 ? Double.NaN : calls.errors() * 100.0 / calls.calls();
            case ERROR_COUNT -> calls.errors();
            case SETTLED -> throw new IllegalArgumentException("settled is not a figure");
        };
    }

    static String format(Metric metric, double value) {
        return switch (metric.unit()) {
            case DURATION -> Durations.format(value);
            case PER_SECOND -> String.format(Locale.ROOT, "%.1f calls/s", value);
            case PERCENT -> String.format(Locale.ROOT, "%.3f%%", value);
            case COUNT -> String.format(Locale.ROOT, "%.0f", value);
            case NONE -> "";
        };
    }

    /** The verdicts as a short table: criterion, verdict, measured value. */
    static String render(List<Verdict> verdicts) {
        int width = Math.max("criterion".length(),
                verdicts.stream().mapToInt(verdict -> verdict.criterion().text().length()).max().orElse(0));
        StringBuilder table = new StringBuilder("criteria of the plan:\n");
        table.append(String.format(Locale.ROOT, "%-" + width + "s  %-7s %s%n", "criterion", "verdict", "measured"));
        for (Verdict verdict : verdicts) {
            table.append(String.format(Locale.ROOT, "%-" + width + "s  %-7s %s%n", verdict.criterion().text(),
                    verdict.holds() ? "holds" : "FAILS", verdict.measured()));
        }
        return table.toString();
    }
}
