package org.mwbench.platform.supervisor;

import java.io.Serializable;
import java.nio.file.Path;
import org.mwbench.platform.plan.TestPlan;

/**
 * The test a supervisor currently drives, and the folder its results go to.
 *
 * @param endpoints where each server blade's system under test listens, by blade id
 */
public record ActiveRun(String runId, TestPlan plan, Path reportFolder, java.util.Map<String, String> endpoints)
        implements Serializable {
    public ActiveRun {
        endpoints = java.util.Map.copyOf(endpoints);
    }
}
