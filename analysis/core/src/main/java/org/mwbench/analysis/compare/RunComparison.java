package org.mwbench.analysis.compare;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.mwbench.analysis.report.PlateauComparison;
import org.mwbench.analysis.stats.LatencyStatistics;
import org.mwbench.analysis.stats.SignificanceTest;
import org.mwbench.analysis.store.Campaign;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * {@code mwbench compare RUN_A RUN_B}: per case (a blade's action type, paired exactly by
 * blade id and action type), the change in mean and p99 from A to B, whether it is
 * significant, and whether it is a regression: significant at {@link #ALPHA} and slower by
 * more than the threshold in mean or in p99. Runs and campaigns compare alike (pooled over
 * their series). A case with no partner in the other run is kept as a row ({@link #unpaired()}):
 * a renamed blade or type must not pass a CI gate for want of anything to compare.
 *
 * <p>The test: Mann-Whitney U on per-call durations when both sides stored every call
 * (a uniform sample of at most 100,000 per side); else Welch's t on the step means when
 * both sides have loop steps; else Welch's t on the live intervals' means.
 */
public final class RunComparison {
    public static final double ALPHA = 0.05;

    private final Campaign a;
    private final Campaign b;
    private final double thresholdPct;
    private final List<ComparisonRow> rows;
    private final PlateauComparison plateaus;

    private RunComparison(Campaign a, Campaign b, double thresholdPct, List<ComparisonRow> rows, PlateauComparison plateaus) {
        this.a = a;
        this.b = b;
        this.thresholdPct = thresholdPct;
        this.rows = rows;
        this.plateaus = plateaus;
    }

    public static RunComparison of(Campaign a, Campaign b, double thresholdPct) throws IOException {
        if (!(thresholdPct >= 0)) {
            throw new IllegalArgumentException("the regression threshold must be 0% or more, not " + thresholdPct);
        }
        ComparedSide sideA = ComparedSide.read(a);
        ComparedSide sideB = ComparedSide.read(b);
        Set<ComparedSide.Case> cases = new LinkedHashSet<>(sideA.types().keySet());
        cases.addAll(sideB.types().keySet());
        List<ComparisonRow> rows = new ArrayList<>();
        for (ComparedSide.Case c : cases) {
            rows.add(compare(c, sideA.types().get(c), sideB.types().get(c), thresholdPct));
        }
        return new RunComparison(a, b, thresholdPct, Collections.unmodifiableList(rows), PlateauComparison.of(a, b));
    }

    private static ComparisonRow compare(ComparedSide.Case c, ComparedSide.TypeData a, ComparedSide.TypeData b, double threshold) {
        LatencyStatistics sa = a == null ? null : a.statistics;
        LatencyStatistics sb = b == null ? null : b.statistics;
        double meanA = sa == null ? Double.NaN : sa.meanNanos();
        double meanB = sb == null ? Double.NaN : sb.meanNanos();
        double p99A = sa == null ? Double.NaN : sa.p99Nanos();
        double p99B = sb == null ? Double.NaN : sb.p99Nanos();
        double meanChange = (meanB - meanA) / meanA * 100;
        double p99Change = (p99B - p99A) / p99A * 100;
        if (a == null || b == null) {
            return new ComparisonRow(c.blade(), c.type(), sa == null ? 0 : sa.calls(), sb == null ? 0 : sb.calls(), meanA, meanB,
                    Double.NaN, p99A, p99B, Double.NaN, null,
                    a == null ? ComparisonRow.Verdict.ONLY_IN_B : ComparisonRow.Verdict.ONLY_IN_A);
        }
        SignificanceTest test = test(a, b);
        ComparisonRow.Verdict verdict;
        if (Double.isNaN(test.pValue())) {
            verdict = ComparisonRow.Verdict.UNTESTED;
        } else if (!test.significantAt(ALPHA)) {
            verdict = ComparisonRow.Verdict.NO_SIGNIFICANT_CHANGE;
        } else if (meanChange > threshold || p99Change > threshold) {
            verdict = ComparisonRow.Verdict.REGRESSION;
        } else if (meanChange < -threshold) {
            verdict = ComparisonRow.Verdict.IMPROVEMENT;
        } else {
            verdict = ComparisonRow.Verdict.WITHIN_THRESHOLD;
        }
        return new ComparisonRow(c.blade(), c.type(), sa.calls(), sb.calls(), meanA, meanB, meanChange, p99A, p99B, p99Change, test, verdict);
    }

    private static SignificanceTest test(ComparedSide.TypeData a, ComparedSide.TypeData b) {
        if (a.everyCall && b.everyCall && a.calls.seen() > 0 && b.calls.seen() > 0) {
            return SignificanceTest.mannWhitney(a.calls.sample(), b.calls.sample());
        }
        if (a.stepMeans.size() >= 2 && b.stepMeans.size() >= 2) {
            return SignificanceTest.welch(SignificanceTest.WELCH_STEPS, a.stepMeans(), b.stepMeans());
        }
        return SignificanceTest.welch(SignificanceTest.WELCH_INTERVALS, a.intervalMeans(), b.intervalMeans());
    }

    public List<ComparisonRow> rows() {
        return rows;
    }

    /** The cases only one run has: nothing of theirs was compared. */
    public List<ComparisonRow> unpaired() {
        return rows.stream().filter(ComparisonRow::unpaired).toList();
    }

    /**
     * Every case only one run has: the blades' action types of {@link #unpaired()}, then the
     * plateaus (per middleware, action type and clients) only one run measured.
     */
    public List<UnpairedCase> unpairedCases() {
        List<UnpairedCase> cases = new ArrayList<>();
        for (ComparisonRow row : unpaired()) {
            cases.add(new UnpairedCase(row.caseName(), row.verdict() == ComparisonRow.Verdict.ONLY_IN_A));
        }
        for (PlateauComparison.Unpaired plateau : plateaus.unpaired()) {
            cases.add(new UnpairedCase(plateau.caseName(), plateau.onlyInA()));
        }
        return cases;
    }

    public boolean hasRegression() {
        return rows.stream().anyMatch(row -> row.verdict() == ComparisonRow.Verdict.REGRESSION);
    }

    /** The runs' steady plateaus side by side (scalability runs); empty when they have none in common. */
    public PlateauComparison plateaus() {
        return plateaus;
    }

    /** The comparison's tables: per blade and action type, then the plateaus when both runs have some. */
    public List<Table> tables() {
        List<Table> tables = new ArrayList<>();
        tables.add(table());
        if (!plateaus.isEmpty()) {
            tables.add(plateaus.table());
        }
        return tables;
    }

    public double thresholdPct() {
        return thresholdPct;
    }

    /** The comparison as a report table, for the text, CSV and JSON renderers. */
    public Table table() {
        Table table = new Table("compare", "Comparison: A = " + a.name() + ", B = " + b.name(),
                "Per blade and action type, the change from A to B (positive is slower), its significance (p < " + ALPHA
                        + ") and whether it is a regression (significant and slower by more than "
                        + String.format(java.util.Locale.ROOT, "%.1f%%", thresholdPct) + " in mean or p99).",
                List.of(Column.text("blade", "blade"), Column.text("type", "action type"), Column.count("calls_a", "calls A"), Column.count("calls_b", "calls B"),
                        Column.number("mean_a_us", "mean A µs", 2), Column.number("mean_b_us", "mean B µs", 2),
                        Column.number("mean_change_pct", "mean Δ %", 1), Column.number("p99_a_us", "p99 A µs", 2),
                        Column.number("p99_b_us", "p99 B µs", 2), Column.number("p99_change_pct", "p99 Δ %", 1),
                        Column.text("test", "test"), Column.number("p_value", "p", 4), Column.text("verdict", "verdict")));
        for (ComparisonRow row : rows) {
            table.row(row.blade(), row.type(), row.callsA(), row.callsB(), row.meanA() / 1e3, row.meanB() / 1e3, row.meanChangePct(),
                    row.p99A() / 1e3, row.p99B() / 1e3, row.p99ChangePct(), row.test() == null ? "" : row.test().name(),
                    row.test() == null ? null : row.test().pValue(), row.verdict().label());
        }
        table.note("A: " + a.folder() + "; B: " + b.folder() + ". Warm-up calls are left out on both sides.");
        table.note("Cases are paired by blade id and action type exactly (a payload size is its own action type); "
                + "\"only in A\" and \"only in B\" mark cases with no partner, which nothing was compared with.");
        table.note("Mann-Whitney U on calls: durations of successful calls, a uniform sample of at most "
                + SignificanceTest.MAX_SAMPLE + " per side; used when both sides stored every call. Otherwise Welch's t "
                + "on step means (loop blades) or on the per-second interval means (histograms only).");
        return table;
    }
}
