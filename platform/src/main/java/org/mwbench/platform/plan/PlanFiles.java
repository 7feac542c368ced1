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
                errors.add(refused(key, parameter + "=" + value, e));
            }
        });
        return files;
    }

    /**
     * A file a plan-level key names (the hosts file), under the same rules as a blade's files:
     * it changes what the supervisor's machine does, so it must come from the plan's folder too.
     *
     * @throws PlanException located at the key, when the file is refused
     */
    public PlanFile ofPlanKey(String key, String value) throws PlanException {
        try {
            return folder.read(key, value);
        } catch (PlanFolder.RefusedFile e) {
            throw new PlanException(refused(key, value, e));
        }
    }

    private PlanError refused(String key, String what, PlanFolder.RefusedFile reason) {
        return new PlanError(plan.locate(key), key, what + " " + reason.getMessage() + "; allowed: " + folder.allowed());
    }
}
