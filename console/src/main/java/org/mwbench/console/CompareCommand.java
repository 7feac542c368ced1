package org.mwbench.console;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.mwbench.analysis.compare.ComparisonRow;
import org.mwbench.analysis.compare.RunComparison;
import org.mwbench.analysis.compare.UnpairedCase;
import org.mwbench.analysis.render.CsvRenderer;
import org.mwbench.analysis.render.JsonRenderer;
import org.mwbench.analysis.render.TextRenderer;
import org.mwbench.analysis.store.Campaign;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code mwbench compare RUN_A RUN_B}: what changed from one run to another, per blade and
 * action type, and is it a regression. A case with no partner fails a CI gate unless the
 * user allows it: two runs that share nothing must not pass for want of anything compared.
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = {"Compares two stored runs or campaigns (A before, B after). Cases are paired exactly by blade "
                + "id and action type (a payload size is its own action type), so two blades running one action type "
                + "are compared each on its own. Per case: the change in mean "
                + "and p99 latency, a significance test (Mann-Whitney U on calls when both stored every call, else "
                + "Welch's t on step or interval means), and a REGRESSION flag when B is significantly slower by more "
                + "than the threshold in mean or p99. Runs with plateaus (scalability) also get their plateaus side by "
                + "side: throughput with its 95%% confidence interval in both runs, whether the intervals overlap, and "
                + "\"N of M plateaus overlap\".",
                "A case only one run has (\"only in A\", \"only in B\": a renamed blade or action type, another "
                        + "plan, or a plateau at a client count the other run did not measure) is compared with nothing: with --fail-on-regression it fails the comparison, and "
                        + "--junit shows it as a failure, unless --allow-missing is given (then it is skipped).",
                "A side may also be a selection of the results database: db:plan=NAME[,last=N][,testbed=KEY] (the "
                        + "latest N runs of a plan, on a testbed whose key starts so) or db:run=KEY (a run's key, a prefix "
                        + "of it, or its folder's name); a folder beside it names the run stored from it. Cases are then "
                        + "paired exactly by blade, middleware, client library, operation, payload and clients; per "
                        + "case the mean and p99 (from the merged histograms) over the selected runs with their 95%% "
                        + "intervals, a REGRESSION when B is worse, the intervals apart and the change beyond the threshold.",
                "Exit codes: 0 no regression (or --fail-on-regression not given); 1 a regression beyond "
                        + "--fail-on-regression PCT, or a case with no partner without --allow-missing; "
                        + "2 bad folder, file or option."})
final class CompareCommand implements Callable<Integer> {
    /** The output formats. */
    enum Format { text, csv, json }

    @Parameters(index = "0", paramLabel = "RUN_A",
            description = "The reference run or campaign: a folder, its name in the runs folder, or db:SELECTION.")
    java.nio.file.Path runA;

    @Parameters(index = "1", paramLabel = "RUN_B",
            description = "The run or campaign to compare with it: a folder, its name in the runs folder, 'last', "
                    + "or db:SELECTION.")
    java.nio.file.Path runB;

    @Option(names = "--db", paramLabel = "URL",
            description = "The results database db:SELECTION reads, a JDBC URL (default: $MWBENCH_DB, else results.db "
                    + "in the runs folder).")
    String db;

    @picocli.CommandLine.Mixin
    RunsFolder runsFolder;

    @Option(names = "--fail-on-regression", paramLabel = "PCT",
            description = "Exit with 1 when a case regressed by more than PCT %% (mean or p99, significant), or when a "
                    + "case of either run has no partner in the other (see --allow-missing): for CI.")
    Double failOnRegression;

    @Option(names = "--allow-missing",
            description = "Accept cases only one run has: they no longer fail --fail-on-regression, and --junit "
                    + "marks them skipped instead of failed. For comparing plans that differ on purpose.")
    boolean allowMissing;

