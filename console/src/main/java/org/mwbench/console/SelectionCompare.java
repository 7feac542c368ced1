package org.mwbench.console;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mwbench.analysis.junit.JunitXml;
import org.mwbench.results.query.Metric;
import org.mwbench.results.query.Selection;
import org.mwbench.results.query.SelectionComparison;
import org.mwbench.results.store.ResultsDatabase;
import org.mwbench.results.store.RunFolderReader;

/**
 * {@code mwbench compare} when a side is a database selection ({@code db:plan=latency-ping,last=5,testbed=KEY},
 * {@code db:run=KEY}); a folder beside it names the run stored from that folder. Cases are paired
 * exactly by the results database's {@link SelectionComparison}; the mean and p99 of each pair
 * are compared, and a figure is a regression when B is worse, the two 95% intervals do not
 * overlap, and the change is beyond the threshold. Exit codes as for folders.
 */
final class SelectionCompare {
    /** One figure of one pair: what the table prints and the JUnit case checks. */
    record Check(String caseName, String figure, SelectionComparison.Pair pair, boolean regression) {
    }

    private final PrintWriter out;

    SelectionCompare(PrintWriter out) {
        this.out = out;
    }

    static boolean isSelection(Path argument) {
        return argument.toString().startsWith(Selection.PREFIX);
    }

    /** The comparison of the mean and of p99 (in that order); bad input throws IllegalArgumentException. */
    static List<SelectionComparison.Result> compare(String dbOption, RunsFolder runs, Path a, Path b)
            throws IOException, SQLException {
        ResultsDatabase database = ResultsDatabase.open(ResultsDatabase.urlOf(dbOption, System.getenv(), runs.path()));
        Selection selectionA = selectionOf(a, runs);
        Selection selectionB = selectionOf(b, runs);
        SelectionComparison comparison = new SelectionComparison(database);
        return List.of(comparison.compare(selectionA, selectionB, Metric.MEAN),
                comparison.compare(selectionA, selectionB, Metric.P99));
    }

    private static Selection selectionOf(Path argument, RunsFolder runs) throws IOException {
        return isSelection(argument) ? Selection.parse(argument.toString())
                : Selection.ofRun(RunFolderReader.idOf(runs.find(argument)));
    }

    static List<Check> checks(List<SelectionComparison.Result> results, double pct) {
        List<Check> checks = new ArrayList<>();
        for (SelectionComparison.Result result : results) {
            for (SelectionComparison.Pair pair : result.pairs()) {
                boolean regression = pair.worse() && pair.separated() && Math.abs(pair.changePct()) > pct;
                checks.add(new Check(nameOf(pair.key()), result.metric(), pair, regression));
            }
        }
        checks.sort(java.util.Comparator.comparing(Check::caseName));
        return checks;
    }

    static String nameOf(SelectionComparison.CaseKey key) {
        return key.blade() + ": " + key.middleware() + (key.clientLibrary().isEmpty() ? "" : " (" + key.clientLibrary() + ")")
                + " " + key.operation() + ", " + key.clients() + " client(s)";
    }

    /** Prints the table and the unpaired cases; returns the number of regressions. */
    long print(SelectionComparison.Result mean, List<Check> checks, double pct) {
        out.printf("A: %s (%d run(s)), B: %s (%d run(s)); cases paired by blade, middleware, client library, operation, "
                + "payload and clients%n", mean.selectionA(), mean.runsA().size(), mean.selectionB(), mean.runsB().size());
        out.printf("%-44s %-6s %24s %24s %9s  %s%n", "case", "figure", "A (µs) [95% interval]", "B (µs) [95% interval]",
                "change", "verdict");
        for (Check check : checks) {
            SelectionComparison.Pair pair = check.pair();
            out.printf(Locale.ROOT, "%-44s %-6s %24s %24s %+8.1f%%  %s%n", check.caseName(), check.figure(), micros(pair.a()),
                    micros(pair.b()), pair.changePct(), check.regression() ? "REGRESSION"
                            : pair.separated() ? (pair.worse() ? "worse, within threshold" : "better") : "no clear change");
        }
        long regressions = checks.stream().filter(Check::regression).count();
        out.printf("%d regression(s) beyond %.1f%%%n", regressions, pct);
        if (!mean.unpaired().isEmpty()) {
            out.printf("%d case(s) with no partner, compared with nothing: %s%n", mean.unpaired().size(), unpairedNames(mean));
        }
        return regressions;
    }

    private static String micros(SelectionComparison.Figure figure) {
        return String.format(Locale.ROOT, "%.1f [%.1f-%.1f]", figure.value() / 1e3, figure.low() / 1e3, figure.high() / 1e3);
    }

    static String unpairedNames(SelectionComparison.Result result) {
        return String.join(", ", result.unpaired().stream()
                .map(u -> "'" + nameOf(u.key()) + "' (only in " + u.side().toUpperCase(Locale.ROOT) + ")").toList());
    }

    static JunitXml junitOf(List<Check> checks, SelectionComparison.Result mean, double pct, boolean allowMissing) {
        JunitXml xml = new JunitXml("mwbench compare");
        for (Check check : checks) {
            SelectionComparison.Pair pair = check.pair();
            xml.check("mwbench.compare." + check.caseName(), check.figure(), !check.regression(), String.format(Locale.ROOT,
                    "%s: %s %.2f µs -> %.2f µs (%+.1f%%), intervals apart, beyond %.1f%%", check.caseName(), check.figure(),
                    pair.a().value() / 1e3, pair.b().value() / 1e3, pair.changePct(), pct));
        }
        for (SelectionComparison.Unpaired missing : mean.unpaired()) {
            String name = "mwbench.compare." + nameOf(missing.key());
            String why = nameOf(missing.key()) + ": only in " + missing.side().toUpperCase(Locale.ROOT) + ": nothing compared";
            if (allowMissing) {
                xml.skip(name, "paired", why + " (--allow-missing)");
            } else {
                xml.check(name, "paired", false, why);
            }
        }
        return xml;
    }

    /** One line per case and figure; the case name quoted (it holds commas). */
    static String csvOf(List<Check> checks) {
        StringBuilder csv = new StringBuilder("case,figure,a_ns,a_low_ns,a_high_ns,a_runs,b_ns,b_low_ns,b_high_ns,b_runs,"
                + "change_pct,intervals_apart,regression\n");
        for (Check check : checks) {
            SelectionComparison.Pair p = check.pair();
            csv.append(String.format(Locale.ROOT, "\"%s\",%s,%.1f,%.1f,%.1f,%d,%.1f,%.1f,%.1f,%d,%.2f,%b,%b%n",
                    check.caseName().replace("\"", "\"\""), check.figure(), p.a().value(), p.a().low(), p.a().high(),
                    p.a().runs(), p.b().value(), p.b().low(), p.b().high(), p.b().runs(), p.changePct(), p.separated(),
                    check.regression()));
        }
        return csv.toString();
    }
}
