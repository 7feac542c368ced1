package org.mwbench.platform.supervisor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mwbench.platform.agent.BladeClasses;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.SplitsLoad;
import org.mwbench.platform.plan.AgentPools;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.plan.BladeRole;
import org.mwbench.platform.plan.PlanError;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.PlanFile;
import org.mwbench.platform.plan.PlanFiles;
import org.mwbench.platform.plan.TestPlan;

/**
 * The checks of a plan that need the live platform: are its agents registered, do its
 * classes load, and are the files its blades declare inside the plan's folder? They run
 * before anything is deployed or stored, so a bad plan deploys nothing.
 */
public final class PlanChecks {
    private PlanChecks() {
    }

    /**
     * @return the files each blade's file parameters name, by blade id, read now: what
     *         the deploy sends and the report keeps is what was checked
     * @throws PlanException every error found, each located at its key
     */
    public static Map<String, List<PlanFile>> check(TestPlan plan, Set<String> registeredAgents, ClassLoader loader)
            throws PlanException {
        List<PlanError> errors = new ArrayList<>();
        PlanFiles planFiles = new PlanFiles(plan);
        Map<String, List<PlanFile>> filesByBlade = new LinkedHashMap<>();
        for (BladeDefinition blade : plan.blades()) {
            boolean onPool = AgentPools.poolOf(blade.agent()).isPresent();
            if (!onPool && !registeredAgents.contains(blade.agent())) {
                errors.add(new PlanError(plan.locate(blade.key("server")), blade.key("server"),
                        "unknown agent '" + blade.agent() + "'; registered agents: " + registeredAgents
                                + " (start one with: mwbench agent --name '" + blade.agent() + "' --registry HOST:PORT)"));
            }
            try {
                Class<?> type = BladeClasses.resolve(blade.className(), loader);
                if (onPool) {
                    checkSpread(plan, blade, type, errors);
                }
                filesByBlade.put(blade.id(), checkBlade(plan, planFiles, blade, type, errors));
            } catch (ClassNotFoundException e) {
                errors.add(new PlanError(plan.locate(blade.classKey()), blade.classKey(), e.getMessage()));
            }
        }
        ServerReferenceChecks.check(plan, loader, errors);
        if (!errors.isEmpty()) {
            throw new PlanException(errors);
        }
        return filesByBlade;
    }

    /**
     * An injector spread over a pool of several agents must run a share of its load on each, or
     * the pool would run N times the plan's load: only one that {@link SplitsLoad} can be spread.
     */
    private static void checkSpread(TestPlan plan, BladeDefinition blade, Class<?> type, List<PlanError> errors) {
        int size = plan.pools().getOrDefault(AgentPools.poolOf(blade.agent()).orElseThrow(), 1);
        if (size > 1 && blade.role() == BladeRole.INJECTOR && !SplitsLoad.class.isAssignableFrom(type)) {
            errors.add(new PlanError(plan.locate(blade.key("server")), blade.key("server"), "injector '"
                    + blade.className() + "' cannot be spread over " + blade.agent() + " of " + size + " agents: it does "
                    + "not split its load (segment=K/N), so the pool would run " + size + " times the plan's; "
                    + "ScenarioRunner splits its groups' populations"));
        }
    }

    /**
     * Reads the files a blade's argument names and then the argument itself, with the
     * reader its class declares, as the blade will at init; what either refuses is added
     * to {@code errors}, located at the blade's argument key. The console's Validate runs
     * this too, so it says what a deploy would.
     *
     * @return the blade's files that were accepted
     */
    public static List<PlanFile> checkBlade(TestPlan plan, PlanFiles planFiles, BladeDefinition blade, Class<?> type,
                                            List<PlanError> errors) {
        int before = errors.size();
        List<PlanFile> files = planFiles.of(blade, namedFiles(plan, blade, BladeClasses.fileParameters(type), errors),
                errors);
        if (errors.size() > before) {
            return files; // a refused file or a malformed argument: said once, not again by the reader
        }
        try {
            BladeClasses.checkArgument(type, blade.id(), blade.argument(), name -> files.stream()
                    .filter(file -> file.value().equals(name))
                    .findFirst()
                    .map(PlanFile::content)
                    .orElseThrow(() -> new java.io.IOException("'" + name + "' is not a file parameter's value")));
        } catch (BladeException e) {
            errors.add(new PlanError(plan.locate(blade.key("argument")), blade.key("argument"), e.getMessage()));
        }
        return files;
    }

    /**
     * The values the blade's argument gives its file parameters, read as the blade reads
     * them at init, so the name checked here is the name the blade asks for.
     */
    private static Map<String, String> namedFiles(
            TestPlan plan, BladeDefinition blade, List<String> fileParameters, List<PlanError> errors) {
        Map<String, String> named = new LinkedHashMap<>();
        if (fileParameters.isEmpty()) {
            return named;
        }
        BladeArguments arguments;
        try {
            arguments = BladeArguments.parse(blade.id(), blade.argument());
        } catch (BladeException e) {
            errors.add(new PlanError(plan.locate(blade.key("argument")), blade.key("argument"), e.getMessage()));
            return named;
        }
        for (String parameter : fileParameters) {
            String value = arguments.text(parameter, null);
            if (value != null) {
                named.put(parameter, value);
            }
        }
        return named;
    }
}