    @Option(names = "--threshold", paramLabel = "PCT", defaultValue = "5",
            description = "The change in %% that flags a significant slow-down as a regression when "
                    + "--fail-on-regression is not given (default: ${DEFAULT-VALUE}).")
    double threshold;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text, csv or json (default: ${DEFAULT-VALUE}).")
    Format format;

    @Option(names = "--junit", paramLabel = "FILE",
            description = "Also write the checks as JUnit XML, one test case per blade, action type and figure (mean, "
                    + "p99), failed when it regressed beyond the threshold, and one per case with no partner, failed "
                    + "(skipped with --allow-missing): CI servers show which one failed.")
    java.nio.file.Path junit;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (SelectionCompare.isSelection(runA) || SelectionCompare.isSelection(runB)) {
            return compareSelections(out, err);
        }
        RunComparison comparison;
        try {
            double pct = thresholdPct();
            comparison = RunComparison.of(Campaign.open(runsFolder.find(runA)), Campaign.open(runsFolder.find(runB)), pct);
        } catch (IOException | IllegalArgumentException e) {
            err.println("mwbench compare: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        long regressions = comparison.rows().stream()
                .filter(row -> row.verdict() == ComparisonRow.Verdict.REGRESSION).count();
        List<UnpairedCase> unpaired = comparison.unpairedCases();
        switch (format) {
            case csv -> out.print(CsvRenderer.render(comparison.tables()));
            case json -> out.print(JsonRenderer.render("mwbench compare", List.of(), comparison.tables()));
            default -> {
                StringBuilder text = new StringBuilder();
                for (int i = 0; i < comparison.tables().size(); i++) {
                    if (i > 0) {
                        text.append('\n');
                    }
                    TextRenderer.render(comparison.tables().get(i), text);
                }
                out.print(text);
                out.printf("%d regression(s) beyond %.1f%%%n", regressions, comparison.thresholdPct());
                if (!unpaired.isEmpty()) {
                    out.printf("%d case(s) with no partner, compared with nothing: %s%n", unpaired.size(), namesOf(unpaired));
                }
                if (!comparison.plateaus().isEmpty()) {
                    out.println(comparison.plateaus().summary());
                }
            }
        }
        if (junit != null) {
            try {
                out.println("junit: " + junitOf(comparison, allowMissing).write(junit));
            } catch (IOException e) {
                err.println("mwbench compare: cannot write " + junit + ": " + e.getMessage());
                return ExitCodes.USAGE;
            }
        }
        out.flush();
        if (failOnRegression == null) {
            return ExitCodes.OK;
        }
        if (!unpaired.isEmpty() && !allowMissing) {
            err.printf("mwbench compare: %d case(s) have no partner in the other run, so nothing of theirs was compared: "
                    + "%s. Pair the runs' blades and action types, or pass --allow-missing to accept it.%n",
                    unpaired.size(), namesOf(unpaired));
            err.flush();
            return ExitCodes.FAILURE;
        }
        return regressions > 0 ? ExitCodes.FAILURE : ExitCodes.OK;
    }

    private double thresholdPct() {
        double pct = failOnRegression != null ? failOnRegression : threshold;
        if (!(pct >= 0) || Double.isInfinite(pct)) {
            throw new IllegalArgumentException("the regression threshold must be a percentage of 0 or more, not " + pct);
        }
        return pct;
    }

    /** A side is a database selection: {@link SelectionCompare}, with the same options and exit codes. */
    private int compareSelections(PrintWriter out, PrintWriter err) {
        double pct;
        List<org.mwbench.results.query.SelectionComparison.Result> results;
        try {
            pct = thresholdPct();
            results = SelectionCompare.compare(db, runsFolder, runA, runB);
        } catch (IOException | java.sql.SQLException | IllegalArgumentException e) {
            err.println("mwbench compare: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        List<SelectionCompare.Check> checks = SelectionCompare.checks(results, pct);
        org.mwbench.results.query.SelectionComparison.Result mean = results.get(0);
        long regressions = checks.stream().filter(SelectionCompare.Check::regression).count();
        try {
            switch (format) {
                case csv -> out.print(SelectionCompare.csvOf(checks));
                case json -> out.println(new com.fasterxml.jackson.databind.ObjectMapper().writerWithDefaultPrettyPrinter()
                        .writeValueAsString(java.util.Map.of("mean", mean, "p99", results.get(1))));
                default -> new SelectionCompare(out).print(mean, checks, pct);
            }
            if (junit != null) {
                out.println("junit: " + SelectionCompare.junitOf(checks, mean, pct, allowMissing).write(junit));
            }
        } catch (IOException e) {
            err.println("mwbench compare: cannot write " + (junit == null ? "the comparison" : junit) + ": " + e.getMessage());
            return ExitCodes.USAGE;
        }
        out.flush();
        if (failOnRegression == null) {
            return ExitCodes.OK;
        }
        if (!mean.unpaired().isEmpty() && !allowMissing) {
            err.printf("mwbench compare: %d case(s) have no partner in the other selection, so nothing of theirs was "
                    + "compared: %s. Pass --allow-missing to accept it.%n", mean.unpaired().size(),
                    SelectionCompare.unpairedNames(mean));
            err.flush();
            return ExitCodes.FAILURE;
        }
        return regressions > 0 ? ExitCodes.FAILURE : ExitCodes.OK;
    }

    /** {@code 'blade: type' (only in A), ...}: which cases were left unpaired, and on which side. */
    static String namesOf(List<UnpairedCase> unpaired) {
        return String.join(", ", unpaired.stream().map(UnpairedCase::toString).toList());
    }

    /**
     * One test case per blade, action type and figure; a figure fails when the row is a
     * regression and it moved beyond the threshold. A case with no partner is one test case,
     * failed, or skipped when the user allowed missing cases.
     */
    static org.mwbench.analysis.junit.JunitXml junitOf(RunComparison comparison, boolean allowMissing) {
        org.mwbench.analysis.junit.JunitXml xml = new org.mwbench.analysis.junit.JunitXml("mwbench compare");
        double pct = comparison.thresholdPct();
        for (ComparisonRow row : comparison.rows()) {
            if (row.unpaired()) {
                continue; // one test case each below, with the unpaired plateaus
            }
            String className = "mwbench.compare." + row.caseName();
            boolean regression = row.verdict() == ComparisonRow.Verdict.REGRESSION;
            xml.check(className, "mean", !(regression && row.meanChangePct() > pct),
                    String.format(java.util.Locale.ROOT, "%s: mean %.2f µs -> %.2f µs (%+.1f%%), beyond %.1f%% (%s)",
                            row.caseName(), row.meanA() / 1e3, row.meanB() / 1e3, row.meanChangePct(), pct, testOf(row)));
            xml.check(className, "p99", !(regression && row.p99ChangePct() > pct),
                    String.format(java.util.Locale.ROOT, "%s: p99 %.2f µs -> %.2f µs (%+.1f%%), beyond %.1f%% (%s)",
                            row.caseName(), row.p99A() / 1e3, row.p99B() / 1e3, row.p99ChangePct(), pct, testOf(row)));
        }
        for (UnpairedCase missing : comparison.unpairedCases()) {
            String why = String.format(java.util.Locale.ROOT, "%s: %s, no partner in %s: nothing compared",
                    missing.name(), missing.side(), missing.onlyInA() ? "B" : "A");
            if (allowMissing) {
                xml.skip("mwbench.compare." + missing.name(), "paired", why + " (--allow-missing)");
            } else {
                xml.check("mwbench.compare." + missing.name(), "paired", false, why);
            }
        }
        return xml;
    }

    private static String testOf(ComparisonRow row) {
        return row.test() == null ? "not tested"
                : String.format(java.util.Locale.ROOT, "%s, p = %.3g", row.test().name(), row.test().pValue());
    }
}
