package org.mwbench.platform.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads the files a blade's file parameters name, as CLIF's code server serves a scenario to
 * a remote agent. Only the parameters the blade's class declares as files are files; every
 * one must be a regular file inside the plan's folder ({@link PlanFolder}), and a refused
 * one is a plan error at the blade's argument, so nothing is deployed.
 */
public final class PlanFiles {
    private final TestPlan plan;
    private final PlanFolder folder;

    public PlanFiles(TestPlan plan) {
        this.plan = plan;
        this.folder = new PlanFolder(plan.folder());
    }

    /**
     * @param named  the blade's file parameters that its argument gives, with their values
     * @param errors where a refused file is added, located at the blade's argument
     * @return the files that were accepted, in the order of {@code named}
     */
    public List<PlanFile> of(BladeDefinition blade, Map<String, String> named, List<PlanError> errors) {
        List<PlanFile> files = new ArrayList<>();
        String key = blade.key("argument");
        named.forEach((parameter, value) -> {
            try {
                files.add(folder.read(parameter, value));
            } catch (PlanFolder.RefusedFile e) {
                errors.add(new PlanError(plan.locate(key), key,
                        parameter + "=" + value + " " + e.getMessage() + "; allowed: " + folder.allowed()));
            }
        });
        return files;
    }
}
