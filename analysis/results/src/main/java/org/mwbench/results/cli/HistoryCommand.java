package org.mwbench.results.cli;

import java.io.PrintWriter;
import java.util.List;
import org.mwbench.results.query.CaseFilter;
import org.mwbench.results.query.HistoryPoint;
import org.mwbench.results.query.Metric;
import org.mwbench.results.query.ResultsQueries;
import org.mwbench.results.store.ResultsDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code mwbench history}: a metric of a case across the runs in the results database. */
@Command(name = "history", mixinStandardHelpOptions = true,
        description = {"Prints a metric of a case across the runs stored in the results database, oldest first, "
                + "one point per run, case and testbed, with its 95%% interval. Percentiles are recomputed from "
                + "the histograms of every blade and series of the run.",
                "Exit codes: 0 printed (even nothing); 2 bad option or database."})
public final class HistoryCommand extends DatabaseCommand {
    @Option(names = "--middleware", paramLabel = "M", description = "e.g. corba-jacorb, rmi, tcp")
    String middleware;

    @Option(names = "--operation", paramLabel = "OP", description = "e.g. ping, or string (every payload size), or 'string 4096'")
    String operation;

    @Option(names = "--payload", paramLabel = "BYTES", description = "Only this payload size.")
    Integer payload;

    @Option(names = "--clients", paramLabel = "N", description = "Only this many concurrent clients.")
    Integer clients;

    @Option(names = "--testbed", paramLabel = "KEY", description = "Only this testbed (its key, or a prefix of it).")
    String testbed;

    @Option(names = "--mwbench-version", paramLabel = "V", description = "Only runs of this mwbench version.")
    String version;

    @Option(names = "--metric", paramLabel = "M", defaultValue = "median",
            description = "mean, median (p50), p90, p99, p999, max or throughput (default: ${DEFAULT-VALUE}).")
    String metric;

    @Option(names = "--format", paramLabel = "F", defaultValue = "table", description = "table, csv or json (default: ${DEFAULT-VALUE}).")
    String format;

    /** The metric {@code --metric} names. */
    private Metric chosen;

    public HistoryCommand() {
        super("mwbench history");
    }

    @Override
    void readOptions() {
        chosen = Metric.parse(metric);
        if (!List.of("table", "csv", "json").contains(format)) {
            throw new IllegalArgumentException("--format is table, csv or json, not " + format);
        }
    }

    @Override
    int run(ResultsDatabase opened, PrintWriter out, PrintWriter err) throws Exception {
        List<HistoryPoint> points = new ResultsQueries(opened).history(
                new CaseFilter(middleware, operation, payload, clients, testbed, version), chosen);
        HistoryOutput.print(points, chosen, format, out);
        return ExitCodes.OK;
    }
}
