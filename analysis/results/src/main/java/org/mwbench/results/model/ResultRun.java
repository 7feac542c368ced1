package org.mwbench.results.model;

import java.util.List;

/**
 * Everything the database keeps of one run (or campaign of series): what it was (plan and
 * its text, inputs, arguments, series, start and end in epoch ms, mwbench's version and
 * commit, exit status, cut short or not), where it ran, and what it measured.
 * {@code exitStatus}, {@code arguments} and {@code mwbenchCommit} are null when unknown (a run
 * imported from its folder does not record them).
 */
public record ResultRun(String runId, String folderName, String planName, String planText, String arguments,
                        int seriesCount, Long startedAt, Long endedAt, String mwbenchVersion, String mwbenchCommit,
                        Integer exitStatus, boolean cutShort, Testbed testbed, List<ScenarioFile> scenarioFiles,
                        List<ServerSetting> serverConfig, List<Measure> measures, List<StepMean> stepMeans,
                        List<PlateauMeasure> plateaus) {

    /** The key of a run: its plan, folder and time origin; the same folder imported twice gets the same. */
    public static String idOf(String planName, String folderName, long originEpochNanos) {
        return Keys.of(planName, folderName, originEpochNanos);
    }

    /**
     * This run with its lists in one order (series, blade, action type, step or clients; Java's
     * order of strings), whatever order a database's collation returned them in.
     */
    public ResultRun canonical() {
        java.util.Comparator<ServerSetting> settings = java.util.Comparator.comparingInt(ServerSetting::series)
                .thenComparing(ServerSetting::blade).thenComparing(ServerSetting::setting);
        java.util.Comparator<Measure> measureOrder = java.util.Comparator.comparingInt(Measure::series)
                .thenComparing(Measure::blade).thenComparing(Measure::actionType);
        java.util.Comparator<StepMean> steps = java.util.Comparator.comparingInt(StepMean::series)
                .thenComparing(StepMean::blade).thenComparing(StepMean::actionType).thenComparingInt(StepMean::step);
        java.util.Comparator<PlateauMeasure> plateauOrder = java.util.Comparator.comparingInt(PlateauMeasure::series)
                .thenComparing(PlateauMeasure::blade).thenComparing(PlateauMeasure::actionType)
                .thenComparingInt(PlateauMeasure::clients);
        return new ResultRun(runId, folderName, planName, planText, arguments, seriesCount, startedAt, endedAt,
                mwbenchVersion, mwbenchCommit, exitStatus, cutShort, testbed,
                scenarioFiles.stream().sorted(java.util.Comparator.comparing(ScenarioFile::path)).toList(),
                serverConfig.stream().sorted(settings).toList(), measures.stream().sorted(measureOrder).toList(),
                stepMeans.stream().sorted(steps).toList(), plateaus.stream().sorted(plateauOrder).toList());
    }

    /** This run as the command that ran it knew it: exit status, arguments and commit filled in. */
    public ResultRun endedWith(int exitStatus, boolean cutShort, String arguments, String commit) {
        return new ResultRun(runId, folderName, planName, planText, arguments, seriesCount, startedAt, endedAt,
                mwbenchVersion, commit, exitStatus, cutShort, testbed, scenarioFiles, serverConfig, measures, stepMeans,
                plateaus);
    }
}
