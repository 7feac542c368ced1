package org.mwbench.platform.hosts;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mwbench.platform.agent.Agent;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.plan.PlanError;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.PlanFile;
import org.mwbench.platform.plan.PlanFiles;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.plan.TestPlanParser;

/** The hosts file a plan names with its {@code hosts} key, read from the plan's folder and checked against the plan. */
public final class PlanHosts {
    private PlanHosts() {
    }

    /**
     * @param cores how many cores this machine has
     * @return empty when the plan has no {@code hosts} key
     * @throws PlanException a refused or bad hosts file, or a blade on an agent that is neither
     *                       a declared host nor {@code local host}
     */
    public static Optional<HostsFile> of(TestPlan plan, int cores) throws PlanException {
        if (plan.hosts() == null) {
            return Optional.empty();
        }
        PlanFile file = new PlanFiles(plan).ofPlanKey(TestPlanParser.HOSTS_KEY, plan.hosts());
        String origin = plan.folder().resolve(Path.of(file.reportName())).toString();
        HostsFile hosts = HostsFileParser.parse(new String(file.content(), StandardCharsets.UTF_8), origin, cores);
        List<PlanError> errors = new ArrayList<>();
        for (BladeDefinition blade : plan.blades()) {
            if (!blade.agent().equals(Agent.LOCAL_HOST) && hosts.host(blade.agent()).isEmpty()) {
                String key = blade.key("server");
                errors.add(new PlanError(plan.locate(key), key, "'" + blade.agent() + "' is not a host of " + origin
                        + ": with emulated hosts, a blade runs on one of "
                        + hosts.hosts().stream().map(EmulatedHost::name).toList() + " or on 'local host'"));
            }
        }
        if (!errors.isEmpty()) {
            throw new PlanException(errors);
        }
        return Optional.of(hosts);
    }
}
