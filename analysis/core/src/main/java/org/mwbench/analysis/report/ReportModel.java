package org.mwbench.analysis.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.mwbench.analysis.store.Campaign;
import org.mwbench.analysis.table.Table;

/**
 * A whole report of one or more runs or campaigns: the analyses (kept for the plots) and
 * the tables every format renders, in reading order: environment, latency per blade and
 * action type, Demarey et al. 2004's Tables 1 to 3, step evolution and one host against two, Gray 2005's payload tables,
 * white-box timing, Böszörményi et al. 1999's scalability, alarms. Tables that have nothing to show are left out.
 */
public final class ReportModel {
    private final String title;
    private final List<LabelledRun> runs;
    private final List<Table> tables;
    private final List<String> notes;
    private final ReportOptions options;

    private ReportModel(String title, List<LabelledRun> runs, List<Table> tables, List<String> notes, ReportOptions options) {
        this.title = title;
        this.runs = runs;
        this.tables = tables;
        this.notes = notes;
        this.options = options;
    }

    /** The report of one run or campaign folder with the default baselines and pairs. */
    public static ReportModel of(Path runOrCampaign) throws IOException {
        return of(List.of(Campaign.open(runOrCampaign)), ReportOptions.defaults());
    }

    public static ReportModel of(List<Campaign> campaigns, ReportOptions options) throws IOException {
        checkOptions(campaigns.size(), options); // before the folders are read
        List<RunAnalysis> analyses = new ArrayList<>();
        for (Campaign campaign : campaigns) {
            analyses.add(RunAnalysis.of(campaign));
        }
        return ofAnalyses(analyses, options);
    }

    /**
     * The report of one run or campaign already analysed, with the default baselines and pairs:
     * {@code mwbench run} reads its run once, for this report and for the results database.
     */
    public static ReportModel of(RunAnalysis analysis) throws IOException {
        return ofAnalyses(List.of(analysis), ReportOptions.defaults());
    }

    private static void checkOptions(int runCount, ReportOptions options) {
        if (runCount == 0) {
            throw new IllegalArgumentException("a report needs at least one run");
        }
        for (OverheadPair pair : options.overheads()) {
            if (Math.max(pair.stackRun(), pair.baseRun()) > runCount) {
                throw new IllegalArgumentException("--overhead " + pair.stack() + "@" + pair.stackRun() + "/" + pair.base()
                        + "@" + pair.baseRun() + ": the report has " + runCount + " run(s)");
            }
        }
    }

    private static ReportModel ofAnalyses(List<RunAnalysis> analyses, ReportOptions options) throws IOException {
        checkOptions(analyses.size(), options);
        List<LabelledRun> runs = new ArrayList<>();
        for (int i = 0; i < analyses.size(); i++) {
            Campaign campaign = analyses.get(i).campaign();
            String plan = campaign.planName();
            boolean unique = analyses.stream().filter(other -> other.campaign().planName().equals(plan)).count() == 1;
            runs.add(new LabelledRun(i + 1, unique ? plan : campaign.name(), analyses.get(i)));
        }
        List<Table> tables = new ArrayList<>();
        tables.add(EnvironmentTable.of(runs));
        tables.add(LatencyTable.of(runs));
        if (runs.stream().anyMatch(run -> !run.analysis().stepMeans().isEmpty())) {
            tables.add(StepMeansTable.table1(runs, options.confidenceLevel()));
            tables.add(StepMeansTable.evolution(runs));
        }
        Optional.ofNullable(BaselineRatioTable.of(runs, options.baselines())).ifPresent(tables::add);
        Optional.ofNullable(OverheadTable.of(runs, options.overheads())).ifPresent(tables::add);
        Optional.ofNullable(PlacementTable.of(runs)).ifPresent(tables::add);
        Optional.ofNullable(BridgeTable.of(runs)).ifPresent(tables::add);
        tables.addAll(PayloadTables.of(runs));
        Optional.ofNullable(PacketsTable.of(runs)).ifPresent(tables::add);
        tables.addAll(WhiteBoxTables.of(runs));
        Optional.ofNullable(ScalabilityTable.of(runs)).ifPresent(tables::add);
        Optional.ofNullable(PlateauSummaryTable.of(runs)).ifPresent(tables::add);
        tables.addAll(PlateauTables.of(runs));
        if (runs.size() == 2) {
            Optional.ofNullable(PlateauComparison.of(runs.get(0).analysis().plateaus(), runs.get(1).analysis().plateaus(),
                    runs.get(0).label(), runs.get(1).label()).table()).ifPresent(tables::add);
        }
        Optional.ofNullable(ServerConfigTable.of(runs)).ifPresent(tables::add);
        Optional.ofNullable(ClientLibraryTable.of(runs)).ifPresent(tables::add);
        tables.addAll(ProbeTables.of(runs));
        tables.addAll(NoiseTables.of(runs));
        Optional.ofNullable(AlarmsTable.of(runs)).ifPresent(tables::add);

        List<String> notes = new ArrayList<>();
        for (LabelledRun run : runs) {
            Campaign campaign = run.analysis().campaign();
            notes.add(run.label() + ": " + campaign.folder() + (campaign.isCampaign()
                    ? ", a campaign of " + campaign.series().size() + " series, pooled" : ", one run")
                    + "; " + run.analysis().warmupCalls() + " warm-up calls left out of every figure.");
            run.analysis().plateaus().stream().filter(point -> point.sharedCores() != null).findFirst().ifPresent(point ->
                    notes.add("WARNING: " + run.label() + ": the servers and the injectors share cores (" + point.sharedCores()
                            + "): each side's CPU figure also pays for the other's."));
        }
        notes.addAll(NoiseTables.warnings(runs));
        for (LabelledRun run : runs) {
            if (!run.analysis().coverage().complete()) {
                notes.add("INCOMPLETE: " + run.label() + ": not everything the plan asked for was measured.");
                run.analysis().coverage().leftOut().forEach(line -> notes.add("INCOMPLETE: " + run.label() + ": " + line));
            }
        }
        notes.addAll(BaselineRatioTable.leftOut(runs));
        notes.add("Durations are shown in µs; the stored files keep ns.");
        String title = "mwbench report: " + String.join(", ", runs.stream().map(LabelledRun::label).toList());
        return new ReportModel(title, Collections.unmodifiableList(runs), Collections.unmodifiableList(tables),
                Collections.unmodifiableList(notes), options);
    }

    public String title() {
        return title;
    }

    public List<LabelledRun> runs() {
        return runs;
    }

    public List<Table> tables() {
        return tables;
    }

    /** The table with this id ({@code latency}, {@code table1}, {@code table2}...), if the report has it. */
    public Optional<Table> table(String id) {
        return tables.stream().filter(table -> table.id().equals(id)).findFirst();
    }

    public List<String> notes() {
        return notes;
    }

    public ReportOptions options() {
        return options;
    }
}
