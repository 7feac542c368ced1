package org.mwbench.platform.supervisor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.mwbench.platform.agent.BladeClasses;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.ServerReferences;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.plan.BladeRole;
import org.mwbench.platform.plan.PlanError;
import org.mwbench.platform.plan.TestPlan;

/**
 * The references of blades to other server blades of their plan ({@link ServerReferences}, a
 * bridge's {@code backend=}): checked at plan check, each error located at the naming blade's
 * argument, and used to order the deploy so that a named server is deployed and initialized
 * before the blade that names it.
 */
final class ServerReferenceChecks {
    private ServerReferenceChecks() {
    }

    /** Adds an error for each reference that names no server blade of the plan, the blade itself, or a cycle. */
    static void check(TestPlan plan, ClassLoader loader, List<PlanError> errors) {
        Map<String, Map<String, String>> references = references(plan, loader, errors);
        for (BladeDefinition blade : plan.blades()) {
            for (Map.Entry<String, String> reference : references.getOrDefault(blade.id(), Map.of()).entrySet()) {
                String parameter = reference.getKey();
                String target = reference.getValue();
                Optional<BladeDefinition> named = plan.blade(target);
                String problem = null;
                if (named.isEmpty()) {
                    problem = "names no blade of this plan; its server blades are " + serverIds(plan);
                } else if (named.get().role() != BladeRole.SERVER) {
                    problem = "names blade '" + target + "', which is not a server blade (blade." + named.get().number()
                            + "." + BladeRole.SERVER.planKey() + "); its server blades are " + serverIds(plan);
                } else if (target.equals(blade.id())) {
                    problem = "names this blade itself: a blade cannot forward to its own server";
                } else {
                    List<String> cycle = cycleBack(blade.id(), target, references, new ArrayList<>(List.of(blade.id())));
                    if (cycle != null) {
                        problem = "the servers it names come back to this blade: " + String.join(" -> ", cycle)
                                + "; no blade of the cycle could be initialized first";
                    }
                }
                if (problem != null) {
                    errors.add(new PlanError(plan.locate(blade.key("argument")), blade.key("argument"),
                            parameter + "=" + target + ": " + problem));
                }
            }
        }
    }

    /**
     * The plan's blades in an order where each blade comes after the servers it names, and
     * otherwise in the plan's order. Assumes {@link #check} found no cycle.
     */
    static List<BladeDefinition> deployOrder(TestPlan plan, ClassLoader loader) {
        Map<String, Map<String, String>> references = references(plan, loader, new ArrayList<>());
        List<BladeDefinition> ordered = new ArrayList<>();
        Set<String> placed = new LinkedHashSet<>();
        List<BladeDefinition> waiting = new ArrayList<>(plan.blades());
        while (!waiting.isEmpty()) {
            BladeDefinition next = waiting.stream()
                    .filter(blade -> references.getOrDefault(blade.id(), Map.of()).values().stream()
                            .allMatch(target -> placed.contains(target) || plan.blade(target).isEmpty()
                                    || target.equals(blade.id())))
                    .findFirst().orElse(waiting.get(0)); // a cycle: check() refused it already
            waiting.remove(next);
            placed.add(next.id());
            ordered.add(next);
        }
        return ordered;
    }

    /** From {@code current}'s references on, the path back to {@code start}, or null when there is none. */
    private static List<String> cycleBack(String start, String current, Map<String, Map<String, String>> references,
                                          List<String> path) {
        if (path.contains(current)) {
            return current.equals(start) ? append(path, current) : null;
        }
        List<String> here = append(path, current);
        for (String next : references.getOrDefault(current, Map.of()).values()) {
            List<String> cycle = cycleBack(start, next, references, here);
            if (cycle != null) {
                return cycle;
            }
        }
        return null;
    }

    private static List<String> append(List<String> path, String id) {
        List<String> longer = new ArrayList<>(path);
        longer.add(id);
        return longer;
    }

    /** Per blade id, the declared reference parameters it gives, with the blade ids they name. */
    private static Map<String, Map<String, String>> references(TestPlan plan, ClassLoader loader, List<PlanError> errors) {
        Map<String, Map<String, String>> references = new LinkedHashMap<>();
        for (BladeDefinition blade : plan.blades()) {
            List<String> parameters;
            try {
                parameters = BladeClasses.serverReferences(BladeClasses.resolve(blade.className(), loader));
            } catch (ClassNotFoundException e) {
                continue; // PlanChecks reports the class
            }
            if (parameters.isEmpty()) {
                continue;
            }
            BladeArguments arguments;
            try {
                arguments = BladeArguments.parse(blade.id(), blade.argument());
            } catch (BladeException e) {
                errors.add(new PlanError(plan.locate(blade.key("argument")), blade.key("argument"), e.getMessage()));
                continue;
            }
            Map<String, String> named = new LinkedHashMap<>();
            for (String parameter : parameters) {
                String value = arguments.text(parameter, null);
                if (value != null) {
                    named.put(parameter, value);
                }
            }
            references.put(blade.id(), named);
        }
        return references;
    }

    private static List<String> serverIds(TestPlan plan) {
        return plan.blades().stream().filter(blade -> blade.role() == BladeRole.SERVER).map(BladeDefinition::id).toList();
    }
}
