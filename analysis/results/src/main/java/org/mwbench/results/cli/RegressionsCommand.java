package org.mwbench.results.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.mwbench.analysis.junit.JunitXml;
import org.mwbench.results.query.CaseFilter;
import org.mwbench.results.query.Metric;
import org.mwbench.results.query.RegressionCheck;
import org.mwbench.results.query.RegressionDetector;
import org.mwbench.results.query.ResultsQueries;
import org.mwbench.results.store.ResultsDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code mwbench db regressions}: each case's latest run against the runs before it on its testbed. */
@Command(name = "regressions", mixinStandardHelpOptions = true,
        description = {"Checks each case's latest run on each testbed against the window of runs before it: a "
                + "regression lies beyond the one-sided 99%% Student-t prediction interval of the earlier values "
                + "and differs from their mean by --min-change %% at least. Cases with fewer than "
                + RegressionDetector.MIN_EARLIER + " earlier runs are listed as not judged.",
                "Exit codes: 0 no regression (or found without --fail); 1 a regression with --fail; 2 bad option or database."})
final class RegressionsCommand extends DatabaseCommand {
    @Option(names = "--metric", paramLabel = "M", defaultValue = "median",
            description = "mean, median, p90, p99, p999, max or throughput (default: ${DEFAULT-VALUE}).")
    String metric;

    @Option(names = "--window", paramLabel = "N", defaultValue = "10", description = "Earlier runs compared with (default: ${DEFAULT-VALUE}).")
    int window;

    @Option(names = "--min-change", paramLabel = "PCT", defaultValue = "2", description = "Smallest change reported (default: ${DEFAULT-VALUE} %%).")
    double minChange;

    @Option(names = "--middleware", paramLabel = "M")
    String middleware;

    @Option(names = "--operation", paramLabel = "OP")
    String operation;

    @Option(names = "--testbed", paramLabel = "KEY")
    String testbed;

    @Option(names = "--fail", description = "Exit with 1 when a regression is found.")
    boolean fail;

    @Option(names = "--junit", paramLabel = "FILE", description = "Also write the checks as JUnit XML, one test case per case and testbed.")
    Path junit;

    /** The metric {@code --metric} names. */
    private Metric chosen;

    /** The check with {@code --window} and {@code --min-change}. */
    private RegressionDetector detector;

    RegressionsCommand() {
        super("mwbench db regressions");
    }

    @Override
    void readOptions() {
        chosen = Metric.parse(metric);
        detector = new RegressionDetector(window, minChange);
    }

    @Override
    int run(ResultsDatabase opened, PrintWriter out, PrintWriter err) throws Exception {
        List<RegressionCheck> checks = detector.check(new ResultsQueries(opened).history(
                new CaseFilter(middleware, operation, null, null, testbed, null), chosen), chosen);
        JunitXml xml = new JunitXml("mwbench db regressions " + chosen.label());
        int regressions = 0;
        for (RegressionCheck check : checks) {
            String verdict = !check.judged() ? "not judged (" + check.earlier() + " earlier run(s))"
                    : check.regressed() ? "REGRESSION" : "ok";
            regressions += check.regressed() ? 1 : 0;
            String line = String.format(Locale.ROOT, "%-50s testbed %s  %s %s: %.1f vs %.1f earlier (%+.1f%%, limit %.1f, n=%d)",
                    check.caseName(), check.latest().testbedId().substring(0, 10), check.latest().folderName(),
                    chosen.label(), check.latest().value(), check.baselineMean(), check.changePct(), check.limit(),
                    check.earlier());
            out.println(verdict + "  " + line);
            String suite = "mwbench.regressions." + check.latest().testbedId().substring(0, 10);
            if (check.judged()) {
                xml.check(suite, check.caseName(), !check.regressed(), line);
            } else {
                xml.skip(suite, check.caseName(), verdict);
            }
        }
        out.println(regressions + " regression(s) in " + checks.size() + " case(s) and testbed(s), " + chosen.label()
                + " in " + chosen.unit());
        if (junit != null) {
            out.println("junit: " + xml.write(junit));
        }
        out.flush();
        return fail && regressions > 0 ? ExitCodes.FAILURE : ExitCodes.OK;
    }
}
