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
 * @param hosts  the {@code hosts} key's value, the hosts file that emulates the agents as
 *               separate hosts; null when the plan's agents are real processes
 * @param loopbackFallback the {@code hosts.fallback=loopback} key: where hosts cannot be
 *               emulated (no root), run every blade on the local host instead of refusing
 * @param criteria what must hold of the measured figures ({@code criterion.N}), in key order
 * @param pools    the agent pools its blades name ({@code blade.N.server=pool:NAME}), with the
 *                 size each declares ({@code pool.NAME.size}), by pool name
 */
public record TestPlan(String name, String source, String origin, List<BladeDefinition> blades, String hosts,
                       boolean loopbackFallback, List<Criterion> criteria, java.util.Map<String, Integer> pools)
        implements Serializable {

    public TestPlan {
        blades = List.copyOf(blades);
        criteria = List.copyOf(criteria);
        pools = java.util.Map.copyOf(pools);
    }

    /** A plan that names no pool. */
    public TestPlan(String name, String source, String origin, List<BladeDefinition> blades, String hosts,
                    boolean loopbackFallback, List<Criterion> criteria) {
        this(name, source, origin, blades, hosts, loopbackFallback, criteria, java.util.Map.of());
    }

    public TestPlan(String name, String source, String origin, List<BladeDefinition> blades) {
        this(name, source, origin, blades, null, false, List.of());
    }

    /**
     * The plan with every blade on {@code local host} and no hosts file: what a plan that allows
     * it runs where hosts cannot be emulated. Its servers and injectors then share the cores.
     */
    public TestPlan onLocalHost() {
        List<BladeDefinition> local = blades.stream().map(blade -> new BladeDefinition(blade.number(), blade.id(),
                org.mwbench.platform.agent.Agent.LOCAL_HOST, blade.role(), blade.className(), blade.argument(),
                blade.comment(), blade.jvm())).toList();
        return new TestPlan(name, localSource(), origin, local, null, false, criteria);
    }

    /**
     * The plan's text as it ran on the local host, kept in the report: the agents the report
     * reads are those the blades really had, and the hosts keys are commented out, saying why.
     */
    private String localSource() {
        StringBuilder text = new StringBuilder();
        for (String line : source.split("\n", -1)) {
            String key = line.strip().split("[=:\\s]", 2)[0];
            if (key.equals(TestPlanParser.HOSTS_KEY) || key.equals(TestPlanParser.HOSTS_FALLBACK_KEY)) {
                text.append("# not emulated (hosts.fallback=loopback): ").append(line.strip());
            } else if (key.matches("blade\\.[0-9]+\\.server")) {
                text.append("# hosts.fallback=loopback; the plan said: ").append(line.strip()).append('\n')
                        .append(key).append('=').append(org.mwbench.platform.agent.Agent.LOCAL_HOST);
            } else {
                text.append(line);
            }
            text.append('\n');
        }
        return text.substring(0, text.length() - 1);
    }

    /** The folder that file names in blade arguments are relative to: the plan file's own. */
    public java.nio.file.Path folder() {
        java.nio.file.Path parent = java.nio.file.Path.of(origin).toAbsolutePath().getParent();
        return parent != null ? parent : java.nio.file.Path.of("").toAbsolutePath();
    }

    /** {@code file:line} of a key in the plan's text, or just the file when the key is not written in it. */
    public String locate(String key) {
        int line = new KeyLines(source).firstLineOf(key);
        return line == 0 ? origin : origin + ":" + line;
    }

    public Optional<BladeDefinition> blade(String id) {
        return blades.stream().filter(blade -> blade.id().equals(id)).findFirst();
    }

    /** The agent names the plan uses, in order of first use; not the pools ({@link #pools}). */
    public Set<String> agents() {
        Set<String> agents = new LinkedHashSet<>();
        blades.stream().filter(blade -> AgentPools.poolOf(blade.agent()).isEmpty()).forEach(blade -> agents.add(blade.agent()));
        return agents;
    }

    public List<BladeDefinition> bladesOn(String agent) {
        return blades.stream().filter(blade -> blade.agent().equals(agent)).toList();
    }
}
