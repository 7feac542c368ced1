package org.mwbench.platform.supervisor;

import java.io.Serializable;
import java.nio.file.Path;
import org.mwbench.platform.plan.TestPlan;

/** The test a supervisor currently drives, and the folder its results go to. */
public record ActiveRun(String runId, TestPlan plan, Path reportFolder) implements Serializable {
}
