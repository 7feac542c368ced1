package org.mwbench.platform.plan;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.mwbench.platform.blade.LoadSegment;

/**
 * A plan's blades on pools spread over the agents of each pool, as k6's {@code parallelism}
 * spreads a test over its runners: one instance per agent ({@link AgentPools#instanceId}), an
 * injector's instance running its share of the load ({@code segment=K/N}, {@link LoadSegment}), a
 * probe's watching its own agent's host. The plan that results names agents only; its text, kept
 * in the run folder, is the plan's with each pool blade's keys and the pools' sizes commented out
 * and the instances written after, so that the report reads the blades that really ran.
 *
 * @param plan     the plan as it runs
 * @param originOf each instance's blade id in the written plan, by instance id
 */
public record PoolSpread(TestPlan plan, Map<String, String> originOf) {

    /** @param members each pool's agents, at least as many as its declared size; the first {@code size} are used */
    public static PoolSpread of(TestPlan plan, Map<String, List<String>> members) {
        if (plan.pools().isEmpty()) {
            return new PoolSpread(plan, Map.of());
        }
        int next = plan.blades().stream().mapToInt(blade -> Integer.parseInt(blade.number())).max().orElse(-1) + 1;
        List<BladeDefinition> blades = new ArrayList<>();
        Map<String, String> originOf = new LinkedHashMap<>();
        Set<String> spreadKeys = new TreeSet<>();
        plan.pools().keySet().forEach(pool -> spreadKeys.add(AgentPools.sizeKey(pool)));
        StringBuilder appended = new StringBuilder();
        for (BladeDefinition blade : plan.blades()) {
            Optional<String> pool = AgentPools.poolOf(blade.agent());
            if (pool.isEmpty()) {
                blades.add(blade);
                continue;
            }
            spreadKeys.add("blade." + blade.number() + ".");
            int size = plan.pools().get(pool.get());
            List<String> agents = members.get(pool.get());
            appended.append("\n# blade ").append(blade.id()).append(" on ").append(blade.agent()).append(", one instance per agent\n");
            for (int k = 0; k < size; k++) {
                String id = AgentPools.instanceId(blade.id(), k, size);
                String argument = size > 1 && blade.role() == BladeRole.INJECTOR
                        ? (blade.argument() + " " + LoadSegment.PARAMETER + "=" + new LoadSegment(k, size)).strip()
                        : blade.argument();
                BladeDefinition instance = new BladeDefinition(Integer.toString(next++), id, agents.get(k), blade.role(),
                        blade.className(), argument, blade.comment(), blade.jvm());
                blades.add(instance);
                originOf.put(id, blade.id());
                appendKeys(appended, instance);
            }
        }
        String source = commentedOut(plan.source(), spreadKeys) + "\n" + appended;
        return new PoolSpread(new TestPlan(plan.name(), source, plan.origin(), blades, plan.hosts(), plan.loopbackFallback(),
                plan.criteria(), Map.of()), Map.copyOf(originOf));
    }

    private static void appendKeys(StringBuilder text, BladeDefinition blade) {
        Map<String, String> keys = new LinkedHashMap<>();
        keys.put("id", blade.id());
        keys.put("server", blade.agent());
        keys.put(blade.role().planKey(), blade.className());
        keys.put("argument", blade.argument());
        keys.put("comment", blade.comment());
        keys.put("jvm", blade.jvm());
        keys.forEach((property, value) -> {
            if (!value.isEmpty()) {
                text.append(blade.key(property)).append('=').append(escaped(value)).append('\n');
            }
        });
    }

    /** A properties value as written: backslashes doubled, a leading space kept. */
    private static String escaped(String value) {
        String text = value.replace("\\", "\\\\").replace("\n", "\\n");
        return text.startsWith(" ") ? "\\" + text : text;
    }

    /** The text with the lines of the given keys' prefixes, continuation lines included, commented out. */
    private static String commentedOut(String source, Set<String> prefixes) {
        StringBuilder text = new StringBuilder();
        boolean continued = false;
        for (String line : source.split("\n", -1)) {
            String key = line.strip().split("[=:\\s]", 2)[0];
            boolean spread = continued || prefixes.stream().anyMatch(key::startsWith);
            text.append(spread ? "# spread over its pool: " + line : line).append('\n');
            continued = spread && line.endsWith("\\");
        }
        return text.substring(0, text.length() - 1);
    }

    /** What is kept by blade id (the files a blade's argument names), for the plan as it runs: by instance id. */
    public <T> Map<String, T> byInstance(Map<String, T> byBlade) {
        Map<String, T> byInstance = new LinkedHashMap<>();
        for (BladeDefinition blade : plan.blades()) {
            T value = byBlade.get(originOf.getOrDefault(blade.id(), blade.id()));
            if (value != null) {
                byInstance.put(blade.id(), value);
            }
        }
        return byInstance;
    }
}
