package org.mwbench.console;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.mwbench.analysis.html.HtmlReport;
import org.mwbench.analysis.jmeter.JmeterDashboard;
import org.mwbench.analysis.jtl.JtlExport;
import org.mwbench.analysis.render.CsvRenderer;
import org.mwbench.analysis.render.JsonRenderer;
import org.mwbench.analysis.render.TextRenderer;
import org.mwbench.analysis.report.OverheadPair;
import org.mwbench.analysis.report.ReportModel;
import org.mwbench.analysis.report.ReportOptions;
import org.mwbench.analysis.store.Campaign;
import org.mwbench.platform.storage.ReportMode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code mwbench report RUN...}: the papers' tables and plots from stored runs or campaigns. */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Reports on stored runs or campaigns (folders made by mwbench run): per blade and action type "
                + "calls, errors, throughput, latency percentiles and jitter. For loop runs, the tables of Demarey et al. "
                + "2004: round-trip latency over the step means with the 95%% confidence interval over series (their "
                + "Table 1), latency as a multiple of a baseline's (Table 2) and one stack's overhead over another "
                + "(Table 3). Payload tables as in Gray 2005 (time and bytes per call by payload size), and throughput "
                + "against concurrent clients as in Böszörményi et al. 1999. Warm-up is left out.",
                "Several runs are reported side by side (e.g. collocated and remote).",
                "Exit codes: 0 done; 2 bad folder, file or option."})
final class ReportCommand implements Callable<Integer> {
    /** The output formats. */
    enum Format { text, html, csv, json }

    @Parameters(arity = "0..*", paramLabel = "RUN",
            description = "A run or campaign folder, or its name in the runs folder, or 'last' (the default).")
    List<Path> runs = new ArrayList<>(List.of(Path.of("last")));

    @picocli.CommandLine.Mixin
    RunsFolder runsFolder;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text, html, csv or json (default: ${DEFAULT-VALUE}). html writes report.html in the run "
                    + "folder (several runs: in the current folder) with PNG and SVG plots in plots/ beside it.")
    Format format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the report to FILE instead.")
    Path output;

    @Option(names = "--baseline", paramLabel = "MIDDLEWARE", split = ",",
            description = "One or two baselines of the table of latency as a multiple of a baseline's, by middleware name "
                    + "(default: tcp,rmi).")
    List<String> baselines = new ArrayList<>(ReportOptions.DEFAULT_BASELINES);

    @Option(names = "--overhead", paramLabel = "STACK/BASE",
            description = "A pair of the overhead table (one stack over another), e.g. rmi-iiop/corba-glassfish, or rmi@2/rmi@1 for the second run's rmi over "
                    + "the first's; repeatable (default: rmi-iiop/corba-glassfish, grpc/grpc-direct, and later runs over "
                    + "the first).")
    List<String> overheads = new ArrayList<>();

    @Option(names = "--jtl", paramLabel = "FILE",
            description = "Also export the calls as a JMeter CSV results file (JTL), for JMeter's dashboard and CI "
                    + "performance plugins; one run or campaign only.")
    Path jtl;

    @Option(names = "--jmeter-dashboard", paramLabel = "DIR",
            description = "Also build JMeter's HTML dashboard in DIR (new or empty) from the JTL export, with JMeter's "
                    + "own report generator; one run or campaign only.")
    Path dashboard;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Logging.warningsOnly(); // JMeter's report generator logs every step at INFO
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            if ((jtl != null || dashboard != null) && runs.size() > 1) {
                throw new IllegalArgumentException("--jtl and --jmeter-dashboard export one run or campaign, not "
                        + runs.size());
            }
            ReportOptions options = new ReportOptions(baselines, OverheadPair.parseAll(overheads), 0.95);
            List<Campaign> campaigns = new ArrayList<>();
            for (Path run : runs) {
                campaigns.add(Campaign.open(runsFolder.find(run)));
            }
            ReportModel model = ReportModel.of(campaigns, options);
            if (format == Format.html) {
                Path file = output != null ? output
                        : runs.size() == 1 ? campaigns.get(0).folder().resolve(HtmlReport.FILE) : Path.of(HtmlReport.FILE);
                out.println("html report: " + HtmlReport.write(model, file));
                if (output == null && runs.size() == 1) { // in the run's folder: readable as the run is
                    Path folder = campaigns.get(0).folder();
                    ReportMode.followRun(folder, folder.resolve(HtmlReport.FILE), folder.resolve(HtmlReport.PLOTS));
                }
            } else {
                String text = switch (format) {
                    case csv -> CsvRenderer.render(model);
                    case json -> JsonRenderer.render(model);
                    default -> TextRenderer.render(model);
                };
                if (output == null) {
                    out.print(text);
                } else {
                    Files.writeString(output, text, StandardCharsets.UTF_8);
                    out.println("report: " + output.toAbsolutePath());
                }
            }
            Path results = jtl;
            if (results == null && dashboard != null) {
                results = Files.createTempFile("mwbench-", ".jtl");
            }
            if (results != null) {
                long calls = JtlExport.write(campaigns.get(0), results);
                if (jtl != null) {
                    out.println("jtl: " + jtl.toAbsolutePath() + " (" + calls + " calls; elapsed in whole ms, JMeter's unit)");
                }
                if (dashboard != null) {
                    try {
                        out.println("jmeter dashboard: " + JmeterDashboard.generate(results, dashboard,
                                "mwbench " + campaigns.get(0).name()).toAbsolutePath());
                    } finally {
                        if (jtl == null) {
                            Files.deleteIfExists(results);
                        }
                    }
                }
            }
            out.flush();
            return ExitCodes.OK;
        } catch (IOException | IllegalArgumentException e) {
            err.println("mwbench report: " + e.getMessage());
            return ExitCodes.USAGE;
        }
    }
}
