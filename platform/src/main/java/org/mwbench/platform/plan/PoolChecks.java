package org.mwbench.platform.plan;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The checks of a plan's pools that its text alone allows; each error is located at its key. */
final class PoolChecks {
    private PoolChecks() {
    }

    /** A {@code pool.NAME.size} value: a whole number of agents, 1 or more. */
    static Optional<Integer> size(String value) {
        try {
            int size = Integer.parseInt(value.strip());
            return size >= 1 ? Optional.of(size) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    static void check(List<BladeDefinition> blades, Map<String, Integer> pools, LocatedProperties file,
                      List<PlanError> errors) {
        Set<String> used = new HashSet<>();
        Set<String> ids = new HashSet<>();
        blades.forEach(blade -> ids.add(blade.id()));
        for (BladeDefinition blade : blades) {
            Optional<String> pool = AgentPools.poolOf(blade.agent());
            if (pool.isEmpty()) {
                continue;
            }
            String key = blade.key("server");
            Integer size = pools.get(pool.get());
            used.add(pool.get());
            if (size == null && file.keys().contains(AgentPools.sizeKey(pool.get()))) {
                continue; // declared with a size that is not one: said at that key
            }
            if (size == null) {
                errors.add(new PlanError(file.where(key), key, "pool '" + pool.get() + "' has no size: declare it once, "
                        + "e.g. " + AgentPools.sizeKey(pool.get()) + "=3 (how many agents of the pool the plan waits for)"));
                continue;
            }
            if (blade.role() == BladeRole.SERVER && size > 1) {
                errors.add(new PlanError(file.where(key), key, "a server blade cannot be spread over pool '" + pool.get()
                        + "' of " + size + " agents: its clients need one endpoint; name one agent, or a pool of size 1"));
            }
            for (int k = 0; size > 1 && k < size; k++) {
                String instance = AgentPools.instanceId(blade.id(), k, size);
                if (ids.contains(instance)) {
                    errors.add(new PlanError(file.where(key), key, "blade '" + blade.id() + "' spread over pool '"
                            + pool.get() + "' runs as '" + instance + "', which another blade's id already is"));
                }
            }
        }
        for (String pool : pools.keySet()) {
            if (!used.contains(pool)) {
                String key = AgentPools.sizeKey(pool);
                errors.add(new PlanError(file.where(key), key, "no blade runs on pool '" + pool + "' (blade.N.server="
                        + AgentPools.PREFIX + pool + "); remove the key or name the pool"));
            }
        }
    }
}
