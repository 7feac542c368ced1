package org.mwbench.platform.storage;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.mwbench.platform.blade.IntervalSummary;
import org.mwbench.platform.plan.TestPlan;

/**
 * The supervisor's storage: one report folder per run, laid out as CLIF lays it out,
 * {@code <root>/<plan>_<yyyy-MM-dd>_<HH>h<mm>m<ss>/} with a copy of the plan, one folder
 * per blade, an environment file per agent and the run's own facts.
 */
public interface Storage {

    /**
     * Creates the run's folder (which must not exist yet) and copies the plan into it; it and
     * everything stored in it get the mode's permissions (owner-only by default).
     */
    Path openRun(Path runFolder, TestPlan plan, ReportMode mode) throws IOException;

    Path runFolder();

    /**
     * Keeps a copy of a file the plan's blades use (a scenario), for reproducing the run:
     * under {@code inputs/} at its place relative to the plan's folder, with the run's mode.
     */
    void input(String name, byte[] content) throws IOException;

    void environment(String agentName, Map<String, String> environment) throws IOException;

    /** Appends live summaries to each blade's {@code summary} file, as they arrive. */
    void summaries(List<IntervalSummary> summaries) throws IOException;

    /** Where a collected event file of a blade is written. */
    OutputStream collectedFile(String bladeId, String fileName) throws IOException;

    /** Adds facts about the run (start skew, outcome...) to its {@code run.properties}. */
    void runFacts(Map<String, String> facts) throws IOException;

    void closeRun();

    /** Removes the run's folder: for a run that never got deployed, so nothing ran and nothing was measured. */
    void discardRun();
}
