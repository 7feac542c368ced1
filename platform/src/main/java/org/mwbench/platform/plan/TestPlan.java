package org.mwbench.platform.plan;

import java.io.Serializable;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A parsed, syntactically valid test plan: the blades to deploy, in plan order.
 *
 * @param name   the plan's name: its file name without {@code .ctp}; it names the report folder
 * @param source the plan file's text, copied verbatim into the report
 * @param origin where the plan came from, for messages
 */
public record TestPlan(String name, String source, String origin, List<BladeDefinition> blades)
        implements Serializable {

    public TestPlan {
        blades = List.copyOf(blades);
    }

    public Optional<BladeDefinition> blade(String id) {
        return blades.stream().filter(blade -> blade.id().equals(id)).findFirst();
    }

    /** The agent names the plan uses, in order of first use. */
    public Set<String> agents() {
        Set<String> agents = new LinkedHashSet<>();
        blades.forEach(blade -> agents.add(blade.agent()));
        return agents;
    }

    public List<BladeDefinition> bladesOn(String agent) {
        return blades.stream().filter(blade -> blade.agent().equals(agent)).toList();
    }
}
